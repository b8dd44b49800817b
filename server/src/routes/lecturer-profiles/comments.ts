/**
 * The administrators' comments on a lecturer: the newest first, each with its author and time.
 * Editing keeps the author and marks the comment edited (`updated_at` after `created_at`).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  lecturerComment,
  lecturerCommentsQuery,
  lecturerCommentsResponse,
} from '../../contract/lecturer-profiles.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { lecturerComments, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { pagedList, readPage } from '../../http/paging.ts';

type Tx = Database | Transaction;

const columns = {
  id: lecturerComments.id,
  body: lecturerComments.body,
  authorId: lecturerComments.authorId,
  authorName: users.name,
  createdAt: lecturerComments.createdAt,
  updatedAt: lecturerComments.updatedAt,
};

type Row = {
  [K in keyof typeof columns]: K extends 'authorName'
    ? string | null
    : (typeof columns)[K]['_']['data'];
};

function serialize(row: Row): z.input<typeof lecturerComment> {
  return {
    id: row.id,
    body: row.body,
    author: row.authorName === null ? null : { id: row.authorId, name: row.authorName },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    edited: row.updatedAt.getTime() > row.createdAt.getTime(),
  };
}

/** One page of a lecturer's comments, the newest first. */
export async function listComments(
  tx: Tx,
  lecturerId: number,
  query: z.output<typeof lecturerCommentsQuery>,
): Promise<z.input<typeof lecturerCommentsResponse>> {
  const where = eq(lecturerComments.lecturerId, lecturerId);
  const { rows, total } = await readPage(
    tx,
    tx
      .select(columns)
      .from(lecturerComments)
      .leftJoin(users, eq(users.id, lecturerComments.authorId))
      .where(where)
      .orderBy(desc(lecturerComments.createdAt), desc(lecturerComments.id)),
    query,
  );
  return pagedList(rows.map(serialize), total, query);
}

async function loadComment(tx: Tx, lecturerId: number, commentId: number): Promise<Row> {
  const [row] = await tx
    .select(columns)
    .from(lecturerComments)
    .leftJoin(users, eq(users.id, lecturerComments.authorId))
    .where(and(eq(lecturerComments.id, commentId), eq(lecturerComments.lecturerId, lecturerId)));
  if (!row) throw notFound();
  return row;
}

function checked(body: string): string {
  if (body === '') throw badRequest('lecturer.commentEmpty', 'body');
  return body;
}

/** Writes a comment as the viewer. */
export async function createComment(
  tx: Tx,
  lecturerId: number,
  body: string,
  authorId: number,
): Promise<z.input<typeof lecturerComment>> {
  const [created] = await tx
    .insert(lecturerComments)
    .values({ lecturerId, authorId, body: checked(body) })
    .returning({ id: lecturerComments.id });
  if (!created) throw new Error('The comment was not written');
  return serialize(await loadComment(tx, lecturerId, created.id));
}

/** Edits a comment's body; its author stays, and it is marked edited. */
export async function updateComment(
  tx: Tx,
  lecturerId: number,
  commentId: number,
  body: string,
  now: Date,
): Promise<z.input<typeof lecturerComment>> {
  const text = checked(body);
  const before = await loadComment(tx, lecturerId, commentId);
  if (text !== before.body)
    await tx
      .update(lecturerComments)
      .set({ body: text, updatedAt: now })
      .where(eq(lecturerComments.id, commentId));
  return serialize(await loadComment(tx, lecturerId, commentId));
}

/** Deletes a comment. */
export async function deleteComment(
  tx: Tx,
  lecturerId: number,
  commentId: number,
): Promise<{ deleted: true }> {
  const gone = await tx
    .delete(lecturerComments)
    .where(and(eq(lecturerComments.id, commentId), eq(lecturerComments.lecturerId, lecturerId)))
    .returning({ id: lecturerComments.id });
  if (gone.length === 0) throw notFound();
  return { deleted: true };
}
