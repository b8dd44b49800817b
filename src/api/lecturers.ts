/** The lecturer picker (`GET /lecturers/v2/lecturers`). */
import type { LecturerListResponse, lecturersContract } from '../../server/src/contract/items.ts';
import { lecturersOperations } from '../../server/src/contract/plain/lecturers.ts';
import { call } from './call.ts';
import { typed } from './operation.ts';

const operations = typed<typeof lecturersContract>(lecturersOperations);

/** Finds lecturers to add as co-lecturers (`GET /lecturers/v2/lecturers`). */
export function fetchLecturers(keyword: string, page = 1): Promise<LecturerListResponse> {
  return call(operations.list, { query: { keyword, page } });
}
