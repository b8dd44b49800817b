import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import {
  MAX_ORDER_REASON_LENGTH,
  MAX_PAYMENT_REFERENCE_LENGTH,
} from '../../../server/src/contract/plain/orders.ts';
import {
  $orderAct,
  closeOrderAct,
  orderActForm,
  setOrderActField,
  submitOrderAct,
} from '../../stores/orders/act.ts';
import { FormDialog } from '../form/FormDialog.tsx';
import { FormField } from '../form/FormField.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { useT } from '../use-t.ts';

/**
 * The dialog of an administrator acting for the member on an unpaid order: cancelling it (the
 * reason) or marking it paid (the payment reference and the reason). The member sees the reason
 * in the order's history.
 */
export function OrderActDialog() {
  const t = useT();
  const open = useStore($orderAct);
  const values = useStore(orderActForm.$values);
  useStore(orderActForm.$errors);
  const saving = useStore(orderActForm.$saving);
  useEffect(() => closeOrderAct, []);
  const cancel = open?.kind === 'cancel';
  const number = open?.order.order_no ?? '';
  return (
    <FormDialog
      open={open !== null}
      className="order-act-dialog"
      titleId="order-act-title"
      title={
        cancel ? t('orders.act.cancelTitle', { number }) : t('orders.act.payTitle', { number })
      }
      onClose={closeOrderAct}
      onSubmit={submitOrderAct}
      saving={saving}
      submitLabel={cancel ? t('orders.act.cancelSubmit') : t('orders.act.paySubmit')}
      cancelLabel={t('orders.act.back')}
      actions="confirm"
      danger={cancel}
    >
      <p>{cancel ? t('orders.act.cancelExplain') : t('orders.act.payExplain')}</p>
      {!cancel && (
        <FormField
          id="order-act-reference"
          label={t('orders.act.reference')}
          value={values.reference}
          maxLength={MAX_PAYMENT_REFERENCE_LENGTH}
          required
          autoComplete="off"
          onValue={(value) => setOrderActField('reference', value)}
          error={orderActForm.errorOf('reference')}
        />
      )}
      <TextAreaField
        id="order-act-reason"
        label={t('orders.act.reason')}
        rows={3}
        maxLength={MAX_ORDER_REASON_LENGTH}
        required
        value={values.reason}
        onValue={(value) => setOrderActField('reason', value)}
        error={orderActForm.errorOf('reason')}
      />
    </FormDialog>
  );
}
