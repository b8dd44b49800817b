import type { UploadItem, UploadStatus } from '../../stores/uploads.ts';

/** The words of each upload status (the upload panel and a drop zone's progress). */
export const uploadStatusLabels: Readonly<Record<UploadStatus, string>> = {
  QUEUE: 'upload.status.QUEUE',
  UPLOADING: 'upload.status.UPLOADING',
  PAUSE: 'upload.status.PAUSE',
  FINISHED: 'upload.status.FINISHED',
  FAILED: 'upload.status.FAILED',
  ABORT: 'upload.status.ABORT',
};

/** How much of an upload has been sent, as a whole percentage (100 once it has finished). */
export function uploadPercent(item: UploadItem): number {
  if (item.status === 'FINISHED') return 100;
  return item.file.size === 0 ? 0 : Math.floor((item.loaded / item.file.size) * 100);
}
