/**
 * `npm run bench:api [-- --scale N --requests N --seconds S --concurrency C --only pglite|postgres
 * --database-url URL]`:
 * seeds the demo marketplace with its students' interactions (default scale 10: about 11,000
 * posts; 100: about 110,000) into a fresh PGlite folder, then into a throw-away PostgreSQL,
 * starts the API on each as a child process (NODE_ENV=production, free port), logs in as
 * admin@example.com and teacher@example.com, and load-tests `GET /v2/me`,
 * `GET /lecturers/v2/courses?page=1`, the filtered course list (category, keyword, status and
 * order), the interactions inbox (`GET /lecturers/v2/interactions/inbox?page=1`: the newest
 * waiting posts of every type; the admin's spans every course) and the waiting counts
 * (`GET /lecturers/v2/interactions/waiting`) as both, each list's keyword search (orders, members,
 * coupons, lecturers, creations, feedbacks, items: SCENARIOS), the command palette's search and the
 * dashboard; keep-alive
 * connections, 10 at once, 200
 * warm-up requests, then 2,000 requests or 10 s. Prints a table (p50 and p99 per scenario) and one
 * JSON line; writes nothing to the repo. `--database-url` uses a PostgreSQL seeded before
 * (`npm run seed -- --scale N` with DATABASE_URL; kept, its pending migrations applied) instead of
 * seeding a throw-away one.
 */
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import { FILTERED_COURSES, startBenchStack, type BenchDatabase } from './bench-stack.ts';

/** The inbox's first page (waiting posts of every type, newest first) and the waiting counts. */
const INBOX = '/lecturers/v2/interactions/inbox?page=1';
const WAITING = '/lecturers/v2/interactions/waiting';

/** Who loads a scenario. */
type Who = 'teacher' | 'admin';
const both: readonly Who[] = ['teacher', 'admin'];
const admin: readonly Who[] = ['admin'];

/**
 * Every scenario: the first pages, then each list's keyword search with a keyword that matches a
 * few rows at any scale (part of one e-mail, a name, an order number, a word of a title or a
 * post), then the waiting counts (the rail's and the admin dashboard's).
 */
const SCENARIOS: readonly { readonly path: string; readonly who: readonly Who[] }[] = [
  { path: '/v2/me', who: both },
  { path: '/lecturers/v2/courses?page=1', who: both },
  { path: FILTERED_COURSES, who: both },
  { path: INBOX, who: both },
  // Keyword searches.
  { path: '/lecturers/v2/orders?keyword=learner4242%40&page=1', who: admin },
  { path: '/lecturers/v2/orders?keyword=ORD-20261116-015113&page=1', who: admin },
  { path: '/lecturers/v2/members?keyword=learner4242&page=1', who: admin },
  { path: '/lecturers/v2/global_coupons?keyword=SUMMER&page=1', who: both },
  { path: '/lecturers/v2/lecturer-profiles?keyword=lecturer512%40&page=1', who: admin },
  {
    path: '/lecturers/v2/interactions/creations?keyword=%E7%8E%8B%E7%AD%B1%E6%B6%B5&page=1',
    who: both,
  },
  {
    path: '/lecturers/v2/interactions/feedbacks?search=%E7%8E%8B%E7%AD%B1%E6%B6%B5&page=1',
    who: both,
  },
  { path: '/lecturers/v2/courses?keyword=kubernetes&page=1', who: both },
  // The command palette's search (every kind the caller may open, five of each).
  { path: '/lecturers/v2/search?q=ORD-20261116-015113', who: admin },
  { path: '/lecturers/v2/search?q=learner4242%40', who: admin },
  { path: '/lecturers/v2/search?q=kubernetes', who: both },
  // The waiting counts.
  { path: WAITING, who: both },
  { path: '/lecturers/v2/dashboard', who: both },
];

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '10' },
    requests: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '200' },
    only: { type: 'string' },
    'database-url': { type: 'string' },
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

async function benchDatabase(database: BenchDatabase): Promise<Result[]> {
  const seeded = database === 'postgres' ? args['database-url'] : undefined;
  const stack = await startBenchStack(database, scale, {}, seeded);
  const { port, tokens } = stack;
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    const results: Result[] = [];
    for (const { path, who: whos } of SCENARIOS) {
      for (const who of whos) {
        const headers = { authorization: `Bearer ${tokens[who]}` };
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
    agent.destroy();
    await stack.stop();
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
