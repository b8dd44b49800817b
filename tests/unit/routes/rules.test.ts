/**
 * Acceptance test of the generated hosting rules: parses the generated `_redirects` and nginx
 * include, serves a virtual build folder with each, and checks that every pattern of the spec
 * resolves to its shell page under every locale prefix, that the seed's redirects answer, and
 * that unknown paths get their locale's 404 page. Both must agree with `matchRoute` and
 * `matchRedirect`, the client-side reading of the same table.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localePrefixes, splitLocale } from '../../../src/i18n/locales.ts';
import { expandVariants, shellPath, type Segment } from '../../../src/routes/patterns.ts';
import { applyRules, parseRedirects } from '../../../src/routes/redirects-file.ts';
import {
  matchRedirect,
  matchRoute,
  redirectVariants,
  routes,
  routeVariants,
} from '../../../src/routes/routes.ts';
import {
  buildRules,
  notFoundPage,
  toNginxInclude,
  toRedirectsFile,
} from '../../../src/routes/rules.ts';
import { redirectSpecs } from '../../../src/routes/table.ts';

/** What a host answers: a file with a status, or a redirect. */
type Served =
  | { readonly status: 200 | 404; readonly file: string | null }
  | { readonly status: 301 | 302; readonly location: string };

const fixturePatterns = readFileSync(new URL('../../fixtures/routes.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

// ---------------------------------------------------------------------------------------------
// The virtual build folder
// ---------------------------------------------------------------------------------------------

/** The file (as a URL path) of a pattern's shell page under a locale prefix. */
function shellFile(prefix: string, pattern: string): string {
  const shell = shellPath(pattern);
  return `${prefix}${shell === '/' ? '' : shell}/index.html`;
}

const files = new Set<string>([
  ...localePrefixes.flatMap((prefix) => routes.map((route) => shellFile(prefix, route.pattern))),
  ...localePrefixes.map((prefix) => notFoundPage(prefix)),
  '/_astro/app.js',
  '/_redirects',
  '/nginx-routes.conf',
  '/runtime-config.js',
]);

/** Whether a URL path names a file of the build (repeated slashes collapse, as on a disk). */
function isFile(urlPath: string): string | null {
  const normalised = urlPath.replace(/\/{2,}/g, '/');
  return files.has(normalised) ? normalised : null;
}

/** The static host's lookup: the exact file, else `<path>/index.html`, else `<path>.html`. */
function findFile(urlPath: string): string | null {
  if (urlPath.endsWith('/')) return isFile(`${urlPath}index.html`);
  return isFile(urlPath) ?? isFile(`${urlPath}/index.html`) ?? isFile(`${urlPath}.html`);
}

function splitUrl(url: string): { pathname: string; search: string } {
  const at = url.indexOf('?');
  return at === -1
    ? { pathname: url, search: '' }
    : { pathname: url.slice(0, at), search: url.slice(at) };
}

// ---------------------------------------------------------------------------------------------
// `_redirects` (Netlify / Cloudflare Pages semantics, as implemented by applyRules)
// ---------------------------------------------------------------------------------------------

const redirectsText = toRedirectsFile(buildRules());
const redirectsRules = parseRedirects(redirectsText);

function serveRedirects(url: string): Served {
  const { pathname, search } = splitUrl(url);
  const resolution = applyRules(redirectsRules, pathname, search, findFile);
  switch (resolution.kind) {
    case 'file':
      return { status: resolution.status, file: resolution.path };
    case 'redirect':
      return { status: resolution.status, location: resolution.location };
    case 'none':
      return { status: 404, file: null };
  }
}

// ---------------------------------------------------------------------------------------------
// nginx: an interpreter of the subset the include uses
// ---------------------------------------------------------------------------------------------

type Directive =
  | { readonly kind: 'try_files'; readonly targets: readonly string[] }
  | {
      readonly kind: 'rewrite';
      readonly regex: RegExp;
      readonly replacement: string;
      readonly flag: 'last' | 'break' | 'redirect' | 'permanent';
    }
  | { readonly kind: 'return'; readonly status: number };

interface NginxConfig {
  readonly locations: ReadonlyMap<string, readonly Directive[]>;
  readonly errorPages: ReadonlyMap<number, string>;
}

function parseNginx(text: string): NginxConfig {
  const locations = new Map<string, Directive[]>();
  const errorPages = new Map<number, string>();
  let current: Directive[] | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const location = /^location (\S+) \{$/.exec(line);
    if (location?.[1] !== undefined) {
      if (current) throw new Error(`Nested location: ${line}`);
      current = [];
      locations.set(location[1], current);
      continue;
    }
    if (line === '}') {
      if (!current) throw new Error('Unbalanced }');
      current = null;
      continue;
    }
    const errorPage = /^error_page (\d+) (\S+);$/.exec(line);
    if (errorPage?.[1] !== undefined && errorPage[2] !== undefined && !current) {
      errorPages.set(Number(errorPage[1]), errorPage[2]);
      continue;
    }
    if (!current) throw new Error(`Unsupported server-level directive: ${line}`);
    const tryFiles = /^try_files ((?:\S+ )*\S+);$/.exec(line);
    const rewrite = /^rewrite (\S+) (\S+) (last|break|redirect|permanent);$/.exec(line);
    const ret = /^return (\d+);$/.exec(line);
    if (tryFiles?.[1] !== undefined) {
      current.push({ kind: 'try_files', targets: tryFiles[1].split(' ') });
    } else if (rewrite?.[1] !== undefined && rewrite[2] !== undefined && rewrite[3] !== undefined) {
      // PCRE and JavaScript agree on the syntax used here: anchors, classes, groups, `?`, `*`, `+`.
      if (/[$?]/.test(rewrite[2])) throw new Error(`Unsupported replacement: ${line}`);
      current.push({
        kind: 'rewrite',
        regex: new RegExp(rewrite[1]),
        replacement: rewrite[2],
        flag: rewrite[3] as 'last' | 'break' | 'redirect' | 'permanent',
      });
    } else if (ret?.[1] !== undefined) {
      current.push({ kind: 'return', status: Number(ret[1]) });
    } else {
      throw new Error(`Unsupported directive: ${line}`);
    }
  }
  if (current) throw new Error('Unclosed location');
  return { locations, errorPages };
}

const nginxText = toNginxInclude(buildRules());
const nginx = parseNginx(nginxText);

/** The prefix location (longest match) of a URI; named locations are reached only internally. */
function prefixLocation(uri: string): string {
  const names = [...nginx.locations.keys()]
    .filter((name) => !name.startsWith('@') && uri.startsWith(name))
    .sort((a, b) => b.length - a.length);
  const name = names[0];
  if (name === undefined) throw new Error(`No location for ${uri}`);
  return name;
}

/**
 * Serves a request the way nginx runs the include: in a location, the rewrite module's
 * directives (`rewrite`, `return`) run first and in order, then `try_files`, then the static
 * handler. `last` restarts the location search with the new URI (arguments kept), `break` serves
 * the new URI from the current location, `redirect`/`permanent` answer 302/301 with the original
 * query string appended. An error status goes to its `error_page` location once (no recursive
 * error pages) and keeps its status.
 */
function serveNginx(url: string): Served {
  const { pathname, search } = splitUrl(url);
  let uri = pathname;
  let status: 200 | 404 = 200;
  let location = prefixLocation(uri);

  const fail = (code: number): { next: string } | Served => {
    const page = nginx.errorPages.get(code);
    if (code !== 404) throw new Error(`Unexpected status ${code} for ${url}`);
    if (page === undefined || status === 404) return { status: 404, file: null };
    status = 404;
    return { next: page };
  };

  for (let cycle = 0; cycle < 11; cycle += 1) {
    const directives = nginx.locations.get(location);
    if (!directives) throw new Error(`Unknown location ${location}`);
    let outcome: { next: string } | Served | null = null;
    let served = false;

    // Rewrite phase.
    for (const directive of directives) {
      if (directive.kind === 'try_files') continue;
      if (directive.kind === 'return') {
        outcome = fail(directive.status);
        break;
      }
      if (!directive.regex.test(uri)) continue;
      if (directive.flag === 'redirect' || directive.flag === 'permanent') {
        return {
          status: directive.flag === 'redirect' ? 302 : 301,
          location: directive.replacement + search,
        };
      }
      uri = directive.replacement;
      if (directive.flag === 'last') outcome = { next: prefixLocation(uri) };
      else served = true; // break: stop rewriting, serve the new URI here.
      break;
    }

    // try_files phase.
    const tryFiles = directives.find((d) => d.kind === 'try_files');
    if (!outcome && !served && tryFiles?.kind === 'try_files') {
      const fallback = tryFiles.targets.at(-1) ?? '';
      for (const target of tryFiles.targets.slice(0, -1)) {
        const file = isFile(target.replaceAll('$uri', uri));
        if (file) return { status, file };
      }
      if (fallback.startsWith('@')) {
        outcome = { next: fallback };
      } else {
        uri = fallback;
        outcome = { next: prefixLocation(uri) };
      }
    }

    // Static handler.
    if (!outcome) {
      const file = uri.endsWith('/') ? isFile(`${uri}index.html`) : isFile(uri);
      if (file) return { status, file };
      outcome = fail(404);
    }

    if (!('next' in outcome)) return outcome;
    location = outcome.next;
  }
  throw new Error(`Rewrite cycle for ${url} (nginx answers 500)`);
}

// ---------------------------------------------------------------------------------------------
// The client-side reading of the same table
// ---------------------------------------------------------------------------------------------

/** What the table says a URL is: a seed redirect, a route's shell page, or its locale's 404. */
function expected(url: string): Served {
  const { pathname, search } = splitUrl(url);
  const { prefix, path } = splitLocale(pathname);
  const redirect = matchRedirect(path);
  if (redirect) return { status: redirect.status, location: prefix + redirect.to + search };
  const match = matchRoute(path);
  if (match) return { status: 200, file: shellFile(prefix, match.route.pattern) };
  return { status: 404, file: notFoundPage(prefix) };
}

/** Checks both hosts against an answer, and that the table reads the URL the same way. */
function expectServed(url: string, answer: Served): void {
  expect(serveRedirects(url), `_redirects: ${url}`).toEqual(answer);
  expect(serveNginx(url), `nginx: ${url}`).toEqual(answer);
  expect(expected(url), `matchRoute/matchRedirect: ${url}`).toEqual(answer);
}

/** A concrete path of a variant, its parameters taken in turn from `values`. */
function fill(variant: readonly Segment[], values: readonly string[]): string {
  let next = 0;
  const parts = variant.map((segment) => {
    if (segment.kind === 'static') return segment.value;
    const value = values[next % values.length] ?? '';
    next += 1;
    return value;
  });
  return `/${parts.join('/')}`;
}

/** Sample paths of a pattern: every variant (each optional parameter with and without). */
function samplePaths(pattern: string): string[] {
  const samples = [['123'], ['abc-9'], ['123', 'abc-9'], ['abc-9', '123']];
  const paths = expandVariants(pattern).flatMap((variant) =>
    samples.map((values) => fill(variant, values)),
  );
  return [...new Set(paths)];
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

describe('route table', () => {
  it('covers exactly the patterns of tests/fixtures/routes.txt', () => {
    const tablePatterns = routes.map((route) => route.pattern);
    expect(new Set(tablePatterns).size, 'duplicate patterns in the table').toBe(
      tablePatterns.length,
    );
    expect(new Set(fixturePatterns).size, 'duplicate patterns in the fixture').toBe(
      fixturePatterns.length,
    );
    expect([...tablePatterns].sort()).toEqual([...fixturePatterns].sort());
  });
});

describe('generated rules', () => {
  it('point only at files of the build', () => {
    for (const rule of buildRules()) {
      if (rule.status === 301 || rule.status === 302) continue;
      expect(findFile(rule.to), `${rule.from} -> ${rule.to}`).not.toBeNull();
    }
  });

  it('are the same rules in _redirects and in the nginx include', () => {
    const rules = buildRules();
    expect(redirectsRules).toEqual(rules);
    const directives = [...nginx.locations.values()].flat();
    const rewrites = directives.filter((d) => d.kind === 'rewrite');
    expect(rewrites).toHaveLength(rules.length);
  });
});

describe.each(fixturePatterns)('pattern %s', (pattern) => {
  const paths = samplePaths(pattern);

  it.each(localePrefixes.map((prefix) => [prefix === '' ? '(none)' : prefix, prefix]))(
    'serves its shell page under the locale prefix %s',
    (_label, prefix) => {
      const answer = { status: 200, file: shellFile(prefix, pattern) } as const;
      for (const path of paths) {
        const url = path === '/' && prefix !== '' ? prefix : prefix + path;
        expectServed(url, answer);
        expectServed(`${url}?q=1`, answer);
        if (!url.endsWith('/')) expectServed(`${url}/`, answer);
        expect(matchRoute(splitLocale(url).path)?.route.pattern, url).toBe(pattern);
      }
    },
  );
});

describe('redirects', () => {
  it('sends /courses/create to the creation form', () => {
    expectServed('/courses/create', { status: 302, location: '/courses/create/infos/basic' });
    expectServed('/en/courses/create/chapters?x=1', {
      status: 302,
      location: '/en/courses/create/infos/basic?x=1',
    });
    expectServed('/zh-CN/courses/create/chapters/7/lectures/8', {
      status: 302,
      location: '/zh-CN/courses/create/infos/basic',
    });
  });

  it('serves the creation form itself', () => {
    for (const prefix of localePrefixes) {
      expectServed(`${prefix}/courses/create/infos/basic?x=1`, {
        status: 200,
        file: shellFile(prefix, '/courses/{course_id}/infos/basic'),
      });
    }
  });

  const interactions: readonly (readonly [string, string, string])[] = [
    [
      '/courses/interactions',
      '/interactions/questions/comments',
      '/interactions/questions/comments/{comment_id?}',
    ],
    [
      '/courses/interactions/discussions',
      '/interactions/questions/discussions',
      '/interactions/questions/discussions/{discussion_id?}',
    ],
    [
      '/courses/interactions/feedbacks',
      '/interactions/feedbacks',
      '/interactions/feedbacks/{feedback_id?}',
    ],
    [
      '/courses/interactions/announcements',
      '/interactions/announcements',
      '/interactions/announcements/{announcement_id?}',
    ],
    [
      '/courses/interactions/creations',
      '/interactions/creations',
      '/interactions/creations/{creation_id?}',
    ],
  ];

  it.each(interactions)('sends %s to %s, query kept, and serves it', (from, to, pattern) => {
    for (const prefix of localePrefixes) {
      expectServed(`${prefix}${from}?a=1&b=2`, {
        status: 301,
        location: `${prefix}${to}?a=1&b=2`,
      });
      expectServed(`${prefix}${to}?a=1&b=2`, { status: 200, file: shellFile(prefix, pattern) });
    }
  });

  it('lists the interaction redirects of the table', () => {
    const fromTable = redirectSpecs
      .filter((redirect) => redirect.from.startsWith('/courses/interactions'))
      .map((redirect) => [redirect.from, redirect.to]);
    expect(fromTable.sort()).toEqual(interactions.map(([from, to]) => [from, to]).sort());
  });

  it('answers every redirect of the table, and its target is served', () => {
    for (const prefix of localePrefixes) {
      for (const { redirect, variant } of redirectVariants) {
        const url = `${prefix}${fill(variant, ['9'])}?a=1&b=2`;
        const location = `${prefix}${redirect.to}?a=1&b=2`;
        expectServed(url, { status: redirect.status, location });
        expect(serveRedirects(location).status, location).toBe(200);
        expect(serveNginx(location).status, location).toBe(200);
      }
    }
  });
});

describe('static pages beside parameters', () => {
  it.each([
    ['/interactions/announcements/create', '/interactions/announcements/create'],
    ['/interactions/announcements/edit', '/interactions/announcements/{announcement_id?}/edit'],
    [
      '/interactions/announcements/edit/view',
      '/interactions/announcements/{announcement_id?}/edit/view',
    ],
    ['/interactions/announcements', '/interactions/announcements/{announcement_id?}'],
    ['/member-groups/create', '/member-groups/create'],
    ['/member-groups/edit', '/member-groups/{group_id?}/{mode}'],
    ['/coupons/create', '/coupons/create'],
    ['/coupons/create/edit', '/coupons/{coupon_code}/{mode?}'],
    ['/lecturers/create', '/lecturers/create'],
    ['/courses/7/chapters/quick', '/courses/{course_id}/chapters/quick'],
    ['/courses/7/chapters/edit', '/courses/{course_id}/chapters/{chapter_id?}/edit'],
    [
      '/courses/7/chapters/lectures',
      '/courses/{course_id}/chapters/{chapter_id?}/lectures/{lecture_id?}',
    ],
  ])('%s serves the page of %s', (path, pattern) => {
    for (const prefix of localePrefixes) {
      expectServed(prefix + path, { status: 200, file: shellFile(prefix, pattern) });
    }
  });
});

describe('unknown paths', () => {
  it.each([
    ['/nope', '/404.html'],
    ['/courses/1/nope', '/404.html'],
    ['/courses/1/chapters/1/2/3/4', '/404.html'],
    ['/interactions/announcements/1/2/3', '/404.html'],
    ['/_astro/missing.js', '/404.html'],
    ['/en/courses/1/chapters/1/2/3/4', '/en/404.html'],
    ['/en/nope?x=1', '/en/404.html'],
    ['/zh-CN/unknown', '/zh-CN/404.html'],
    ['/zh-TW/unknown/', '/zh-TW/404.html'],
    ['/en/en/courses', '/en/404.html'],
  ])('%s answers 404 with %s', (url, page) => {
    expectServed(url, { status: 404, file: page });
  });

  it('serves assets and 404 pages as files', () => {
    for (const url of ['/_astro/app.js', '/404.html', '/en/404.html', '/runtime-config.js']) {
      const file = splitUrl(url).pathname;
      expect(serveRedirects(url)).toEqual({ status: 200, file });
      expect(serveNginx(url)).toEqual({ status: 200, file });
    }
  });
});

describe('one source of truth', () => {
  // Parameter values that collide with static segments, the placeholder, and plain ids.
  const words = ['7', 'create', 'edit', 'lectures', 'interactions', '_'];

  function combinations(count: number): string[][] {
    let result: string[][] = [[]];
    for (let i = 0; i < count; i += 1) {
      result = result.flatMap((values) => words.map((word) => [...values, word]));
    }
    return result;
  }

  const variants = [
    ...routeVariants.map(({ variant }) => variant),
    ...redirectVariants.map(({ variant }) => variant),
  ];
  const paths = new Set<string>(['/', '/x', '/courses/x']);
  for (const variant of variants) {
    const params = variant.filter((segment) => segment.kind === 'param').length;
    for (const values of combinations(params)) {
      const path = fill(variant, values);
      paths.add(path);
      paths.add(`${path.replace(/\/$/, '')}/x`);
      paths.add(path.replace(/\/[^/]*$/, '') || '/');
    }
  }

  it.each(localePrefixes.map((prefix) => [prefix === '' ? '(none)' : prefix, prefix]))(
    'both hosts read every path as matchRoute and matchRedirect do, under the prefix %s',
    (_label, prefix) => {
      expect(paths.size).toBeGreaterThan(1000);
      const disagreements: string[] = [];
      for (const path of paths) {
        const url = `${path === '/' && prefix !== '' ? prefix : prefix + path}?k=v`;
        const answer = JSON.stringify(expected(url));
        for (const [host, serve] of [
          ['_redirects', serveRedirects],
          ['nginx', serveNginx],
        ] as const) {
          const served = JSON.stringify(serve(url));
          if (served !== answer) disagreements.push(`${host} ${url}: ${served}, table: ${answer}`);
        }
      }
      expect(disagreements).toEqual([]);
    },
    30_000,
  );
});
