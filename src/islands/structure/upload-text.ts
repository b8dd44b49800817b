/** How an upload followed in place reads on the structure screens. */
import type { Translate } from '../../i18n/intl.ts';
import type { UploadView } from '../../stores/structure/follow-upload.ts';

const statusLabels = {
  QUEUE: 'upload.status.QUEUE',
  PAUSE: 'upload.status.PAUSE',
  FINISHED: 'upload.status.FINISHED',
  ABORT: 'upload.status.ABORT',
} as const;

/** The percent while uploading, the server's message when it failed, else the status. */
export function uploadText(t: Translate, view: UploadView): string {
  if (view.status === 'FAILED') return view.error ?? t('lecture.uploadFailed');
  if (view.status === 'UPLOADING') return t('lecture.upload.status', { percent: view.percent });
  return t(statusLabels[view.status]);
}
