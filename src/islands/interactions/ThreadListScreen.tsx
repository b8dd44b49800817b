import { useStore } from '@nanostores/react';
import type { ThreadType } from '../../../server/src/contract/interactions.ts';
import { defaultThreadFilters, threadFiltersFromQuery } from '../../stores/interactions/filters.ts';
import { $page } from '../../stores/page.ts';
import { ThreadBoard } from './ThreadBoard.tsx';
import { ThreadFilters } from './ThreadFilters.tsx';
import { useT } from '../use-t.ts';

const routes: Readonly<Record<ThreadType, string>> = {
  comments: 'interactions-index-questions-comments',
  discussions: 'interactions-index-questions-discussions',
  feedbacks: 'interactions-index-feedbacks',
  creations: 'interactions-index-creations',
};

/**
 * The posts of one type (questions, discussions, reviews or student work) with the type's
 * filters in the address, and the side panel where the lecturer answers without leaving the list.
 */
export default function ThreadListScreen({ type }: { readonly type: ThreadType }) {
  const t = useT();
  const page = useStore($page);
  const route = routes[type];
  const filters =
    page.route?.name === route ? threadFiltersFromQuery(type, page.query) : defaultThreadFilters;
  return (
    <section className="thread-screen" aria-labelledby="thread-screen-heading">
      <h2 id="thread-screen-heading" className="visually-hidden">
        {t('interactions.list.label', { kind: type })}
      </h2>
      <ThreadBoard
        kind={type}
        route={route}
        filters={filters}
        renderFilters={(onChange) => (
          <ThreadFilters type={type} filters={filters} onChange={onChange} />
        )}
      />
    </section>
  );
}
