/** Background jobs of the API process. */
import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { jobLeases } from '../db/schema.ts';

/**
 * A job that must not run in two API processes at once on one database: its runs take the lease
 * `name` (table `job_leases`) first. A lease row rather than PostgreSQL advisory locks: a session
 * lock belongs to one connection and the pool hands each query any connection (a transaction lock
 * would pin one for the whole run), and a row runs out by itself when its process is killed.
 * On PGlite (one process) the lease is always free.
 */
export interface JobLease {
  readonly db: Database;
  readonly name: string;
  /** How long a lease lasts unless renewed (renewed every third of it while the run lasts). */
  readonly ttlMs?: number;
}

const DEFAULT_LEASE_MS = 5 * 60_000;

const leaseEnd = (ttlMs: number) => sql`now() + ${`${String(ttlMs)} milliseconds`}::interval`;

/**
 * Takes the lease `name` for `holder` when nobody holds it or its holder's has run out (one
 * atomic statement, the database's clock); answers whether it did.
 */
async function takeLease(db: Database, name: string, holder: string, ttlMs: number) {
  const taken = await db
    .insert(jobLeases)
    .values({ name, holder, until: leaseEnd(ttlMs) })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, until: leaseEnd(ttlMs) },
      setWhere: lt(jobLeases.until, sql`now()`),
    })
    .returning({ holder: jobLeases.holder });
  return taken.length > 0;
}

/**
 * Runs `task` under the lease: nothing (answers false) when another runner holds it; else the
 * task, renewing the lease every third of its length. At the end the lease is kept until the next
 * run is due (`intervalMs` after this one began, less a tenth, at most a minute, so that the
 * runner's own next tick finds it free): across the processes the job runs once per interval,
 * by whichever process ticks first.
 */
async function underLease(
  lease: JobLease,
  holder: string,
  intervalMs: number,
  task: () => Promise<unknown>,
) {
  const { db, name } = lease;
  const began = Date.now();
  const ttlMs = lease.ttlMs ?? DEFAULT_LEASE_MS;
  if (!(await takeLease(db, name, holder, ttlMs))) return false;
  const mine = and(eq(jobLeases.name, name), eq(jobLeases.holder, holder));
  const renewal = setInterval(() => {
    db.update(jobLeases)
      .set({ until: leaseEnd(ttlMs) })
      .where(mine)
      .catch((error: unknown) => {
        console.error(`Renewing the lease of ${name} failed`, error);
      });
  }, ttlMs / 3);
  renewal.unref();
  try {
    await task();
  } finally {
    clearInterval(renewal);
    const slack = Math.min(intervalMs / 10, 60_000);
    const rest = Math.round(intervalMs - (Date.now() - began) - slack);
    if (rest > 0)
      await db
        .update(jobLeases)
        .set({ until: leaseEnd(rest) })
        .where(mine);
    else await db.delete(jobLeases).where(mine);
  }
  return true;
}

/**
 * Runs a task now and every `intervalMs` (the timer does not keep the process alive), never two
 * runs at once; with `lease`, once per interval across the processes on its database (a run
 * whose lease another process holds, running or done within the interval, is skipped). A failure is logged with `label`. Answers a
 * function that stops it and waits for a run in progress.
 */
export function runEvery(
  task: () => Promise<unknown>,
  intervalMs: number,
  label: string,
  lease?: JobLease,
): () => Promise<void> {
  const holder = randomUUID();
  const attempt = lease ? () => underLease(lease, holder, intervalMs, task) : task;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= attempt()
      .then(() => undefined)
      .catch((error: unknown) => {
        console.error(label, error);
      })
      .finally(() => {
        running = null;
      });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
