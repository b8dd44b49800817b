/**
 * The orders list: its filters (status, the seed's filter values, keyword, payment method, days of
 * creation, order, page) kept in the address with the API's names, the page of orders they give,
 * and the export of exactly the same filters (or of the selected orders only).
 */
import type { OrderListQuery } from '../../../server/src/contract/orders.ts';
import {
  orderFilters,
  orderSorts,
  orderStatusFilters,
  paymentMethods,
} from '../../../server/src/contract/plain/orders.ts';
import { exportOrders, fetchOrders, type OrderExportQuery } from '../../api/orders.ts';
import { hasArea } from '../../lib/access.ts';
import {
  choiceFilter,
  dayFilter,
  defineListQuery,
  setFilter,
  textFilter,
} from '../../lib/list-query.ts';
import { runExport, type ExportRun } from '../exports.ts';
import { createList } from '../list.ts';
import type { SessionState } from '../session.ts';

/**
 * The list's filters: the status always in the address (ALL included), the seed's filter values
 * repeated (`filter`, all must hold, in the contract's order), days of creation (Asia/Taipei,
 * `to` included) and the order, which narrows nothing.
 */
const orderQuery = defineListQuery({
  status: choiceFilter(orderStatusFilters, 'ALL', { always: true }),
  filter: setFilter(orderFilters),
  keyword: textFilter(),
  paymentMethod: choiceFilter(['', ...paymentMethods], '', { param: 'payment_method' }),
  from: dayFilter(),
  to: dayFilter(),
  sort: choiceFilter(orderSorts, 'latest', { narrows: false }),
});

/** The filters of the list, as the address holds them. */
type OrderFilters = typeof orderQuery.defaults;

/** What the export asks for: exactly the list's filters and order, without the page. */
function exportQueryOf(filters: OrderFilters): OrderExportQuery {
  return {
    status: filters.status,
    sort: filters.sort,
    ...(filters.filter.length > 0 ? { filter: [...filters.filter] } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.paymentMethod ? { payment_method: filters.paymentMethod } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/** What the list asks for: the export's query and the page. */
function listQueryOf(filters: OrderFilters): OrderListQuery {
  return { ...exportQueryOf(filters), page: filters.page };
}

/** The orders, by the filters. */
export const orderList = createList('orders', orderQuery, (filters, signal) =>
  fetchOrders(listQueryOf(filters), signal),
);

/** The export of every order the list's filters match (its query without the page). */
export const exportOrderList: ExportRun = (signal, onProgress) =>
  exportOrders(exportQueryOf(orderList.filters() ?? orderQuery.defaults))(signal, onProgress);

/** Downloads the CSV of the selected orders only (the list's order kept); nothing reloads. */
export async function exportSelectedOrders(ids: readonly (string | number)[]): Promise<boolean> {
  const filters = exportQueryOf(orderList.filters() ?? orderQuery.defaults);
  await runExport('orders', exportOrders({ ...filters, ids: ids.map(Number) }));
  return false;
}

/** Whether the viewer may export (the `export` permission; the server answers 404 without). */
export function canExportOrders(session: SessionState): boolean {
  return session.status === 'ready' && hasArea(session.permissions, 'export');
}
