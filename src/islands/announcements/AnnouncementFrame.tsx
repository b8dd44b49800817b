import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import type { Announcement } from '../../../server/src/contract/interactions.ts';
import {
  announcementLoader,
  emailDeliveries,
  startAnnouncement,
} from '../../stores/announcements/announcement.ts';
import { $page } from '../../stores/page.ts';
import { $session } from '../../stores/session.ts';
import { ErrorView } from '../global/ErrorView.tsx';
import { LoadState, Skeleton } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { AnnouncementStatusBadge, personaIsAdmin, SentState } from './AnnouncementParts.tsx';
import { Badge } from '../ui/Badge.tsx';

/** The announcement id of the address, or null when it names none. */
function idOf(param: string | undefined): number | null {
  return param !== undefined && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;
}

/**
 * What the announcement is: title, discussions' status, sent or draft, reach, its e-mail's
 * delivery counts, shown or hidden.
 */
function Summary({ announcement, admin }: { announcement: Announcement; admin: boolean }) {
  const t = useT();
  const deliveries = emailDeliveries(announcement);
  return (
    <header className="announcement-summary">
      <h2 className="announcement-summary__title">{announcement.title}</h2>
      <ul className="announcement-summary__facts" aria-label={t('announcements.summary')}>
        <li>
          <AnnouncementStatusBadge status={announcement.status} />
        </li>
        <li>
          <SentState announcement={announcement} />
        </li>
        <li>
          {announcement.confirmed_at === null
            ? t('announcements.reachesNow', { count: announcement.recipients })
            : t('announcements.reached', { count: announcement.recipients })}
        </li>
        {deliveries && <li>{t('announcements.deliveries', { ...deliveries })}</li>}
        <li>
          <Badge tone={announcement.display ? 'success' : 'danger'}>
            {t(announcement.display ? 'announcements.shown' : 'announcements.hidden')}
          </Badge>
        </li>
        {admin && <li>{t('announcements.by', { name: announcement.owner.name })}</li>}
      </ul>
    </header>
  );
}

/**
 * The frame of an announcement's screens (edit, view): loads the announcement of the address,
 * shows what it is, and renders the screen with it; 404 when there is no such announcement.
 */
export function AnnouncementFrame({
  children,
}: {
  readonly children: (announcement: Announcement, admin: boolean) => ReactNode;
}) {
  const page = useStore($page);
  const admin = personaIsAdmin(useStore($session));
  const state = useStore(announcementLoader.$state);
  const id = idOf(page.params['announcement_id']);

  useEffect(() => {
    if (id !== null && admin !== null) void startAnnouncement(id, admin);
  }, [id, admin]);

  if (id === null) return <ErrorView status={404} />;
  if (admin === null) return <Skeleton />;
  const ours = state.key === id ? state : { status: 'loading' as const, data: null };
  return (
    <div className="announcement-screen">
      <LoadState state={ours} onRetry={() => void announcementLoader.retry()}>
        {(announcement) => (
          <>
            <Summary announcement={announcement} admin={admin} />
            {children(announcement, admin)}
          </>
        )}
      </LoadState>
    </div>
  );
}
