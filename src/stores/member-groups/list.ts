/** The member groups list: its keyword kept in the address, and the page of groups it gives. */
import { fetchMemberGroups } from '../../api/member-groups.ts';
import { defineListQuery, textFilter } from '../../lib/list-query.ts';
import { createList } from '../list.ts';

/** The groups, by a keyword of their name or description. */
export const groupList = createList(
  'member-groups',
  defineListQuery({ keyword: textFilter() }),
  (filters, signal) =>
    fetchMemberGroups(
      { page: filters.page, ...(filters.keyword ? { keyword: filters.keyword } : {}) },
      signal,
    ),
);
