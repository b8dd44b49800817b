/**
 * Catalogue items (courses, ebooks, articles) under `/lecturers/v2/{kind}`: the list, one item,
 * its writes (each answers with the whole item), co-lecturers, sources, professions, lecturers.
 */
import type {
  CourseSourcesBody,
  CourseSourcesResponse,
  ItemCreateBody,
  ItemDetail,
  ItemKind,
  ItemListQuery,
  ItemListResponse,
  ItemPricesBody,
  ItemTypeBody,
  ItemUpdateBody,
  LecturerListResponse,
  ProfessionsResponse,
  StatusBody,
  TeachsBody,
  TeachsResponse,
  TicketsBody,
} from '../../server/src/contract/items.ts';
import { http } from './http.ts';

const base = (kind: ItemKind) => `/lecturers/v2/${kind}`;
const one = (kind: ItemKind, id: number) => `${base(kind)}/${String(id)}`;

/** Loads one page of items with the list filters (`GET /lecturers/v2/{kind}`). */
export function fetchItems(
  kind: ItemKind,
  query: ItemListQuery,
  signal?: AbortSignal,
): Promise<ItemListResponse> {
  return http.request({ path: base(kind), query: { ...query }, ...(signal ? { signal } : {}) });
}

/** Loads one item (`GET /lecturers/v2/{kind}/{id}`). */
export function fetchItem(kind: ItemKind, id: number, signal?: AbortSignal): Promise<ItemDetail> {
  return http.request({ path: one(kind, id), ...(signal ? { signal } : {}) });
}

/** Creates an item from its basic information (`POST /lecturers/v2/{kind}`). */
export function createItem(kind: ItemKind, body: ItemCreateBody): Promise<ItemDetail> {
  return http.request({ method: 'POST', path: base(kind), body, json: true });
}

/** Saves some fields of an item (`PUT /lecturers/v2/{kind}/{id}`); JSON keeps empty lists. */
export function updateItem(kind: ItemKind, id: number, body: ItemUpdateBody): Promise<ItemDetail> {
  return http.request({ method: 'PUT', path: one(kind, id), body, json: true });
}

/** Deletes an item (`DELETE /lecturers/v2/{kind}/{id}`). */
export function deleteItem(kind: ItemKind, id: number): Promise<{ deleted: true }> {
  return http.request({ method: 'DELETE', path: one(kind, id) });
}

/** Sets (a finished cover upload's id) or removes ('') the cover (`POST .../cover`). */
export function setItemCover(kind: ItemKind, id: number, uploadId: string): Promise<ItemDetail> {
  return http.request({
    method: 'POST',
    path: `${one(kind, id)}/cover`,
    body: { upload_id: uploadId },
  });
}

/** Saves the normal price (`PUT .../prices`). */
export function saveItemPrices(
  kind: ItemKind,
  id: number,
  body: ItemPricesBody,
): Promise<ItemDetail> {
  return http.request({ method: 'PUT', path: `${one(kind, id)}/prices`, body });
}

/** Replaces a course's fundraising tickets (`PUT courses/{id}/fundraising_tickets`). */
export function saveTickets(id: number, body: TicketsBody): Promise<ItemDetail> {
  return http.request({
    method: 'PUT',
    path: `${one('courses', id)}/fundraising_tickets`,
    body,
    json: true,
  });
}

/** Sets a course's category and type (`PUT courses/{id}/type`). */
export function saveItemType(id: number, body: ItemTypeBody): Promise<ItemDetail> {
  return http.request({ method: 'PUT', path: `${one('courses', id)}/type`, body });
}

/** Loads a course's sources (`GET courses/{id}/course_sources`). */
export function fetchCourseSources(id: number): Promise<CourseSourcesResponse> {
  return http.request({ path: `${one('courses', id)}/course_sources` });
}

/** Replaces a course's sources (`PUT courses/{id}/course_sources`). */
export function saveCourseSources(
  id: number,
  body: CourseSourcesBody,
): Promise<CourseSourcesResponse> {
  return http.request({
    method: 'PUT',
    path: `${one('courses', id)}/course_sources`,
    body,
    json: true,
  });
}

/** The owner submits the item for review (`POST .../reviews`). */
export function submitForReview(kind: ItemKind, id: number): Promise<ItemDetail> {
  return http.request({ method: 'POST', path: `${one(kind, id)}/reviews` });
}

/** Moves the item along the status machine (`PUT .../status`). */
export function moveItemStatus(kind: ItemKind, id: number, body: StatusBody): Promise<ItemDetail> {
  return http.request({ method: 'PUT', path: `${one(kind, id)}/status`, body });
}

/** Loads the item's lecturers (`GET .../teachs`). */
export function fetchTeachs(kind: ItemKind, id: number): Promise<TeachsResponse> {
  return http.request({ path: `${one(kind, id)}/teachs` });
}

/** Adds a co-lecturer (`POST .../teachs`). */
export function addTeach(kind: ItemKind, id: number, lecturerId: number): Promise<TeachsResponse> {
  return http.request({
    method: 'POST',
    path: `${one(kind, id)}/teachs`,
    body: { lecturer_id: lecturerId },
  });
}

/** Replaces the lecturers with their shares and permissions (`PUT .../teachs`). */
export function saveTeachs(kind: ItemKind, id: number, body: TeachsBody): Promise<TeachsResponse> {
  return http.request({ method: 'PUT', path: `${one(kind, id)}/teachs`, body, json: true });
}

/** Finds lecturers to add as co-lecturers (`GET /lecturers/v2/lecturers`). */
export function fetchLecturers(keyword: string, page = 1): Promise<LecturerListResponse> {
  return http.request({ path: '/lecturers/v2/lecturers', query: { keyword, page } });
}

/** Loads the professions in the interface language (`GET /lecturers/v2/professions`). */
export function fetchProfessions(): Promise<ProfessionsResponse> {
  return http.request({ path: '/lecturers/v2/professions' });
}
