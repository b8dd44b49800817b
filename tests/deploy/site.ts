/**
 * What a host of the built site must answer, whatever serves it: the sample URLs of every route
 * pattern of tests/fixtures/routes.txt in every locale prefix and what their HTML must hold, the
 * seed's redirects with their query strings, and unknown paths with their locale's 404 page.
 */
import { readFileSync } from 'node:fs';
import { Window } from 'happy-dom';
import { expect } from 'vitest';
import { translate } from '../../src/i18n/catalogs.ts';
import { localePrefixes, splitLocale, type Locale } from '../../src/i18n/locales.ts';
import { expandVariants } from '../../src/routes/patterns.ts';
import { matchRoute, type Route } from '../../src/routes/routes.ts';
import { redirectSpecs } from '../../src/routes/table.ts';

/** The route patterns of the seed (and the product's additions), one a line. */
export const patterns = readFileSync(new URL('../fixtures/routes.txt', import.meta.url), 'utf8')
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

/** A page URL (path and query) to request, with its locale and the route it must show. */
export interface PageSample {
  readonly url: string;
  readonly locale: Locale;
  readonly route: Route;
}

/** Every sample page URL: every pattern's paths under every locale prefix. */
export function pageSamples(): PageSample[] {
  return localePrefixes.flatMap((prefix) => {
    const { locale } = splitLocale(prefix || '/');
    return patterns.flatMap((pattern) =>
      samplePaths(pattern).map((path) => {
        const match = matchRoute(path);
        if (!match) throw new Error(`${path} (of ${pattern}) is not in the route table`);
        return { url: prefix + (path === '/' && prefix ? '' : path), locale, route: match.route };
      }),
    );
  });
}

const parser = new new Window().DOMParser();

/** A parsed HTML document (happy-dom's). */
type HtmlDocument = ReturnType<typeof parser.parseFromString>;

/** Parses HTML as a browser would before any script runs. */
export function parseHtml(html: string): HtmlDocument {
  return parser.parseFromString(html, 'text/html');
}

/**
 * The frame is HTML rendered by Astro: it must be right before any JavaScript runs. Checks the
 * document's language, layout, icon rail, sidebar and heading (the route's title).
 */
export function expectPage(document: HtmlDocument, { url, locale, route }: PageSample): void {
  const t = translate(locale);
  expect(document.documentElement.getAttribute('lang'), url).toBe(locale);
  expect(document.body.dataset['layout'], url).toBe(route.layout);
  const rail = document.querySelectorAll(`nav[aria-label="${t('layout.mainNav')}"]`);
  const sidebar = document.querySelectorAll('nav.sidebar');
  if (route.layout === 'empty') {
    expect(rail.length, url).toBe(0);
    return;
  }
  expect(rail.length, url).toBe(1);
  expect(sidebar.length, url).toBe(route.sidebar ? 1 : 0);
  const headings = document.querySelectorAll('h1');
  expect(headings.length, url).toBe(1);
  expect(headings[0]?.textContent.trim(), url).toBe(t(route.title));
}

/** A redirect: the URL requested, where it must send (query string kept) and with which status. */
export interface RedirectCase {
  readonly from: string;
  readonly to: string;
  readonly status: 301 | 302;
}

/** The seed's redirects: hand-picked cases, then every redirect variant of the table. */
export function redirectCases(): RedirectCase[] {
  const cases: RedirectCase[] = [
    {
      from: '/courses/interactions?course_id=3&page=2',
      to: '/interactions/questions/comments?course_id=3&page=2',
      status: 301,
    },
    {
      from: '/courses/interactions/discussions?solved=1',
      to: '/interactions/questions/discussions?solved=1',
      status: 301,
    },
    {
      from: '/courses/interactions/feedbacks?score=5',
      to: '/interactions/feedbacks?score=5',
      status: 301,
    },
    {
      from: '/courses/interactions/announcements?page=3',
      to: '/interactions/announcements?page=3',
      status: 301,
    },
    {
      from: '/courses/interactions/creations?view=all',
      to: '/interactions/creations?view=all',
      status: 301,
    },
    {
      from: '/en/courses/interactions?x=1',
      to: '/en/interactions/questions/comments?x=1',
      status: 301,
    },
    { from: '/courses/create', to: '/courses/create/infos/basic', status: 302 },
    {
      from: '/zh-CN/courses/create/chapters?from=list',
      to: '/zh-CN/courses/create/infos/basic?from=list',
      status: 302,
    },
  ];
  for (const redirect of redirectSpecs) {
    for (const variant of expandVariants(redirect.from)) {
      const path = `/${variant.map((s) => (s.kind === 'static' ? s.value : '7')).join('/')}`;
      cases.push({ from: `${path}?q=1`, to: `${redirect.to}?q=1`, status: redirect.status });
    }
  }
  return cases;
}

/** Unknown paths and the locale of the 404 page each must answer. */
export const notFoundCases: readonly (readonly [url: string, locale: Locale])[] = [
  ['/no-such-page', 'zh-TW'],
  ['/zh-TW/no-such-page', 'zh-TW'],
  ['/en/no-such-page', 'en'],
  ['/zh-CN/courses/1/nope', 'zh-CN'],
  ['/en/courses/1/chapters/1/2/3/4', 'en'],
  ['/_astro/no-such-file.js', 'zh-TW'],
];

/** Checks the 404 page's HTML: its locale's language and heading. */
export function expectNotFoundPage(document: HtmlDocument, url: string, locale: Locale): void {
  expect(document.documentElement.getAttribute('lang'), url).toBe(locale);
  const headings = document.querySelectorAll('h1');
  expect(headings.length, url).toBe(1);
  expect(headings[0]?.textContent.trim(), url).toBe(translate(locale)('error.notFound'));
}
