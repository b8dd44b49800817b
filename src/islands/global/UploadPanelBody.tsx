import { useStore } from '@nanostores/react';
import { formatBytes, formatDuration } from '../../i18n/format.ts';
import { showToast } from '../../stores/toasts.ts';
import { askConfirm } from '../../stores/unsaved.ts';
import {
  $unfinishedUploads,
  $uploadPanelCollapsed,
  $uploadSummary,
  $uploads,
  canRetry,
  refusedForType,
  secondsLeft,
  toggleUploadPanel,
  type UnfinishedUpload,
  type UploadItem,
} from '../../stores/uploads.ts';
import { uploadPercent, uploadStatusLabels } from '../ui/upload-status.ts';
import { useT } from '../use-t.ts';

/**
 * The upload code, loaded on demand: whatever put an upload in the queue has loaded it already,
 * so the panel's actions find it in the module cache (even offline) and pages without uploads
 * never load it.
 */
const uploadCode = () => import('../../lib/uploads/index.ts');

type Engine = Awaited<ReturnType<typeof uploadCode>>['uploadEngine'];

/** Runs an action of the upload engine. */
function withEngine(action: (engine: Engine) => unknown): void {
  void uploadCode().then(({ uploadEngine }) => action(uploadEngine));
}

function UploadRow({ item }: { readonly item: UploadItem }) {
  const t = useT();
  const percent = uploadPercent(item);
  const left = secondsLeft(item);
  const accepted = refusedForType(item);
  const cancel = async () => {
    const confirmed = await askConfirm({
      title: t('upload.cancelTitle', { name: item.file.name }),
      message: t('upload.cancelMessage'),
      confirmLabel: t('upload.cancel'),
      cancelLabel: t('upload.keep'),
      danger: true,
    });
    if (confirmed) await (await uploadCode()).uploadEngine.cancel(item.id);
  };
  return (
    <li className={`upload upload--${item.status.toLowerCase()}`}>
      <span className="upload__name" title={item.file.name}>
        {item.file.name}
      </span>
      <span className="upload__percent">{t('upload.percent', { percent })}</span>
      <progress max={100} value={percent} aria-label={item.file.name} />
      <span className="upload__meta">
        <span className="upload__status">{t(uploadStatusLabels[item.status])}</span>
        {' · '}
        {formatBytes(item.file.size)}
        {item.status === 'UPLOADING' && item.speed > 0 && (
          <>
            {' · '}
            {t('upload.speed', { speed: formatBytes(item.speed) })}
          </>
        )}
        {left !== null && (
          <>
            {' · '}
            {t('upload.timeLeft', { time: formatDuration(left) })}
          </>
        )}
      </span>
      {accepted && (
        <span className="upload__meta upload__refusal" role="alert">
          {t('upload.refusedType', {
            types: accepted
              .filter((extension) => extension !== 'jpeg')
              .map((extension) => extension.toUpperCase())
              .join(', '),
          })}
        </span>
      )}
      <span className="upload__actions">
        {item.status === 'UPLOADING' && (
          <button
            type="button"
            className="link-button"
            onClick={() => withEngine((engine) => engine.pause(item.id))}
          >
            {t('upload.pause')}
          </button>
        )}
        {item.status === 'PAUSE' && (
          <button
            type="button"
            className="link-button"
            onClick={() => withEngine((engine) => engine.resume(item.id))}
          >
            {t('upload.resume')}
          </button>
        )}
        {canRetry(item) && (
          <button
            type="button"
            className="link-button"
            onClick={() => withEngine((engine) => engine.retry(item.id))}
          >
            {t('upload.retry')}
          </button>
        )}
        {['QUEUE', 'UPLOADING', 'PAUSE', 'FAILED'].includes(item.status) && (
          <button type="button" className="link-button" onClick={() => void cancel()}>
            {t('upload.cancel')}
          </button>
        )}
        {(item.status === 'FINISHED' || item.status === 'ABORT') && (
          <button
            type="button"
            className="link-button"
            onClick={() => withEngine((engine) => engine.remove(item.id))}
          >
            {t('upload.remove')}
          </button>
        )}
      </span>
    </li>
  );
}

function UnfinishedRow({ entry }: { readonly entry: UnfinishedUpload }) {
  const t = useT();
  const inputId = `unfinished-${entry.key.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
  return (
    <li className="upload upload--unfinished">
      <span className="upload__name" title={entry.name}>
        {entry.name}
      </span>
      <span className="upload__percent">{formatBytes(entry.size)}</span>
      <span className="upload__actions">
        <label className="link-button" htmlFor={inputId}>
          {t('upload.unfinished.choose')}
        </label>
        <input
          id={inputId}
          type="file"
          className="visually-hidden"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            void uploadCode().then(({ continueUnfinished }) => {
              if (continueUnfinished(entry, file)) return;
              showToast(
                'error',
                t('upload.unfinished.mismatch', {
                  name: entry.name,
                  size: formatBytes(entry.size),
                }),
              );
            });
          }}
        />
        <button
          type="button"
          className="link-button"
          onClick={() =>
            void uploadCode().then(({ discardUnfinished }) => discardUnfinished(entry))
          }
        >
          {t('upload.unfinished.discard')}
        </button>
      </span>
    </li>
  );
}

/** The upload panel's body (loaded once there is an upload) at the bottom right: collapsible, each file with size, percent, speed, time left and status. */
export default function UploadPanelBody() {
  const items = useStore($uploads);
  const unfinished = useStore($unfinishedUploads);
  const collapsed = useStore($uploadPanelCollapsed);
  const summary = useStore($uploadSummary);
  const t = useT();
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
        <div id="upload-panel-list">
          {unfinished.length > 0 && (
            <div className="upload-panel__unfinished">
              <p className="upload-panel__hint">{t('upload.unfinished.hint')}</p>
              <ul className="upload-panel__list">
                {unfinished.map((entry) => (
                  <UnfinishedRow key={entry.key} entry={entry} />
                ))}
              </ul>
            </div>
          )}
          <ul className="upload-panel__list">
            {items.map((item) => (
              <UploadRow key={item.id} item={item} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
