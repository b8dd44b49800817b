/**
 * `npm run bench:first-data`: how long a screen takes to show its own data, on localhost, for a
 * list, a form and an editor of each host and the home pages. Each route is opened first in a new
 * browser context (the first visit: nothing remembered), then `--runs` times (default 5) as a new
 * page of the same context (a new tab: the last known session is there, the tab's kept answers and
 * noted requests are not), `--runs` times reloaded in its tab (they are), and revisited within the
 * page: another screen opened through a link, and the route again through a link (the client
 * router, as a user moves between screens). Prints, from navigation start (the click, for the
 * revisit) to the first data on screen: the first visit, the median and worst new-tab load, the
 * median reload (and when its data request started after the HTML arrived), the median revisit;
 * and when a new tab's session and data requests started after its HTML arrived. Goals (issue 34): ≤ 150 ms on a first visit, ≤ 50 ms on a
 * revisit. Not a test: numbers for the closing note.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/src/seed/accounts.ts';
import { post, startProduct } from './bench-product.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
/** `--only <text>`: the routes whose name contains it. */
const only = process.argv.includes('--only')
  ? (process.argv[process.argv.indexOf('--only') + 1] ?? '')
  : '';
/** `--waterfall` prints every load's requests (start and end after the HTML, ms). */
const waterfall = process.argv.includes('--waterfall');

/** An element that shows data; an input shows it once it holds a value. */
interface Shown {
  readonly selector: string;
  readonly value?: boolean;
}

interface Case {
  readonly name: string;
  readonly host: 'admin' | 'lecturer';
  /** The route's path, given the benchmark's course and the first member of the members list. */
  readonly path: (ids: { readonly course: number; readonly member: number }) => string;
  /** The screen's data request (a part of its URL). */
  readonly request: string;
  /** The element that shows the screen's data. */
  readonly shown: Shown;
  /** A sidebar or rail link to another screen, and back to this one, for the revisit. */
  readonly away: string;
}

const cases: readonly Case[] = [
  {
    name: 'home (lecturer)',
    host: 'lecturer',
    path: () => '/en',
    request: '/dashboard',
    shown: { selector: 'a.figure-card .figure-card__value' },
    away: '/en/courses',
  },
  {
    name: 'home (admin)',
    host: 'admin',
    path: () => '/en',
    request: '/dashboard',
    shown: { selector: 'a.figure-card .figure-card__value' },
    away: '/en/courses',
  },
  {
    name: 'course list (lecturer)',
    host: 'lecturer',
    path: () => '/en/courses',
    request: '/lecturers/v2/courses?',
    shown: { selector: '.item-table__cover, table tbody tr' },
    away: '/en/coupons',
  },
  {
    name: 'course list (admin)',
    host: 'admin',
    path: () => '/en/courses',
    request: '/lecturers/v2/courses?',
    shown: { selector: '.item-table__cover, table tbody tr' },
    away: '/en/orders',
  },
  {
    name: 'orders (admin)',
    host: 'admin',
    path: () => '/en/orders?status=ALL',
    request: '/lecturers/v2/orders?',
    shown: { selector: 'table tbody tr' },
    away: '/en/members',
  },
  {
    name: 'member form (admin)',
    host: 'admin',
    path: ({ member }) => `/en/members/${String(member)}`,
    request: '/lecturers/v2/members/',
    shown: { selector: '#member-status' },
    away: '/en/members',
  },
  {
    name: 'basic info (lecturer)',
    host: 'lecturer',
    path: ({ course }) => `/en/courses/${String(course)}/infos/basic`,
    request: '/lecturers/v2/courses/',
    shown: { selector: '#basic-title', value: true },
    away: '/en/courses',
  },
  {
    name: 'chapters (lecturer)',
    host: 'lecturer',
    path: ({ course }) => `/en/courses/${String(course)}/chapters`,
    request: '/chapters',
    shown: { selector: '.lecture-row' },
    away: '/en/courses',
  },
];

/**
 * Records in the page when the data first shows (checked at every DOM change). A string: tsx
 * would add helpers to a function that the page does not have.
 */
