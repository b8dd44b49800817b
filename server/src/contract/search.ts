/**
 * Contract of the command palette's search: what the viewer may open, found by name or number.
 * Values and operations live in the zod-free `plain/search.ts`; the client imports only types
 * from here.
 */
import { z } from 'zod';
import { withSchemas } from './operation.ts';
import { MAX_SEARCH_LENGTH, searchKinds, searchOperations } from './plain/search.ts';

/** `GET .../search` query: the typed text (empty finds nothing). */
export const searchQuery = z.object({
  q: z.string().trim().max(MAX_SEARCH_LENGTH).default(''),
});

/** One thing found: its kind, id, what names it and a detail (an e-mail, a coupon's title). */
export const searchHit = z.object({
  kind: z.enum(searchKinds),
  id: z.number().int(),
  label: z.string(),
  detail: z.string().optional(),
});

/** `GET .../search`: at most five hits of each kind the viewer may open, kind by kind. */
export const searchResponse = z.object({ data: z.array(searchHit) });

export type SearchHit = z.output<typeof searchHit>;
export type SearchResponse = z.output<typeof searchResponse>;

/** The operations of the search with their schemas. */
export const searchContract = withSchemas(searchOperations, {
  search: { query: searchQuery, response: searchResponse },
});
