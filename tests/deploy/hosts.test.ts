/**
 * The built site (dist/, `npm run build` first) served by each host it is deployed on answers the
 * same: the node static host (`npm run preview`, the browser tests) reading `_redirects` and
 * `_headers`, and a real nginx configured as README's deploy section says, reading
 * `nginx-routes.conf` (scripts/nginx.ts; skipped with a notice where no nginx can be started).
 * Plain HTTP requests and an HTML parser: no browser, no script runs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canStartNginx, deployServerBlock, startThrowawayNginx } from '../../scripts/nginx.ts';
import { parseHeadersFile, startStaticHosts } from '../../scripts/static-host.ts';
import {
  expectNotFoundPage,
  expectPage,
  notFoundCases,
  pageSamples,
  parseHtml,
  redirectCases,
} from './site.ts';

const dist = new URL('../../dist/', import.meta.url).pathname;
if (!existsSync(`${dist}nginx-routes.conf`)) {
  throw new Error(`${dist} holds no build: run \`npm run build\` before the deploy tests`);
}

/** The headers `_headers` gives every path: each host must send them on every answer. */
const securityHeaders = parseHeadersFile(readFileSync(`${dist}_headers`, 'utf8'));

interface Host {
  readonly url: string;
  stop(): Promise<void>;
}

const nginxAvailable = canStartNginx();
if (!nginxAvailable) {
  console.info(
    'Deploy tests on nginx: skipped, no nginx installed and not root to install it ' +
      '(apt-get install nginx-light to run them).',
  );
}

const hosts: readonly {
  readonly name: string;
  readonly skip: boolean;
  readonly start: () => Promise<Host>;
}[] = [
  {
    name: 'the node static host',
    skip: false,
    start: async () => {
      const started = await startStaticHosts({ root: dist, hosts: [{ port: 0 }] });
      const url = (started.urls[0] ?? '').replace('//localhost:', '//127.0.0.1:');
      return { url, stop: () => started.close() };
    },
  },
  { name: 'nginx', skip: !nginxAvailable, start: () => startThrowawayNginx({ root: dist }) },
];

/** Runs `task` on every item, `limit` at a time. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      try {
        await task(item);
      } catch (error) {
        next = items.length; // the first failure stops the others
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
}

describe.each(hosts)('the build served by $name', ({ start, skip }) => {
  let host: Host;
  const get = (path: string, init: RequestInit = {}) =>
    fetch(host.url + path, { redirect: 'manual', ...init });

  beforeAll(async () => {
    if (!skip) host = await start();
  });
  afterAll(async () => {
    if (!skip) await host.stop();
  });

  it.skipIf(skip)('answers every route in every locale prefix with its page', async () => {
    const samples = pageSamples();
    await eachLimited(samples, 8, async (sample) => {
      const response = await get(sample.url);
      expect(response.status, sample.url).toBe(200);
      expectPage(parseHtml(await response.text()), sample);
    });
    expect(samples.length).toBeGreaterThan(400);
  });

  it.skipIf(skip)('answers every redirect of the seed, query string kept', async () => {
    for (const { from, to, status } of redirectCases()) {
      const response = await get(from);
      expect(response.status, from).toBe(status);
      const location = new URL(response.headers.get('location') ?? '', host.url);
      expect(location.origin, from).toBe(new URL(host.url).origin);
      expect(location.pathname + location.search, from).toBe(to);
      expect((await get(to)).status, `${from} -> ${to}`).toBe(200);
    }
  });

  it.skipIf(skip)('answers an unknown path 404 with the 404 page of its locale', async () => {
    for (const [url, locale] of notFoundCases) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expectNotFoundPage(parseHtml(await response.text()), url, locale);
    }
  });

  it.skipIf(skip)('sends the security headers of _headers with every kind of answer', async () => {
    const asset = /\/_astro\/[^"]+\.js/.exec(readFileSync(`${dist}index.html`, 'utf8'))?.[0];
    expect(asset).toBeDefined();
    const answers: readonly (readonly [path: string, status: number])[] = [
      ['/', 200],
      ['/en/courses/42/chapters', 200],
      ['/courses/interactions?a=1', 301],
      ['/courses/create', 302],
      ['/en/no-such-page', 404],
      [asset ?? '', 200],
    ];
    expect(securityHeaders.map(([name]) => name)).toEqual([
      'Content-Security-Policy',
      'X-Frame-Options',
      'X-Content-Type-Options',
      'Referrer-Policy',
    ]);
    for (const [path, status] of answers) {
      for (const method of ['GET', 'HEAD']) {
        const response = await get(path, { method });
        expect(response.status, `${method} ${path}`).toBe(status);
        for (const [name, value] of securityHeaders) {
          expect(response.headers.get(name), `${name} of ${method} ${path}`).toBe(value);
        }
        // Hashed scripts kept for good, anything else checked again (a redirect may say nothing).
        const cache = response.headers.get('cache-control');
        if (status === 200 && path.startsWith('/_astro/')) {
          expect(cache, `Cache-Control of ${method} ${path}`).toBe(
            'public, max-age=31536000, immutable',
          );
        } else if (status !== 301 && status !== 302) {
          expect(cache, `Cache-Control of ${method} ${path}`).toBe('no-cache');
        }
      }
    }
  });
});

describe('README deploy section', () => {
  it('gives the nginx server block the nginx tests serve with', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    // Quoted in a numbered list item: indented by three spaces.
    const block = deployServerBlock('/srv/backoffice/dist', '80').replace(/^/gm, '   ');
    expect(readme).toContain(`   \`\`\`nginx\n${block}\n   \`\`\``);
  });
});
