/**
 * The members list: its filters (keyword, status, joined from / to a day, order) kept in the
 * address, and the page of members they give.
 */
import { memberSorts, memberStatusFilters } from '../../../server/src/contract/plain/members.ts';
import { fetchMembers } from '../../api/members.ts';
import { choiceFilter, dayFilter, defineListQuery, textFilter } from '../../lib/list-query.ts';
import { createList } from '../list.ts';

/** The members, by keyword, status and the days they joined, in the order chosen. */
export const memberList = createList(
  defineListQuery({
    keyword: textFilter(),
    status: choiceFilter(memberStatusFilters, 'ALL'),
    from: dayFilter(),
    to: dayFilter(),
    sort: choiceFilter(memberSorts, 'latest', { narrows: false }),
  }),
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
);
