/** The professions to pick for an item (`GET /lecturers/v2/professions`). */
import type { professionsContract, ProfessionsResponse } from '../../server/src/contract/items.ts';
import { professionsOperations } from '../../server/src/contract/plain/professions.ts';
import { call } from './call.ts';
import { typed } from './operation.ts';

const operations = typed<typeof professionsContract>(professionsOperations);

/** Loads the professions in the interface language (`GET /lecturers/v2/professions`). */
export function fetchProfessions(): Promise<ProfessionsResponse> {
  return call(operations.list);
}
