/**
 * CSV exports: one at a time, streamed from the API with its progress (rows of the counted total),
 * cancellable, saved as a file when complete, with a toast either way.
 */
import { atom } from 'nanostores';
import type { DownloadedFile, DownloadProgress } from '../api/client.ts';
import { saveFile } from '../lib/save-file.ts';
import { isCancelled, reportFailure } from './action.ts';
import { $t } from './i18n.ts';
import { showToast } from './toasts.ts';

/** The export running: which one, rows received and the rows to come (null: not told). */
export interface ExportState {
  readonly key: string;
  readonly rows: number;
  readonly total: number | null;
}

/** The export running, or null. */
export const $export = atom<ExportState | null>(null);

let controller: AbortController | null = null;

/** How a screen downloads its export: the download function of its API module. */
export type ExportRun = (
  signal: AbortSignal,
  onProgress: (progress: DownloadProgress) => void,
) => Promise<DownloadedFile>;

/**
 * Runs an export (`key` names it, e.g. `orders`) unless one is running; saves the file. Resolves
 * with the rows saved, or null when it failed or was cancelled.
 */
export async function runExport(
  key: string,
  run: ExportRun,
  save: (file: DownloadedFile) => void = (file) => saveFile(file.blob, file.filename),
): Promise<number | null> {
  if ($export.get() !== null) return null;
  const mine = new AbortController();
  controller = mine;
  $export.set({ key, rows: 0, total: null });
  const t = $t.get();
  try {
    const file = await run(mine.signal, ({ rows, total }) => $export.set({ key, rows, total }));
    save(file);
    showToast('success', t('ui.export.done', { rows: file.rows }));
    return file.rows;
  } catch (error) {
    // Cancelling is the user's choice: said as such, not as a failure.
    if (isCancelled(error)) showToast('success', t('ui.export.cancelled'));
    else reportFailure(error, () => t('ui.export.failed'));
    return null;
  } finally {
    if (controller === mine) controller = null;
    $export.set(null);
  }
}

/** Stops the running export (nothing is saved). */
export function cancelExport(): void {
  controller?.abort();
}
