import type {
  Announcement,
  AnnouncementStatus,
  AnnouncementType,
} from '../../../server/src/contract/interactions.ts';
import type { AnnouncementUsage } from '../../api/announcements.ts';
import type { Locale } from '../../i18n/locales.ts';
import { formatDay } from '../../lib/local-day.ts';
import { useT } from '../use-t.ts';
import { Badge } from '../ui/Badge.tsx';

/** Labels of the announcement types. */
export const typeLabels: Readonly<Record<AnnouncementType, string>> = {
  NOTICE: 'announcements.type.notice',
  EMAIL: 'announcements.type.email',
};

/** Short labels of the announcement types, for the list. */
export const typeShortLabels: Readonly<Record<AnnouncementType, string>> = {
  NOTICE: 'announcements.type.noticeShort',
  EMAIL: 'announcements.type.emailShort',
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
    <Badge tone={status === null ? 'muted' : status === 'WAITING' ? 'warning' : 'success'}>
      {t(status ? statusLabels[status] : 'announcements.status.none')}
    </Badge>
  );
}

/** Sent on a date (only the date where a column says "sent"), or a draft. */
export function SentState({
  announcement,
  dateOnly = false,
}: {
  readonly announcement: Announcement;
  readonly dateOnly?: boolean;
}) {
  const t = useT();
  return announcement.confirmed_at === null ? (
    <Badge tone="muted">{t('announcements.draft')}</Badge>
  ) : (
    <span className="announcement-sent">
      {dateOnly
        ? formatDay(announcement.confirmed_at)
        : t('announcements.sentOn', { date: formatDay(announcement.confirmed_at) })}
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

/** Whether the signed-in user is an administrator here (null while the session loads). */
export function personaIsAdmin(
  session: { status: string; persona?: string } | { status: string },
): boolean | null {
  if (session.status !== 'ready' || !('persona' in session)) return null;
  return session.persona === 'admin';
}
