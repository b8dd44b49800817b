/**
 * A list of student posts (one type, or the inbox): the page its filters give, rows updated in
 * place after a write, and which rows no longer match the filters. Such a row stays where it is,
 * showing its new state, until the list loads again (the lecturer does not lose their place); the
 * list's "refresh" loads it again without them.
 */
import { atom, computed } from 'nanostores';
import type { Thread, ThreadListResponse } from '../../../server/src/contract/interactions.ts';
import { fetchInbox, fetchThreads } from '../../api/interactions.ts';
import { createLoader } from '../loader.ts';
import { inboxQueryOf, listQueryOf, type ListKind, type ThreadFilters } from './filters.ts';

/** Which page of which list is shown. */
export interface ThreadListKey {
  readonly kind: ListKind;
  readonly filters: ThreadFilters;
}

/** The page of the list; the previous page of the same list stays shown while the next loads. */
export const threadListLoader = createLoader<ThreadListKey, ThreadListResponse>(
  ({ kind, filters }, signal) =>
    kind === 'inbox'
      ? fetchInbox(inboxQueryOf(filters), signal)
      : fetchThreads(kind, listQueryOf(kind, filters), signal),
  { keep: (previous, next) => previous.kind === next.kind },
);

/** Rows changed by a write since the list last loaded (only they can have left its filters). */
const $touched = atom<ReadonlySet<string>>(new Set());
const rowKey = (row: Pick<Thread, 'type' | 'id'>) => `${row.type}-${String(row.id)}`;

/** Loads the page the filters name (nothing when it is shown already: opening a post keeps it). */
export function loadThreadList(kind: ListKind, filters: ThreadFilters): Promise<void> {
  const state = threadListLoader.$state.get();
  if (JSON.stringify(state.key) !== JSON.stringify({ kind, filters })) $touched.set(new Set());
  return threadListLoader.load({ kind, filters });
}

/** Loads the shown page again: rows that no longer match the filters leave it. */
export function refreshThreadList(): Promise<void> {
  $touched.set(new Set());
  return threadListLoader.retry();
}

/** Whether a post (in its current state) belongs in a list with these filters. */
export function matchesFilters(kind: ListKind, filters: ThreadFilters, thread: Thread): boolean {
  const yes = (flag: boolean | null, filter: string) =>
    filter === '' || (filter === '1') === Boolean(flag);
  if (filters.course !== '' && String(thread.course.id) !== filters.course) return false;
  if (kind === 'inbox') {
    if (filters.type !== '' && thread.type !== filters.type) return false;
    return filters.every === '1' || thread.waiting;
  }
  if (!yes(thread.display, filters.display)) return false;
  if (kind === 'comments') return yes(thread.responded, filters.state);
  if (kind === 'discussions') return yes(thread.solved, filters.state);
  if (kind === 'creations')
    return yes(thread.published, filters.state) && (filters.view !== 'waiting' || thread.waiting);
  return true;
}

/** Ids of the shown rows a write has taken out of the list's filters (they leave on the next load). */
export const $leavingIds = computed(
  [threadListLoader.$state, $touched],
  (state, touched): ReadonlySet<number> => {
    if (state.key === null || state.data === null) return new Set();
    const { kind, filters } = state.key;
    return new Set(
      state.data.data
        .filter((row) => touched.has(rowKey(row)) && !matchesFilters(kind, filters, row))
        .map((row) => row.id),
    );
  },
);

/** Puts a post's new state into its row, where it is (after a write on it). */
export function updateRow(thread: Thread): void {
  const state = threadListLoader.$state.get();
  if (state.key === null || state.data === null) return;
  const index = state.data.data.findIndex(
    (row) => row.id === thread.id && row.type === thread.type,
  );
  if (index < 0) return;
  const rows = [...state.data.data];
  const { id, type, course, lecture, author, title, body, score, solved, published } = thread;
  const { display, responded, waiting, reply_count, last_reply_at, files, created_at } = thread;
  rows[index] = {
    ...{ id, type, course, lecture, author, title, body, score, solved, published, display },
    ...{ responded, waiting, reply_count, last_reply_at, files, created_at },
  };
  $touched.set(new Set([...$touched.get(), rowKey(thread)]));
  threadListLoader.set(state.key, { ...state.data, data: rows });
}
