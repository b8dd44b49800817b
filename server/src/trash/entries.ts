/**
 * The trash: a deletion moves a thing with everything that went with it into one entry, kept for
 * 30 days; its owner (a lecturer, or administrators with its area's key) can restore it until the
 * purge removes the entry and the files of its uploads.
 */
import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import type { Role, Viewer } from '../auth/sessions.ts';
import { hasPermission } from '../auth/access.ts';
import { TRASH_DAYS, type TrashKind } from '../contract/plain/trash.ts';
import type { PermissionArea } from '../contract/plain/me.ts';
import type { Database, Transaction } from '../db/index.ts';
import { trashEntries, uploads, users } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Env } from '../env.ts';
import { runEvery } from '../jobs/every.ts';
import { removeStoredFiles, type StoredUpload } from '../uploads/targets.ts';
import { captureTree, deleteTree, restoreTree } from './capture.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A trash entry row. */
export type TrashRow = typeof trashEntries.$inferSelect;

/** What is deleted: its kind, row and scope. */
export interface TrashSubject {
  readonly kind: TrashKind;
  /** The table and id of the row deleted (its dependants go with it). */
  readonly table: PgTable;
  readonly id: number;
  readonly title: string;
  /** The lecturer it belongs to (null: the platform's). */
  readonly ownerId: number | null;
  readonly area: PermissionArea;
  /** The item a chapter, lecture or attachment is part of. */
  readonly itemId?: number | null;
  /** Uploads that belong to it: their rows and files stay until the purge. */
  readonly uploads?: readonly StoredUpload[];
}

/** The signed-in viewer's id (routes that delete are never public). */
export function viewerId(viewer: Viewer | null): number {
  if (!viewer) throw notFound();
  return viewer.id;
}

/** Moves a thing to the trash in the request's transaction; answers the entry's id. */
export async function moveToTrash(
  tx: Transaction,
  subject: TrashSubject,
  deletedBy: number,
  now = new Date(),
): Promise<number> {
  const capture = await captureTree(tx, subject.table, 'id', [subject.id]);
  await deleteTree(tx, subject.table, 'id', [subject.id], capture);
  const [entry] = await tx
    .insert(trashEntries)
    .values({
      kind: subject.kind,
      subjectId: subject.id,
      title: subject.title,
      ownerId: subject.ownerId,
      area: subject.area,
      itemId: subject.itemId ?? null,
      deletedBy,
      deletedAt: now,
      expiresAt: new Date(now.getTime() + TRASH_DAYS * DAY_MS),
      rows: capture.rows,
      links: capture.links,
      uploads: [...(subject.uploads ?? [])],
    })
    .returning({ id: trashEntries.id });
  if (!entry) throw new Error('trash entry not written');
  return entry.id;
}

/**
 * The entries a viewer may see and restore: a lecturer those of their own things and those they
 * deleted; an administrator those of the areas they hold the write key of.
 */
export function trashScope(viewer: Viewer, role: Role): SQL {
  if (role === 'TEACHER')
    return (
      or(eq(trashEntries.ownerId, viewer.id), eq(trashEntries.deletedBy, viewer.id)) ?? sql`false`
    );
  const areas = [...new Set(['v2_course', 'v2_coupon', 'v2_interaction'] as const)].filter((area) =>
    hasPermission(viewer.permissions, `${area}.write`),
  );
  return areas.length > 0 ? inArray(trashEntries.area, areas) : sql`false`;
}

/** The viewer's entries within their 30 days, newest first, optionally of one kind. */
export function trashListing(
  tx: Database | Transaction,
  viewer: Viewer,
  role: Role,
  kind: TrashKind | undefined,
  now: Date,
) {
  const owner = alias(users, 'owner');
  const deleter = alias(users, 'deleter');
  return tx
    .select({
      entry: trashEntries,
      ownerName: owner.name,
      deleterName: deleter.name,
    })
    .from(trashEntries)
    .leftJoin(owner, eq(owner.id, trashEntries.ownerId))
    .leftJoin(deleter, eq(deleter.id, trashEntries.deletedBy))
    .where(
      and(
        trashScope(viewer, role),
        gt(trashEntries.expiresAt, now),
        kind ? eq(trashEntries.kind, kind) : undefined,
      ),
    )
    .orderBy(desc(trashEntries.deletedAt), desc(trashEntries.id));
}

/** A PostgreSQL error's code (drizzle may wrap the driver's error). */
function sqlState(error: unknown): string | undefined {
  for (
    let at: unknown = error;
    at && typeof at === 'object';
    at = (at as { cause?: unknown }).cause
  ) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Restores an entry the viewer may see (404 otherwise): its rows go back with their ids and the
 * entry goes. A thing whose parent is gone (a lecture of a deleted chapter) or whose unique value
 * is taken again (a coupon code) is refused with a message (400) and nothing changes.
 */
export async function restoreEntry(
  tx: Transaction,
  viewer: Viewer,
  role: Role,
  id: number,
  now: Date,
): Promise<TrashRow> {
  const [entry] = await tx
    .select()
    .from(trashEntries)
    .where(and(eq(trashEntries.id, id), trashScope(viewer, role), gt(trashEntries.expiresAt, now)))
    .for('update');
  if (!entry) throw notFound();
  try {
    await restoreTree(tx, entry.rows, entry.links);
  } catch (error) {
    const state = sqlState(error);
    if (state === '23503') throw badRequest('trash.parentGone');
    if (state === '23505') throw badRequest('trash.taken');
    throw error;
  }
  await tx.delete(trashEntries).where(eq(trashEntries.id, entry.id));
  return entry;
}

/** Most entries one purge run removes. */
const PURGE_BATCH = 100;

/**
 * Removes entries past their 30 days with their uploads' rows; answers the uploads whose files
 * are to be removed once the transaction has committed.
 */
export async function purgeTrash(
  tx: Transaction,
  now: Date,
): Promise<{ entries: number; files: StoredUpload[] }> {
  const expired = await tx
    .select({ id: trashEntries.id, uploads: trashEntries.uploads })
    .from(trashEntries)
    .where(lt(trashEntries.expiresAt, now))
    .orderBy(asc(trashEntries.expiresAt))
    .limit(PURGE_BATCH)
    .for('update', { skipLocked: true });
  if (expired.length === 0) return { entries: 0, files: [] };
  await tx.delete(trashEntries).where(
    inArray(
      trashEntries.id,
      expired.map((entry) => entry.id),
    ),
  );
  const ids = expired.flatMap((entry) => entry.uploads.map((upload) => upload.id));
  const files =
    ids.length === 0
      ? []
      : await tx
          .delete(uploads)
          .where(inArray(uploads.id, ids))
          .returning({ id: uploads.id, kind: uploads.kind });
  return { entries: expired.length, files };
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Purges the expired trash now and every hour (files after each batch commits), in one process at
 * a time on a shared database (lease `trash-purge`); answers a stop.
 */
export function startTrashPurge(db: Database, env: Env, intervalMs = HOUR_MS): () => Promise<void> {
  return runEvery(
    async () => {
      for (;;) {
        const removed = await db.transaction((tx) => purgeTrash(tx, new Date()));
        await removeStoredFiles(env, removed.files);
        if (removed.entries < PURGE_BATCH) return;
      }
    },
    intervalMs,
    'Trash purge failed',
    { db, name: 'trash-purge' },
  );
}
