/**
 * An item's cover: a chosen image goes through the upload queue (the server attaches a finished
 * cover upload to its item), its progress is followed here, and the item is read again when it
 * finishes; removing the cover is `POST {kind}/{id}/cover` with no upload.
 */
import { atom } from 'nanostores';
import type { ItemKind } from '../../../server/src/contract/items.ts';
import { ApiError, CancelledError } from '../../api/client.ts';
import { fetchItem, setItemCover } from '../../api/items.ts';
import { uploadSmallFile } from '../../lib/uploads/index.ts';
import { $t } from '../i18n.ts';
import { currentItem, setItem } from '../item.ts';
import { showToast } from '../toasts.ts';
import { followUpload, type UploadStatus } from '../uploads.ts';

/** The cover upload of an item, as the screen shows it. */
export interface CoverUpload {
  readonly kind: ItemKind;
  readonly itemId: number;
  readonly uploadId: string;
  readonly status: UploadStatus | 'DONE';
  readonly percent: number;
  readonly error: string | null;
}

/** The latest cover upload (null when none was started on this page). */
export const $coverUpload = atom<CoverUpload | null>(null);

/** A cover removal is in flight. */
export const $coverRemoving = atom(false);

let unbind: (() => void) | null = null;

async function reloadItem(kind: ItemKind, id: number): Promise<void> {
  try {
    const answer = await fetchItem(kind, id);
    const shown = currentItem();
    if (shown?.kind === kind && shown.id === id) setItem(answer);
  } catch {
    // The cover is attached; the next visit shows it.
  }
}

function follow(upload: CoverUpload): void {
  unbind?.();
  unbind = followUpload(upload.uploadId, (item) => {
    const current = $coverUpload.get();
    if (current?.uploadId !== upload.uploadId || current.status === 'DONE') return;
    const percent = item.file.size === 0 ? 0 : Math.floor((item.loaded / item.file.size) * 100);
    $coverUpload.set({ ...current, status: item.status, percent, error: item.error });
    if (item.status !== 'FINISHED') return;
    void reloadItem(upload.kind, upload.itemId).then(() => {
      if ($coverUpload.get()?.uploadId === upload.uploadId)
        $coverUpload.set({ ...upload, status: 'DONE', percent: 100, error: null });
    });
  });
}

/** Sends an image as the cover of an item through the upload queue; returns the upload id. */
export function uploadCover(kind: ItemKind, id: number, file: File): string {
  const uploadId = uploadSmallFile(file, 'cover', { type: 'course-cover', id: String(id) });
  const upload: CoverUpload = {
    kind,
    itemId: id,
    uploadId,
    status: 'QUEUE',
    percent: 0,
    error: null,
  };
  $coverUpload.set(upload);
  follow(upload);
  return uploadId;
}

/** Removes an item's cover; resolves whether it was removed. */
export async function removeCover(kind: ItemKind, id: number): Promise<boolean> {
  if ($coverRemoving.get()) return false;
  $coverRemoving.set(true);
  try {
    setItem(await setItemCover(kind, id, ''));
    $coverUpload.set(null);
    showToast('success', $t.get()('items.basic.coverRemoved'));
    return true;
  } catch (error) {
    if (error instanceof CancelledError) return false;
    // A 400 is already shown as a toast by the client; a 403 signs the user out.
    if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 403))
      showToast('error', $t.get()('items.basic.coverRemoveFailed'));
    return false;
  } finally {
    $coverRemoving.set(false);
  }
}
