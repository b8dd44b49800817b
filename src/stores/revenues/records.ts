/**
 * A lecturer's income records: the filters (month, course, status) kept in the address with the
 * API's names, the page of records they give, the course filter's choices (the courses earned
 * from in the year of the month filtered) and the CSV export of exactly those filters.
 */
import type { IncomeResponse } from '../../../server/src/contract/finances.ts';
import { incomeStatuses } from '../../../server/src/contract/plain/finances.ts';
import {
  exportRecords,
  fetchIncome,
  fetchRecords,
  type RecordExportQuery,
} from '../../api/revenues.ts';
import { choiceFilter, defineListQuery, idFilter, monthFilter } from '../../lib/list-query.ts';
import { taipeiMonth } from '../../lib/taipei.ts';
import type { ExportRun } from '../exports.ts';
import { createList } from '../list.ts';
import { createLoader } from '../loader.ts';

/** The records' filters ('' / null: any). */
const recordQuery = defineListQuery({
  month: monthFilter(),
  courseId: idFilter({ param: 'course_id' }),
  status: choiceFilter(['', ...incomeStatuses], ''),
});

type RecordFilters = typeof recordQuery.defaults;

/** The API query of the filters without the page: what the export sends. */
function recordExportQuery(filters: RecordFilters): RecordExportQuery {
  return {
    ...(filters.month ? { month: filters.month } : {}),
    ...(filters.courseId !== null ? { course_id: filters.courseId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

/** The courses the lecturer earned from in a year (the course filter's choices), by year. */
export const recordCoursesLoader = createLoader<number, IncomeResponse>((year, signal) =>
  fetchIncome({ year }, signal),
);

/** The records, newest first; each load also brings the course choices of the month's year. */
export const recordList = createList('revenue-records', recordQuery, (filters, signal) => {
  const year = Number((filters.month || taipeiMonth(new Date())).slice(0, 4));
  void recordCoursesLoader.load(year);
  return fetchRecords({ ...recordExportQuery(filters), page: filters.page }, signal);
});

/** The export of exactly the records the list's filters match (every page). */
export const recordExport: ExportRun = (signal, onProgress) =>
  exportRecords(
    recordExportQuery(recordList.filters() ?? recordQuery.defaults),
    signal,
    onProgress,
  );
