/**
 * The lists of student posts (one per type, and the inbox): the page their filters give, rows
 * updated in place after a write, and which rows no longer match the filters. Such a row stays
 * where it is, showing its new state, until the list loads again (the lecturer does not lose their
 * place); the list's "refresh" loads it again without them. Opening a post (its id in the address)
 * does not load the list again.
 */
import { atom, computed } from 'nanostores';
import type { Thread, ThreadListResponse } from '../../../server/src/contract/interactions.ts';
import { fetchInbox, fetchThreads } from '../../api/interactions.ts';
import type { ListQuery } from '../../lib/list-query.ts';
import { createList, type List } from '../list.ts';
import {
  threadQueries,
  type AnyThreadFilters,
  type ListKind,
  type ThreadFiltersOf,
} from './filters.ts';

/** Rows changed by a write since the list last loaded (only they can have left its filters). */
const $touched = atom<ReadonlySet<string>>(new Set());
/** The list that loaded last: the one on screen. */
const $shown = atom<ListKind | null>(null);
const rowKey = (row: Pick<Thread, 'type' | 'id'>) => `${row.type}-${String(row.id)}`;

/** What the API is asked: the filters that are set, by their address names. */
type ApiQuery = Record<string, string | number>;

function threadList<F extends AnyThreadFilters>(
  kind: ListKind,
  query: ListQuery<F>,
  fetch: (filters: F, signal: AbortSignal) => Promise<ThreadListResponse>,
): List<F, ThreadListResponse> {
  return createList(
    `interactions.${kind}`,
    query,
    (filters, signal) => {
      $shown.set(kind);
      $touched.set(new Set());
      return fetch(filters, signal);
    },
    // The path's parameter is the open post's id: the rows do not depend on it.
    { params: [] },
  );
}

/** The API query of a type's list: the filters that are set, by their address names. */
function apiQuery<F extends AnyThreadFilters>(query: ListQuery<F>, filters: F): ApiQuery {
  const written = Object.entries(query.toQuery({ ...filters, page: 1 }));
  const set = written.flatMap(([name, value]) =>
    typeof value === 'string' || typeof value === 'number' ? [[name, value] as const] : [],
  );
  return { page: filters.page, ...Object.fromEntries(set) };
}

/** The page of each list; the previous page stays shown while the next loads. */
export const threadLists: {
  readonly [K in ListKind]: List<ThreadFiltersOf[K], ThreadListResponse>;
} = {
  comments: threadList('comments', threadQueries.comments, (filters, signal) =>
    fetchThreads('comments', apiQuery(threadQueries.comments, filters), signal),
  ),
  discussions: threadList('discussions', threadQueries.discussions, (filters, signal) =>
    fetchThreads('discussions', apiQuery(threadQueries.discussions, filters), signal),
  ),
  feedbacks: threadList('feedbacks', threadQueries.feedbacks, (filters, signal) =>
    fetchThreads('feedbacks', apiQuery(threadQueries.feedbacks, filters), signal),
  ),
  creations: threadList('creations', threadQueries.creations, (filters, signal) =>
    fetchThreads(
      'creations',
      // A lecture belongs to a course: without one it is not asked for.
      apiQuery(
        threadQueries.creations,
        filters.course === null ? { ...filters, lecture: null } : filters,
      ),
      signal,
    ),
  ),
  inbox: threadList('inbox', threadQueries.inbox, (filters, signal) =>
    fetchInbox(
      {
        page: filters.page,
        ...(filters.course === null ? {} : { course_id: filters.course }),
        ...(filters.type ? { types: filters.type } : {}),
        ...(filters.every === '1' ? { waiting: '0' } : {}),
      },
      signal,
    ),
  ),
};

const lists: readonly (readonly [ListKind, List<AnyThreadFilters, ThreadListResponse>])[] =
  Object.entries(threadLists) as [ListKind, List<AnyThreadFilters, ThreadListResponse>][];

/** The list on screen, once one has loaded. */
function shownList(): List<AnyThreadFilters, ThreadListResponse> | null {
  const kind = $shown.get();
  return kind === null ? null : threadLists[kind];
}

/** The rows of the list on screen. */
export function shownThreads(): readonly Thread[] {
  return shownList()?.loader.$state.get().data?.data ?? [];
}

/** Loads the list on screen again: rows that no longer match the filters leave it. */
export function refreshThreadList(): Promise<void> {
  return shownList()?.reload() ?? Promise.resolve();
}

/** Whether a post (in its current state) belongs in a list with these filters. */
export function matchesFilters(kind: ListKind, filters: AnyThreadFilters, thread: Thread): boolean {
  const yes = (flag: boolean | null, filter = '') =>
    filter === '' || (filter === '1') === Boolean(flag);
  if ((filters.course ?? null) !== null && thread.course.id !== filters.course) return false;
  if (kind === 'inbox') {
    if (filters.type && thread.type !== filters.type) return false;
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
  [$shown, $touched, ...lists.map(([, list]) => list.loader.$state)],
  (kind, touched): ReadonlySet<number> => {
    const state = kind === null ? null : threadLists[kind].loader.$state.get();
    if (kind === null || !state?.key || state.data === null) return new Set();
    const { filters } = state.key;
    return new Set(
      state.data.data
        .filter((row) => touched.has(rowKey(row)) && !matchesFilters(kind, filters, row))
        .map((row) => row.id),
    );
  },
);

/** Puts a post's new state into its row, where it is, in every list that shows it (after a write). */
export function updateRow(thread: Thread): void {
  const { id, type, course, lecture, author, title, body, score, solved, published } = thread;
  const { display, responded, waiting, reply_count, last_reply_at, files, created_at } = thread;
  const row: Thread = {
    ...{ id, type, course, lecture, author, title, body, score, solved, published, display },
    ...{ responded, waiting, reply_count, last_reply_at, files, created_at },
  };
  $touched.set(new Set([...$touched.get(), rowKey(thread)]));
  for (const [, list] of lists) {
    const state = list.loader.$state.get();
    if (state.status !== 'ready' || state.key === null || state.data === null) continue;
    const index = state.data.data.findIndex(
      (candidate) => candidate.id === thread.id && candidate.type === thread.type,
    );
    if (index < 0) continue;
    const data = state.data.data.map((candidate, at) => (at === index ? row : candidate));
    list.loader.set(state.key, { ...state.data, data });
  }
}
