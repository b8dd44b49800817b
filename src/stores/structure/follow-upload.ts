/** Following one upload of the queue: its percent and status, as the structure screens show them. */
import { $uploads, type UploadItem, type UploadStatus } from '../uploads.ts';

/** An upload as a screen shows it in place. */
export interface UploadView {
  readonly uploadId: string;
  readonly status: UploadStatus;
  readonly percent: number;
  /** The server's message (or the network's) when it failed. */
  readonly error: string | null;
}

/** The view of a queue item. */
export function viewOf(item: UploadItem): UploadView {
  const percent = item.file.size === 0 ? 0 : Math.floor((item.loaded / item.file.size) * 100);
  return {
    uploadId: item.id,
    status: item.status,
    percent: item.status === 'FINISHED' ? 100 : percent,
    error: item.error,
  };
}

/**
 * Calls `onView` whenever the upload changes and `onEnd` once when it finishes, fails or is
 * cancelled; returns the unsubscribe function.
 */
export function followUpload(
  uploadId: string,
  onView: (view: UploadView) => void,
  onEnd?: (view: UploadView) => void,
): () => void {
  const state = { ended: false };
  let stop: (() => void) | null = null;
  const unsubscribe = $uploads.subscribe((items) => {
    const item = items.find((candidate) => candidate.id === uploadId);
    if (!item || state.ended) return;
    const view = viewOf(item);
    onView(view);
    if (view.status === 'FINISHED' || view.status === 'FAILED' || view.status === 'ABORT') {
      state.ended = true;
      onEnd?.(view);
      stop?.();
    }
  });
  stop = unsubscribe;
  if (state.ended) unsubscribe();
  return unsubscribe;
}
