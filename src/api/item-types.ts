/** A course's category and type, and its sources. */
import type {
  CourseSourcesBody,
  CourseSourcesResponse,
  ItemDetail,
  ItemTypeBody,
  itemTypesContract,
} from '../../server/src/contract/items.ts';
import { itemTypesOperations } from '../../server/src/contract/plain/item-types.ts';
import { call } from './call.ts';
import { typed } from './operation.ts';

const operations = typed<typeof itemTypesContract>(itemTypesOperations);

/** Sets a course's category and type (`PUT courses/{id}/type`). */
export function saveItemType(id: number, body: ItemTypeBody): Promise<ItemDetail> {
  return call(operations.type, { params: { kind: 'courses', id }, body });
}

/** Loads a course's sources (`GET courses/{id}/course_sources`). */
export function fetchCourseSources(id: number): Promise<CourseSourcesResponse> {
  return call(operations.sources, { params: { kind: 'courses', id } });
}

/** Replaces a course's sources (`PUT courses/{id}/course_sources`). */
export function saveCourseSources(
  id: number,
  body: CourseSourcesBody,
): Promise<CourseSourcesResponse> {
  return call(operations.saveSources, { params: { kind: 'courses', id }, body, json: true });
}
