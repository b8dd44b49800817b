/**
 * A catalogue list (courses, ebooks or articles): the filters of seed section 7 read from and
 * written to the address's query (so a filtered page can be shared and Back works) and the page
 * of items they give.
 */
import { courseOrders, type CourseOrder } from '../../server/src/contract/plain/courses.ts';
import type { ItemKind, ItemListResponse, ItemStatus } from '../../server/src/contract/items.ts';
import { fetchItems } from '../api/items.ts';
import { createLoader } from './loader.ts';

/** The filters of a list, as the address holds them. */
export interface ItemFilters {
  readonly category: string;
  readonly keyword: string;
  readonly status: string;
  readonly order: CourseOrder;
  readonly page: number;
}

/** Filters of an unfiltered list. */
export const defaultFilters: ItemFilters = {
  category: '',
  keyword: '',
  status: '',
  order: 'latest',
  page: 1,
};

/** Which page of which list is shown. */
export interface ItemListKey {
  readonly kind: ItemKind;
  readonly filters: ItemFilters;
}

/**
 * The list of the page: one page of items for a kind and its filters; the previous page of the
 * same kind stays shown while the next loads, and an older answer never replaces a newer one.
 */
export const itemListLoader = createLoader<ItemListKey, ItemListResponse>(
  ({ kind, filters }, signal) =>
    fetchItems(
      kind,
      {
        page: filters.page,
        order: filters.order,
        ...(filters.category ? { category: filters.category } : {}),
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
        ...(filters.status ? { status: filters.status as ItemStatus } : {}),
      },
      signal,
    ),
  { keep: (previous, next) => previous.kind === next.kind },
);

/** Reads filters from a query string; unknown or malformed values fall back to the defaults. */
export function filtersFromQuery(query: URLSearchParams): ItemFilters {
  const order = query.get('order') ?? '';
  const page = Number(query.get('page') ?? '1');
  return {
    category: query.get('category')?.trim() ?? '',
    keyword: query.get('keyword')?.trim() ?? '',
    status: query.get('status')?.trim() ?? '',
    order: (courseOrders as readonly string[]).includes(order)
      ? (order as CourseOrder)
      : defaultFilters.order,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The query of filters, leaving out defaults (for the address and for sharing). */
export function queryOfFilters(filters: ItemFilters): Record<string, string | number | undefined> {
  return {
    category: filters.category || undefined,
    keyword: filters.keyword || undefined,
    status: filters.status || undefined,
    order: filters.order === defaultFilters.order ? undefined : filters.order,
    page: filters.page === 1 ? undefined : filters.page,
  };
}

/** Whether any filter narrows the list (the page and the order do not). */
export function hasFilters(filters: ItemFilters): boolean {
  return filters.category !== '' || filters.keyword !== '' || filters.status !== '';
}

/** Filters changed by a user: any change other than the page goes back to page 1. */
export function changeFilters(filters: ItemFilters, change: Partial<ItemFilters>): ItemFilters {
  const next = { ...filters, ...change };
  return change.page === undefined ? { ...next, page: 1 } : next;
}

/** Loads (again) the page of a list the filters name. */
export function loadItemList(kind: ItemKind, filters: ItemFilters): Promise<void> {
  return itemListLoader.load({ kind, filters }, true);
}
