/**
 * The orders list: its filters (status, the seed's filter values, keyword, payment method, days of
 * creation, order, page) read from and written to the address's query, the page of orders they
 * give, and the export of exactly the same filters.
 */
import type {
  OrderFilter,
  OrderListQuery,
  OrderSort,
  OrderStatusFilter,
  PaymentMethod,
} from '../../../server/src/contract/orders.ts';
import { DAY_PATTERN } from '../../../server/src/contract/plain/dashboard.ts';
import {
  orderFilters,
  orderSorts,
  orderStatusFilters,
  paymentMethods,
} from '../../../server/src/contract/plain/orders.ts';
import {
  exportOrders,
  fetchOrders,
  type OrderExportQuery,
  type OrderList,
} from '../../api/orders.ts';
import { hasArea } from '../../lib/access.ts';
import type { ExportRun } from '../exports.ts';
import { createLoader } from '../loader.ts';
import type { SessionState } from '../session.ts';

/** The filters of the list, as the address holds them. */
export interface OrderFilters {
  readonly status: OrderStatusFilter;
  /** The seed's filter values turned on (all must hold), in the contract's order. */
  readonly filters: readonly OrderFilter[];
  readonly keyword: string;
  readonly paymentMethod: PaymentMethod | '';
  /** First day of creation (`2026-11-01`, Asia/Taipei), or ''. */
  readonly from: string;
  /** Last day of creation, included, or ''. */
  readonly to: string;
  readonly sort: OrderSort;
  readonly page: number;
}

/** Filters of an unfiltered list: every status, newest first. */
export const defaultOrderFilters: OrderFilters = {
  status: 'ALL',
  filters: [],
  keyword: '',
  paymentMethod: '',
  from: '',
  to: '',
  sort: 'latest',
  page: 1,
};

function oneOf<T extends string>(values: readonly T[], text: string | null, fallback: T): T {
  return values.find((value) => value === text) ?? fallback;
}

function day(text: string | null): string {
  return text !== null && DAY_PATTERN.test(text) ? text : '';
}

/** Reads filters from a query string; unknown or malformed values fall back to the defaults. */
export function orderFiltersFromQuery(query: URLSearchParams): OrderFilters {
  const page = Number(query.get('page') ?? '');
  const asked = query.getAll('filter');
  return {
    status: oneOf(orderStatusFilters, query.get('status'), 'ALL'),
    filters: orderFilters.filter((value) => asked.includes(value)),
    keyword: (query.get('keyword') ?? '').trim(),
    paymentMethod: oneOf<PaymentMethod | ''>(paymentMethods, query.get('payment_method'), ''),
    from: day(query.get('from')),
    to: day(query.get('to')),
    sort: oneOf(orderSorts, query.get('sort'), 'latest'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * The query of filters for the address (the API's parameter names, `filter` repeated): the status
 * always (ALL included), the rest when set.
 */
export function queryOfOrderFilters(
  filters: OrderFilters,
): Record<string, string | number | readonly string[] | undefined> {
  return {
    status: filters.status,
    filter: filters.filters,
    keyword: filters.keyword || undefined,
    payment_method: filters.paymentMethod || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    sort: filters.sort === 'latest' ? undefined : filters.sort,
    page: filters.page === 1 ? undefined : filters.page,
  };
}

/** Whether any filter narrows the list (the order and the page do not). */
export function hasOrderFilters(filters: OrderFilters): boolean {
  return (
    filters.status !== 'ALL' ||
    filters.filters.length > 0 ||
    filters.keyword !== '' ||
    filters.paymentMethod !== '' ||
    filters.from !== '' ||
    filters.to !== ''
  );
}

/** Filters changed by a user: any change other than the page goes back to page 1. */
export function changeOrderFilters(
  filters: OrderFilters,
  change: Partial<OrderFilters>,
): OrderFilters {
  const next = { ...filters, ...change };
  return change.page === undefined ? { ...next, page: 1 } : next;
}

/** The filter values with one turned on or off (kept in the contract's order). */
export function toggledFilters(
  filters: OrderFilters,
  value: OrderFilter,
  on: boolean,
): readonly OrderFilter[] {
  return orderFilters.filter((each) => (each === value ? on : filters.filters.includes(each)));
}

/** What the export asks for: exactly the list's filters and order, without the page. */
export function exportQueryOf(filters: OrderFilters): OrderExportQuery {
  return {
    status: filters.status,
    sort: filters.sort,
    ...(filters.filters.length > 0 ? { filter: [...filters.filters] } : {}),
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.paymentMethod ? { payment_method: filters.paymentMethod } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  };
}

/** What the list asks for: the export's query and the page. */
export function listQueryOf(filters: OrderFilters): OrderListQuery {
  return { ...exportQueryOf(filters), page: filters.page };
}

/** One page of orders for the filters; the previous page stays shown while the next loads. */
export const orderListLoader = createLoader<OrderFilters, OrderList>(
  (filters, signal) => fetchOrders(listQueryOf(filters), signal),
  { keep: () => true },
);

/** Loads (again) the page of the list the filters name. */
export function loadOrderList(filters: OrderFilters): Promise<void> {
  return orderListLoader.load(filters, true);
}

/** The export of every order the filters match (the list's query without the page). */
export function exportOrderList(filters: OrderFilters): ExportRun {
  return exportOrders(exportQueryOf(filters));
}

/** Whether the viewer may export (the `export` permission; the server answers 404 without). */
export function canExportOrders(session: SessionState): boolean {
  return session.status === 'ready' && hasArea(session.permissions, 'export');
}
