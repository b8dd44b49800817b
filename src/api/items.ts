/**
 * Catalogue items (courses, ebooks, articles) under `/lecturers/v2/{kind}`: the list, one item and
 * its writes (each answers with the whole item).
 */
import type {
  ItemCreateBody,
  ItemDetail,
  ItemKind,
  ItemListQuery,
  ItemListResponse,
  ItemUpdateBody,
  itemsContract,
  StatusBody,
} from '../../server/src/contract/items.ts';
import { itemsOperations } from '../../server/src/contract/plain/items.ts';
import { call } from './call.ts';
import { typed } from './operation.ts';

const operations = typed<typeof itemsContract>(itemsOperations);

/** Loads one page of items with the list filters (`GET /lecturers/v2/{kind}`). */
export function fetchItems(
  kind: ItemKind,
  query: ItemListQuery,
  signal?: AbortSignal,
): Promise<ItemListResponse> {
  return call(operations.list, { params: { kind }, query: { ...query }, signal });
}

/** Loads one item (`GET /lecturers/v2/{kind}/{id}`). */
export function fetchItem(kind: ItemKind, id: number, signal?: AbortSignal): Promise<ItemDetail> {
  return call(operations.get, { params: { kind, id }, signal });
}

/** Creates an item from its basic information (`POST /lecturers/v2/{kind}`). */
export function createItem(kind: ItemKind, body: ItemCreateBody): Promise<ItemDetail> {
  return call(operations.create, { params: { kind }, body, json: true });
}

/** Saves some fields of an item (`PUT /lecturers/v2/{kind}/{id}`); JSON keeps empty lists. */
export function updateItem(kind: ItemKind, id: number, body: ItemUpdateBody): Promise<ItemDetail> {
  return call(operations.update, { params: { kind, id }, body, json: true });
}

/** Deletes an item (`DELETE /lecturers/v2/{kind}/{id}`). */
export function deleteItem(
  kind: ItemKind,
  id: number,
): Promise<{ deleted: true; trash_id: number }> {
  return call(operations.remove, { params: { kind, id } });
}

/** Sets (a finished cover upload's id) or removes ('') the cover (`POST .../cover`). */
export function setItemCover(kind: ItemKind, id: number, uploadId: string): Promise<ItemDetail> {
  return call(operations.cover, { params: { kind, id }, body: { upload_id: uploadId } });
}

/** The owner submits the item for review (`POST .../reviews`). */
export function submitForReview(kind: ItemKind, id: number): Promise<ItemDetail> {
  return call(operations.review, { params: { kind, id } });
}

/** Moves the item along the status machine (`PUT .../status`). */
export function moveItemStatus(kind: ItemKind, id: number, body: StatusBody): Promise<ItemDetail> {
  return call(operations.status, { params: { kind, id }, body });
}
