import { useStore } from '@nanostores/react';
import { $uploadSummary } from '../stores/uploads.ts';
import { useT } from './use-t.ts';

/** The edit layout's upload progress bar: overall percent of the queue while it has files. */
export default function UploadProgress() {
  const summary = useStore($uploadSummary);
  const t = useT();
  if (summary.count === 0) return null;
  return (
    <div className="edit-upload-progress">
      <progress max={100} value={summary.percent} aria-label={t('upload.progress')} />
      <span>{t('upload.percent', { percent: summary.percent })}</span>
    </div>
  );
}
