/**
 * The filters of the interaction lists (questions, discussions, reviews, student work) and of the
 * inbox, as the address's query holds them: the same names as the API's query (`responded`,
 * `solved`, `score`, …), so a filtered list can be shared and Back works.
 */
import { threadTypes, type ThreadType } from '../../../server/src/contract/plain/interactions.ts';
import type { InboxQuery, ThreadListQuery } from '../../api/interactions.ts';

/** A list of one type of post, or the inbox (every type, waiting first). */
export type ListKind = ThreadType | 'inbox';

/** The filters of a list (each '' when not set). */
export interface ThreadFilters {
  /** `course_id`. */
  readonly course: string;
  /** `lecture_id` (student work, once a course is chosen). */
  readonly lecture: string;
  /** Yes ('1') or no ('0'): answered (questions), solved (discussions), published (student work). */
  readonly state: string;
  /** Shown ('1') or hidden ('0') posts. */
  readonly display: string;
  /** A review's score, '1' to '5'. */
  readonly score: string;
  /** `search` (reviews) or `keyword` (student work). */
  readonly text: string;
  /** Student work: 'waiting' for those the lecturer has neither commented on nor published. */
  readonly view: string;
  /** Inbox: one type only. */
  readonly type: string;
  /** Inbox: '1' shows handled posts too (after the waiting ones). */
  readonly every: string;
  readonly page: number;
}

/** Filters of an unfiltered list. */
export const defaultThreadFilters: ThreadFilters = {
  course: '',
  lecture: '',
  state: '',
  display: '',
  score: '',
  text: '',
  view: '',
  type: '',
  every: '',
  page: 1,
};

/** The address's (and the API's) name of the yes/no filter of each type. */
const stateNames: Readonly<Record<ThreadType, string>> = {
  comments: 'responded',
  discussions: 'solved',
  feedbacks: '',
  creations: 'published',
};

/** Which filters a list has. */
const filtersOf: Readonly<Record<ListKind, readonly (keyof ThreadFilters)[]>> = {
  comments: ['course', 'state', 'display'],
  discussions: ['course', 'state', 'display'],
  feedbacks: ['course', 'score', 'text', 'display'],
  creations: ['course', 'lecture', 'state', 'text', 'view', 'display'],
  inbox: ['course', 'type', 'every'],
};

/** The address's name of a filter in a list, or '' when the list has no such filter. */
function nameOf(kind: ListKind, key: keyof ThreadFilters): string {
  if (!filtersOf[kind].includes(key)) return '';
  if (key === 'state') return kind === 'inbox' ? '' : stateNames[kind];
  if (key === 'text') return kind === 'feedbacks' ? 'search' : 'keyword';
  return (
    (
      {
        course: 'course_id',
        lecture: 'lecture_id',
        display: 'display',
        score: 'score',
        view: 'view',
        type: 'type',
        every: 'every',
      } as Readonly<Record<string, string>>
    )[key] ?? ''
  );
}

const valid: Readonly<Record<string, (value: string) => boolean>> = {
  course: (value) => /^[1-9]\d{0,9}$/.test(value),
  lecture: (value) => /^[1-9]\d{0,9}$/.test(value),
  state: (value) => value === '1' || value === '0',
  display: (value) => value === '1' || value === '0',
  score: (value) => /^[1-5]$/.test(value),
  text: () => true,
  view: (value) => value === 'waiting',
  type: (value) => (threadTypes as readonly string[]).includes(value),
  every: (value) => value === '1',
};

/** Reads a list's filters from a query string; unknown or malformed values are left out. */
export function threadFiltersFromQuery(kind: ListKind, query: URLSearchParams): ThreadFilters {
  const filters: Record<string, string | number> = { ...defaultThreadFilters };
  for (const key of filtersOf[kind]) {
    const value = query.get(nameOf(kind, key))?.trim() ?? '';
    if (value !== '' && valid[key]?.(value)) filters[key] = value;
  }
  // A lecture belongs to a course: without one it is ignored.
  if (filters['course'] === '') filters['lecture'] = '';
  const page = Number(query.get('page') ?? '1');
  filters['page'] = Number.isInteger(page) && page > 0 ? page : 1;
  return filters as unknown as ThreadFilters;
}

/** The address's query of a list's filters, leaving out what is not set. */
export function queryOfThreadFilters(
  kind: ListKind,
  filters: ThreadFilters,
): Record<string, string | number | undefined> {
  const query: Record<string, string | number | undefined> = {};
  for (const key of filtersOf[kind]) {
    const value = filters[key];
    if (typeof value === 'string' && value !== '') query[nameOf(kind, key)] = value;
  }
  if (filters.page !== 1) query['page'] = filters.page;
  return query;
}

/** Whether any filter narrows the list (the page does not). */
export function hasThreadFilters(kind: ListKind, filters: ThreadFilters): boolean {
  return filtersOf[kind].some((key) => filters[key] !== '');
}

/** Filters changed by a user: any change but the page goes back to page 1; a new course forgets the lecture. */
export function changeThreadFilters(
  filters: ThreadFilters,
  change: Partial<ThreadFilters>,
): ThreadFilters {
  const next = { ...filters, ...change };
  if (change.course !== undefined && change.course !== filters.course && !('lecture' in change))
    return { ...next, lecture: '', page: 1 };
  return change.page === undefined ? { ...next, page: 1 } : next;
}

/** The API query of one type's list. */
export function listQueryOf(type: ThreadType, filters: ThreadFilters): ThreadListQuery {
  const query: Record<string, string | number> = { page: filters.page };
  for (const key of filtersOf[type]) {
    const value = filters[key];
    if (typeof value === 'string' && value !== '') query[nameOf(type, key)] = value;
  }
  return query;
}

/** The API query of the inbox: waiting posts only unless `every` is set. */
export function inboxQueryOf(filters: ThreadFilters): InboxQuery {
  return {
    page: filters.page,
    ...(filters.course ? { course_id: filters.course } : {}),
    ...(filters.type ? { types: filters.type } : {}),
    ...(filters.every === '1' ? { waiting: '0' } : {}),
  };
}
