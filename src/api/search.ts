/** The command palette's search (`GET /lecturers/v2/search?q=`). */
import type { searchContract, SearchHit } from '../../server/src/contract/search.ts';
import { searchOperations } from '../../server/src/contract/plain/search.ts';
import { call } from './call.ts';
import { typed } from './operation.ts';

export type { SearchHit };

const operations = typed<typeof searchContract>(searchOperations);

/** What the viewer may open that the text names: at most five of each kind. */
export async function searchAnything(q: string, signal?: AbortSignal): Promise<SearchHit[]> {
  return (await call(operations.search, { query: { q }, signal })).data;
}
