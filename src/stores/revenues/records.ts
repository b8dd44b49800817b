/**
 * A lecturer's income records: the filters (month, course, status, page) read from and written
 * to the address's query, the page of records they give, and the CSV export of exactly them.
 */
import type { IncomeResponse, IncomeStatus } from '../../../server/src/contract/finances.ts';
import { incomeStatuses } from '../../../server/src/contract/plain/finances.ts';
import {
  exportRecords,
  fetchIncome,
  fetchRecords,
  type RecordExportQuery,
  type RecordList,
} from '../../api/revenues.ts';
import type { ExportRun } from '../exports.ts';
import { createLoader } from '../loader.ts';
import { idOf, monthOf, pageOf } from '../finances/query-values.ts';

/** The filters of the records, as the address holds them ('' / null: any). */
export interface RecordFilters {
  readonly month: string;
  readonly courseId: number | null;
  readonly status: IncomeStatus | '';
  readonly page: number;
}

/** Filters of every record. */
export const defaultRecordFilters: RecordFilters = {
  month: '',
  courseId: null,
  status: '',
  page: 1,
};

/** Reads filters from a query string; unknown or malformed values fall back to "any". */
export function recordFiltersFromQuery(query: URLSearchParams): RecordFilters {
  const status = query.get('status');
  return {
    month: monthOf(query.get('month')),
    courseId: idOf(query.get('course_id')),
    status: incomeStatuses.find((each) => each === status) ?? '',
    page: pageOf(query.get('page')),
  };
}

/** The query of filters for the address (the API's parameter names), only those set. */
export function queryOfRecordFilters(
  filters: RecordFilters,
): Record<string, string | number | undefined> {
  return {
    month: filters.month || undefined,
    course_id: filters.courseId ?? undefined,
    status: filters.status || undefined,
    page: filters.page === 1 ? undefined : filters.page,
  };
}

/** Whether any filter narrows the records. */
export function hasRecordFilters(filters: RecordFilters): boolean {
  return filters.month !== '' || filters.courseId !== null || filters.status !== '';
}

/** Filters changed by a user: any change other than the page goes back to page 1. */
export function changeRecordFilters(
  filters: RecordFilters,
  change: Partial<RecordFilters>,
): RecordFilters {
  const next = { ...filters, ...change };
  return change.page === undefined ? { ...next, page: 1 } : next;
}

/** The API query of the filters without the page: what the export sends. */
export function recordExportQuery(filters: RecordFilters): RecordExportQuery {
  return {
    ...(filters.month ? { month: filters.month } : {}),
    ...(filters.courseId !== null ? { course_id: filters.courseId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
  };
}

/** One page of records for the filters; the previous page stays shown while the next loads. */
export const recordListLoader = createLoader<RecordFilters, RecordList>(
  (filters, signal) => fetchRecords({ ...recordExportQuery(filters), page: filters.page }, signal),
  { keep: () => true },
);

/** Loads (again) the page of records the filters name. */
export function loadRecords(filters: RecordFilters): Promise<void> {
  return recordListLoader.load(filters, true);
}

/** The export of exactly the filters' records (every page). */
export function recordExport(filters: RecordFilters): ExportRun {
  const query = recordExportQuery(filters);
  return (signal, onProgress) => exportRecords(query, signal, onProgress);
}

/** The courses the lecturer earned from in a year (the course filter's choices), by year. */
export const recordCoursesLoader = createLoader<number, IncomeResponse>((year, signal) =>
  fetchIncome({ year }, signal),
);

/** Loads the course filter's choices for the year of the month filtered (else this year). */
export function loadRecordCourses(filters: RecordFilters, currentYear: number): Promise<void> {
  return recordCoursesLoader.load(filters.month ? Number(filters.month.slice(0, 4)) : currentYear);
}
