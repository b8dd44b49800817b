/**
 * Posts as the contract answers them: each with its course, lecture, author and files, read for a
 * whole page at once (one query per kind of related row, never one per post).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { reply, thread } from '../../contract/interactions.ts';
import type { Database, Transaction } from '../../db/index.ts';
import {
  courses,
  interactionFiles,
  interactionReplies,
  lectures,
  uploads,
  users,
} from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import type { InteractionRow } from '../../interactions/access.ts';
import { fileUrl } from '../../items/detail.ts';

type Reader = Database | Transaction;

/** A post as answered. */
export type ThreadAnswer = z.input<typeof thread>;

/** A reply as answered. */
export type ReplyAnswer = z.input<typeof reply>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Rows of `ids` as a map by id (nothing asked: nothing read). */
async function byId<T extends { id: number }>(
  ids: readonly number[],
  read: (ids: number[]) => Promise<T[]>,
): Promise<Map<number, T>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  return new Map((await read(unique)).map((row) => [row.id, row]));
}

/** The people (authors) of some ids. */
export function peopleOf(tx: Reader, ids: readonly number[]) {
  return byId(ids, (list) =>
    tx
      .select({ id: users.id, name: users.name, avatar_url: users.avatarUrl })
      .from(users)
      .where(inArray(users.id, list)),
  );
}

/** Serialises post rows, in their order. */
export async function serializeThreads(
  tx: Reader,
  env: Env,
  rows: readonly InteractionRow[],
): Promise<ThreadAnswer[]> {
  if (rows.length === 0) return [];
  // One after another: a transaction is one connection, which runs one query at a time.
  const people = await peopleOf(
    tx,
    rows.map((row) => row.authorId),
  );
  const courseRows = await byId(
    rows.map((row) => row.courseId),
    (list) =>
      tx
        .select({ id: courses.id, title: courses.title, kind: courses.kind })
        .from(courses)
        .where(inArray(courses.id, list)),
  );
  const lectureRows = await byId(
    rows.flatMap((row) => (row.lectureId === null ? [] : [row.lectureId])),
    (list) =>
      tx
        .select({ id: lectures.id, title: lectures.title })
        .from(lectures)
        .where(inArray(lectures.id, list)),
  );
  const creationIds = rows.filter((row) => row.type === 'creations').map((row) => row.id);
  const files =
    creationIds.length === 0
      ? []
      : await tx
          .select({
            interactionId: interactionFiles.interactionId,
            id: uploads.id,
            name: uploads.filename,
            size: uploads.size,
            mimeType: uploads.mimeType,
          })
          .from(interactionFiles)
          .innerJoin(uploads, eq(uploads.id, interactionFiles.uploadId))
          .where(inArray(interactionFiles.interactionId, creationIds))
          .orderBy(asc(interactionFiles.id));
  return rows.map((row) => {
    const course = courseRows.get(row.courseId);
    const lecture = row.lectureId === null ? undefined : lectureRows.get(row.lectureId);
    return {
      id: row.id,
      type: row.type,
      course: course ?? { id: row.courseId, title: '', kind: 'courses' as const },
      lecture: lecture ?? null,
      author: people.get(row.authorId) ?? { id: row.authorId, name: '', avatar_url: null },
      title: row.type === 'discussions' || row.type === 'creations' ? (row.title ?? '') : null,
      body: row.body,
      score: row.type === 'feedbacks' ? row.score : null,
      solved: row.type === 'discussions' ? row.solved : null,
      published: row.type === 'creations' ? row.published : null,
      display: row.display,
      responded: row.respondedAt !== null,
      waiting: row.handledAt === null,
      reply_count: row.replyCount,
      last_reply_at: iso(row.lastReplyAt),
      files: files
        .filter((file) => file.interactionId === row.id)
        .map((file) => ({
          id: file.id,
          name: file.name,
          size: file.size,
          url: fileUrl(env, file.id),
          image: file.mimeType.startsWith('image/'),
        })),
      created_at: row.createdAt.toISOString(),
    };
  });
}

/** The replies of a post, oldest first. */
export async function repliesOf(tx: Reader, interactionId: number): Promise<ReplyAnswer[]> {
  const rows = await tx
    .select()
    .from(interactionReplies)
    .where(eq(interactionReplies.interactionId, interactionId))
    .orderBy(asc(interactionReplies.id));
  const people = await peopleOf(
    tx,
    rows.map((row) => row.authorId),
  );
  return rows.map((row) => ({
    id: row.id,
    author: people.get(row.authorId) ?? { id: row.authorId, name: '', avatar_url: null },
    staff: row.staff,
    body: row.body,
    display: row.display,
    created_at: row.createdAt.toISOString(),
  }));
}
