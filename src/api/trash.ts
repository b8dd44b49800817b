/**
 * The trash (`/lecturers/v2/trash`): what the viewer deleted or owns (a lecturer), or what the
 * areas they hold keys for deleted (an administrator), for 30 days; restoring one entry.
 */
import type { trashContract } from '../../server/src/contract/trash.ts';
import { trashOperations, type TrashKind } from '../../server/src/contract/plain/trash.ts';
import { call } from './call.ts';
import { typed, type AnswerOf } from './operation.ts';

const operations = typed<typeof trashContract>(trashOperations);

/** One page of the trash. */
export type TrashList = AnswerOf<typeof trashContract.list>;
/** What a restore brought back. */
export type TrashRestored = AnswerOf<typeof trashContract.restore>;

/** Loads one page of the trash, optionally of one kind (`GET /lecturers/v2/trash`). */
export function fetchTrash(
  query: { readonly page: number; readonly kind?: TrashKind },
  signal?: AbortSignal,
): Promise<TrashList> {
  return call(operations.list, { query: { ...query }, signal });
}

/** Puts a deleted thing back (`POST /lecturers/v2/trash/{trash_id}/restore`). */
export function restoreFromTrash(trashId: number): Promise<TrashRestored> {
  return call(operations.restore, { params: { trash_id: trashId } });
}
