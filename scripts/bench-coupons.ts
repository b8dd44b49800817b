/**
 * `npm run bench:coupons [-- --database pglite|postgres --count N]`: seeds the demo (scale 1) into
 * a fresh database, starts the API as a child process (bench-stack.ts), creates a coupon as
 * teacher@example.com, generates 10,000 single-use codes in one action, then exports them as the
 * coupon screen does (pages of per_page 10,000, then the CSV of server/src/contract/plain/csv.ts). Prints the time
 * of the generation and of the export, the API process's RSS before and at its peak (from /proc,
 * Linux only), the heap the export holds at its end, and this process's peak RSS (which includes
 * the seed); one JSON line at the end. Writes nothing to the repo.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { GeneratedCode } from '../server/src/contract/coupons.ts';
import { toCsv } from '../server/src/contract/plain/csv.ts';
import { startBenchStack, type BenchDatabase } from './bench-stack.ts';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'pglite' },
    count: { type: 'string', default: '10000' },
  },
});
const database = args.database as BenchDatabase;
const count = Number(args.count);

/**
 * Peak (`VmHWM`) or current (`VmRSS`) RSS in MiB of the processes started with
 * `API_PORT=<port>` (the API and its tsx wrapper): the largest of them.
 */
function apiRss(port: number, field: 'VmHWM' | 'VmRSS' = 'VmHWM'): number | null {
  let peak: number | null = null;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    try {
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (!environ.includes(`API_PORT=${String(port)}`)) continue;
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      peak = Math.max(peak ?? 0, kb / 1024);
    } catch {
      // Gone, or not ours to read.
    }
  }
  return peak;
}

/** The client's peak RSS in MiB. */
function clientPeakRss(): number {
  return process.resourceUsage().maxRSS / 1024;
}

const stack = await startBenchStack(database, 1);
try {
  const base = `http://127.0.0.1:${String(stack.port)}/lecturers/v2/global_coupons`;
  const headers = {
    authorization: `Bearer ${stack.tokens.teacher}`,
    'content-type': 'application/json',
  };
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer: unknown = await response.json();
    if (!response.ok)
      throw new Error(`${method} ${path}: ${String(response.status)} ${JSON.stringify(answer)}`);
    return answer;
  };
  const code = `BENCH${String(Date.now() % 1_000_000)}`;
  await call('POST', '', {
    code,
    title: 'Bench coupon',
    type: 'AMOUNT',
    amount: 100,
    scope: 'ALL',
    starts_at: new Date().toISOString(),
  });
  const apiBefore = apiRss(stack.port, 'VmRSS');
  const generateStart = performance.now();
  await call('POST', `/${code}/codes`, { prefix: 'B', count });
  const generateMs = performance.now() - generateStart;

  const heapBefore = process.memoryUsage().heapUsed;
  const exportStart = performance.now();
  const rows: string[][] = [['code', 'redeemed_at', 'member', 'created_at']];
  for (let page = 1, last = 1; page <= last; page++) {
    const answer = (await call('GET', `/${code}/codes?per_page=10000&page=${String(page)}`)) as {
      data: GeneratedCode[];
      meta: { last_page: number };
    };
    last = answer.meta.last_page;
    for (const made of answer.data)
      rows.push([made.code, made.redeemed_at ?? '', made.member_name ?? '', made.created_at]);
  }
  const csv = toCsv(rows);
  const exportMs = performance.now() - exportStart;
  // What the export holds at its end (the rows and the CSV), as a browser tab would.
  const exportHeapMib = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
  if (rows.length !== count + 1) throw new Error(`Exported ${String(rows.length - 1)} codes`);

  const result = {
    database,
    codes: count,
    generate_ms: Math.round(generateMs),
    export_ms: Math.round(exportMs),
    csv_bytes: Buffer.byteLength(csv),
    api_rss_before_mib: apiBefore?.toFixed(1) ?? 'n/a',
    api_peak_rss_mib: apiRss(stack.port)?.toFixed(1) ?? 'n/a',
    export_heap_mib: exportHeapMib.toFixed(1),
    client_peak_rss_mib: clientPeakRss().toFixed(1),
  };
  console.info(
    `[${database}] generated ${String(count)} codes in ${String(result.generate_ms)} ms`,
  );
  console.info(
    `[${database}] exported them (${String(result.csv_bytes)} bytes of CSV) in ${String(result.export_ms)} ms`,
  );
  console.info(
    `[${database}] API RSS ${result.api_rss_before_mib} MiB before, peak ${result.api_peak_rss_mib} MiB; the export holds ${result.export_heap_mib} MiB of heap (bench process peak RSS ${result.client_peak_rss_mib} MiB, with the seed)`,
  );
  console.info(JSON.stringify(result));
} finally {
  await stack.stop();
}
