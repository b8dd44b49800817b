/**
 * `npm run bench:orders [-- --scale N --data-dir DIR --database pglite|postgres --requests N
 * --seconds S --concurrency C]`: seeds the demo at a scale (default 100: about 100,000 orders)
 * into a fresh database, or uses a PGlite folder already seeded with `npm run seed -- --scale N`
 * (`--data-dir`, kept as it is: seeding scale 100 takes minutes) or a PostgreSQL seeded so
 * (`--database postgres --database-url URL`), starts the API as a child
 * process (bench-stack.ts) and, as admin@example.com, load-tests the orders list (first page, a
 * status, keywords, a date range, filter=PAID&filter=COURSE, page 50), after `GET /v2/me` as the
 * floor of any authenticated request on this machine: keep-alive connections,
 * 10 at once, warm-up, then N requests or S seconds each; p50 and p99. Then exports every order
 * as CSV and prints its time, bytes and rows, the API process's RSS and heap (sampled every 50 ms
 * inside it through NODE_OPTIONS) before and during the export, by quarter of the export, and
 * its kernel peak RSS during the export (VmHWM after clear_refs), to show the streamed export
 * holds a constant amount of memory. One JSON line at the end.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import { parseArgs } from 'node:util';
import { startBenchStack, type BenchDatabase } from './bench-stack.ts';

const { values: args } = parseArgs({
  options: {
    scale: { type: 'string', default: '100' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    database: { type: 'string', default: 'pglite' },
    requests: { type: 'string', default: '500' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '30' },
  },
});
const scale = Number(args.scale);
const total = Number(args.requests);
const seconds = Number(args.seconds);
const concurrency = Number(args.concurrency);
const warmup = Number(args.warmup);
const database = args.database as BenchDatabase;

/** Samples `pid rss heapUsed` every 50 ms into BENCH_MEMORY_FILE, in every process it loads in. */
const probe = `import{appendFileSync}from'node:fs';const f=process.env.BENCH_MEMORY_FILE;setInterval(()=>{const m=process.memoryUsage();appendFileSync(f,process.pid+' '+Date.now()+' '+m.rss+' '+m.heapUsed+'\\n')},50).unref();`;

interface Sample {
  readonly pid: number;
  readonly at: number;
  readonly rss: number;
  readonly heap: number;
}

/** The API's samples (the process with the largest heap: not the tsx wrapper). */
function apiSamples(file: string): Sample[] {
  const samples = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [pid = 0, at = 0, rss = 0, heap = 0] = line.split(' ').map(Number);
      return { pid, at, rss, heap };
    });
  const heaviest = samples.reduce<Sample | null>(
    (best, sample) => (best === null || sample.heap > best.heap ? sample : best),
    null,
  );
  return samples.filter((sample) => sample.pid === heaviest?.pid);
}

const MIB = 1024 * 1024;

/**
 * Peak RSS and heap (MiB) of the samples between two times, and how many there were (the probe's
 * timer waits while PGlite, in the API's thread, runs a query: long queries leave gaps).
 */
function peak(samples: readonly Sample[], from: number, to: number) {
  const within = samples.filter((sample) => sample.at >= from && sample.at <= to);
  const mib = (values: readonly number[]) =>
    values.length === 0 ? null : Number((Math.max(...values) / MIB).toFixed(1));
  return {
    samples: within.length,
    rss_mib: mib(within.map((sample) => sample.rss)),
    heap_mib: mib(within.map((sample) => sample.heap)),
  };
}

/** The kernel's peak RSS (VmHWM, MiB) of a process, or null (not Linux). */
function kernelPeakRss(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
    return Number((Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024).toFixed(1));
  } catch {
    return null;
  }
}

/** Resets a process's peak RSS so VmHWM measures from now (Linux; ignored elsewhere). */
function resetPeakRss(pid: number): void {
  try {
    writeFileSync(`/proc/${String(pid)}/clear_refs`, '5');
  } catch {
    // Not Linux, or not allowed: VmHWM then holds the peak since the API started.
  }
}

interface Answer {
  readonly status: number;
  readonly bytes: number;
  readonly lines: number;
  readonly total: string | undefined;
}

/** A GET, its answer counted as it streams in (bytes and line ends), not kept. */
function get(agent: Agent, port: number, path: string, token: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const headers = { authorization: `Bearer ${token}` };
    const req = request({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
      let bytes = 0;
      let lines = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines += 1;
      });
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          bytes,
          lines,
          total: response.headers['x-total-count']?.toString(),
        }),
      );
      response.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Fires `count` requests (or until `deadline`), `concurrency` at a time. */
