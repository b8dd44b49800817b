/** Addresses of the interaction lists and of a post opened in a list's side panel. */
import type { ThreadType } from '../../../server/src/contract/interactions.ts';
import { threadTypes } from '../../../server/src/contract/plain/interactions.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { ListKind } from '../../stores/interactions/filters.ts';
import type { ThreadKey } from '../../stores/interactions/thread.ts';
import { urlFor } from '../../routes/urls.ts';
import { syncPage } from '../../stores/page.ts';

/** The inbox keeps the open post in its query (`thread=comments-12`): its path has no id. */
const INBOX_THREAD = 'thread';

/**
 * The address of a list with the query of its address (its filters) and, when given, a post open
 * in the side panel (a type's list: in the path; the inbox: in the query).
 */
export function threadListUrl(
  locale: Locale,
  kind: ListKind,
  address: URLSearchParams,
  open: ThreadKey | null = null,
): string {
  const query = Object.fromEntries([...address].filter(([name]) => name !== INBOX_THREAD));
  const id = open ? String(open.id) : '';
  const param = (name: string) => (id ? { [name]: id } : {});
  switch (kind) {
    case 'inbox':
      return urlFor(
        locale,
        'interactions-index',
        {},
        {
          ...query,
          [INBOX_THREAD]: open ? `${open.type}-${String(open.id)}` : undefined,
        },
      );
    case 'comments':
      return urlFor(locale, 'interactions-index-questions-comments', param('comment_id'), query);
    case 'discussions':
      return urlFor(
        locale,
        'interactions-index-questions-discussions',
        param('discussion_id'),
        query,
      );
    case 'feedbacks':
      return urlFor(locale, 'interactions-index-feedbacks', param('feedback_id'), query);
    case 'creations':
      return urlFor(locale, 'interactions-index-creations', param('creation_id'), query);
  }
}

const idParams: Readonly<Record<ThreadType, string>> = {
  comments: 'comment_id',
  discussions: 'discussion_id',
  feedbacks: 'feedback_id',
  creations: 'creation_id',
};

/** The post the address opens in a list's panel, or null. */
export function openThreadOf(
  kind: ListKind,
  params: Readonly<Record<string, string>>,
  query: URLSearchParams,
): ThreadKey | null {
  if (kind === 'inbox') {
    const match = /^([a-z]+)-([1-9]\d{0,9})$/.exec(query.get(INBOX_THREAD) ?? '');
    const type = match?.[1] as ThreadType | undefined;
    if (!match || !type || !threadTypes.includes(type)) return null;
    return { type, id: Number(match[2]) };
  }
  const id = params[idParams[kind]] ?? '';
  return /^[1-9]\d{0,9}$/.test(id) ? { type: kind, id: Number(id) } : null;
}

/**
 * Moves to an address of the same list without loading a page (no scroll to the top, the list
 * stays where it is): opening, moving between and closing posts. Back and Forward return to it.
 */
export function goWithinList(url: string, replace: boolean): void {
  if (replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  syncPage(window.location);
}
