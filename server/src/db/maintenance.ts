/**
 * Hourly upkeep. Stale login counters and known addresses go (auth/rate-limit.ts). And what
 * PostgreSQL does by itself and PGlite does not: PGlite runs no autovacuum, so without it the
 * planner never learns the tables' sizes and counts cannot use index-only scans (the course
 * list's total took 2.6 times longer at 10,000 courses).
 *
 * PGlite runs each statement on the API's own thread: one `VACUUM ANALYZE` of the whole database
 * froze the process for 3.8 s at scale 100 (no request answered, none accepted, and the requests
 * under way then taught the admission queue a service time that turned the next ones away with
 * 503). It vacuums one table at a time instead, the event loop turning between them, so requests
 * are served between tables (the longest, the posts, takes about 0.9 s at scale 100).
 */
import { sql } from 'drizzle-orm';
import { forgetStaleLogins, type LoginPolicy } from '../auth/rate-limit.ts';
import { runEvery } from '../jobs/every.ts';
import { rowsOf, type Database, type DatabaseHandle } from './index.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * `VACUUM ANALYZE` of every table of the database (system catalogs included), one statement per
 * table, each on a later turn of the event loop (see the file comment); answers how many.
 */
export async function vacuumEachTable(db: Database): Promise<number> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select oid::regclass::text as name from pg_class where relkind in ('r', 'm') and relpersistence = 'p' order by relpages desc`,
  );
  for (const { name } of tables) {
    await new Promise((resolve) => setImmediate(resolve));
    // The name is as regclass prints it: schema-qualified and quoted where needed.
    await db.execute(sql.raw(`vacuum analyze ${name}`));
  }
  return tables.length;
}

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
      if (handle.kind === 'pglite') await vacuumEachTable(handle.db);
    },
    intervalMs,
    'Database maintenance failed',
    { db: handle.db, name: 'db-maintenance' },
  );
}
