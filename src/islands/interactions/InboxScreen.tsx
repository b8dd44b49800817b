import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { threadTypes } from '../../../server/src/contract/plain/interactions.ts';
import { $waiting, refreshWaiting } from '../../stores/interactions/counts.ts';
import { threadQueries, type ThreadFiltersOf } from '../../stores/interactions/filters.ts';
import { threadLists } from '../../stores/interactions/list.ts';
import { $page } from '../../stores/page.ts';
import type { ListAddress } from '../ui/ListFrame.tsx';
import { useT } from '../use-t.ts';
import { ThreadBoard } from './ThreadBoard.tsx';
import { useInteractionCourses } from './ThreadFilters.tsx';

const ROUTE = 'interactions-index';

type InboxFilters = ThreadFiltersOf['inbox'];

/** The courses with their waiting posts, as links that filter the inbox. */
function CourseCounts({ bar }: { readonly bar: ListAddress<InboxFilters> }) {
  const t = useT();
  const courses = useInteractionCourses();
  const waiting = useStore($waiting);
  const { filters, hrefOf } = bar;
  const entry = (course: number | null, title: string, count: number | null) => (
    <li key={course ?? 'all'}>
      <a
        className="inbox-courses__link"
        href={hrefOf(threadQueries.inbox.change(filters, { course }))}
        aria-current={filters.course === course ? 'true' : undefined}
      >
        <span className="inbox-courses__title">{title}</span>
        {count !== null && (
          <span className="inbox-courses__count">
            {t('interactions.inbox.waitingCount', { count })}
          </span>
        )}
      </a>
    </li>
  );
  return (
    <nav className="inbox-courses" aria-label={t('interactions.inbox.courses')}>
      <h2 className="inbox-courses__heading">{t('interactions.inbox.courses')}</h2>
      <ul>
        {entry(null, t('interactions.filter.allCourses'), waiting?.total ?? null)}
        {courses.map((course) => entry(course.id, course.title, course.waiting))}
      </ul>
    </nav>
  );
}

/**
 * The inbox: posts of every type, waiting ones first (newest first), filtered by course (each
 * with its waiting count) and type; the same side panel and keyboard as the lists.
 */
export default function InboxScreen() {
  const t = useT();
  const page = useStore($page);
  const waiting = useStore($waiting);
  const onInbox = page.route?.name === ROUTE;

  useEffect(() => {
    if (onInbox) void refreshWaiting(30_000);
  }, [onInbox]);

  return (
    <section className="thread-screen inbox" aria-labelledby="inbox-heading">
      <h2 id="inbox-heading" className="inbox__summary">
        {waiting
          ? t('interactions.inbox.summary', {
              total: waiting.total,
              comments: waiting.by_type.comments,
              discussions: waiting.by_type.discussions,
              feedbacks: waiting.by_type.feedbacks,
              creations: waiting.by_type.creations,
            })
          : t('interactions.list.label', { kind: 'inbox' })}
      </h2>
      <ThreadBoard
        kind="inbox"
        route={ROUTE}
        list={threadLists.inbox}
        filters={[
          { kind: 'custom', key: 'course', render: (bar) => <CourseCounts bar={bar} /> },
          {
            kind: 'select',
            key: 'type',
            label: t('interactions.filter.type'),
            options: [
              { value: '', label: t('interactions.filter.allTypes') },
              ...threadTypes.map((type) => ({
                value: type,
                label: t('interactions.type', { type }),
              })),
            ],
          },
          {
            kind: 'select',
            key: 'every',
            label: t('interactions.filter.show'),
            options: [
              { value: '', label: t('interactions.filter.waitingOnly') },
              { value: '1', label: t('interactions.filter.everyPost') },
            ],
          },
        ]}
      />
    </section>
  );
}
