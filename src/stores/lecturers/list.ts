/**
 * The lecturers list (administrators): its filters (keyword, status, page) kept in the address,
 * and the page of lecturers they give.
 */
import { lecturerStatusFilters } from '../../../server/src/contract/plain/lecturer-profiles.ts';
import { fetchLecturers } from '../../api/lecturer-profiles.ts';
import { choiceFilter, defineListQuery, textFilter } from '../../lib/list-query.ts';
import { createList } from '../list.ts';

/** The lecturers, by keyword and status, newest first. */
export const lecturerList = createList(
  'lecturers',
  defineListQuery({ keyword: textFilter(), status: choiceFilter(lecturerStatusFilters, 'ALL') }),
  (filters, signal) =>
    fetchLecturers(
      {
        page: filters.page,
        status: filters.status,
        ...(filters.keyword ? { keyword: filters.keyword } : {}),
      },
      signal,
    ),
);
