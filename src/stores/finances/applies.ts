/**
 * The payout requests list (administrators): its filters (status, keyword, page) read from and
 * written to the address's query, and the page of applies they give.
 */
import type { ApplyList } from '../../api/applies.ts';
import { applyStatusFilters } from '../../../server/src/contract/plain/finances.ts';
import { fetchApplies } from '../../api/applies.ts';
import { createLoader } from '../loader.ts';
import { oneOf, pageOf } from './query-values.ts';

/** The applies list's status filter. */
export type ApplyStatusFilter = (typeof applyStatusFilters)[number];

/** The filters of the list, as the address holds them. */
export interface ApplyFilters {
  readonly status: ApplyStatusFilter;
  readonly keyword: string;
  readonly page: number;
}

/** Filters of an unfiltered list: every status. */
export const defaultApplyFilters: ApplyFilters = { status: 'ALL', keyword: '', page: 1 };

/** Reads filters from a query string; unknown or malformed values fall back to the defaults. */
export function applyFiltersFromQuery(query: URLSearchParams): ApplyFilters {
  return {
    status: oneOf(applyStatusFilters, query.get('status'), 'ALL'),
    keyword: (query.get('keyword') ?? '').trim(),
    page: pageOf(query.get('page')),
  };
}

/** The query of filters for the address: the status always (ALL included), the rest when set. */
export function queryOfApplyFilters(
  filters: ApplyFilters,
): Record<string, string | number | undefined> {
  return {
    status: filters.status,
    keyword: filters.keyword || undefined,
    page: filters.page === 1 ? undefined : filters.page,
  };
}

/** Whether any filter narrows the list (the page does not). */
export function hasApplyFilters(filters: ApplyFilters): boolean {
  return filters.status !== 'ALL' || filters.keyword !== '';
}

/** Filters changed by a user: any change other than the page goes back to page 1. */
export function changeApplyFilters(
  filters: ApplyFilters,
  change: Partial<ApplyFilters>,
): ApplyFilters {
  const next = { ...filters, ...change };
  return change.page === undefined ? { ...next, page: 1 } : next;
}

/** One page of applies for the filters; the previous page stays shown while the next loads. */
export const applyListLoader = createLoader<ApplyFilters, ApplyList>(
  (filters, signal) =>
    fetchApplies(
      {
        status: filters.status,
        page: filters.page,
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
      },
      signal,
    ),
  { keep: () => true },
);

/** Loads (again) the page of applies the filters name. */
export function loadApplyList(filters: ApplyFilters): Promise<void> {
  return applyListLoader.load(filters, true);
}
