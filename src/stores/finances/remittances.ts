/**
 * The remittances list (administrators): its filters (remitted from / to a day, Asia/Taipei;
 * keyword) and the page of remittances they give.
 */
import { fetchRemittances } from '../../api/remittances.ts';
import { dayFilter, defineListQuery, textFilter } from '../../lib/list-query.ts';
import { createList } from '../list.ts';

/** The remittances, newest first, by the days remitted and keyword. */
export const remittanceList = createList(
  defineListQuery({ from: dayFilter(), to: dayFilter(), keyword: textFilter() }),
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
);
