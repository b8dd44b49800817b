import { useStore } from '@nanostores/react';
import { useEffect, type SyntheticEvent } from 'react';
import { MAX_END_REASON_LENGTH } from '../../../server/src/contract/plain/discounts.ts';
import {
  $endingDiscount,
  closeEndDiscount,
  confirmEndDiscount,
  editEndReason,
  endDiscountForm,
} from '../../stores/discounts/end.ts';
import { errorAttributes, FieldError } from '../form/FieldError.tsx';
import { useForm } from '../form/use-form.ts';
import { ModalDialog } from '../ui/ModalDialog.tsx';
import { useT } from '../use-t.ts';

/** An administrator's "end early" dialog: the reason is required (the server refuses none). */
export function EndDiscountDialog() {
  const t = useT();
  const discount = useStore($endingDiscount);
  const { values, saving, error } = useForm(endDiscountForm);
  useEffect(() => closeEndDiscount, []);
  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(await confirmEndDiscount()))
      requestAnimationFrame(() => document.getElementById('discount-end-reason')?.focus());
  };
  return (
    <ModalDialog
      open={discount !== null}
      className="discount-dialog"
      labelledBy="discount-end-title"
      onCancel={closeEndDiscount}
    >
      {discount && (
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <h2 id="discount-end-title">{t('discounts.endEarly.title')}</h2>
          <p>
            {t('discounts.endEarly.message', { title: discount.title, name: discount.owner.name })}
          </p>
          <div className="field">
            <label htmlFor="discount-end-reason">{t('discounts.endEarly.reason')}</label>
            <textarea
              id="discount-end-reason"
              rows={3}
              maxLength={MAX_END_REASON_LENGTH}
              required
              value={values.reason}
              {...errorAttributes('discount-end-reason', error('reason'))}
              onChange={(event) => editEndReason(event.target.value)}
            />
            <FieldError id="discount-end-reason" error={error('reason')} />
          </div>
          <div className="confirm__actions">
            <button type="button" className="button" onClick={closeEndDiscount}>
              {t('discounts.cancel')}
            </button>
            <button type="submit" className="button button--danger" disabled={saving}>
              {t('discounts.endEarly.confirm')}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
