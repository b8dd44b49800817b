/**
 * The payout requests list (administrators): its filters (status, always in the address; keyword)
 * and the page of applies they give.
 */
import { applyStatusFilters } from '../../../server/src/contract/plain/finances.ts';
import { fetchApplies } from '../../api/applies.ts';
import { choiceFilter, defineListQuery, textFilter } from '../../lib/list-query.ts';
import { createList } from '../list.ts';

/** The payout requests, by status (ALL by default, kept in the address) and keyword. */
export const applyList = createList(
  defineListQuery({
    status: choiceFilter(applyStatusFilters, 'ALL', { always: true }),
    keyword: textFilter(),
  }),
  (filters, signal) =>
    fetchApplies(
      {
        status: filters.status,
        page: filters.page,
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
      },
      signal,
    ),
);
