/** The local static host: files first, then the generated `_redirects`, never outside its root. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHost, startStaticHosts } from '../../../scripts/static-host.ts';
import { buildRules, toRedirectsFile } from '../../../src/routes/rules.ts';
import { scriptHash, toHeadersFile } from '../../../src/routes/security-headers.ts';

const files: Readonly<Record<string, string>> = {
  'index.html': '<p>home</p>',
  'scripts.html': '<script>start()</script><script type="application/json">{}</script>',
  '404.html': '<p>not found</p>',
  'en/404.html': '<p>en not found</p>',
  'courses/index.html': '<p>courses</p>',
  'courses/_/chapters/index.html': '<p>chapters shell</p>',
  '_astro/a.js': `console.log(${JSON.stringify('x'.repeat(2000))});\n`,
  'runtime-config.js': 'window.__BACKOFFICE_CONFIG__ = {};\n',
  _redirects: toRedirectsFile(buildRules()),
  _headers: toHeadersFile([
    ['Content-Security-Policy', "default-src 'none'"],
    ['X-Frame-Options', 'SAMEORIGIN'],
  ]),
};

/** A file beside the root, which traversal must never reach. */
const SECRET = 'secret outside the root';

let base: string;
let root: string;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'static-host-'));
  root = path.join(base, 'dist');
  await writeFile(path.join(base, 'secret.txt'), SECRET);
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), content);
  }
  server = createStaticHost({
    root,
    runtimeConfig: { apiBase: 'http://api.test', note: '</script><script>alert(1)</script>' },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  await rm(base, { recursive: true, force: true });
});

function get(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(origin + url, { redirect: 'manual', ...init });
}

/** A request whose path is sent as written (fetch would normalise `..` away). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    const req = http.request(
      { host: url.hostname, port: url.port, path: rawPath, method: 'GET' },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('static host', () => {
  it('serves existing files, with or without a trailing slash', async () => {
    for (const url of ['/courses', '/courses/', '/courses/index.html']) {
      const response = await get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe('<p>courses</p>');
    }
    expect(await (await get('/')).text()).toBe('<p>home</p>');
  });

  it('serves the shell page of a parameterised route', async () => {
    const response = await get('/courses/42/chapters?tab=1');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<p>chapters shell</p>');
  });

  it('redirects with the query string kept', async () => {
    const response = await get('/courses/create?x=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/courses/create/infos/basic?x=1');
    const moved = await get('/en/courses/interactions?a=1&b=2');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/en/interactions/questions/comments?a=1&b=2');
  });

  it('answers unknown paths with the 404 page of their locale', async () => {
    const response = await get('/nope');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('<p>not found</p>');
    const en = await get('/en/nope');
    expect(en.status).toBe(404);
    expect(await en.text()).toBe('<p>en not found</p>');
  });

  it('answers 404 with the default page when a rule points at a missing file', async () => {
    // The zh-CN 404 page is not in this folder: its rule finds nothing.
    const response = await get('/zh-CN/nope');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<p>not found</p>');
  });

  it('never serves a file outside its root', async () => {
    for (const url of [
      '/..%2f..%2fetc/passwd',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/..%5csecret.txt',
      '/courses/%2e%2e/%2e%2e/secret.txt',
      '/secret.txt%00.html',
      '/%E0%A4%A',
    ]) {
      const response = await get(url);
      expect([400, 404], url).toContain(response.status);
      expect(await response.text(), url).not.toContain(SECRET);
    }
    for (const rawPath of ['/../secret.txt', '/courses/../../secret.txt', '/./../secret.txt']) {
      const response = await rawGet(rawPath);
      expect([400, 404], rawPath).toContain(response.status);
      expect(response.body, rawPath).not.toContain(SECRET);
    }
  });

  it('does not serve the rules files themselves', async () => {
    for (const file of ['/_redirects', '/_headers']) {
      const response = await get(file);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('<p>not found</p>');
    }
  });

  it('sends the security headers for its API with every answer, hashing the inline scripts', async () => {
    for (const url of ['/', '/courses/7/chapters', '/_astro/a.js', '/nowhere', '/courses?x']) {
      const response = await get(url);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy, url).toContain(`script-src 'self' ${scriptHash('start()')};`);
      expect(policy, url).toContain("connect-src 'self' http://api.test;");
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options'), url).toBe('DENY');
      expect(response.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('marks built assets immutable', async () => {
    const response = await get('/_astro/a.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('compresses text when the client accepts gzip', async () => {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http
        .get(`${origin}/_astro/a.js`, { headers: { 'accept-encoding': 'gzip' } }, resolve)
        .on('error', reject);
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    expect(Number(response.headers['content-length'])).toBe(body.length);
    expect(gunzipSync(body).toString()).toBe(files['_astro/a.js']);

    const plain = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(`${origin}/_astro/a.js`, resolve).on('error', reject);
    });
    plain.resume();
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('generates /runtime-config.js from the runtime configuration', async () => {
    const response = await get('/runtime-config.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    const text = await response.text();
    expect(text).toBe(
      'window.__BACKOFFICE_CONFIG__ = {"apiBase":"http://api.test","note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"};\n',
    );
    const sandbox: { window: { __BACKOFFICE_CONFIG__?: unknown } } = { window: {} };
    runInNewContext(text, sandbox);
    expect(sandbox.window.__BACKOFFICE_CONFIG__).toEqual({
      apiBase: 'http://api.test',
      note: '</script><script>alert(1)</script>',
    });
  });

  it('answers HEAD without a body', async () => {
    const response = await get('/courses', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('refuses other methods', async () => {
    const response = await get('/courses', { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('startStaticHosts', () => {
  it('serves one root on several ports and closes them', async () => {
    const hosts = await startStaticHosts({ root, hosts: [{ port: 0 }, { port: 0 }] });
    try {
      expect(hosts.urls).toHaveLength(2);
      for (const url of hosts.urls) {
        expect(url).toMatch(/^http:\/\/localhost:\d+$/);
        const response = await fetch(url.replace('localhost', '127.0.0.1') + '/runtime-config.js');
        expect(response.status).toBe(200);
        // Without a runtime configuration, the file of the folder is served, with the headers
        // of the folder's `_headers` file.
        expect(await response.text()).toBe(files['runtime-config.js']);
        expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
        expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      }
    } finally {
      await hosts.close();
    }
    const [first = ''] = hosts.urls;
    await expect(fetch(first.replace('localhost', '127.0.0.1'))).rejects.toThrow();
  });
});
