/**
 * `npm run bench:api [-- --scale N --requests N --seconds S --concurrency C --only pglite|postgres]`:
 * seeds the demo marketplace (default scale 10) into a fresh PGlite folder, then into a throw-away
 * PostgreSQL, starts the API on each as a child process (NODE_ENV=production, free port), logs in
 * as admin@example.com and teacher@example.com, and load-tests `GET /v2/me`,
 * `GET /lecturers/v2/courses?page=1` and the filtered course list (category, keyword, status and
 * order) as both: keep-alive connections, 10 at once, 200 warm-up requests, then 2,000 requests
 * or 10 s. Prints a table (p50 and p99 per scenario) and one JSON line; writes nothing to the repo.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/src/db/index.ts';
import { DEMO_PASSWORD } from '../server/src/seed/accounts.ts';
import { seedDemo } from '../server/src/seed/demo.ts';
import { startChildService, type ChildService } from '../server/src/testing/child-service.ts';
import { freePort, startThrowawayPostgres, type ThrowawayPostgres } from './postgres.ts';

const root = new URL('..', import.meta.url).pathname;

/** The course list with every filter of seed section 7 and an order (the list screen's worst case). */
const FILTERED_COURSES =
  '/lecturers/v2/courses?category=programming&keyword=python&status=PUBLISH&order=price_desc&page=1';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '10' },
    requests: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '200' },
    only: { type: 'string' },
  },
});
const scale = Number(args.scale);
const total = Number(args.requests);
const seconds = Number(args.seconds);
const concurrency = Number(args.concurrency);
const warmup = Number(args.warmup);

/** One measured scenario. */
interface Result {
  readonly database: 'pglite' | 'postgres';
  readonly scenario: string;
  readonly requests: number;
  /** Answers other than 200 (should be 0). */
  readonly errors: number;
  readonly p50: number;
  readonly p99: number;
  readonly rps: number;
}

interface Answer {
  readonly status: number;
  readonly body: string;
}

function send(
  agent: Agent,
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, method, path, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', fail);
    });
    req.on('error', fail);
    req.end(body);
  });
}

/** Fires `count` requests (or until `deadline`), `concurrency` at a time; returns latencies in ms. */
async function load(
  fire: () => Promise<Answer>,
  count: number,
  deadline: number,
): Promise<{ latencies: number[]; errors: number; elapsed: number }> {
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const begin = performance.now();
  const worker = async () => {
    while (started < count && performance.now() < deadline) {
      started += 1;
      const t0 = performance.now();
      const answer = await fire();
      latencies.push(performance.now() - t0);
      if (answer.status !== 200) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, errors, elapsed: performance.now() - begin };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
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

async function benchDatabase(database: 'pglite' | 'postgres'): Promise<Result[]> {
  let server: ThrowawayPostgres | null = null;
  const folder = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const cleanup: (() => Promise<void>)[] = [];
  try {
    let env: Record<string, string>;
    if (database === 'postgres') {
      server = await startThrowawayPostgres();
      const pg = server;
      cleanup.push(() => pg.stop());
      env = { DATABASE_URL: server.url, DATA_DIR: folder };
    } else {
      env = { DATA_DIR: folder };
    }
    const location = env['DATABASE_URL'] ?? join(folder, 'pglite');
    const seedStart = performance.now();
    const handle = await openDatabase(location);
    const counts = await seedDemo(handle.db, { scale, twdToUsdRate: 0.036 });
    await handle.close();
    const seedSeconds = (performance.now() - seedStart) / 1000;
    console.info(
      `[${database}] seeded scale ${scale} in ${seedSeconds.toFixed(1)} s: ` +
        `${counts.courses} courses, ${counts.lectures} lectures`,
    );

    const port = await freePort();
    const api = await startApi(env, port);
    cleanup.unshift(api.stop);
    const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
    cleanup.unshift(() => {
      agent.destroy();
      return Promise.resolve();
    });
    const tokens: Record<string, string> = {};
    for (const who of ['admin', 'teacher'] as const) {
      const answer = await send(
        agent,
        port,
        'POST',
        '/v2/auth/login',
        { 'content-type': 'application/x-www-form-urlencoded' },
        new URLSearchParams({ email: `${who}@example.com`, password: DEMO_PASSWORD }).toString(),
      );
      const token = (JSON.parse(answer.body) as { token?: string }).token;
      if (answer.status !== 200 || !token) throw new Error(`Login of ${who}: ${answer.body}`);
      tokens[who] = token;
    }

    const results: Result[] = [];
    for (const path of ['/v2/me', '/lecturers/v2/courses?page=1', FILTERED_COURSES]) {
      for (const who of ['teacher', 'admin'] as const) {
        const headers = { authorization: `Bearer ${tokens[who] ?? ''}` };
        const fire = () => send(agent, port, 'GET', path, headers);
        const probe = await fire();
        if (probe.status !== 200)
          throw new Error(`${path} as ${who}: ${probe.status} ${probe.body}`);
        await load(fire, warmup, Number.POSITIVE_INFINITY);
        const run = await load(fire, total, performance.now() + seconds * 1000);
        const sorted = [...run.latencies].sort((a, b) => a - b);
        results.push({
          database,
          scenario: `GET ${path} (${who})`,
          requests: sorted.length,
          errors: run.errors,
          p50: Number(percentile(sorted, 50).toFixed(2)),
          p99: Number(percentile(sorted, 99).toFixed(2)),
          rps: Math.round(sorted.length / (run.elapsed / 1000)),
        });
      }
    }
    return results;
  } finally {
    for (const step of cleanup) await step();
    rmSync(folder, { recursive: true, force: true });
  }
}

if (![scale, total, seconds, concurrency, warmup].every((n) => Number.isInteger(n) && n >= 0)) {
  console.error('--scale, --requests, --seconds, --concurrency and --warmup take whole numbers.');
  process.exit(2);
}
// Ctrl-C: exit normally so a throw-away PostgreSQL is stopped and removed (its exit hook).
process.on('SIGINT', () => process.exit(130));
const databases = (['pglite', 'postgres'] as const).filter(
  (database) => !args.only || args.only === database,
);
const results: Result[] = [];
for (const database of databases) results.push(...(await benchDatabase(database)));

const header = ['database', 'scenario', 'requests', 'errors', 'p50 ms', 'p99 ms', 'req/s'];
const table = [
  header,
  ...results.map((r) => [
    r.database,
    r.scenario,
    String(r.requests),
    String(r.errors),
    r.p50.toFixed(2),
    r.p99.toFixed(2),
    String(r.rps),
  ]),
];
const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
console.info(
  `\nAPI benchmark: scale ${scale}, concurrency ${concurrency}, ${warmup} warm-up requests, ` +
    `then ${total} requests or ${seconds} s per scenario (NODE_ENV=production)\n`,
);
for (const row of table) {
  console.info(
    row
      .map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  '),
  );
}
console.info(
  JSON.stringify({ bench: 'api', scale, concurrency, warmup, requests: total, seconds, results }),
);
