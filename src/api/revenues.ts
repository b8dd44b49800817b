/**
 * A lecturer's own revenue (`/lecturers/v2/revenues`): balances by status and the open apply,
 * income by month and by course, income records and their CSV export, applying for a payout.
 */
import type {
  Apply,
  IncomeResponse,
  RecordListQuery,
  revenuesContract,
  RevenueSummary,
} from '../../server/src/contract/finances.ts';
import { revenuesOperations } from '../../server/src/contract/plain/finances.ts';
import type { DownloadedFile, DownloadProgress } from './client.ts';
import { call, download } from './call.ts';
import { typed, type AnswerOf } from './operation.ts';

const operations = typed<typeof revenuesContract>(revenuesOperations);

/** One page of income records. */
export type RecordList = AnswerOf<typeof revenuesContract.records>;

/** The records' filters an export takes (every row, no page). */
export type RecordExportQuery = Omit<RecordListQuery, 'page' | 'per_page'>;

/** The lecturer's balances and open apply (`GET /lecturers/v2/revenues`). */
export function fetchRevenueSummary(signal?: AbortSignal): Promise<RevenueSummary> {
  return call(operations.summary, { signal });
}

/** Income of a year by month and by course, or by course of one month (`GET .../revenues/income`). */
export function fetchIncome(
  query: { readonly year: number; readonly month?: string },
  signal?: AbortSignal,
): Promise<IncomeResponse> {
  return call(operations.income, { query: { ...query }, signal });
}

/** One page of income records, newest first (`GET .../revenues/records`). */
export function fetchRecords(query: RecordListQuery, signal?: AbortSignal): Promise<RecordList> {
  return call(operations.records, { query: { ...query }, signal });
}

/** Streams the records of the filters as CSV (`GET .../revenues/records/export`). */
export function exportRecords(
  query: RecordExportQuery,
  signal: AbortSignal,
  onProgress: (progress: DownloadProgress) => void,
): Promise<DownloadedFile> {
  return download(operations.export, { query: { ...query }, signal }, onProgress);
}

/** Applies for a payout of the whole available balance (`POST .../revenues/applies`). */
export function applyForPayout(): Promise<Apply> {
  return call(operations.apply);
}
