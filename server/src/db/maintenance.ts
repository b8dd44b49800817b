/**
 * Upkeep PostgreSQL does by itself and PGlite does not: PGlite runs no autovacuum, so without it
 * the planner never learns the tables' sizes and counts cannot use index-only scans (the course
 * list's total took 2.6 times longer at 10,000 courses). PostgreSQL's autovacuum needs no help.
 */
import { sql } from 'drizzle-orm';
import { runEvery } from '../jobs/every.ts';
import type { DatabaseHandle } from './index.ts';

const HOUR_MS = 60 * 60 * 1000;

/** On PGlite, runs VACUUM ANALYZE now and every `intervalMs`; answers a function that stops it. */
export function startMaintenance(
  handle: DatabaseHandle,
  intervalMs = HOUR_MS,
): () => Promise<void> {
  if (handle.kind !== 'pglite') return () => Promise.resolve();
  return runEvery(
    () => handle.db.execute(sql`vacuum analyze`),
    intervalMs,
    'Database maintenance failed',
  );
}
