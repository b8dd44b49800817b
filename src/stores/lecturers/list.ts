/**
 * The lecturers list (administrators): its filters (keyword, status, page) read from and written
 * to the address's query, and the page of lecturers they give.
 */
import type {
  LecturerListResponse,
  LecturerStatusFilter,
} from '../../../server/src/contract/lecturer-profiles.ts';
import { lecturerStatusFilters } from '../../../server/src/contract/plain/lecturer-profiles.ts';
import { fetchLecturers } from '../../api/lecturer-profiles.ts';
import { oneOf, pageOf } from '../finances/query-values.ts';
import { createLoader } from '../loader.ts';

/** The filters of the list, as the address holds them. */
export interface LecturerFilters {
  readonly keyword: string;
  readonly status: LecturerStatusFilter;
  readonly page: number;
}

/** Filters of an unfiltered list. */
export const defaultLecturerFilters: LecturerFilters = { keyword: '', status: 'ALL', page: 1 };

/** Reads filters from a query string; unknown values fall back to the defaults. */
export function lecturerFiltersFromQuery(query: URLSearchParams): LecturerFilters {
  return {
    keyword: (query.get('keyword') ?? '').trim(),
    status: oneOf(lecturerStatusFilters, query.get('status'), 'ALL'),
    page: pageOf(query.get('page')),
  };
}

/** The query of filters for the address: only those set. */
export function queryOfLecturerFilters(
  filters: LecturerFilters,
): Record<string, string | number | undefined> {
  return {
    keyword: filters.keyword || undefined,
    status: filters.status === 'ALL' ? undefined : filters.status,
    page: filters.page === 1 ? undefined : filters.page,
  };
}

/** Whether any filter narrows the list. */
export function hasLecturerFilters(filters: LecturerFilters): boolean {
  return filters.keyword !== '' || filters.status !== 'ALL';
}

/** Filters changed by a user: any change other than the page goes back to page 1. */
export function changeLecturerFilters(
  filters: LecturerFilters,
  change: Partial<LecturerFilters>,
): LecturerFilters {
  const next = { ...filters, ...change };
  return change.page === undefined ? { ...next, page: 1 } : next;
}

/** One page of lecturers for the filters; the previous page stays shown while the next loads. */
export const lecturerListLoader = createLoader<LecturerFilters, LecturerListResponse>(
  (filters, signal) =>
    fetchLecturers(
      {
        page: filters.page,
        status: filters.status,
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
      },
      signal,
    ),
  { keep: () => true },
);

/** Loads (again) the page of lecturers the filters name. */
export function loadLecturerList(filters: LecturerFilters): Promise<void> {
  return lecturerListLoader.load(filters, true);
}
