/**
 * An administrator acting for a member on an order (issue #31): cancelling an unpaid one or
 * marking it paid with the payment's reference, or voiding an issued invoice and issuing a new
 * one, each with a reason, in one dialog. The server checks the
 * reason and reference and answers at their fields (nothing typed is lost); on success the order
 * shows as answered (status, history with the reason) and the dialog closes.
 */
import { atom } from 'nanostores';
import type { Order } from '../../../server/src/contract/orders.ts';
import { cancelOrder, markOrderPaid, reissueInvoice } from '../../api/orders.ts';
import { createForm } from '../form.ts';
import { showOrder } from './order.ts';

/** What the administrator does: cancel the order, mark it paid, or void and re-issue its invoice. */
export type OrderActKind = 'cancel' | 'pay' | 'reissue';

/** What the dialog asks: the reason (both) and the payment reference (marking paid). */
export interface OrderActValues {
  readonly reason: string;
  readonly reference: string;
}

const empty: OrderActValues = { reason: '', reference: '' };

/** The dialog's fields, the server's messages at them and the saving flag. */
export const orderActForm = createForm<OrderActValues>('order-act', empty);

/** The open dialog: which action on which order (null: closed). */
export const $orderAct = atom<{ readonly kind: OrderActKind; readonly order: Order } | null>(null);

/** Whether an order can be cancelled or marked paid (it waits for its payment). */
export function canActOn(order: Order): boolean {
  return order.status === 'UNPAID';
}

/** Whether an order's invoice can be voided and issued again (one was issued; not cancelled). */
export function canReissue(order: Order): boolean {
  return order.invoice.number !== null && order.status !== 'CANCELLED';
}

/** Opens the dialog of an action on an order, its fields empty. */
export function openOrderAct(order: Order, kind: OrderActKind): void {
  orderActForm.reset(empty);
  $orderAct.set({ kind, order });
}

/** Closes the dialog (unless it is being sent); what was typed is dropped. */
export function closeOrderAct(): void {
  if (orderActForm.$saving.get()) return;
  orderActForm.reset(empty);
  $orderAct.set(null);
}

/** Types the reason or the payment reference. */
export function setOrderActField(field: keyof OrderActValues, value: string): void {
  orderActForm.set(field, value);
}

/**
 * Sends the open action; on success shows the order as answered and closes the dialog, on a 400
 * keeps the dialog with the messages at their fields. Resolves whether it was done.
 */
export async function submitOrderAct(): Promise<boolean> {
  const open = $orderAct.get();
  if (!open) return false;
  const done = await orderActForm.submit(async (values) => {
    const reason = values.reason.trim();
    const { id } = open.order;
    const answer =
      open.kind === 'cancel'
        ? await cancelOrder(id, { reason })
        : open.kind === 'reissue'
          ? await reissueInvoice(id, { reason })
          : await markOrderPaid(id, { reason, reference: values.reference.trim() });
    showOrder(answer);
    return empty;
  });
  if (done) $orderAct.set(null);
  return done;
}
