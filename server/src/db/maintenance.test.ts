import { sql, type SQL } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { openTestApi } from '../testing/harness.ts';
import { loginPolicy } from '../auth/rate-limit.ts';
import { jobLeases, loginAddresses, loginLimits } from './schema.ts';
import { startMaintenance, vacuumEachTable } from './maintenance.ts';

const api = await openTestApi({ mount: () => [] });

// A run keeps its lease for the interval (jobs/every.ts): each test starts as a new hour would.
afterEach(async () => {
  await api.db.delete(jobLeases);
});

async function one(query: SQL): Promise<number> {
  const result = (await api.db.execute(query)) as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
}

it('gives the planner the tables’ sizes on PGlite, which has no autovacuum', async () => {
  const stop = startMaintenance(api.handle, loginPolicy(api.env));
  await stop();
  if (api.handle.kind !== 'pglite') return;
  // What the planner believes the course table holds is what it holds.
  expect(
    await one(sql`select reltuples::float8 as n from pg_class where relname = 'courses'`),
  ).toBe(await one(sql`select count(*)::int as n from courses`));
  // Every page is marked all-visible: counts may use index-only scans.
  expect(
    await one(
      sql`select relallvisible::int - relpages::int as n from pg_class where relname = 'courses'`,
    ),
  ).toBe(0);
});

it('forgets stale login counters and known addresses, and keeps live ones', async () => {
  const policy = loginPolicy(api.env);
  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms);
  const day = 86_400_000;
  await api.db.insert(loginLimits).values([
    { key: 'account:old@example.com', failures: 3, lastFailureAt: ago(2 * day) },
    { key: 'account:new@example.com', failures: 3, lastFailureAt: ago(60_000) },
    {
      key: 'account:blocked@example.com',
      failures: 9,
      lastFailureAt: ago(2 * day),
      blockedUntil: new Date(now + 60_000),
    },
  ]);
  await api.db.insert(loginAddresses).values([
    {
      account: 'old@example.com',
      address: '192.0.2.1',
      lastSuccessAt: ago(policy.knownAddressMs + day),
    },
    { account: 'new@example.com', address: '192.0.2.1', lastSuccessAt: ago(day) },
  ]);
  await startMaintenance(api.handle, policy)();
  expect(
    (await api.db.select({ key: loginLimits.key }).from(loginLimits)).map((row) => row.key).sort(),
  ).toEqual(['account:blocked@example.com', 'account:new@example.com']);
  expect(
    (await api.db.select({ account: loginAddresses.account }).from(loginAddresses)).map(
      (row) => row.account,
    ),
  ).toEqual(['new@example.com']);
});

it('vacuums one table at a time on PGlite, the event loop turning between them', async () => {
  if (api.handle.kind !== 'pglite') return;
  // A timer that needs the loop to turn counts the turns the upkeep leaves to requests.
  let turns = 0;
  let counting = true;
  const count = () => {
    if (!counting) return;
    turns += 1;
    setImmediate(count);
  };
  setImmediate(count);
  const tables = await vacuumEachTable(api.db);
  counting = false;
  // Every table of the schema and the catalogs (one statement for all would leave one turn).
  expect(tables).toBeGreaterThan(50);
  expect(turns).toBeGreaterThanOrEqual(tables);
});
