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
import { ReasonDialog } from '../form/ReasonDialog.tsx';
import { FormField } from '../form/FormField.tsx';
import { useT } from '../use-t.ts';

/**
 * The dialog of an administrator acting for the member on an order: cancelling an unpaid one
 * (the reason), marking it paid (the payment reference and the reason) or voiding its invoice and
 * issuing a new one (the reason). The member sees the reason in the order's history.
 */
export function OrderActDialog() {
  const t = useT();
  const open = useStore($orderAct);
  const values = useStore(orderActForm.$values);
  useStore(orderActForm.$errors);
  const saving = useStore(orderActForm.$saving);
  useEffect(() => closeOrderAct, []);
  const kind = open?.kind ?? 'cancel';
  const number = open?.order.order_no ?? '';
  const words = {
    cancel: {
      title: t('orders.act.cancelTitle', { number }),
      explain: t('orders.act.cancelExplain'),
      submit: t('orders.act.cancelSubmit'),
    },
    pay: {
      title: t('orders.act.payTitle', { number }),
      explain: t('orders.act.payExplain'),
      submit: t('orders.act.paySubmit'),
    },
    reissue: {
      title: t('orders.act.reissueTitle', { number: open?.order.invoice.number ?? '' }),
      explain: t('orders.act.reissueExplain'),
      submit: t('orders.act.reissueSubmit'),
    },
  }[kind];
  return (
    <ReasonDialog
      id="order-act"
      open={open !== null}
      className="order-act-dialog"
      title={words.title}
      message={<p>{words.explain}</p>}
      reasonLabel={t('orders.act.reason')}
      reason={values.reason}
      onReason={(value) => setOrderActField('reason', value)}
      error={orderActForm.errorOf('reason')}
      maxLength={MAX_ORDER_REASON_LENGTH}
      onClose={closeOrderAct}
      onSubmit={submitOrderAct}
      saving={saving}
      submitLabel={words.submit}
      cancelLabel={t('orders.act.back')}
      danger={kind !== 'pay'}
    >
      {kind === 'pay' && (
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
    </ReasonDialog>
  );
}
