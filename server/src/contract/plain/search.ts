/** Values and operations of the command palette's search. Zod-free. */

/** What the palette finds on the server, in the order it shows them. */
export const searchKinds = [
  'order',
  'member',
  'course',
  'ebook',
  'article',
  'lecturer',
  'coupon',
] as const;

/** A kind of search hit. */
export type SearchKind = (typeof searchKinds)[number];

/** Most hits of one kind. */
export const HITS_PER_KIND = 5;

/** Longest search text. */
export const MAX_SEARCH_LENGTH = 100;

/** Operations of the search (every back-office user; each kind only where they may open its list). */
export const searchOperations = {
  search: { method: 'get', path: '/lecturers/v2/search' },
} as const;
