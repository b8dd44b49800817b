/** Remittances (`/lecturers/v2/remittances`): the transfers that paid applies, newest first. */
import type {
  RemittanceExportQuery,
  RemittanceListQuery,
  remittancesContract,
} from '../../server/src/contract/finances.ts';
import { remittancesOperations } from '../../server/src/contract/plain/finances.ts';
import type { ExportRun } from '../stores/exports.ts';
import { call, download } from './call.ts';
import { typed, type AnswerOf } from './operation.ts';

const operations = typed<typeof remittancesContract>(remittancesOperations);

/** One page of remittances. */
export type RemittanceList = AnswerOf<typeof remittancesContract.list>;

/** Loads one page of remittances (`GET /lecturers/v2/remittances`). */
export function fetchRemittances(
  query: RemittanceListQuery,
  signal?: AbortSignal,
): Promise<RemittanceList> {
  return call(operations.list, { query: { ...query }, signal });
}

/** Streams the CSV of every remittance the filters match, with its totals row. */
export function exportRemittances(query: RemittanceExportQuery): ExportRun {
  return (signal, onProgress) =>
    download(operations.export, { query: { ...query }, signal }, onProgress);
}