const observe = (shown: Shown) => `
(() => {
  const shown = ${JSON.stringify(shown)};
  const check = () => {
    const element = document.querySelector(shown.selector);
    return element !== null && (!shown.value || element.value !== '');
  };
  const mark = () => {
    if (window.__shownAt !== undefined) return true;
    if (!check()) return false;
    window.__shownAt = performance.now();
    return true;
  };
  new MutationObserver((_records, observer) => {
    if (mark()) observer.disconnect();
  }).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener('input', mark, true);
})();
`;

interface Sample {
  /** From navigation start. */
  readonly toData: number;
  readonly htmlToData: number;
  readonly sessionAt: number;
  readonly dataAt: number;
}

/**
 * Loads the route in a new page of the context (a new tab), or, with `reloads`, loads it there
 * and then reloads it that many times (the same tab: its kept answers and noted requests), and
 * measures the last load.
 */
async function measure(
  context: BrowserContext,
  url: string,
  item: Case,
  reloads = 0,
): Promise<Sample> {
  const page = await context.newPage();
  await page.addInitScript(observe(item.shown));
  await page.goto(url);
  for (let count = 0; count < reloads; count += 1) {
    await page.waitForFunction(() => (window as { __shownAt?: number }).__shownAt !== undefined);
    // Let the first load settle (its requests noted) before the reload.
    await page.waitForLoadState('networkidle');
    await page.reload();
  }
  await page
    .waitForFunction(() => (window as { __shownAt?: number }).__shownAt !== undefined, undefined, {
      timeout: 60_000,
    })
    .catch(async (error: unknown) => {
      const text = await page.evaluate(() => document.body.innerText.slice(0, 400));
      throw new Error(`${item.name}: no data on ${page.url()}: ${text}`, { cause: error });
    });
  // A string for the same reason as `observe`.
  const sample = await page.evaluate<Sample>(`(() => {
    const end = performance.getEntriesByType('navigation')[0]?.responseEnd ?? 0;
    const resources = performance.getEntriesByType('resource');
    const startOf = (part) => (resources.find((entry) => entry.initiatorType === 'fetch' && entry.name.includes(part))?.startTime ?? NaN) - end;
    window.__resources = resources.map((e) => [Math.round(e.startTime - end), Math.round(e.responseEnd - end), e.name.replace(location.origin, '')]);
    return {
      toData: window.__shownAt ?? NaN,
      htmlToData: (window.__shownAt ?? NaN) - end,
      sessionAt: startOf('/v2/me'),
      dataAt: startOf(${JSON.stringify(item.request)}),
    };
  })()`);
  if (waterfall)
    console.info(
      await page.evaluate('window.__resources'),
      await page.evaluate(
        'window.__shownAt - performance.getEntriesByType("navigation")[0].responseEnd',
      ),
    );
  await page.close();
  return sample;
}

/**
 * Opens the route, then another screen through a link and the route again through a link (the
 * client router); answers the time from that last click to the data on screen.
 */
