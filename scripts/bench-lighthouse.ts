/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, its default simulated throttling) on Debian's
 * Chromium, logged in, on the login page and one route of each screen family on both hosts (the
 * admin host as admin@example.com, the lecturer host as teacher@example.com), in zh-TW.
 *
 * Starts the product like `npm start --fresh` on free ports, creates a course with a chapter and a
 * lecture as the teacher, then runs Lighthouse `--runs` times (default 3) per route and prints the
 * median performance and accessibility scores, LCP, TBT and CLS per route against the goals of
 * issue 14 (performance ≥ 0.98, accessibility 1.00, LCP ≤ 1.0 s, TBT ≤ 50 ms, CLS ≤ 0.01), and one
 * JSON line. Measures only: it fails only when a run does not complete. `--only <name,...>` keeps the
 * routes whose family is one of the names or whose path contains one (`--only home,orders`).
 * `--save <dir>` writes each run's Lighthouse report there (`<host>-<family>-<run>.json`), to read
 * the LCP element, its breakdown and the render-blocking requests.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import lighthouse from 'lighthouse';
import { DEMO_PASSWORD } from '../server/src/seed/accounts.ts';
import { post, startProduct } from './bench-product.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { freePort } from './postgres.ts';

const root = new URL('..', import.meta.url).pathname;
const dataDir = '.data/bench-lighthouse';
const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const RUNS = Number(argument('--runs') ?? 3);
const ONLY = argument('--only')
  ?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const SAVE = argument('--save');

const goals = { performance: 0.98, accessibility: 1, lcpMs: 1000, tbtMs: 50, cls: 0.01 };

type Role = 'admin' | 'teacher' | null;

/** One measured route: who opens it and where. */
interface Target {
  readonly family: string;
  readonly role: Role;
  readonly url: string;
}

/** One Lighthouse run's figures. */
interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's CPU benchmark of the run (lower: a busier machine, and a longer TBT). */
  benchmarkIndex: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function login(api: string, email: string): Promise<string> {
  const { token } = await post<{ token: string }>(api, '/v2/auth/login', null, {
    email,
    password: DEMO_PASSWORD,
  });
  return token;
}

/** The routes measured: the login page, then each screen family on both hosts. */
async function targets(origins: {
  api: string;
  admin: string;
  lecturer: string;
}): Promise<{ list: Target[]; tokens: Record<'admin' | 'teacher', string> }> {
  const tokens = {
    admin: await login(origins.api, 'admin@example.com'),
    teacher: await login(origins.api, 'teacher@example.com'),
  };
  const course = await post<{ id: number }>(origins.api, '/lecturers/v2/courses', tokens.teacher, {
    title: 'Lighthouse benchmark',
  });
  const base = `/lecturers/v2/courses/${String(course.id)}/chapters`;
  const chapters = await post<{ data: { id: number; lectures: { id: number }[] }[] }>(
    origins.api,
    `${base}/outline`,
    tokens.teacher,
    { chapters: [{ title: 'Getting started', lectures: [{ title: 'Installing the tools' }] }] },
  );
  const chapter = chapters.data[0];
  const lecture = chapter?.lectures[0];
  if (!chapter || !lecture) throw new Error('the outline was not created');
  const item = `/courses/${String(course.id)}`;
  const families: [string, string][] = [
    ['home', '/'],
    ['item list', '/courses'],
    ['basic info', `${item}/infos/basic`],
    ['chapters', `${item}/chapters`],
    ['lecture', `${item}/chapters/${String(chapter.id)}/lectures/${String(lecture.id)}`],
    ['normal price', `${item}/prices/normal`],
    ['compiler', '/compilers'],
    ['coupon list', '/coupons'],
    ['interactions', '/interactions'],
  ];
  /** Screens of the administrators' host only. */
  const adminFamilies: [string, string][] = [
    ['orders', '/orders'],
    ['applies', '/finances/applies'],
  ];
  const list: Target[] = [{ family: 'login', role: null, url: `${origins.admin}/login` }];
  for (const [role, origin] of [
    ['admin', origins.admin],
    ['teacher', origins.lecturer],
  ] as const) {
    for (const [family, path] of role === 'admin' ? [...families, ...adminFamilies] : families) {
      list.push({ family, role, url: `${origin}${path}` });
    }
  }
  const wanted = (target: Target) =>
    !ONLY ||
    ONLY.some((name) => target.family === name || new URL(target.url).pathname.includes(name));
  return {
    list: list.filter(wanted),
    tokens,
  };
}

