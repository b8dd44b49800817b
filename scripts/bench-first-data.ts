/**
 * `npm run bench:first-data`: how long after its HTML arrives a screen shows its own data, on
 * localhost, for the routes a user opens most (a list, an edit form, the structure editor, on both
 * hosts). Each route is opened once to warm the browser (the last known session is then
 * remembered, as on any visit after the first), then `--runs` times (default 5); prints the median
 * and worst time from the end of the HTML response to the first data on screen, and when the
 * session and the screen's data were requested (parallel requests start within a few ms).
 * Goal (issue 14): ≤ 300 ms. Not a test: numbers for the closing note.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/src/seed/accounts.ts';
import { post, startProduct } from './bench-product.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;
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
  readonly path: (courseId: number) => string;
  /** The screen's data request (a part of its URL). */
  readonly request: string;
  /** The element that shows the screen's data. */
  readonly shown: Shown;
}

const cases: readonly Case[] = [
  {
    name: 'course list (lecturer)',
    host: 'lecturer',
    path: () => '/en/courses',
    request: '/lecturers/v2/courses?',
    shown: { selector: '.item-table__cover, table tbody tr' },
  },
  {
    name: 'course list (admin)',
    host: 'admin',
    path: () => '/en/courses',
    request: '/lecturers/v2/courses?',
    shown: { selector: '.item-table__cover, table tbody tr' },
  },
  {
    name: 'basic info (lecturer)',
    host: 'lecturer',
    path: (id) => `/en/courses/${String(id)}/infos/basic`,
    request: '/lecturers/v2/courses/',
    shown: { selector: '#basic-title', value: true },
  },
  {
    name: 'chapters (lecturer)',
    host: 'lecturer',
    path: (id) => `/en/courses/${String(id)}/chapters`,
    request: '/chapters',
    shown: { selector: '.lecture-row' },
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
  readonly htmlToData: number;
  readonly sessionAt: number;
  readonly dataAt: number;
}

async function measure(context: BrowserContext, url: string, item: Case): Promise<Sample> {
  const page = await context.newPage();
  await page.addInitScript(observe(item.shown));
  await page.goto(url);
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

    console.info(`bench:first-data: ${String(runs)} warm loads per route after one first visit`);
    console.info('route                    HTML→data median / worst   session req   data req');
    for (const item of cases) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.addCookies([
        { name: 'token', value: tokens[item.host], domain: 'localhost', path: '/' },
      ]);
      const url = `${product.origins[item.host]}${item.path(course.id)}`;
      const first = await measure(context, url, item);
      const samples: Sample[] = [];
      for (let run = 0; run < runs; run += 1) samples.push(await measure(context, url, item));
      await context.close();
      const times = samples.map((sample) => sample.htmlToData);
      console.info(
        `${item.name.padEnd(25)}${`${ms(median(times))} / ${ms(Math.max(...times))}`.padEnd(27)}${ms(median(samples.map((s) => s.sessionAt))).padEnd(14)}${ms(median(samples.map((s) => s.dataAt)))}   (first visit ${ms(first.htmlToData)})`,
      );
    }
  } finally {
    await browser.close();
    await product.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
