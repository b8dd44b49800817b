/**
 * Orders (`/lecturers/v2/orders`): the list with its filters, the CSV export of the same filters,
 * one order, refunds of its lines, its Taiwan e-invoice, and an administrator cancelling it or
 * marking it paid for its member.
 */
import type {
  CancelBody,
  InvoiceBody,
  MarkPaidBody,
  ReissueBody,
  Order,
  OrderListQuery,
  ordersContract,
  RefundBody,
} from '../../server/src/contract/orders.ts';
import { ordersOperations } from '../../server/src/contract/plain/orders.ts';
import type { ExportRun } from '../stores/exports.ts';
import { selectionQuery } from './selection.ts';
import { call, download } from './call.ts';
import { typed, type AnswerOf } from './operation.ts';

const operations = typed<typeof ordersContract>(ordersOperations);

/** One page of orders. */
export type OrderList = AnswerOf<typeof ordersContract.list>;

/** The list's query without its page, and the list's selection: what the export takes. */
export type OrderExportQuery = Omit<OrderListQuery, 'page' | 'per_page'> & {
  readonly ids?: readonly number[];
};

/**
 * A query as the API reads it: the filter values as `filter[0]`, `filter[1]` (the API reads
 * brackets; a repeated plain `filter` would keep only the last value).
 */
export function wireQuery(
  query: OrderListQuery & { readonly ids?: readonly number[] },
): OrderListQuery {
  const { filter, ids, ...rest } = query;
  const values = filter === undefined ? [] : Array.isArray(filter) ? filter : [filter];
  const wire: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(rest))
    if (value !== undefined && value !== '') wire[key] = value;
  values.forEach((value, index) => {
    wire[`filter[${String(index)}]`] = value;
  });
  Object.assign(wire, selectionQuery('ids', ids));
  // The keys differ from the schema's (brackets); the server parses them back into `filter`.
  return wire;
}

/** Loads one page of orders (`GET /lecturers/v2/orders`). */
export function fetchOrders(query: OrderListQuery, signal?: AbortSignal): Promise<OrderList> {
  return call(operations.list, { query: wireQuery(query), signal });
}

/** Streams the CSV of every order the filters match (`GET .../orders/export`). */
export function exportOrders(query: OrderExportQuery): ExportRun {
  return (signal, onProgress) =>
    download(operations.export, { query: wireQuery(query), signal }, onProgress);
}

/** Loads one order with its lines, coupon, invoice and history (`GET .../orders/{id}`). */
export function fetchOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return call(operations.get, { params: { id }, signal });
}

/** Refunds amounts of lines with a reason (`POST .../orders/{id}/refunds`); answers the order. */
export function refundOrder(id: number, body: RefundBody): Promise<Order> {
  return call(operations.refund, { params: { id }, body, json: true });
}

/** Changes the order's invoice (`PUT .../orders/{id}/invoice`); answers the order. */
export function updateInvoice(id: number, body: InvoiceBody): Promise<Order> {
  return call(operations.invoice, { params: { id }, body, json: true });
}

/** Cancels an unpaid order for its member, with the reason (`POST .../orders/{id}/cancel`). */
export function cancelOrder(id: number, body: CancelBody): Promise<Order> {
  return call(operations.cancel, { params: { id }, body, json: true });
}

/** Marks an unpaid order paid with its payment reference and the reason (`POST .../payment`). */
export function markOrderPaid(id: number, body: MarkPaidBody): Promise<Order> {
  return call(operations.markPaid, { params: { id }, body, json: true });
}

/** Voids the issued invoice and issues a new number, with the reason (`POST .../invoice/reissue`). */
export function reissueInvoice(id: number, body: ReissueBody): Promise<Order> {
  return call(operations.reissueInvoice, { params: { id }, body, json: true });
}
