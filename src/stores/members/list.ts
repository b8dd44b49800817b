/**
 * The members list: its filters (keyword, status, joined from / to a day, order, page) read from
 * and written to the address's query, and the page of members they give.
 */
import {
  memberSorts,
  memberStatusFilters,
  type MemberSort,
  type MemberStatusFilter,
} from '../../../server/src/contract/plain/members.ts';
import { fetchMembers, type MemberList } from '../../api/members.ts';
import { dayOf, oneOf, pageOf } from '../finances/query-values.ts';
import { createLoader } from '../loader.ts';

/** The filters of the list, as the address holds them ('' = open). */
export interface MemberFilters {
  readonly keyword: string;
  readonly status: MemberStatusFilter;
  readonly from: string;
  readonly to: string;
  readonly sort: MemberSort;
  readonly page: number;
}

/** Filters of an unfiltered list. */
export const defaultMemberFilters: MemberFilters = {
  keyword: '',
  status: 'ALL',
  from: '',
  to: '',
  sort: 'latest',
  page: 1,
};

/** Reads filters from a query string; unknown values fall back to the defaults. */
export function memberFiltersFromQuery(query: URLSearchParams): MemberFilters {
  return {
    keyword: (query.get('keyword') ?? '').trim(),
    status: oneOf(memberStatusFilters, query.get('status'), 'ALL'),
    from: dayOf(query.get('from')),
    to: dayOf(query.get('to')),
    sort: oneOf(memberSorts, query.get('sort'), 'latest'),
    page: pageOf(query.get('page')),
  };
}

/** The query of filters for the address: only those not at their default. */
export function queryOfMemberFilters(
  filters: MemberFilters,
): Record<string, string | number | undefined> {
  return {
    keyword: filters.keyword || undefined,
    status: filters.status === 'ALL' ? undefined : filters.status,
    from: filters.from || undefined,
    to: filters.to || undefined,
    sort: filters.sort === 'latest' ? undefined : filters.sort,
    page: filters.page === 1 ? undefined : filters.page,
  };
}

/** Whether any filter narrows the list. */
export function hasMemberFilters(filters: MemberFilters): boolean {
  return (
    filters.keyword !== '' || filters.status !== 'ALL' || filters.from !== '' || filters.to !== ''
  );
}

/** Filters changed by a user: any change other than the page goes back to page 1. */
export function changeMemberFilters(
  filters: MemberFilters,
  change: Partial<MemberFilters>,
): MemberFilters {
  const next = { ...filters, ...change };
  return change.page === undefined ? { ...next, page: 1 } : next;
}

/** One page of members for the filters; the previous page stays shown while the next loads. */
export const memberListLoader = createLoader<MemberFilters, MemberList>(
  (filters, signal) =>
    fetchMembers(
      {
        page: filters.page,
        status: filters.status,
        sort: filters.sort,
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
        ...(filters.from ? { from: filters.from } : {}),
        ...(filters.to ? { to: filters.to } : {}),
      },
      signal,
    ),
  { keep: () => true },
);

/** Loads (again) the page of members the filters name. */
export function loadMemberList(filters: MemberFilters): Promise<void> {
  return memberListLoader.load(filters, true);
}
