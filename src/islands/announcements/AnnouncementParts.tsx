import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { Announcement } from '../../../server/src/contract/interactions.ts';
import type {
  AnnouncementStatus,
  AnnouncementType,
} from '../../../server/src/contract/plain/interactions.ts';
import type { AnnouncementUsage } from '../../api/announcements.ts';
import { formatDate } from '../../i18n/format-date.ts';
import type { Locale } from '../../i18n/locales.ts';
import { keepTabInside } from '../../lib/focus-trap.ts';
import { stripUnsafeHtml } from '../../lib/safe-html.ts';
import {
  $announcementPreview,
  closeAnnouncementPreview,
} from '../../stores/announcements/preview.ts';
import { useT } from '../use-t.ts';

/** Labels of the announcement types. */
export const typeLabels: Readonly<Record<AnnouncementType, string>> = {
  NOTICE: 'announcements.type.notice',
  EMAIL: 'announcements.type.email',
};

const statusLabels: Readonly<Record<AnnouncementStatus, string>> = {
  WAITING: 'announcements.status.waiting',
  ANSWERED: 'announcements.status.answered',
};

/** The discussions' status as a badge: waiting for the lecturer, answered, or no discussion. */
export function AnnouncementStatusBadge({
  status,
}: {
  readonly status: AnnouncementStatus | null;
}) {
  const t = useT();
  return (
    <span className={`announcement-badge announcement-badge--${status?.toLowerCase() ?? 'none'}`}>
      {t(status ? statusLabels[status] : 'announcements.status.none')}
    </span>
  );
}

/** Sent on a date, or a draft. */
export function SentState({ announcement }: { readonly announcement: Announcement }) {
  const t = useT();
  return announcement.confirmed_at === null ? (
    <span className="announcement-badge announcement-badge--draft">{t('announcements.draft')}</span>
  ) : (
    <span className="announcement-sent">
      {t('announcements.sentOn', { date: formatDate(announcement.confirmed_at) })}
    </span>
  );
}

/** A day as the allowance counts it: in Asia/Taipei, whatever the browser's time zone. */
function taipeiDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(iso));
}

/** The sending allowance of this month: how many were sent, of how many, and when it resets. */
export function UsageNote({
  usage,
  locale,
  id,
}: {
  readonly usage: AnnouncementUsage;
  readonly locale: Locale;
  readonly id?: string;
}) {
  const t = useT();
  const date = taipeiDay(usage.resets_at, locale);
  const used = usage.remaining <= 0;
  return (
    <p id={id} className={`announcement-usage${used ? ' announcement-usage--used' : ''}`}>
      {used
        ? t('announcements.usage.used', { limit: usage.limit, date })
        : t('announcements.usage.text', { used: usage.used, limit: usage.limit, date })}
    </p>
  );
}

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
            ? formatDate(preview.date.begin, 'YYYY/MM/DD HH:mm')
            : t('announcements.preview.fromSending'),
          end: preview.date.end
            ? formatDate(preview.date.end, 'YYYY/MM/DD HH:mm')
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
          <div className="confirm__actions">
            <button
              type="button"
              className="button button--primary"
              autoFocus
              onClick={closeAnnouncementPreview}
            >
              {t('announcements.preview.close')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}

/** Whether the signed-in user is an administrator here (null while the session loads). */
export function personaIsAdmin(
  session: { status: string; persona?: string } | { status: string },
): boolean | null {
  if (session.status !== 'ready' || !('persona' in session)) return null;
  return session.persona === 'admin';
}
