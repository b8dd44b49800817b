/**
 * Hourly upkeep. Stale login counters and known addresses go (auth/rate-limit.ts). And what
 * PostgreSQL does by itself and PGlite does not: PGlite runs no autovacuum, so without it the
 * planner never learns the tables' sizes and counts cannot use index-only scans (the course
 * list's total took 2.6 times longer at 10,000 courses).
 */
import { sql } from 'drizzle-orm';
import { forgetStaleLogins, type LoginPolicy } from '../auth/rate-limit.ts';
import { runEvery } from '../jobs/every.ts';
import type { DatabaseHandle } from './index.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs the upkeep now and every `intervalMs`, in one process at a time on a shared database (lease
 * `db-maintenance`); answers a function that stops it.
 */
export function startMaintenance(
  handle: DatabaseHandle,
  logins: LoginPolicy,
  intervalMs = HOUR_MS,
): () => Promise<void> {
  return runEvery(
    async () => {
      await forgetStaleLogins(handle.db, new Date(), logins);
      if (handle.kind === 'pglite') await handle.db.execute(sql`vacuum analyze`);
    },
    intervalMs,
    'Database maintenance failed',
    { db: handle.db, name: 'db-maintenance' },
  );
}
