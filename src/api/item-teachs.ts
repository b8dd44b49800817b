/** The lecturers of an item: co-lecturers with their shares and permissions (`.../teachs`). */
import type {
  ItemKind,
  TeachsBody,
  itemTeachsContract,
  TeachsResponse,
} from '../../server/src/contract/items.ts';
import { itemTeachsOperations } from '../../server/src/contract/plain/item-teachs.ts';
import { call } from './call.ts';
import { kindOf, typed } from './operation.ts';

const operations = typed<typeof itemTeachsContract>(itemTeachsOperations);

/** Loads the item's lecturers (`GET .../teachs`). */
export function fetchTeachs(kind: ItemKind, id: number): Promise<TeachsResponse> {
  return call(operations.list, {
    params: { kind: kindOf(operations.list, kind), id },
  });
}

/** Adds a co-lecturer (`POST .../teachs`). */
export function addTeach(kind: ItemKind, id: number, lecturerId: number): Promise<TeachsResponse> {
  return call(operations.add, {
    params: { kind: kindOf(operations.add, kind), id },
    body: { lecturer_id: lecturerId },
  });
}

/** Replaces the lecturers with their shares and permissions (`PUT .../teachs`). */
export function saveTeachs(kind: ItemKind, id: number, body: TeachsBody): Promise<TeachsResponse> {
  return call(operations.save, {
    params: { kind: kindOf(operations.save, kind), id },
    body,
    json: true,
  });
}
