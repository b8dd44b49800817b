import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import type { ChaptersResponse, OutlineBody } from '../../server/src/contract/chapters.ts';
import type { ItemKind } from '../../server/src/contract/plain/items.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { routes, type Route } from '../../src/routes/routes.ts';
import { demo, expect, test, testOrigins, watchCsp } from './fixtures.ts';
import { LayoutPage } from './pages/layout-page.ts';
import { ApiAs, contextAs } from './support/settings-api.ts';

// The accessibility and layout gate (issue 14): every route of the route table, in zh-TW and en,
// opened by a role that may open it, plus the 404 page, passes axe-core's WCAG 2.2 A and AA rules
// with no violation and scrolls sideways neither at 1024 px nor at 390 px.

/** axe-core's tags for the WCAG 2.0, 2.1 and 2.2 success criteria of levels A and AA. */
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const widths = [1024, 390] as const;

/** The ids an item route's parameters take: a real item of each kind, its first chapter and lecture. */
type ItemIds = Record<
  ItemKind,
  { id: number; chapter?: number | undefined; lecture?: number | undefined }
>;

const outline: OutlineBody = { chapters: [{ title: 'Chapter', lectures: [{ title: 'Lecture' }] }] };

/** A course and an ebook with one chapter and one lecture, and an article, owned by the teacher. */
async function createItems(teacher: ApiAs): Promise<ItemIds> {
  const ids: Partial<ItemIds> = {};
  for (const kind of ['courses', 'ebooks', 'articles'] as const) {
    const item = await teacher.create(kind, 'Audit');
    ids[kind] = { id: item.id };
    if (kind === 'articles') continue;
    const base = `/lecturers/v2/${kind}/${String(item.id)}/chapters`;
    await teacher.call('POST', `${base}/outline`, outline);
    const chapter = (await teacher.call<ChaptersResponse>('GET', base)).data[0];
    ids[kind] = { id: item.id, chapter: chapter?.id, lecture: chapter?.lectures[0]?.id };
  }
  return ids as ItemIds;
}

/**
 * A concrete path of a route: item parameters take the created items' ids, every other required
 * parameter a sample value, and optional parameters are left out unless an item id fills them.
 */
function pathOf(route: Route, items: ItemIds | undefined): string {
  const item = route.item && items ? items[route.item] : undefined;
  const known: Record<string, number | undefined> = {
    chapter_id: item?.chapter,
    lecture_id: item?.lecture,
  };
  if (route.item) known[`${route.item.slice(0, -1)}_id`] = item?.id;
  return route.pattern.replace(/\/\{(\w+)(\?)?\}/g, (_, name: string, optional?: string) => {
    const value = known[name];
    if (value !== undefined) return `/${String(value)}`;
    return optional ? '' : '/1';
  });
}

/** Who opens a route: nobody for public ones, the role it is for, else the teacher in zh-TW and the administrator in en. */
function openerOf(route: Route, locale: Locale): keyof typeof demo | null {
  if (route.audience === 'public') return null;
  if (route.audience === 'admin') return 'admin';
  if (route.audience === 'lecturer') return 'teacher';
  return locale === 'zh-TW' ? 'teacher' : 'admin';
}

/** Opens a page, waits for its screen to show what it loaded, then runs axe and measures overflow. */
async function audit(page: Page, url: string, locale: Locale, signedIn: boolean): Promise<void> {
  const shell = new LayoutPage(page, locale);
  await page.setViewportSize({ width: widths[0], height: 900 });
  await shell.open(url, { signedIn });
  await expect(shell.main.locator('[aria-busy="true"]'), url).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    // One run inside the page: the default opens a blank page per run to merge frames' results.
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] }) // before withTags, which adds to the options
    .withTags(WCAG_A_AA)
    .analyze();
  expect(
    violations.map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    ),
    `axe on ${url}`,
  ).toEqual([]);
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    expect(await shell.sidewaysOverflow(), `${url} at ${String(width)} px`).toBeLessThanOrEqual(0);
  }
}

/** A page signed in as a demo account (or nobody), on the host that account uses. */
async function pageAs(
  browser: Browser,
  who: keyof typeof demo | null,
): Promise<{ page: Page; origin: string }> {
  const context = who === null ? await browser.newContext() : await contextAs(browser, demo[who]);
  if (who === null) await watchCsp(context);
  const origin = who === 'teacher' ? testOrigins.lecturer : testOrigins.admin;
  return { page: await context.newPage(), origin };
}

/** The routes' first path segments: a test each, so the two workers share the routes evenly. */
const groupOf = (route: Route) => route.pattern.split('/')[1] ?? '';
const groups = [...new Set(routes.map(groupOf))];

for (const locale of ['zh-TW', 'en'] as const) {
  const prefix = locale === 'zh-TW' ? '' : `/${locale}`;
  for (const group of groups) {
    const chosen = routes.filter((route) => groupOf(route) === group);
    test(`${locale}, /${group}: ${String(chosen.length)} routes pass axe (WCAG 2.2 AA) and do not scroll sideways at 1024 and 390 px`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(60_000 + chosen.length * 20_000);
      const items = chosen.some((route) => route.item)
        ? await createItems(await ApiAs.signIn(request, demo.teacher))
        : undefined;
      const pages = new Map<string, { page: Page; origin: string }>();
      for (const route of chosen) {
        const who = openerOf(route, locale);
        const key = who ?? 'nobody';
        let opened = pages.get(key);
        if (!opened) {
          opened = await pageAs(browser, who);
          pages.set(key, opened);
        }
        const path = pathOf(route, items);
        await audit(
          opened.page,
          `${opened.origin}${prefix}${path === '/' && prefix ? '' : path}`,
          locale,
          who !== null,
        );
      }
      for (const { page } of pages.values()) await page.context().close();
    });
  }
  test(`${locale}: the 404 page passes axe and does not scroll sideways`, async ({ browser }) => {
    const { page, origin } = await pageAs(browser, null);
    await audit(page, `${origin}${prefix}/no-such-page`, locale, false);
    await page.context().close();
  });
}
