import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { MAX_DISCOUNT_TITLE_LENGTH } from '../../../server/src/contract/plain/discounts.ts';
import {
  $discountDialog,
  $discountPreview,
  chooseDiscountTarget,
  closeDiscountDialog,
  discountForm,
  discountTargetSearch,
  editDiscountDraft,
  refreshDiscountPreview,
  saveDiscount,
  searchDiscountTargets,
} from '../../stores/discounts/form.ts';
import { FormDialog } from '../form/FormDialog.tsx';
import { FormField } from '../form/FormField.tsx';
import { useForm } from '../form/use-form.ts';
import { useMoney } from '../ui/Price.tsx';
import { useT } from '../use-t.ts';
import { ProductPicker } from '../ui/ProductPicker.tsx';

/** Waits this long after the last change before asking for the preview. */
const PREVIEW_DELAY_MS = 300;

/**
 * The new-discount and edit-discount dialog: title, target (new only), rate as people write it (85 or 8.5),
 * start and end, a live "a student pays" preview, and the server's messages at the fields.
 */
export function DiscountDialog() {
  const t = useT();
  const money = useMoney();
  const open = useStore($discountDialog);
  const preview = useStore($discountPreview);
  const { values, saving, error } = useForm(discountForm);
  useEffect(() => closeDiscountDialog, []);
  const targetId = values.target_id?.id;
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => void refreshDiscountPreview(), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, targetId, values.discount]);

  const creating = open?.mode === 'create';
  const single = values.kind === 'SINGLE';
  const title = creating
    ? t(single ? 'discounts.createSingle' : 'discounts.createPackage')
    : t('discounts.editTitle');

  return (
    <FormDialog
      open={open !== null}
      className="discount-dialog discount-dialog--form"
      titleId="discount-dialog-title"
      title={title}
      onClose={closeDiscountDialog}
      onSubmit={saveDiscount}
      saving={saving}
      submitLabel={t(creating ? 'discounts.form.create' : 'discounts.form.save')}
      cancelLabel={t('discounts.cancel')}
    >
      <FormField
        id="discount-title"
        label={t('discounts.form.title')}
        value={values.title}
        maxLength={MAX_DISCOUNT_TITLE_LENGTH}
        onValue={(value) => editDiscountDraft('title', value)}
        error={error('title')}
      />
      {creating ? (
        <ProductPicker
          id="discount-target"
          legend={t(single ? 'discounts.form.course' : 'discounts.form.package')}
          search={discountTargetSearch}
          onSearch={searchDiscountTargets}
          chosen={values.target_id ? [values.target_id] : []}
          onToggle={(target) => chooseDiscountTarget(target)}
          error={error('target_id')}
        />
      ) : (
        <p className="discount-dialog__target">
          {t(single ? 'discounts.form.course' : 'discounts.form.package')}
          {': '}
          <strong>{values.target_id?.title}</strong>
        </p>
      )}
      <FormField
        id="discount-rate"
        label={t('discounts.form.rate')}
        value={values.discount}
        inputMode="decimal"
        aria-describedby="discount-rate-hint"
        onValue={(value) => editDiscountDraft('discount', value)}
        error={error('discount')}
      />
      <p id="discount-rate-hint" className="field__hint discount-dialog__hint">
        {t('discounts.form.rateHint')}
      </p>
      <div className="discount-dialog__dates">
        <FormField
          id="discount-starts"
          type="datetime-local"
          label={t('discounts.form.startsAt')}
          value={values.starts_at}
          onValue={(value) => editDiscountDraft('starts_at', value)}
          error={error('starts_at')}
        />
        <FormField
          id="discount-ends"
          type="datetime-local"
          label={t('discounts.form.endsAt')}
          value={values.ends_at}
          aria-describedby="discount-ends-hint"
          onValue={(value) => editDiscountDraft('ends_at', value)}
          error={error('ends_at')}
        />
      </div>
      <p id="discount-ends-hint" className="field__hint">
        {t('discounts.form.endsHint')}
      </p>
      <p className="discount-preview" role="status" aria-live="polite">
        {preview.status === 'ready'
          ? t('discounts.form.preview', {
              price: money(preview.pays),
              list: money(preview.price),
            })
          : preview.status === 'loading'
            ? t('discounts.form.previewLoading')
            : preview.status === 'invalid'
              ? t('discounts.form.previewInvalid')
              : t('discounts.form.previewIdle')}
      </p>
    </FormDialog>
  );
}
