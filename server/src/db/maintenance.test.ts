import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../testing/harness.ts';
import { startMaintenance } from './maintenance.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ mount: () => [] });
});
afterAll(() => api.close());

async function one(query: SQL): Promise<number> {
  const result = (await api.db.execute(query)) as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
}

it('gives the planner the tables’ sizes on PGlite, which has no autovacuum', async () => {
  const stop = startMaintenance(api.handle);
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
