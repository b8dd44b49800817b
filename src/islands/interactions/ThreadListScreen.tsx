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
function Board({ type }: { readonly type: ThreadType }) {
  const t = useT();
  switch (type) {
    case 'comments':
      return (
        <ThreadBoard
          kind={type}
          route={routes[type]}
          list={threadLists.comments}
          filters={threadFilterSpecs.comments(t)}
        />
      );
    case 'discussions':
      return (
        <ThreadBoard
          kind={type}
          route={routes[type]}
          list={threadLists.discussions}
          filters={threadFilterSpecs.discussions(t)}
        />
      );
    case 'feedbacks':
      return (
        <ThreadBoard
          kind={type}
          route={routes[type]}
          list={threadLists.feedbacks}
          filters={threadFilterSpecs.feedbacks(t)}
        />
      );
    case 'creations':
      return (
        <ThreadBoard
          kind={type}
          route={routes[type]}
          list={threadLists.creations}
          filters={threadFilterSpecs.creations(t)}
        />
      );
  }
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
