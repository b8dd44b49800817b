/**
 * The cover chosen in the package dialog: the image goes through the upload queue as a cover of
 * no target (its progress is followed here) and is previewed through an object URL, revoked when
 * the file is replaced or dropped. The package's body then names the finished upload (form.ts).
 */
import { atom } from 'nanostores';
import { uploadEngine, uploadSmallFile } from '../../lib/uploads/index.ts';
import { followUpload, type UploadStatus } from '../uploads.ts';

/** A file chosen as the cover, with the state of its upload. */
export interface ChosenCover {
  /** The upload's id in the queue. */
  readonly uploadId: string;
  /** An object URL of the file, to preview it. */
  readonly preview: string;
  readonly status: UploadStatus;
  /** Why it failed, in the server's or the transport's words. */
  readonly error: string | null;
}

/** The dialog's cover: the package's saved one and a file chosen since the dialog opened. */
export interface PackageCover {
  /** The package's `cover_url` (null for a new package or one with no cover). */
  readonly saved: string | null;
  readonly chosen: ChosenCover | null;
}

/** The cover of the open package dialog. */
export const $packageCover = atom<PackageCover>({ saved: null, chosen: null });

let unbind: (() => void) | null = null;

/** Whether a chosen cover is still on its way (queued, sending or paused). */
export function coverInFlight(chosen: ChosenCover | null): boolean {
  return chosen !== null && ['QUEUE', 'UPLOADING', 'PAUSE'].includes(chosen.status);
}

function dropChosen(): void {
  unbind?.();
  unbind = null;
  const { chosen } = $packageCover.get();
  if (!chosen) return;
  URL.revokeObjectURL(chosen.preview);
  if (coverInFlight(chosen)) void uploadEngine.cancel(chosen.uploadId);
}

/** Starts over from a saved cover; a chosen file is dropped (its upload cancelled while running). */
export function resetPackageCover(saved: string | null): void {
  dropChosen();
  $packageCover.set({ saved, chosen: null });
}

/**
 * Sends an image as the cover through the upload queue in place of any file chosen before;
 * `finished` receives the stored file's id once the upload is FINISHED.
 */
export function startPackageCover(file: File, finished: (fileId: string) => void): void {
  dropChosen();
  const uploadId = uploadSmallFile(file, 'cover', null);
  const preview = URL.createObjectURL(file);
  $packageCover.set({
    ...$packageCover.get(),
    chosen: { uploadId, preview, status: 'QUEUE', error: null },
  });
  unbind = followUpload(uploadId, (item) => {
    const current = $packageCover.get().chosen;
    if (current?.uploadId !== uploadId) return;
    // A finished upload the server named no file of cannot be sent: shown as failed.
    const unnamed = item.status === 'FINISHED' && item.fileId === undefined;
    $packageCover.set({
      ...$packageCover.get(),
      chosen: { ...current, status: unnamed ? 'FAILED' : item.status, error: item.error },
    });
    if (item.status === 'FINISHED' && item.fileId !== undefined) finished(item.fileId);
  });
}
