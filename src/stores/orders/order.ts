/**
 * One order on its screens (content, info, invoice): loaded by id, and replaced by the answer of
 * a write (a refund, an invoice change) so every tab shows the order as it now is.
 */
import type { Order } from '../../../server/src/contract/orders.ts';
import { fetchOrder } from '../../api/orders.ts';
import { createLoader } from '../loader.ts';

/** The order on screen, by id. */
export const orderLoader = createLoader<number, Order>((id, signal) => fetchOrder(id, signal));

/** Loads the order (unless it is shown already). */
export function loadOrder(id: number): Promise<void> {
  return orderLoader.load(id);
}

/** Shows an order a write answered. */
export function showOrder(order: Order): void {
  orderLoader.set(order.id, order);
}
