/**
 * `npm run bench:editor`: how the chapters screen feels on a big course on a slow machine.
 *
 * Starts the product like `npm start` (building the site first when it is stale) on its own free
 * ports with a fresh data folder, creates as teacher@example.com a course of 50 chapters and 400
 * lectures (`POST chapters/outline`), opens its chapters screen in Chromium with the CPU slowed 4
 * times (CDP `Emulation.setCPUThrottlingRate`), and times the open until every chapter on screen
 * shows its lecture rows, and until all 400 rows are mounted. Then it performs 20 drag moves with
 * the mouse (chapters and lectures, within and across chapters), 5 chapter renames (row menu,
 * Rename, a new title, Enter) and 10 collapse or expand clicks, and reports the worst
 * interaction-to-next-paint of each kind (the longest 'event' timing entry per interaction,
 * threshold 16 ms) and the page's JavaScript as gzip bytes (each script response compressed).
 * Prints a table and one JSON line; stops the product and removes its data folder.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../server/src/seed/accounts.ts';
import { post, startProduct } from './bench-product.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';

const root = new URL('..', import.meta.url).pathname;
const CHAPTERS = 50;
const LECTURES_PER_CHAPTER = 8;
const MOVES = 20;
const RENAMES = 5;
const TOGGLES = 10;
const CPU_SLOWDOWN = 4;
const dataDir = '.data/bench-editor';

/** What the page records: the longest event duration of each interaction. */
const observeInteractions = `
window.__interactions = {};
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (!entry.interactionId) continue;
    const known = window.__interactions[entry.interactionId] || 0;
    window.__interactions[entry.interactionId] = Math.max(known, entry.duration);
  }
}).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** The chapter titles and the first chapters' lecture titles, to tell whether a drag moved something. */
function signature(page: Page): Promise<string> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.structure__chapters > li')]
      .slice(0, 3)
      .map((chapter) => chapter.textContent)
      .join('|'),
  );
}

async function drag(page: Page, handle: string, target: string, where: 'above' | 'below') {
  const from = await page.locator(handle).first().boundingBox();
  const to = await page.locator(target).first().boundingBox();
  if (!from || !to) throw new Error(`Cannot drag ${handle} to ${target}`);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 4, { steps: 2 });
  const x = to.x + Math.min(40, to.width / 2);
  const y = where === 'above' ? to.y + 3 : to.y + to.height - 3;
  await page.mouse.move(x, y, { steps: 10 });
  await page.mouse.move(x, y + (where === 'above' ? -1 : 1), { steps: 2 });
  await page.mouse.up();
}

/** The longest interactions recorded since the last call, longest first (and starts afresh). */
async function takeInteractions(page: Page): Promise<number[]> {
  const durations = await page.evaluate(() => {
    const holder = window as unknown as { __interactions: Record<string, number> };
    const recorded = Object.values(holder.__interactions);
    holder.__interactions = {};
    return recorded;
  });
  return durations.toSorted((a, b) => b - a);
}

/** Every chapter block that reaches into the viewport shows its lecture rows. */
function visibleRowsShown(): boolean {
  const blocks = [...document.querySelectorAll('.structure__chapters > li')];
  return (
    document.querySelector('.lecture-row') !== null &&
    blocks
      .filter((block) => block.getBoundingClientRect().top < innerHeight)
      .every((block) => !block.hasAttribute('data-rows-pending'))
  );
}

/** Renames the chapter at position `n` through its row menu; waits for the saved title. */
async function rename(page: Page, n: number, title: string): Promise<void> {
  const block = page.locator(chapter(n));
  await block.locator('.chapter-block__header .row-menu__button').click();
  await page.getByRole('menuitem', { name: 'Rename', exact: true }).click();
  const field = block.locator('.chapter-block__rename input');
  await field.fill(title);
  await field.press('Enter');
  await block.locator('.chapter-block__title', { hasText: title }).waitFor();
}

/** The 20 moves: chapters over chapters, lectures within a chapter and into the next one. */
const chapter = (n: number) => `.structure__chapters > li:nth-child(${String(n)})`;
const lecture = (c: number, n: number) =>
  `${chapter(c)} .chapter-block__lectures > li:nth-child(${String(n)})`;
const moves: readonly (readonly [string, string, 'above' | 'below'])[] = [
  [`${chapter(2)} .chapter-block__handle`, `${chapter(1)} .chapter-block__header`, 'above'],
  [`${lecture(1, 1)} .lecture-row__handle`, lecture(1, 3), 'below'],
  [`${lecture(1, 2)} .lecture-row__handle`, lecture(2, 2), 'below'],
  [`${chapter(3)} .chapter-block__handle`, `${chapter(2)} .chapter-block__header`, 'above'],
  [`${lecture(2, 4)} .lecture-row__handle`, lecture(2, 1), 'above'],
];

async function main(): Promise<void> {
  const product = await startProduct(dataDir);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const { api, lecturer } = product.origins;
    const { token } = await post<{ token: string }>(api, '/v2/auth/login', null, {
      email: 'teacher@example.com',
      password: DEMO_PASSWORD,
    });
    const course = await post<{ id: number }>(api, '/lecturers/v2/courses', token, {
      title: 'Editor benchmark',
    });
    await post(api, `/lecturers/v2/courses/${String(course.id)}/chapters/outline`, token, {
      chapters: Array.from({ length: CHAPTERS }, (_, c) => ({
        title: `Chapter ${String(c + 1)}`,
        lectures: Array.from({ length: LECTURES_PER_CHAPTER }, (_, l) => ({
          title: `Lecture ${String(c + 1)}.${String(l + 1)}`,
        })),
      })),
    });

    const context = await browser.newContext({ viewport: { width: 1280, height: 1400 } });
    await context.addCookies([{ name: 'token', value: token, domain: 'localhost', path: '/' }]);
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
      scripts.set(response.url(), 0);
      void response.body().then(
        (body) => scripts.set(response.url(), gzipSync(body).length),
        () => scripts.delete(response.url()),
      );
    });
    await page.addInitScript(observeInteractions);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const opened = performance.now();
    await page.goto(`${lecturer}/en/courses/${String(course.id)}/chapters`);
    await page.waitForFunction(visibleRowsShown, null, { timeout: 120_000 });
    const visibleMs = performance.now() - opened;
    await page.waitForFunction(
      (count) => document.querySelectorAll('.lecture-row').length === count,
      CHAPTERS * LECTURES_PER_CHAPTER,
      { timeout: 120_000 },
    );
    const loadMs = performance.now() - opened;
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await takeInteractions(page);

    let moved = 0;
    for (let index = 0; index < MOVES; index += 1) {
      const [handle, target, where] = moves[index % moves.length] ?? moves[0] ?? ['', '', 'above'];
      const before = await signature(page);
      await drag(page, handle, target, where);
      await page.waitForTimeout(300);
      if ((await signature(page)) !== before) moved += 1;
    }
    await page.waitForTimeout(1000);
    const sorted = await takeInteractions(page);

    for (let index = 0; index < RENAMES; index += 1)
      await rename(page, index + 1, `Renamed ${String(index + 1)}`);
    await page.waitForTimeout(1000);
    const renames = await takeInteractions(page);

    // A build without collapse toggles (an older one) skips this part.
    const toggleOf = (n: number) => `${chapter(n)} [aria-controls^="structure-chapter-lectures-"]`;
    const canToggle = (await page.locator(toggleOf(1)).count()) > 0;
    for (let index = 0; canToggle && index < TOGGLES; index += 1) {
      const selector = toggleOf((index % 5) + 1);
      const expanded = await page.locator(selector).getAttribute('aria-expanded');
      await page.locator(selector).click();
      await page.waitForFunction(
        ([target, before]) =>
          document.querySelector(target)?.getAttribute('aria-expanded') !== before,
        [selector, expanded] as const,
      );
    }
    await page.waitForTimeout(1000);
    const toggles = await takeInteractions(page);
    const jsGzipBytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const result = {
      chapters: CHAPTERS,
      lectures: CHAPTERS * LECTURES_PER_CHAPTER,
      cpuSlowdown: CPU_SLOWDOWN,
      drags: MOVES,
      dragsThatMoved: moved,
      interactions: sorted.length,
      worstInpMs: sorted[0] ?? 0,
      secondWorstInpMs: sorted[1] ?? 0,
      renames: RENAMES,
      worstRenameInpMs: renames[0] ?? 0,
      toggles: canToggle ? TOGGLES : 0,
      worstCollapseInpMs: toggles[0] ?? 0,
      loadToVisibleRowsMs: Math.round(visibleMs),
      loadToRenderedMs: Math.round(loadMs),
      jsScripts: scripts.size,
      jsGzipBytes,
    };
    console.info(`
Chapters screen, ${String(CHAPTERS)} chapters / ${String(result.lectures)} lectures, CPU ${String(CPU_SLOWDOWN)}x slower
  drag moves:                     ${String(MOVES)} (${String(moved)} changed the order)
  interactions measured (>16 ms): ${String(sorted.length)}
  worst interaction to next paint ${String(result.worstInpMs)} ms (next: ${String(result.secondWorstInpMs)} ms)
  renames:                        ${String(RENAMES)}, worst INP ${String(result.worstRenameInpMs)} ms
  collapse or expand clicks:      ${String(result.toggles)}, worst INP ${String(result.worstCollapseInpMs)} ms
  open to the rows on screen:     ${String(result.loadToVisibleRowsMs)} ms
  open to all rows rendered:      ${String(result.loadToRenderedMs)} ms
  page JavaScript:                ${String(scripts.size)} scripts, ${(jsGzipBytes / 1024).toFixed(1)} KiB gzip (${String(jsGzipBytes)} bytes)`);
    console.info(JSON.stringify(result));
  } finally {
    await browser.close();
    await product.stop();
    rmSync(join(root, dataDir), { recursive: true, force: true });
  }
}

await main();
