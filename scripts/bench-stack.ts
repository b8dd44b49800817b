/**
 * The API under benchmark: a fresh database (a PGlite folder, or a throw-away PostgreSQL) seeded
 * with the demo marketplace at a scale, the API on it as a child process in production mode on a
 * free port, and tokens of the demo admin and lecturer. Shared by `bench:api` and `bench:load`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/src/db/index.ts';
import { DEMO_PASSWORD } from '../server/src/seed/accounts.ts';
import { demoCounts, seedDemo } from '../server/src/seed/demo.ts';
import { startChildService, type ChildService } from '../server/src/testing/child-service.ts';
import { freePort, startThrowawayPostgres } from './postgres.ts';

const root = new URL('..', import.meta.url).pathname;

/** The course list with every filter of seed section 7 and an order (the list screen's worst case). */
export const FILTERED_COURSES =
  '/lecturers/v2/courses?category=programming&keyword=python&status=PUBLISH&order=price_desc&page=1';

/** A database the benchmarks run on. */
export type BenchDatabase = 'pglite' | 'postgres';

/** A running API with its data, ready to be loaded. */
export interface BenchStack {
  readonly port: number;
  readonly tokens: Readonly<Record<'admin' | 'teacher', string>>;
  readonly courses: number;
  /** Stops the API and the database and removes their files. */
  stop(): Promise<void>;
}

/** The API as a child process (production mode) on a port, ready when its contract answers. */
function startApi(env: Record<string, string>, port: number): Promise<ChildService> {
  return startChildService({
    name: 'The API',
    args: [join(root, 'server/src/main.ts')],
    env: {
      ...env,
      NODE_ENV: 'production',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${String(port)}`,
    },
    readyUrl: `http://127.0.0.1:${String(port)}/openapi.json`,
    timeoutMs: 60_000,
  });
}

/** Seeds a fresh `database` at `scale`, starts the API on it and logs the demo accounts in. */
export async function startBenchStack(
  database: BenchDatabase,
  scale: number,
  env: Readonly<Record<string, string>> = {},
  /**
   * A database already seeded (`npm run seed`) at `scale`, used as it is and kept: a PGlite data
   * folder, or a PostgreSQL URL when `database` is postgres.
   */
  seeded?: string,
): Promise<BenchStack> {
  const keptFolder = database === 'pglite' ? seeded : undefined;
  const folder = keptFolder ?? mkdtempSync(join(tmpdir(), 'bench-api-'));
  const cleanup: (() => Promise<void>)[] = [
    () => {
      if (keptFolder === undefined) rmSync(folder, { recursive: true, force: true });
      return Promise.resolve();
    },
  ];
  const stop = async () => {
    for (const step of cleanup.splice(0)) await step();
  };
  try {
    const apiEnv: Record<string, string> = { ...env, DATA_DIR: folder };
    if (database === 'postgres' && seeded !== undefined) apiEnv['DATABASE_URL'] = seeded;
    else if (database === 'postgres') {
      const server = await startThrowawayPostgres();
      cleanup.unshift(() => server.stop());
      apiEnv['DATABASE_URL'] = server.url;
    }
    const location = apiEnv['DATABASE_URL'] ?? join(folder, 'pglite');
    const seedStart = performance.now();
    const handle = await openDatabase(location);
    const counts =
      seeded === undefined
        ? await seedDemo(handle.db, { scale, twdToUsdRate: 0.036 })
        : demoCounts(scale);
    await handle.close();
    console.info(
      `[${database}] ${seeded === undefined ? 'seeded' : `opened ${seeded} (seeded before) at`} scale ${String(scale)} in ` +
        `${((performance.now() - seedStart) / 1000).toFixed(1)} s: ` +
        `${String(counts.courses)} courses, ${String(counts.lectures)} lectures, ` +
        `${String(counts.interactions)} student posts`,
    );
    const port = await freePort();
    const api = await startApi(apiEnv, port);
    cleanup.unshift(api.stop);
    const tokens = { admin: '', teacher: '' };
    for (const who of ['admin', 'teacher'] as const) {
      const response = await fetch(`http://127.0.0.1:${String(port)}/v2/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: `${who}@example.com`, password: DEMO_PASSWORD }),
      });
      const body = (await response.json()) as { token?: string };
      if (response.status !== 200 || !body.token)
        throw new Error(`Login of ${who}: ${JSON.stringify(body)}`);
      tokens[who] = body.token;
    }
    return { port, tokens, courses: counts.courses, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
