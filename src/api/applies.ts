/**
 * Payout requests (`/lecturers/v2/applies`): the list, its CSV export, one apply, the lecturer's payout accounts
 * for it, approving (remitting to one account) and rejecting with a reason.
 */
import type {
  Apply,
  appliesContract,
  ApplyExportQuery,
  ApplyListQuery,
  PayoutAccount,
} from '../../server/src/contract/finances.ts';
import { appliesOperations } from '../../server/src/contract/plain/finances.ts';
import type { ExportRun } from '../stores/exports.ts';
import { call, download } from './call.ts';
import { typed, type AnswerOf } from './operation.ts';

const operations = typed<typeof appliesContract>(appliesOperations);

/** One page of applies. */
export type ApplyList = AnswerOf<typeof appliesContract.list>;

/** Loads one page of applies, waiting ones first (`GET /lecturers/v2/applies`). */
export function fetchApplies(query: ApplyListQuery, signal?: AbortSignal): Promise<ApplyList> {
  return call(operations.list, { query: { ...query }, signal });
}

/** Streams the CSV of every apply the filters match, waiting ones first (`GET .../applies/export`). */
export function exportApplies(query: ApplyExportQuery): ExportRun {
  return (signal, onProgress) =>
    download(operations.export, { query: { ...query }, signal }, onProgress);
}

/** Loads one apply (`GET .../applies/{id}`). */
export function fetchApply(id: number, signal?: AbortSignal): Promise<Apply> {
  return call(operations.get, { params: { id }, signal });
}

/** The apply's lecturer's payout accounts, the main one first (`GET .../applies/{id}/payouts`). */
export function fetchApplyPayouts(
  id: number,
  signal?: AbortSignal,
): Promise<{ data: PayoutAccount[] }> {
  return call(operations.payouts, { params: { id }, signal });
}

/** Approves an apply: remits it to one payout account (`PUT .../applies/{id}/approve`). */
export function approveApply(id: number, payoutId: number): Promise<Apply> {
  return call(operations.approve, { params: { id }, body: { payout_id: payoutId }, json: true });
}

/** Rejects an apply with a reason (`PUT .../applies/{id}/reject`); its income is available again. */
export function rejectApply(id: number, reason: string): Promise<Apply> {
  return call(operations.reject, { params: { id }, body: { reason }, json: true });
}
