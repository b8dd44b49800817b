/**
 * An item's cover: a chosen image goes through the upload queue (the server attaches a finished
 * cover upload to its item), its progress is followed here, and the item is read again when it
 * finishes; removing the cover is `POST {kind}/{id}/cover` with no upload.
 */
import { atom } from 'nanostores';
import type { ItemKind } from '../../../server/src/contract/items.ts';
import { fetchItem, setItemCover } from '../../api/items.ts';
import { uploadSmallFile } from '../../lib/uploads/index.ts';
import { createAction } from '../action.ts';
import { currentItem, setItem } from '../item.ts';
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

/** Removing an item's cover (`POST {kind}/{id}/cover` with no upload). */
const coverRemoval = createAction(
  async (kind: ItemKind, id: number) => {
    setItem(await setItemCover(kind, id, ''));
    $coverUpload.set(null);
  },
  {
    done: (t) => t('items.basic.coverRemoved'),
    failed: (t) => t('items.basic.coverRemoveFailed'),
  },
);

/** A cover removal is in flight. */
export const $coverRemoving = coverRemoval.$busy;

/** Removes an item's cover; resolves whether it was removed. */
export function removeCover(kind: ItemKind, id: number): Promise<boolean> {
  return coverRemoval.run(kind, id);
}
