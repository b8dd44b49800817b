/**
 * The moves the clock makes (status-machine.ts `dueMove`): a SCHEDULING item publishes at its
 * `scheduled_at`; a PRESALE course at its `fundraising_ends_at` goes to PREPARE when enough
 * students bought, else OFFLINE. The server runs them for every item on an interval and for one
 * item whenever it is read, so nobody sees an item in a status its time has passed.
 */
import { runEvery } from '../jobs/every.ts';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.ts';
import { courses } from '../db/schema.ts';
import type { ItemRow } from './access.ts';
import { dueMove } from './status-machine.ts';

/** How often the server looks for due items. */
export const DUE_INTERVAL_MS = 30_000;

/** Items each clock move changed. */
export interface DueResult {
  readonly published: number;
  readonly presalesClosed: number;
}

function rowCount(result: unknown): number {
  // node-postgres answers rowCount, PGlite affectedRows.
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

/** Makes every due clock move at `now` (two UPDATEs that find their rows by status first). */
export async function advanceDueItems(db: Database | Transaction, now: Date): Promise<DueResult> {
  const published = await db
    .update(courses)
    .set({ status: 'PUBLISH', updatedAt: now })
    .where(and(eq(courses.status, 'SCHEDULING'), lte(courses.scheduledAt, now)));
  const closed = await db
    .update(courses)
    .set({
      status: sql`case when ${courses.fundraisingThreshold} is not null and ${courses.presaleCount} >= ${courses.fundraisingThreshold} then 'PREPARE'::course_status else 'OFFLINE'::course_status end`,
      updatedAt: now,
    })
    .where(and(eq(courses.status, 'PRESALE'), lte(courses.fundraisingEndsAt, now)));
  return { published: rowCount(published), presalesClosed: rowCount(closed) };
}

/**
 * Makes the due clock move of one item (read with its row lock or not) and answers the item as it
 * is now. The UPDATE names the status it leaves, so a concurrent move is never overwritten.
 */
export async function applyDueMove(tx: Transaction, item: ItemRow, now: Date): Promise<ItemRow> {
  // The clock's moves do not depend on tickets: any ticket count will do.
  const to = dueMove({ ...item, ticketCount: 0 }, now);
  if (to === null) return item;
  const [moved] = await tx
    .update(courses)
    .set({ status: to, updatedAt: now })
    .where(and(eq(courses.id, item.id), eq(courses.status, item.status)))
    .returning();
  if (moved) return moved;
  // Another request moved it first: answer what it is now.
  const [current] = await tx.select().from(courses).where(eq(courses.id, item.id));
  return current ?? item;
}

/**
 * Runs advanceDueItems now and every `intervalMs` (unref'd), in one process at a time on a shared
 * database (lease `due-items`); answers a function that stops it.
 */
export function startDueItems(db: Database, intervalMs = DUE_INTERVAL_MS): () => Promise<void> {
  return runEvery(() => advanceDueItems(db, new Date()), intervalMs, 'Moving due items failed', {
    db,
    name: 'due-items',
  });
}