async function load(fire: () => Promise<Answer>, count: number, deadline: number) {
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
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
  return { latencies: latencies.sort((a, b) => a - b), errors };
}

if (![scale, total, seconds, concurrency, warmup].every((n) => Number.isInteger(n) && n >= 0)) {
  console.error('--scale, --requests, --seconds, --concurrency and --warmup take whole numbers.');
  process.exit(2);
}
process.on('SIGINT', () => process.exit(130));
const probeFolder = mkdtempSync(join(tmpdir(), 'bench-orders-'));
const memoryFile = join(probeFolder, 'memory.txt');
const stack = await startBenchStack(
  database,
  scale,
  {
    BENCH_MEMORY_FILE: memoryFile,
    NODE_OPTIONS:
      `${process.env['NODE_OPTIONS'] ?? ''} --import=data:text/javascript,${encodeURIComponent(probe)}`.trim(),
  },
  args['database-url'] ?? (args['data-dir'] === undefined ? undefined : join(args['data-dir'])),
);
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
try {
  const { port, tokens } = stack;
  const base = '/lecturers/v2/orders';
  const scenarios = {
    // The floor: an authenticated request that reads the session and answers (one query).
    'who am I (floor)': '/v2/me',
    'first page': `${base}?page=1`,
    status: `${base}?status=REFUNDED&page=1`,
    // A fifth of the members' e-mails contain "learner1": the count reads about 22,000 orders.
    'keyword, broad': `${base}?keyword=learner1&page=1`,
    'keyword, one e-mail': `${base}?keyword=learner42%40example.com&page=1`,
    'keyword, order number': `${base}?keyword=ORD-20261126&page=1`,
    'date range': `${base}?from=2026-09-01&to=2026-09-30&page=1`,
    'filter PAID and COURSE': `${base}?filter=PAID&filter=COURSE&page=1`,
    'page 50': `${base}?page=50`,
  };
  const results = [];
  for (const [scenario, path] of Object.entries(scenarios)) {
    const fire = () => get(agent, port, path, tokens.admin);
    const first = await fire();
    if (first.status !== 200) throw new Error(`${path}: ${String(first.status)}`);
    await load(fire, warmup, Number.POSITIVE_INFINITY);
    const run = await load(fire, total, performance.now() + seconds * 1000);
    results.push({
      scenario,
      requests: run.latencies.length,
      errors: run.errors,
      p50: Number(percentile(run.latencies, 50).toFixed(1)),
      p99: Number(percentile(run.latencies, 99).toFixed(1)),
    });
    console.info(
      `[${database}] GET ${path}: p50 ${String(results.at(-1)?.p50)} ms, p99 ${String(results.at(-1)?.p99)} ms (${String(run.latencies.length)} requests, ${String(run.errors)} errors)`,
    );
  }
  const before = Date.now();
  await new Promise((done) => setTimeout(done, 500));
  const apiPid = apiSamples(memoryFile)[0]?.pid ?? 0;
  const rssBefore = peak(apiSamples(memoryFile), before, Date.now()).rss_mib;
  resetPeakRss(apiPid);
  const started = Date.now();
  const exported = await get(agent, port, `${base}/export`, tokens.admin);
  const ended = Date.now();
  await new Promise((done) => setTimeout(done, 200));
  if (exported.status !== 200) throw new Error(`export: ${String(exported.status)}`);
  const samples = apiSamples(memoryFile);
  const quarter = (ended - started) / 4;
  const exportResult = {
    ms: ended - started,
    bytes: exported.bytes,
    rows: exported.lines - 1,
    x_total_count: exported.total,
    api_before: peak(samples, before, started),
    api_rss_before_mib: rssBefore,
    /** The kernel's peak RSS of the API from the start of the export (no sampling gaps). */
    api_peak_rss_during_export_mib: kernelPeakRss(apiPid),
    api_during: peak(samples, started, ended),
    api_by_quarter: [0, 1, 2, 3].map((q) =>
      peak(samples, started + q * quarter, started + (q + 1) * quarter),
    ),
  };
  console.info(
    `[${database}] exported ${String(exportResult.rows)} orders (${String(exported.bytes)} bytes) in ${String(exportResult.ms)} ms; API RSS ${String(rssBefore)} MiB before, kernel peak during the export ${String(exportResult.api_peak_rss_during_export_mib)} MiB; sampled before ${JSON.stringify(exportResult.api_before)}, during ${JSON.stringify(exportResult.api_during)}, by quarter ${JSON.stringify(exportResult.api_by_quarter)}`,
  );
  console.info(JSON.stringify({ database, scale, lists: results, export: exportResult }));
} finally {
  agent.destroy();
  await stack.stop();
  rmSync(probeFolder, { recursive: true, force: true });
}
