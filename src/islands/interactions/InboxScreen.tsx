import { useStore } from '@nanostores/react';
import { threadTypes } from '../../../server/src/contract/plain/interactions.ts';
import { $waiting, coursesLoader, refreshWaiting } from '../../stores/interactions/counts.ts';
import {
  changeThreadFilters,
  defaultThreadFilters,
  queryOfThreadFilters,
  threadFiltersFromQuery,
  type ThreadFilters,
} from '../../stores/interactions/filters.ts';
import { $page } from '../../stores/page.ts';
import { SelectField } from '../form/SelectField.tsx';
import { useT } from '../use-t.ts';
import { ThreadBoard } from './ThreadBoard.tsx';
import { threadListUrl } from './thread-urls.ts';
import { useEffect } from 'react';

const ROUTE = 'interactions-index';

/** The courses with their waiting posts, as links that filter the inbox. */
function CourseCounts({ filters }: { readonly filters: ThreadFilters }) {
  const t = useT();
  const page = useStore($page);
  const courses = useStore(coursesLoader.$state).data?.data ?? [];
  const waiting = useStore($waiting);
  const hrefOf = (course: string) =>
    threadListUrl(
      page.locale,
      'inbox',
      queryOfThreadFilters('inbox', changeThreadFilters(filters, { course })),
    );
  const entry = (course: string, title: string, count: number | null) => (
    <li key={course || 'all'}>
      <a
        className="inbox-courses__link"
        href={hrefOf(course)}
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
        {entry('', t('interactions.filter.allCourses'), waiting?.total ?? null)}
        {courses.map((course) => entry(String(course.id), course.title, course.waiting))}
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
  const filters = onInbox ? threadFiltersFromQuery('inbox', page.query) : defaultThreadFilters;

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
        filters={filters}
        aside={<CourseCounts filters={filters} />}
        renderFilters={(onChange) => (
          <div className="item-filters thread-filters">
            <SelectField
              id="inbox-filter-type"
              label={t('interactions.filter.type')}
              value={filters.type}
              options={[
                { value: '', label: t('interactions.filter.allTypes') },
                ...threadTypes.map((type) => ({
                  value: type,
                  label: t('interactions.type', { type }),
                })),
              ]}
              onValue={(type) => onChange({ type })}
            />
            <SelectField
              id="inbox-filter-every"
              label={t('interactions.filter.show')}
              value={filters.every}
              options={[
                { value: '', label: t('interactions.filter.waitingOnly') },
                { value: '1', label: t('interactions.filter.everyPost') },
              ]}
              onValue={(every) => onChange({ every })}
            />
          </div>
        )}
      />
    </section>
  );
}
