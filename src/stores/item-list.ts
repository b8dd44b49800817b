/**
 * A catalogue list (courses, ebooks or articles): the filters of seed section 7 read from and
 * written to the address's query (so a filtered page can be shared and Back works) and the page
 * of items they give.
 */
import { atom } from 'nanostores';
import { courseOrders, type CourseOrder } from '../../server/src/contract/plain/courses.ts';
import type { ItemKind, ItemListEntry, ItemStatus } from '../../server/src/contract/items.ts';
import type { ListMeta } from '../../server/src/contract/courses.ts';
import { ApiError, CancelledError } from '../api/client.ts';
import { fetchItems } from '../api/items.ts';

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

/** A list and its loading state; the previous page stays shown while the next loads. */
export interface ItemListState {
  readonly kind: ItemKind | null;
  readonly filters: ItemFilters;
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly items: readonly ItemListEntry[];
  readonly meta: ListMeta | null;
  readonly error: string | null;
}

/** The list of the page. */
export const $itemList = atom<ItemListState>({
  kind: null,
  filters: defaultFilters,
  status: 'idle',
  items: [],
  meta: null,
  error: null,
});

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

let controller: AbortController | null = null;

/** Loads the page of a list the filters name. */
export async function loadItemList(kind: ItemKind, filters: ItemFilters): Promise<void> {
  controller?.abort();
  const own = new AbortController();
  controller = own;
  const previous = $itemList.get();
  $itemList.set({
    kind,
    filters,
    status: 'loading',
    items: previous.kind === kind ? previous.items : [],
    meta: previous.kind === kind ? previous.meta : null,
    error: null,
  });
  try {
    const answer = await fetchItems(
      kind,
      {
        page: filters.page,
        order: filters.order,
        ...(filters.category ? { category: filters.category } : {}),
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
        ...(filters.status ? { status: filters.status as ItemStatus } : {}),
      },
      own.signal,
    );
    if (controller !== own) return;
    $itemList.set({
      kind,
      filters,
      status: 'ready',
      items: answer.data,
      meta: answer.meta,
      error: null,
    });
  } catch (error) {
    if (error instanceof CancelledError || controller !== own) return;
    $itemList.set({
      ...$itemList.get(),
      status: 'error',
      error: error instanceof ApiError ? error.message : String(error),
    });
  }
}
