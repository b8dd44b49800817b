import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { expect, test } from '@playwright/test';
import { translate } from '../../src/i18n/catalogs.ts';
import { localePrefixes } from '../../src/i18n/locales.ts';
import { splitLocale } from '../../src/i18n/locales.ts';
import { expandVariants } from '../../src/routes/patterns.ts';
import { matchRoute } from '../../src/routes/routes.ts';
import { redirectSpecs } from '../../src/routes/table.ts';
import { ShellPage } from './pages/shell-page.ts';
import { API_RETRIES } from './fixtures.ts';

const patterns = readFileSync(new URL('../fixtures/routes.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('/'));

const samples = ['42', 'abc-9'];

/** Every concrete path of a pattern: each optional parameter with and without, with sample ids. */
function samplePaths(pattern: string): string[] {
  return expandVariants(pattern).map((variant, index) => {
    const parts = variant.map((segment, position) =>
      segment.kind === 'static' ? segment.value : `${samples[(index + position) % samples.length]}`,
    );
    return `/${parts.join('/')}`;
  });
}

// The frame is HTML rendered by Astro: it must be right before any JavaScript runs, so these read
// the HTML each host serves (a parser, not a browser: no script runs).
for (const prefix of localePrefixes) {
  test(`every route answers 200 with its layout, lang and sidebar under "${prefix || '(no prefix)'}"`, async ({
    request,
  }) => {
    const { locale } = splitLocale(prefix || '/');
    const t = translate(locale);
    const parser = new new Window().DOMParser();
    let visited = 0;
    for (const pattern of patterns) {
      for (const path of samplePaths(pattern)) {
        const url = prefix + (path === '/' && prefix ? '' : path);
        const match = matchRoute(path);
        expect(match, `${path} is in the route table`).not.toBeNull();
        if (!match) continue;
        const response = await request.get(url, { maxRetries: API_RETRIES });
        expect(response.status(), url).toBe(200);
        const document = parser.parseFromString(await response.text(), 'text/html');
        expect(document.documentElement.getAttribute('lang'), url).toBe(locale);
        expect(document.body.dataset['layout'], url).toBe(match.route.layout);
        const rail = document.querySelectorAll(`nav[aria-label="${t('layout.mainNav')}"]`);
        const sidebar = document.querySelectorAll('nav.sidebar');
        if (match.route.layout === 'empty') {
          expect(rail.length, url).toBe(0);
        } else {
          expect(rail.length, url).toBe(1);
          expect(sidebar.length, url).toBe(match.route.sidebar ? 1 : 0);
          const headings = document.querySelectorAll('h1');
          expect(headings.length, url).toBe(1);
          expect(headings[0]?.textContent.trim(), url).toBe(t(match.route.title));
        }
        visited += 1;
      }
    }
    expect(visited).toBeGreaterThan(patterns.length);
  });
}

test('an unknown path answers 404 with the 404 page in its locale', async ({ page }) => {
  for (const [url, locale] of [
    ['/no-such-page', 'zh-TW'],
    ['/en/no-such-page', 'en'],
    ['/zh-CN/courses/1/nope', 'zh-CN'],
    ['/en/courses/1/chapters/1/2/3/4', 'en'],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    const shell = new ShellPage(page, locale);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shell.t('error.notFound'));
    await expect(page.getByText(shell.t('error.status', { status: 404 }))).toBeVisible();
    await expect(page.getByRole('link', { name: shell.t('error.goHome') })).toHaveAttribute(
      'href',
      locale === 'zh-TW' ? '/' : `/${locale}`,
    );
  }
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
});

test('every redirect of the seed lands where it should, query string kept', async ({ request }) => {
  const cases: [string, string][] = [
    [
      '/courses/interactions?course_id=3&page=2',
      '/interactions/questions/comments?course_id=3&page=2',
    ],
    ['/courses/interactions/discussions?solved=1', '/interactions/questions/discussions?solved=1'],
    ['/courses/interactions/feedbacks?score=5', '/interactions/feedbacks?score=5'],
    ['/courses/interactions/announcements?page=3', '/interactions/announcements?page=3'],
    ['/courses/interactions/creations?view=all', '/interactions/creations?view=all'],
    ['/en/courses/interactions?x=1', '/en/interactions/questions/comments?x=1'],
    ['/courses/create', '/courses/create/infos/basic'],
    ['/zh-CN/courses/create/chapters?from=list', '/zh-CN/courses/create/infos/basic?from=list'],
  ];
  for (const redirect of redirectSpecs) {
    for (const variant of expandVariants(redirect.from)) {
      const path = `/${variant.map((s) => (s.kind === 'static' ? s.value : '7')).join('/')}`;
      cases.push([`${path}?q=1`, `${redirect.to}?q=1`]);
    }
  }
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRetries: API_RETRIES });
    expect(response.status(), from).toBe(200);
    const url = new URL(response.url());
    expect(url.pathname + url.search, from).toBe(to);
  }
});
