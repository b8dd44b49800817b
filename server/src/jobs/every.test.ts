/**
 * Timed jobs with a lease: two runners on one database (as two API processes would be) never run
 * the same job at once, nor twice within its interval; a lease is renewed while its run lasts,
 * kept until the next run is due, and taken over once a killed holder's has run out.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { jobLeases } from '../db/schema.ts';
import { openTestApi } from '../testing/harness.ts';
import { runEvery } from './every.ts';

const api = await openTestApi({ demoFiles: false });
const HOUR_MS = 3_600_000;

/** A promise and its resolver. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open: () => open() };
}

const leaseOf = async (name: string) =>
  (await api.db.select().from(jobLeases).where(eq(jobLeases.name, name)))[0];

afterEach(async () => {
  await api.db.delete(jobLeases);
});

describe('runEvery with a lease', () => {
  it('skips the run of a second runner while the first runs and until its interval is up', async () => {
    const lease = { db: api.db, name: 'test-job' };
    const started = gate();
    const finish = gate();
    const firstRuns: number[] = [];
    const stopFirst = runEvery(
      async () => {
        firstRuns.push(1);
        started.open();
        await finish.opened;
      },
      HOUR_MS,
      'first',
      lease,
    );
    await started.opened;
    expect((await leaseOf('test-job'))?.holder).toBeTruthy();

    let secondRuns = 0;
    const stopSecond = runEvery(
      () => {
        secondRuns += 1;
        return Promise.resolve();
      },
      HOUR_MS,
      'second',
      lease,
    );
    // Stopping waits for the attempt in progress: it asked for the lease and was refused.
    await stopSecond();
    expect(secondRuns).toBe(0);

    finish.open();
    await stopFirst();
    expect(firstRuns).toEqual([1]);
    // Kept until the next run is due (an hour less a minute): another runner is refused now…
    const kept = await leaseOf('test-job');
    expect(kept?.until.getTime()).toBeGreaterThan(Date.now() + HOUR_MS - 2 * 60_000);
    let early = 0;
    await runEvery(
      () => {
        early += 1;
        return Promise.resolve();
      },
      HOUR_MS,
      'early',
      lease,
    )();
    expect(early).toBe(0);
    // …and runs once that time has come.
    await api.db
      .update(jobLeases)
      .set({ until: sql`now() - interval '1 second'` })
      .where(eq(jobLeases.name, 'test-job'));
    const third = gate();
    const stopThird = runEvery(
      () => {
        third.open();
        return Promise.resolve();
      },
      HOUR_MS,
      'third',
      lease,
    );
    await third.opened;
    await stopThird();
  });

  it('runs jobs of other names alongside', async () => {
    const finish = gate();
    const started = gate();
    const stopFirst = runEvery(
      async () => {
        started.open();
        await finish.opened;
      },
      HOUR_MS,
      'first',
      { db: api.db, name: 'one-job' },
    );
    await started.opened;
    const other = gate();
    const stopOther = runEvery(
      () => {
        other.open();
        return Promise.resolve();
      },
      HOUR_MS,
      'other',
      { db: api.db, name: 'another-job' },
    );
    await other.opened;
    await stopOther();
    finish.open();
    await stopFirst();
  });

  it('renews the lease while a run lasts longer than it', async () => {
    let first: Date | undefined;
    let renewed: Date | undefined;
    // The run goes on until the lease's end has moved (a renewal), within a deadline.
    await runEvery(
      async () => {
        first = (await leaseOf('long-job'))?.until;
        const deadline = Date.now() + 10_000;
        while (Date.now() < deadline && first) {
          const until = (await leaseOf('long-job'))?.until;
          if (until && until > first) {
            renewed = until;
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },
      HOUR_MS,
      'long',
      { db: api.db, name: 'long-job', ttlMs: 300 },
    )();
    expect(first).toBeInstanceOf(Date);
    expect(renewed).toBeInstanceOf(Date);
  });

  it('takes over a lease that has run out (its holder was killed), not one still running', async () => {
    await api.db.insert(jobLeases).values({
      name: 'held-job',
      holder: 'a live process',
      until: sql`now() + interval '1 hour'`,
    });
    let runs = 0;
    const count = () => {
      runs += 1;
      return Promise.resolve();
    };
    await runEvery(count, HOUR_MS, 'held', { db: api.db, name: 'held-job' })();
    expect(runs).toBe(0);
    expect((await leaseOf('held-job'))?.holder).toBe('a live process');

    await api.db
      .update(jobLeases)
      .set({ until: sql`now() - interval '1 second'` })
      .where(eq(jobLeases.name, 'held-job'));
    await runEvery(count, HOUR_MS, 'expired', { db: api.db, name: 'held-job' })();
    expect(runs).toBe(1);
    expect((await leaseOf('held-job'))?.holder).not.toBe('a live process');
  });
});
