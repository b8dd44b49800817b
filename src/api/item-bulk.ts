/**
 * Bulk actions of the catalogue lists under `/lecturers/v2/{kind}/bulk` (their own module so the
 * item screens that share the items module do not carry them): a status change and a move to the
 * trash.
 */
import type {
  BulkStatusBody,
  BulkStatusResponse,
  BulkTrashResponse,
  ItemKind,
  itemsContract,
} from '../../server/src/contract/items.ts';
import { itemsOperations } from '../../server/src/contract/plain/items.ts';
import { call } from './call.ts';
import { typed } from './operation.ts';

const operations = typed<typeof itemsContract>(itemsOperations);

/** Moves the selected items to one status, each by its allowed move (`POST .../bulk/status`). */
export function bulkItemStatus(
  kind: ItemKind,
  ids: readonly number[],
  status: BulkStatusBody['status'],
): Promise<BulkStatusResponse> {
  return call(operations.bulkStatus, {
    params: { kind },
    body: { ids: [...ids], status },
    json: true,
  });
}

/** Moves the selected items that may be deleted to the trash (`POST .../bulk/trash`). */
export function bulkTrashItems(kind: ItemKind, ids: readonly number[]): Promise<BulkTrashResponse> {
  return call(operations.bulkTrash, { params: { kind }, body: { ids: [...ids] }, json: true });
}
