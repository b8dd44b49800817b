/**
 * The member groups list: its filters (keyword, page) read from and written to the address's
 * query, and the page of groups they give.
 */
import { fetchMemberGroups, type MemberGroupList } from '../../api/member-groups.ts';
import { pageOf } from '../finances/query-values.ts';
import { createLoader } from '../loader.ts';

/** The filters of the list, as the address holds them. */
export interface GroupFilters {
  readonly keyword: string;
  readonly page: number;
}

/** Filters of an unfiltered list. */
export const defaultGroupFilters: GroupFilters = { keyword: '', page: 1 };

/** Reads filters from a query string; a malformed page is the first. */
export function groupFiltersFromQuery(query: URLSearchParams): GroupFilters {
  return { keyword: (query.get('keyword') ?? '').trim(), page: pageOf(query.get('page')) };
}

/** The query of filters for the address: only those set. */
export function queryOfGroupFilters(
  filters: GroupFilters,
): Record<string, string | number | undefined> {
  return {
    keyword: filters.keyword || undefined,
    page: filters.page === 1 ? undefined : filters.page,
  };
}

/** One page of groups for the filters; the previous page stays shown while the next loads. */
export const groupListLoader = createLoader<GroupFilters, MemberGroupList>(
  (filters, signal) =>
    fetchMemberGroups(
      { page: filters.page, ...(filters.keyword ? { keyword: filters.keyword } : {}) },
      signal,
    ),
  { keep: () => true },
);

/** Loads (again) the page of groups the filters name. */
export function loadGroupList(filters: GroupFilters): Promise<void> {
  return groupListLoader.load(filters, true);
}