async function revisit(context: BrowserContext, url: string, item: Case): Promise<number> {
  const page = await context.newPage();
  await page.addInitScript(observe(item.shown));
  await page.goto(url);
  await page.waitForFunction(() => (window as { __shownAt?: number }).__shownAt !== undefined);
  const target = new URL(url);
  await page.evaluate(`(() => {
    const a = document.createElement('a');
    a.href = ${JSON.stringify(item.away)};
    a.id = 'bench-away';
    a.textContent = 'away';
    document.body.append(a);
    document.addEventListener('astro:page-load', () => { window.__swapped = true; }, { once: true });
  })()`);
  await page.evaluate(`document.getElementById('bench-away').click()`);
  await page.waitForFunction(() => (window as { __swapped?: boolean }).__swapped === true);
  // Settled: islands hydrated and the other screen's data shown (a list puts its filters in the
  // address first, a navigation of its own that would swallow the click).
  await page.waitForFunction(
    () =>
      document.querySelectorAll('astro-island[ssr]').length === 0 &&
      document.querySelector('main .skeleton, main [aria-busy="true"]') === null,
  );
  await page.evaluate(`(() => {
    const a = document.createElement('a');
    a.href = ${JSON.stringify(target.pathname + target.search)};
    a.id = 'bench-back';
    a.textContent = 'back';
    document.body.append(a);
    window.__shownAt = undefined;
    document.addEventListener('click', () => { window.__clickAt = performance.now(); }, { capture: true, once: true });
    const shown = ${JSON.stringify(item.shown)};
    const check = () => {
      const element = document.querySelector(shown.selector);
      return element !== null && (!shown.value || element.value !== '');
    };
    const observer = new MutationObserver(() => {
      if (window.__clickAt === undefined || window.__shownAt !== undefined) return;
      // The old screen's element counts only once the new page is swapped in.
      if (location.pathname !== ${JSON.stringify(target.pathname)}) return;
      if (check()) { window.__shownAt = performance.now(); observer.disconnect(); }
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  })()`);
  await page.evaluate(`document.getElementById('bench-back').click()`);
  await page
    .waitForFunction(() => (window as { __shownAt?: number }).__shownAt !== undefined, undefined, {
      timeout: 60_000,
    })
    .catch(async (error: unknown) => {
      const state = await page.evaluate(
        `JSON.stringify({ at: location.href, clickAt: window.__clickAt, found: document.querySelector(${JSON.stringify(item.shown.selector)}) !== null })`,
      );
      throw new Error(`${item.name}: no data on the revisit: ${String(state)}`, { cause: error });
    });
  const time = Number(await page.evaluate('window.__shownAt - window.__clickAt'));
  await page.close();
  return time;
}

const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-first-data-'));
  const product = await startProduct(dataDir);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const { api } = product.origins;
    const tokens = {
      lecturer: (
        await post<{ token: string }>(api, '/v2/auth/login', null, {
          email: 'teacher@example.com',
          password: DEMO_PASSWORD,
        })
      ).token,
      admin: (
        await post<{ token: string }>(api, '/v2/auth/login', null, {
          email: 'admin@example.com',
          password: DEMO_PASSWORD,
        })
      ).token,
    };
    const members = (await (
      await fetch(`${api}/lecturers/v2/members?page=1`, {
        headers: { Authorization: `Bearer ${tokens.admin}`, Accept: 'application/json' },
      })
    ).json()) as { data: { id: number }[] };
    const member = members.data[0]?.id ?? 1;
    const course = await post<{ id: number }>(api, '/lecturers/v2/courses', tokens.lecturer, {
      title: 'First data benchmark',
    });
    await post(
      api,
      `/lecturers/v2/courses/${String(course.id)}/chapters/outline`,
      tokens.lecturer,
      {
        chapters: [{ title: 'Chapter 1', lectures: [{ title: 'Lecture 1.1' }] }],
      },
    );

    console.info(
      `bench:first-data: from navigation start to data; ${String(runs)} loads and revisits per route after a first visit`,
    );
    console.info(
      'route                    first visit  new tab med / worst  reload (data req)  revisit   (new tab, after the HTML: session req, data req)',
    );
    for (const item of cases.filter((each) => each.name.includes(only))) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addCookies([
        { name: 'token', value: tokens[item.host], domain: 'localhost', path: '/' },
      ]);
      const url = `${product.origins[item.host]}${item.path({ course: course.id, member })}`;
      const first = await measure(context, url, item);
      const samples: Sample[] = [];
      const reloads: Sample[] = [];
      const revisits: number[] = [];
      for (let run = 0; run < runs; run += 1) samples.push(await measure(context, url, item));
      for (let run = 0; run < runs; run += 1) reloads.push(await measure(context, url, item, 1));
      for (let run = 0; run < runs; run += 1) revisits.push(await revisit(context, url, item));
      await context.close();
      const times = samples.map((sample) => sample.toData);
      const reloaded = reloads.map((sample) => sample.toData);
      console.info(
        `${item.name.padEnd(25)}${ms(first.toData).padEnd(13)}${`${ms(median(times))} / ${ms(Math.max(...times))}`.padEnd(20)}${`${ms(median(reloaded))} (${ms(median(reloads.map((s) => s.dataAt)))})`.padEnd(18)}${ms(median(revisits)).padEnd(10)}(${ms(median(samples.map((s) => s.sessionAt)))}, ${ms(median(samples.map((s) => s.dataAt)))})`,
      );
    }
  } finally {
    await browser.close();
    await product.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
