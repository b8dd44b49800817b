import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { keepTabInside } from '../../lib/focus-trap.ts';
import { stripUnsafeHtml } from '../../lib/safe-html.ts';
import {
  $announcementPreview,
  closeAnnouncementPreview,
} from '../../stores/announcements/preview.ts';
import { formatDay } from '../../lib/local-day.ts';
import { useT } from '../use-t.ts';
import { DialogActions } from '../ui/DialogActions.tsx';
import { typeLabels } from './AnnouncementParts.tsx';

/** Sanitised HTML from the server, stripped once more before it is shown. */
export function SafeHtml({
  html,
  className,
}: {
  readonly html: string;
  readonly className?: string;
}) {
  return (
    <div
      className={['rich-text__content', className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: stripUnsafeHtml(html) }}
    />
  );
}

/** The modal preview of what students receive (open while the preview store holds one). */
export function PreviewDialog() {
  const t = useT();
  const preview = useStore($announcementPreview);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (preview && !element.open) element.showModal();
    if (!preview && element.open) element.close();
  }, [preview]);
  useEffect(() => closeAnnouncementPreview, []);
  const range =
    preview && (preview.date.begin || preview.date.end)
      ? t('announcements.preview.range', {
          begin: preview.date.begin
            ? formatDay(preview.date.begin, true)
            : t('announcements.preview.fromSending'),
          end: preview.date.end
            ? formatDay(preview.date.end, true)
            : t('announcements.preview.noEnd'),
        })
      : t('announcements.preview.always');
  return (
    <dialog
      ref={dialog}
      className="announcement-preview"
      aria-labelledby="announcement-preview-title"
      onKeyDown={(event) => keepTabInside(event, event.currentTarget)}
      onCancel={(event) => {
        event.preventDefault();
        closeAnnouncementPreview();
      }}
    >
      {preview && (
        <>
          <h2 id="announcement-preview-title">{t('announcements.preview.title')}</h2>
          <p className="announcement-preview__reach">
            {t('announcements.preview.reach', {
              count: preview.recipients,
              courses: preview.courses.length,
            })}
          </p>
          <article className="announcement-preview__card">
            <h3>{preview.title}</h3>
            <p className="announcement-preview__meta">
              {t('announcements.preview.from', { name: preview.owner.name })}
              {' · '}
              {t(typeLabels[preview.type])}
            </p>
            <SafeHtml html={preview.body} className="announcement-preview__body" />
          </article>
          <dl className="announcement-preview__facts">
            <dt>{t('announcements.preview.courses')}</dt>
            <dd>
              <ul>
                {preview.courses.map((course) => (
                  <li key={course.id}>{course.title}</li>
                ))}
              </ul>
            </dd>
            <dt>{t('announcements.preview.progress')}</dt>
            <dd>
              {preview.progress === 0
                ? t('announcements.preview.everyone')
                : t('announcements.preview.atLeast', { progress: preview.progress })}
            </dd>
            <dt>{t('announcements.preview.when')}</dt>
            <dd>{range}</dd>
          </dl>
          <DialogActions>
            <button
              type="button"
              className="button button--primary"
              autoFocus
              onClick={closeAnnouncementPreview}
            >
              {t('announcements.preview.close')}
            </button>
          </DialogActions>
        </>
      )}
    </dialog>
  );
}
