import { useStore } from '@nanostores/react';
import { useEffect, type SyntheticEvent } from 'react';
import type { Order } from '../../../server/src/contract/orders.ts';
import { MAX_REFUND_REASON_LENGTH } from '../../../server/src/contract/plain/orders.ts';
import {
  $refund,
  backToRefundEdit,
  closeRefund,
  confirmRefund,
  refundableLines,
  refundTotalOf,
  reviewRefund,
  setRefundAmount,
  setRefundMode,
  setRefundReason,
  type RefundMode,
} from '../../stores/orders/refund.ts';
import { errorAttributes, FieldError } from '../form/FieldError.tsx';
import { TextAreaField } from '../form/TextAreaField.tsx';
import { DialogActions } from '../ui/DialogActions.tsx';
import { ModalDialog } from '../ui/ModalDialog.tsx';
import { useMoney } from '../ui/Price.tsx';
import { useT } from '../use-t.ts';

const modes: readonly RefundMode[] = ['full', 'part'];

function focusFirstProblem(): void {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>('.refund-dialog [aria-invalid="true"]')?.focus(),
  );
}

/**
 * The refund dialog of an order: in full or in part (an amount per line, at most what is left of
 * it), the reason, then a confirmation naming the total and that it reverses the lecturers'
 * income.
 */
export function RefundDialog({ order }: { readonly order: Order }) {
  const t = useT();
  const money = useMoney();
  const state = useStore($refund);
  useEffect(() => closeRefund, []);
  const lines = refundableLines(order);
  const total = refundTotalOf(order, state);
  const onReview = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reviewRefund()) focusFirstProblem();
  };
  const onConfirm = async () => {
    if (!(await confirmRefund())) focusFirstProblem();
  };
  return (
    <ModalDialog
      open={state.open}
      className="refund-dialog"
      labelledBy="refund-title"
      onCancel={closeRefund}
    >
      {state.open && state.step === 'edit' && (
        <form noValidate onSubmit={onReview}>
          <h2 id="refund-title">{t('orders.refund.title', { number: order.order_no })}</h2>
          <fieldset className="refund-dialog__modes">
            <legend>{t('orders.refund.mode')}</legend>
            {modes.map((mode) => (
              <label key={mode} className="field--check">
                <input
                  type="radio"
                  name="refund-mode"
                  value={mode}
                  checked={state.mode === mode}
                  onChange={() => setRefundMode(mode)}
                />
                {t(mode === 'full' ? 'orders.refund.full' : 'orders.refund.part')}
              </label>
            ))}
          </fieldset>
          <table className="refund-dialog__lines">
            <caption className="visually-hidden">{t('orders.refund.linesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orders.content.itemColumn')}</th>
                <th scope="col">{t('orders.refund.refundable')}</th>
                <th scope="col">{t('orders.refund.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => {
                const id = `refund-amount-${String(line.id)}`;
                const error = state.errors[`amount.${String(line.id)}`];
                return (
                  <tr key={line.id}>
                    <th scope="row">{line.item.title}</th>
                    <td>{money(line.refundable)}</td>
                    <td>
                      {state.mode === 'full' ? (
                        money(line.refundable)
                      ) : (
                        <>
                          <input
                            id={id}
                            type="text"
                            inputMode="numeric"
                            aria-label={t('orders.refund.amountOf', { title: line.item.title })}
                            value={state.amounts[line.id] ?? ''}
                            {...errorAttributes(id, error)}
                            onChange={(event) => setRefundAmount(line.id, event.target.value)}
                          />
                          <FieldError id={id} error={error} />
                        </>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {state.errors['lines'] && (
            <p id="refund-lines-error" className="field__error" role="alert">
              {state.errors['lines']}
            </p>
          )}
          <TextAreaField
            id="refund-reason"
            label={t('orders.refund.reason')}
            rows={3}
            maxLength={MAX_REFUND_REASON_LENGTH}
            required
            value={state.reason}
            onValue={setRefundReason}
            error={state.errors['reason']}
          />
          <p className="refund-dialog__total">
            {t('orders.refund.totalNow', { price: money(total) })}
          </p>
          <DialogActions cancel={{ label: t('orders.refund.cancel'), onClick: closeRefund }}>
            <button type="submit" className="button button--primary">
              {t('orders.refund.next')}
            </button>
          </DialogActions>
        </form>
      )}
      {state.open && state.step === 'confirm' && (
        <div className="refund-dialog__confirm">
          <h2 id="refund-title">{t('orders.refund.confirmTitle')}</h2>
          <p>{t('orders.refund.confirmMessage', { price: money(total) })}</p>
          <p className="refund-dialog__warning">{t('orders.refund.reverses')}</p>
          <p className="refund-dialog__reason">
            {t('orders.info.reason', { reason: state.reason.trim() })}
          </p>
          <DialogActions
            cancel={{
              label: t('orders.refund.back'),
              onClick: backToRefundEdit,
              disabled: state.busy,
            }}
          >
            <button
              type="button"
              className="button button--danger"
              disabled={state.busy}
              onClick={() => void onConfirm()}
            >
              {t('orders.refund.confirm')}
            </button>
          </DialogActions>
        </div>
      )}
    </ModalDialog>
  );
}
