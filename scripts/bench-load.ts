/**
 * `npm run bench:load [-- --scale N --connections C --seconds S --only pglite|postgres
 * --data-dir DIR]`: the API under a crowd. Seeds the demo marketplace (default scale 100: about
 * 10,000 courses) into a fresh PGlite folder, then into a throw-away PostgreSQL, starts the API on
 * each (production mode) and keeps `--connections` (default 100) keep-alive connections busy for
 * `--seconds` (default 60) with autocannon on the lecturer's course list, then the admin's.
 * `--data-dir` uses a PGlite data folder seeded before (`DATA_DIR=DIR npm run seed -- --scale N`)
 * instead of seeding one (kept; a run takes seconds instead of a minute and a half of seeding).
 *
 * Goals (issue 13): 0 errors (503 included) and no request over 2 s. Prints a table, what the
 * errors were (status codes, connection errors, timeouts) and one JSON line; writes nothing to the
 * repo.
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startBenchStack, type BenchDatabase } from './bench-stack.ts';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '100' },
    connections: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '60' },
    only: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});
const scale = Number(args.scale);
const connections = Number(args.connections);
const seconds = Number(args.seconds);
if (![scale, connections, seconds].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('--scale, --connections and --seconds take positive whole numbers.');
  process.exit(2);
}

/** The request every connection repeats. */
const PATH = '/lecturers/v2/courses?page=1';
/** Slowest acceptable answer. */
const GOAL_MS = 2_000;

/** One measured run. */
interface Result {
  readonly database: BenchDatabase;
  readonly who: 'teacher' | 'admin';
  readonly requests: number;
  readonly rps: number;
  /** Answers other than 2xx, connection errors and timeouts. */
  readonly errors: number;
  /** What the errors were: answers by status code, connection errors, timeouts. */
  readonly errorKinds: Readonly<Record<string, number>>;
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
}

/** The errors of a run by kind: each non-2xx status, connection errors and timeouts. */
function errorKinds(run: autocannon.Result): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const [code, stats] of Object.entries(run.statusCodeStats ?? {})) {
    if (!code.startsWith('2')) kinds[`HTTP ${code}`] = stats.count ?? 0;
  }
  // Autocannon counts a timeout among its errors too.
  if (run.errors - run.timeouts > 0) kinds['connection errors'] = run.errors - run.timeouts;
  if (run.timeouts > 0) kinds['timeouts'] = run.timeouts;
  return kinds;
}

async function benchDatabase(database: BenchDatabase): Promise<Result[]> {
  const seeded = database === 'pglite' ? args['data-dir'] : undefined;
  const stack = await startBenchStack(database, scale, {}, seeded);
  try {
    const results: Result[] = [];
    for (const who of ['teacher', 'admin'] as const) {
      const run = await autocannon({
        url: `http://127.0.0.1:${String(stack.port)}${PATH}`,
        connections,
        duration: seconds,
        timeout: 60,
        headers: { authorization: `Bearer ${stack.tokens[who]}` },
      });
      results.push({
        database,
        who,
        requests: run.requests.total,
        rps: Math.round(run.requests.average),
        errors: run.non2xx + run.errors + run.timeouts,
        errorKinds: errorKinds(run),
        p50: run.latency.p50,
        p99: run.latency.p99,
        max: run.latency.max,
      });
    }
    return results;
  } finally {
    await stack.stop();
  }
}

// Ctrl-C: exit normally so a throw-away PostgreSQL is stopped and removed (its exit hook).
process.on('SIGINT', () => process.exit(130));
const databases = (['pglite', 'postgres'] as const).filter(
  (database) => !args.only || args.only === database,
);
const results: Result[] = [];
for (const database of databases) results.push(...(await benchDatabase(database)));

const header = [
  'database',
  'as',
  'requests',
  'req/s',
  'errors',
  'p50 ms',
  'p99 ms',
  'max ms',
  'goal',
];
const table = [
  header,
  ...results.map((r) => [
    r.database,
    r.who,
    String(r.requests),
    String(r.rps),
    String(r.errors),
    String(r.p50),
    String(r.p99),
    String(r.max),
    r.errors === 0 && r.max <= GOAL_MS ? 'met' : 'missed',
  ]),
];
const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
console.info(
  `\nLoad: GET ${PATH}, scale ${String(scale)}, ${String(connections)} connections for ` +
    `${String(seconds)} s each (NODE_ENV=production); goal 0 errors and max ≤ ${String(GOAL_MS)} ms\n`,
);
for (const row of table) {
  console.info(
    row
      .map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  '),
  );
}
for (const r of results) {
  if (r.errors > 0)
    console.info(`errors of ${r.database} ${r.who}: ${JSON.stringify(r.errorKinds)}`);
}
console.info(JSON.stringify({ bench: 'load', scale, connections, seconds, results }));
