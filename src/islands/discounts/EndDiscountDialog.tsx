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
import { ReasonDialog } from '../form/ReasonDialog.tsx';
import { useForm } from '../form/use-form.ts';
import { useT } from '../use-t.ts';

/** An administrator's "end early" dialog: the reason is required (the server refuses none). */
export function EndDiscountDialog() {
  const t = useT();
  const discount = useStore($endingDiscount);
  const { values, saving, error } = useForm(endDiscountForm);
  useEffect(() => closeEndDiscount, []);
  return (
    <ReasonDialog
      id="discount-end"
      open={discount !== null}
      className="discount-dialog"
      title={t('discounts.endEarly.title')}
      message={
        discount && (
          <p>
            {t('discounts.endEarly.message', { title: discount.title, name: discount.owner.name })}
          </p>
        )
      }
      reasonLabel={t('discounts.endEarly.reason')}
      reason={values.reason}
      onReason={editEndReason}
      error={error('reason')}
      maxLength={MAX_END_REASON_LENGTH}
      onClose={closeEndDiscount}
      onSubmit={confirmEndDiscount}
      saving={saving}
      submitLabel={t('discounts.endEarly.confirm')}
      savingLabel={t('discounts.endEarly.confirm')}
      cancelLabel={t('discounts.cancel')}
      danger
    />
  );
}
