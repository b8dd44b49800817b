import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { MAX_END_REASON_LENGTH } from '../../../server/src/contract/plain/discounts.ts';
import {
  $endingDiscount,
  closeEndDiscount,
  confirmEndDiscount,
  editEndReason,
  endDiscountForm,
} from '../../stores/discounts/end.ts';
import { FormDialog } from '../form/FormDialog.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';

/** An administrator's "end early" dialog: the reason is required (the server refuses none). */
export function EndDiscountDialog() {
  const t = useT();
  const discount = useStore($endingDiscount);
  const { values, saving, error } = useForm(endDiscountForm);
  useEffect(() => closeEndDiscount, []);
  return (
    <FormDialog
      open={discount !== null}
      className="discount-dialog"
      titleId="discount-end-title"
      title={t('discounts.endEarly.title')}
      onClose={closeEndDiscount}
      onSubmit={confirmEndDiscount}
      saving={saving}
      submitLabel={t('discounts.endEarly.confirm')}
      savingLabel={t('discounts.endEarly.confirm')}
      cancelLabel={t('discounts.cancel')}
      danger
    >
      {discount && (
        <p>
          {t('discounts.endEarly.message', { title: discount.title, name: discount.owner.name })}
        </p>
      )}
      <TextAreaField
        id="discount-end-reason"
        label={t('discounts.endEarly.reason')}
        rows={3}
        maxLength={MAX_END_REASON_LENGTH}
        required
        value={values.reason}
        onValue={editEndReason}
        error={error('reason')}
      />
    </FormDialog>
  );
}
