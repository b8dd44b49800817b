/**
 * Contract of the trash (docs/decisions.md, "Trash"): what a deletion keeps for 30 days, listed
 * per host within the viewer's scope, and restoring one entry. A deletion that goes to the trash
 * answers the entry's id as `trash_id`, for "undo".
 */
import { z } from 'zod';
import { isoDateTime } from './dates.ts';
import { listMeta, paging } from './courses.ts';
import { wholeNumber } from './numbers.ts';
import { MAX_INTEGER } from './plain/operation.ts';
import { withSchemas } from './operation.ts';
import { trashKinds, trashOperations } from './plain/trash.ts';

const id = z.number().int();

/** A deletion's answer field: the trash entry that can restore it. */
export const trashId = id.describe('The trash entry that restores what was deleted (undo)');

/** `GET .../trash` query. */
export const trashListQuery = z.object({
  kind: z.enum(trashKinds).optional(),
  ...paging,
});

/** One thing in the trash. */
export const trashEntry = z.object({
  id,
  kind: z.enum(trashKinds),
  /** The thing's id (again its id once restored). */
  subject_id: id,
  title: z.string(),
  /** The item a chapter, lecture or attachment was part of. */
  item_id: id.nullable(),
  /** The lecturer it belongs to, named (null: the platform's). */
  owner: z.object({ id, name: z.string() }).nullable(),
  deleted_by: z.object({ id, name: z.string() }).nullable(),
  deleted_at: isoDateTime,
  /** When it goes for good. */
  expires_at: isoDateTime,
});

/** `GET .../trash`: newest deletion first. */
export const trashListResponse = z.object({ data: z.array(trashEntry), meta: listMeta });

/** `POST .../trash/{trash_id}/restore` path. */
export const trashParams = z.object({ trash_id: wholeNumber(1, MAX_INTEGER) });

/** `POST .../trash/{trash_id}/restore`: what came back. */
export const trashRestoreResponse = z.object({
  kind: z.enum(trashKinds),
  subject_id: id,
  item_id: id.nullable(),
});

export type TrashEntry = z.output<typeof trashEntry>;
export type TrashListResponse = z.output<typeof trashListResponse>;

/** The trash operations with their schemas. */
export const trashContract = withSchemas(trashOperations, {
  list: { query: trashListQuery, response: trashListResponse },
  restore: { params: trashParams, response: trashRestoreResponse },
});
