import { useStore } from '@nanostores/react';
import {
  $uploadPanelCollapsed,
  $uploadSummary,
  $uploads,
  removeUpload,
  retryUpload,
  toggleUploadPanel,
  type UploadItem,
  type UploadStatus,
} from '../../stores/uploads.ts';
import { useT } from '../use-t.ts';

const statusKeys: Record<UploadStatus, string> = {
  QUEUE: 'upload.status.QUEUE',
  UPLOADING: 'upload.status.UPLOADING',
  PAUSE: 'upload.status.PAUSE',
  FINISHED: 'upload.status.FINISHED',
  FAILED: 'upload.status.FAILED',
  ABORT: 'upload.status.ABORT',
};

function percentOf(item: UploadItem): number {
  if (item.status === 'FINISHED') return 100;
  return item.file.size === 0 ? 0 : Math.floor((item.loaded / item.file.size) * 100);
}

/** The upload panel at the bottom right: collapsible, each file with its percent and status. */
export function UploadPanel() {
  const items = useStore($uploads);
  const collapsed = useStore($uploadPanelCollapsed);
  const summary = useStore($uploadSummary);
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section className="upload-panel" aria-labelledby="upload-panel-title">
      <header className="upload-panel__header">
        <h2 id="upload-panel-title" className="upload-panel__title">
          {t('upload.panel.title')}
        </h2>
        <span className="upload-panel__summary">
          {t('upload.panel.summary', { count: summary.count, percent: summary.percent })}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-expanded={!collapsed}
          aria-controls="upload-panel-list"
          aria-label={t(collapsed ? 'upload.panel.expand' : 'upload.panel.collapse')}
          onClick={toggleUploadPanel}
        >
          {collapsed ? '▴' : '▾'}
        </button>
      </header>
      {collapsed ? (
        <progress
          className="upload-panel__total"
          max={100}
          value={summary.percent}
          aria-label={t('upload.progress')}
        />
      ) : (
        <ul id="upload-panel-list" className="upload-panel__list">
          {items.map((item) => {
            const percent = percentOf(item);
            return (
              <li key={item.id} className={`upload upload--${item.status.toLowerCase()}`}>
                <span className="upload__name">{item.file.name}</span>
                <span className="upload__percent">{t('upload.percent', { percent })}</span>
                <progress max={100} value={percent} aria-label={item.file.name} />
                <span className="upload__status">{t(statusKeys[item.status])}</span>
                {item.status === 'FAILED' && (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => retryUpload(item.id)}
                  >
                    {t('upload.retry')}
                  </button>
                )}
                {(item.status === 'FINISHED' || item.status === 'ABORT') && (
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => removeUpload(item.id)}
                  >
                    {t('upload.remove')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
