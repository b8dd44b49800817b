/**
 * A lecturer's own revenue (`/lecturers/v2/revenues`): balances by status and the open apply,
 * income by month and by course, income records and their CSV export, applying for a payout,
 * and the lecturer's own payout accounts.
 */
import type {
  Apply,
  ApplyBody,
  IncomeResponse,
  RecordListQuery,
  revenuesContract,
  RevenueSummary,
} from '../../server/src/contract/finances.ts';
import type {
  LecturerPayout,
  LecturerPayoutBody,
  LecturerPayoutsResponse,
  ownPayoutsContract,
} from '../../server/src/contract/lecturer-profiles.ts';
import {
  ownPayoutsOperations,
  revenuesOperations,
} from '../../server/src/contract/plain/finances.ts';
import type { DownloadedFile, DownloadProgress } from './client.ts';
import { call, download } from './call.ts';
import { typed, type AnswerOf } from './operation.ts';

const operations = typed<typeof revenuesContract>(revenuesOperations);
const payouts = typed<typeof ownPayoutsContract>(ownPayoutsOperations);

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

/** Applies for a payout of an amount of the available balance (`POST .../revenues/applies`). */
export function applyForPayout(body: ApplyBody): Promise<Apply> {
  return call(operations.apply, { body });
}

/** The lecturer's payout requests, newest first (`GET .../revenues/applies`). */
export function fetchOwnApplies(signal?: AbortSignal): Promise<{ data: Apply[] }> {
  return call(operations.applies, { signal });
}

/** The lecturer's own payout accounts, the main one first (`GET .../revenues/payouts`). */
export function fetchOwnPayouts(signal?: AbortSignal): Promise<LecturerPayoutsResponse> {
  return call(payouts.list, { signal });
}

/** Adds a payout account of the lecturer's (`POST .../revenues/payouts`). */
export function createOwnPayout(body: LecturerPayoutBody): Promise<LecturerPayout> {
  return call(payouts.create, { body });
}

/** Edits one of the lecturer's payout accounts (`PUT .../revenues/payouts/{payout_id}`). */
export function updateOwnPayout(
  payoutId: number,
  body: LecturerPayoutBody,
): Promise<LecturerPayout> {
  return call(payouts.update, { params: { payout_id: payoutId }, body });
}

/** Deletes one of the lecturer's accounts, never the main one (`DELETE .../payouts/{payout_id}`). */
export function deleteOwnPayout(payoutId: number): Promise<{ deleted: true }> {
  return call(payouts.remove, { params: { payout_id: payoutId } });
}

/** Makes one of the lecturer's accounts the main one (`PUT .../payouts/{payout_id}/main`). */
export function makeMainOwnPayout(payoutId: number): Promise<LecturerPayoutsResponse> {
  return call(payouts.main, { params: { payout_id: payoutId } });
}
