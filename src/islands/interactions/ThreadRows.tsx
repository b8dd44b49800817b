import type { Thread } from '../../../server/src/contract/interactions.ts';
import type { ThreadKey } from '../../stores/interactions/thread.ts';
import { useT } from '../use-t.ts';
import {
  excerptOf,
  Stars,
  ThreadBadges,
  ThreadDate,
  ThreadFiles,
  ThreadPlace,
  typeLabel,
} from './ThreadParts.tsx';

interface Props {
  readonly rows: readonly Thread[];
  readonly open: ThreadKey | null;
  /** Ids of rows that no longer match the filters (they leave when the list loads again). */
  readonly leaving: ReadonlySet<number>;
  /** Inbox rows say their type. */
  readonly showType: boolean;
  readonly hrefOf: (thread: Thread) => string;
  readonly onOpen: (thread: Thread, href: string) => void;
  readonly label: string;
}

/** The posts of a list: each row opens its post in the side panel, keeping the list's filters. */
export function ThreadRows({ rows, open, leaving, showType, hrefOf, onOpen, label }: Props) {
  const t = useT();
  return (
    <ul className="thread-rows" aria-label={label}>
      {rows.map((thread) => {
        const href = hrefOf(thread);
        const current = open?.id === thread.id && open.type === thread.type;
        const gone = leaving.has(thread.id);
        return (
          <li
            key={`${thread.type}-${String(thread.id)}`}
            className={[
              'thread-row',
              current ? 'thread-row--open' : '',
              gone ? 'thread-row--leaving' : '',
              thread.waiting ? 'thread-row--waiting' : '',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            <a
              className="thread-row__link"
              href={href}
              aria-current={current ? 'true' : undefined}
              data-thread={`${thread.type}-${String(thread.id)}`}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onOpen(thread, href);
              }}
            >
              <span className="thread-row__head">
                <span className="thread-row__author">{thread.author.name}</span>
                {showType && <span className="thread-row__type">{typeLabel(t, thread.type)}</span>}
                <ThreadDate value={thread.created_at} />
              </span>
              <ThreadPlace thread={thread} />
              {thread.title && <span className="thread-row__title">{thread.title}</span>}
              <span className="thread-row__excerpt">{excerptOf(thread.body)}</span>
              {thread.type === 'creations' && (
                <ThreadFiles files={thread.files} size={48} linked={false} />
              )}
              <span className="thread-row__meta">
                {thread.score !== null && <Stars score={thread.score} />}
                <ThreadBadges thread={thread} />
                {thread.reply_count > 0 && (
                  <span className="thread-row__replies">
                    {t('interactions.replyCount', { count: thread.reply_count })}
                  </span>
                )}
              </span>
              {gone && <span className="thread-row__leaving">{t('interactions.row.leaving')}</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
