/**
 * The remittances list (administrators): its filters (remitted from / to a day, keyword, page)
 * read from and written to the address's query, and the page of remittances they give.
 */
import { fetchRemittances, type RemittanceList } from '../../api/remittances.ts';
import { createLoader } from '../loader.ts';
import { dayOf, pageOf } from './query-values.ts';

/** The filters of the list, as the address holds them (days Asia/Taipei, '' = open). */
export interface RemittanceFilters {
  readonly from: string;
  readonly to: string;
  readonly keyword: string;
  readonly page: number;
}

/** Filters of an unfiltered list. */
export const defaultRemittanceFilters: RemittanceFilters = {
  from: '',
  to: '',
  keyword: '',
  page: 1,
};

/** Reads filters from a query string; malformed days are left out. */
export function remittanceFiltersFromQuery(query: URLSearchParams): RemittanceFilters {
  return {
    from: dayOf(query.get('from')),
    to: dayOf(query.get('to')),
    keyword: (query.get('keyword') ?? '').trim(),
    page: pageOf(query.get('page')),
  };
}

/** The query of filters for the address: only those set. */
export function queryOfRemittanceFilters(
  filters: RemittanceFilters,
): Record<string, string | number | undefined> {
  return {
    from: filters.from || undefined,
    to: filters.to || undefined,
    keyword: filters.keyword || undefined,
    page: filters.page === 1 ? undefined : filters.page,
  };
}

/** Whether any filter narrows the list. */
export function hasRemittanceFilters(filters: RemittanceFilters): boolean {
  return filters.from !== '' || filters.to !== '' || filters.keyword !== '';
}

/** Filters changed by a user: any change other than the page goes back to page 1. */
export function changeRemittanceFilters(
  filters: RemittanceFilters,
  change: Partial<RemittanceFilters>,
): RemittanceFilters {
  const next = { ...filters, ...change };
  return change.page === undefined ? { ...next, page: 1 } : next;
}

/** One page of remittances for the filters; the previous page stays shown while the next loads. */
export const remittanceListLoader = createLoader<RemittanceFilters, RemittanceList>(
  (filters, signal) =>
    fetchRemittances(
      {
        page: filters.page,
        ...(filters.from ? { from: filters.from } : {}),
        ...(filters.to ? { to: filters.to } : {}),
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
      },
      signal,
    ),
  { keep: () => true },
);

/** Loads (again) the page of remittances the filters name. */
export function loadRemittanceList(filters: RemittanceFilters): Promise<void> {
  return remittanceListLoader.load(filters, true);
}
