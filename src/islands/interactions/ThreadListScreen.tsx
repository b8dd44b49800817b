import type { ThreadType } from '../../../server/src/contract/interactions.ts';
import { threadLists } from '../../stores/interactions/list.ts';
import { useT } from '../use-t.ts';
import { ThreadBoard } from './ThreadBoard.tsx';
import { threadFilterSpecs } from './ThreadFilters.tsx';

const routes: Readonly<Record<ThreadType, string>> = {
  comments: 'interactions-index-questions-comments',
  discussions: 'interactions-index-questions-discussions',
  feedbacks: 'interactions-index-feedbacks',
  creations: 'interactions-index-creations',
};

/** The list of a type with its filters. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- K ties the type's list to its filters
function Board<K extends ThreadType>({ type }: { readonly type: K }) {
  const t = useT();
  return (
    <ThreadBoard
      kind={type}
      route={routes[type]}
      list={threadLists[type]}
      filters={threadFilterSpecs[type](t)}
    />
  );
}

/**
 * The posts of one type (questions, discussions, reviews or student work) with the type's
 * filters in the address, and the side panel where the lecturer answers without leaving the list.
 */
export default function ThreadListScreen({ type }: { readonly type: ThreadType }) {
  const t = useT();
  return (
    <section className="thread-screen" aria-labelledby="thread-screen-heading">
      <h2 id="thread-screen-heading" className="visually-hidden">
        {t('interactions.list.label', { kind: type })}
      </h2>
      <Board type={type} />
    </section>
  );
}