/** Puts a role's session in the browser (the one cookie both hosts read), or none. */
async function signInAs(
  context: BrowserContext,
  role: Role,
  tokens: Record<'admin' | 'teacher', string>,
): Promise<void> {
  await context.clearCookies();
  if (role) {
    await context.addCookies([
      { name: 'token', value: tokens[role], domain: 'localhost', path: '/' },
    ]);
  }
}

async function measure(url: string, port: number, saveAs?: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // Keep the session cookie: Lighthouse clears the origin's storage otherwise.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError, environment } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  if (saveAs) writeFileSync(saveAs, JSON.stringify(result.lhr));
  return {
    performance: categories['performance']?.score ?? Number.NaN,
    accessibility: categories['accessibility']?.score ?? Number.NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    benchmarkIndex: environment.benchmarkIndex,
  };
}

async function main(): Promise<void> {
  const product = await startProduct(dataDir);
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  // A persistent context is the browser's default one: the tabs Lighthouse opens share its cookies.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...chromiumArgs, `--remote-debugging-port=${String(port)}`],
  });
  try {
    const { list, tokens } = await targets(product.origins);
    const rows: (Target & Figures & { host: string })[] = [];
    for (const target of list) {
      await signInAs(context, target.role, tokens);
      const runs: Figures[] = [];
      const host = target.url.startsWith(product.origins.lecturer) ? 'lecturer' : 'admin';
      if (SAVE) mkdirSync(SAVE, { recursive: true });
      for (let run = 0; run < RUNS; run += 1) {
        const name = `${host}-${target.family.replaceAll(' ', '-')}-${String(run + 1)}.json`;
        runs.push(await measure(target.url, port, SAVE ? join(SAVE, name) : undefined));
      }
      const pick = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
      const row = {
        ...target,
        host,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        benchmarkIndex: pick('benchmarkIndex'),
      };
      rows.push(row);
      console.info(
        `${row.host.padEnd(8)} ${row.family.padEnd(12)} perf ${row.performance.toFixed(2)}  a11y ${row.accessibility.toFixed(2)}  LCP ${(row.lcpMs / 1000).toFixed(2)} s  TBT ${row.tbtMs.toFixed(0)} ms  CLS ${row.cls.toFixed(3)}  CPU index ${row.benchmarkIndex.toFixed(0)}`,
      );
    }
    const missed = rows.filter(
      (row) =>
        row.performance < goals.performance ||
        row.accessibility < goals.accessibility ||
        row.lcpMs > goals.lcpMs ||
        row.tbtMs > goals.tbtMs ||
        row.cls > goals.cls,
    );
    console.info(
      `\nmedian of ${String(RUNS)} runs per route; goals: performance ≥ ${String(goals.performance)}, accessibility ${goals.accessibility.toFixed(2)}, LCP ≤ ${String(goals.lcpMs / 1000)} s, TBT ≤ ${String(goals.tbtMs)} ms, CLS ≤ ${String(goals.cls)}; ${String(rows.length - missed.length)} of ${String(rows.length)} routes meet all`,
    );
    console.info(JSON.stringify({ runs: RUNS, goals, rows }));
  } finally {
    await context.close();
    await product.stop();
    rmSync(profile, { recursive: true, force: true });
    rmSync(join(root, dataDir), { recursive: true, force: true });
  }
}

await main();
