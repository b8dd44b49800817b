/**
 * A small static host for the build folder: serves existing files first, then applies the
 * generated `_redirects` exactly as Netlify and Cloudflare Pages do (see
 * `src/routes/redirects-file.ts`), so `npm run preview` and the tests answer like production.
 * Every answer carries the security headers: the build's `_headers`, or, when the host generates
 * the runtime configuration, the same headers generated for its API
 * (`src/routes/security-headers.ts`).
 */
import { readFileSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { applyRules, parseRedirects } from '../src/routes/redirects-file.ts';
import type { Rule } from '../src/routes/rules.ts';
import {
  securityHeaders,
  siteScriptHashes,
  type HeaderList,
} from '../src/routes/security-headers.ts';

const gzip = promisify(gzipCallback);

/** Options of {@link createStaticHost}. */
export interface StaticHostOptions {
  /** The folder served (the build output). */
  readonly root: string;
  /** When given, `/runtime-config.js` is generated from it instead of read from the folder. */
  readonly runtimeConfig?: Readonly<Record<string, unknown>> | undefined;
}

/** Options of {@link startStaticHosts}. */
export interface StartStaticHostsOptions extends StaticHostOptions {
  /** One server per entry; `host` defaults to 127.0.0.1, port 0 picks a free port. */
  readonly hosts: readonly { readonly port: number; readonly host?: string | undefined }[];
}

/** Running hosts: their URLs (in the order of `hosts`) and a way to stop them all. */
export interface StaticHosts {
  readonly urls: string[];
  close(): Promise<void>;
}

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.conf': 'text/plain; charset=utf-8',
};

const RUNTIME_CONFIG_PATH = '/runtime-config.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The content type of a file name. */
export function contentTypeOf(file: string): string {
  return contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|xml)|image\/svg\+xml)/.test(type);
}

/** Whether an `Accept-Encoding` header accepts gzip (a `q=0` refuses it). */
function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * The decoded segments of a URL path, or null when it could escape the root or is malformed:
 * bad percent-encoding, NUL bytes, `.` or `..` segments, or separators hidden in a segment.
 */
export function safeSegments(urlPath: string): string[] | null {
  if (!urlPath.startsWith('/')) return null;
  const segments: string[] = [];
  for (const raw of urlPath.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

function statOrNull(file: string): Stats | null {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

/**
 * Maps a URL path to the file that serves it under `root`: the exact file, else
 * `<path>/index.html`, else `<path>.html` (not for a path ending with `/`). Never leaves `root`.
 */
export function findFileIn(root: string, urlPath: string): string | null {
  const segments = safeSegments(urlPath);
  if (!segments) return null;
  const base = path.resolve(root);
  const exact = path.join(base, ...segments);
  if (exact !== base && !exact.startsWith(base + path.sep)) return null;
  const candidates = urlPath.endsWith('/')
    ? [path.join(exact, 'index.html')]
    : [exact, path.join(exact, 'index.html'), `${exact}.html`];
  return candidates.find((file) => statOrNull(file)?.isFile() === true) ?? null;
}

/** The body of a generated `/runtime-config.js`: JSON that cannot close a `<script>`. */
export function runtimeConfigScript(config: Readonly<Record<string, unknown>>): string {
  const json = JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `window.__BACKOFFICE_CONFIG__ = ${json};\n`;
}

/** The headers a `_headers` file gives every path (its `/*` block), as Netlify applies them. */
export function parseHeadersFile(text: string): HeaderList {
  const headers: [string, string][] = [];
  let inAll = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    const colon = line.indexOf(':');
    if (inAll && colon > 0)
      headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return headers;
}

function hostHeaders(root: string, runtimeConfig: StaticHostOptions['runtimeConfig']): HeaderList {
  const apiBase = runtimeConfig?.['apiBase'];
  if (typeof apiBase === 'string') {
    return securityHeaders({ scriptHashes: siteScriptHashes(root), apiBase });
  }
  const file = path.join(root, '_headers');
  return statOrNull(file)?.isFile() ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
}

interface Body {
  readonly status: number;
  readonly type: string;
  readonly cacheControl: string;
  readonly data: Buffer;
  /** Key of the compressed-body cache, or undefined to compress without caching. */
  readonly cacheKey?: string;
}

/** Creates (without starting) a server for `root` and its `_redirects`. */
export function createStaticHost(options: StaticHostOptions): http.Server {
  const root = path.resolve(options.root);
  const redirectsFile = path.join(root, '_redirects');
  const redirectsText = statOrNull(redirectsFile)?.isFile()
    ? readFileSync(redirectsFile, 'utf8')
    : '';
  const rules: readonly Rule[] = parseRedirects(redirectsText);
  const runtimeConfig =
    options.runtimeConfig === undefined
      ? undefined
      : Buffer.from(runtimeConfigScript(options.runtimeConfig));
  const security: http.OutgoingHttpHeaders = Object.fromEntries(
    hostHeaders(root, options.runtimeConfig),
  );
  const headersFile = path.join(root, '_headers');
  const gzipCache = new Map<string, Buffer>();
  // Like Netlify and Cloudflare Pages, the host files themselves are not served.
  const findFile = (urlPath: string): string | null => {
    const file = findFileIn(root, urlPath);
    return file === redirectsFile || file === headersFile ? null : file;
  };

  async function compressed(body: Body): Promise<Buffer> {
    const cached = body.cacheKey === undefined ? undefined : gzipCache.get(body.cacheKey);
    if (cached) return cached;
    const data = await gzip(body.data);
    if (body.cacheKey !== undefined) gzipCache.set(body.cacheKey, data);
    return data;
  }

  async function send(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    body: Body,
  ): Promise<void> {
    const headers: http.OutgoingHttpHeaders = {
      ...security,
      'Content-Type': body.type,
      'Cache-Control': body.cacheControl,
      'X-Content-Type-Options': 'nosniff',
    };
    let data = body.data;
    if (isCompressible(body.type)) {
      headers['Vary'] = 'Accept-Encoding';
      if (data.length > 0 && acceptsGzip(req.headers['accept-encoding'])) {
        data = await compressed(body);
        headers['Content-Encoding'] = 'gzip';
      }
    }
    headers['Content-Length'] = data.length;
    res.writeHead(body.status, headers);
    res.end(req.method === 'HEAD' ? undefined : data);
  }

  async function fileBody(file: string, status: number, cacheControl: string): Promise<Body> {
    const stats = statSync(file);
    return {
      status,
      type: contentTypeOf(file),
      cacheControl,
      data: await readFile(file),
      cacheKey: `${file}\0${stats.size}\0${stats.mtimeMs}`,
    };
  }

  async function notFound(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const page = findFile('/404.html');
    if (page) return send(req, res, await fileBody(page, 404, 'no-cache'));
    return sendText(req, res, 404, 'Not Found');
  }

  function sendText(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    status: number,
    text: string,
    extra: http.OutgoingHttpHeaders = {},
  ): Promise<void> {
    const data = Buffer.from(`${text}\n`);
    res.writeHead(status, {
      ...security,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': data.length,
      'Cache-Control': 'no-cache',
      ...extra,
    });
    res.end(req.method === 'HEAD' ? undefined : data);
    return Promise.resolve();
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(req, res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    }
    const target = req.url ?? '/';
    const queryAt = target.indexOf('?');
    const pathname = queryAt === -1 ? target : target.slice(0, queryAt);
    const search = queryAt === -1 ? '' : target.slice(queryAt);
    if (!safeSegments(pathname)) return sendText(req, res, 400, 'Bad Request');

    if (runtimeConfig && pathname === RUNTIME_CONFIG_PATH) {
      return send(req, res, {
        status: 200,
        type: contentTypeOf(RUNTIME_CONFIG_PATH),
        cacheControl: 'no-store',
        data: runtimeConfig,
        cacheKey: RUNTIME_CONFIG_PATH,
      });
    }

    const resolution = applyRules(rules, pathname, search, findFile);
    switch (resolution.kind) {
      case 'redirect':
        res.writeHead(resolution.status, {
          ...security,
          Location: resolution.location,
          'Cache-Control': 'no-cache',
        });
        res.end();
        return;
      case 'none':
        return notFound(req, res);
      case 'file': {
        const cacheControl =
          resolution.status === 200 && pathname.startsWith('/_astro/') ? IMMUTABLE : 'no-cache';
        return send(req, res, await fileBody(resolution.path, resolution.status, cacheControl));
      }
    }
  }

  // Idle keep-alive connections stay open longer than clients pool them (see server/src/server.ts).
  return http.createServer({ keepAliveTimeout: 65_000, headersTimeout: 66_000 }, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (res.headersSent) res.destroy();
      else sendText(req, res, 500, 'Internal Server Error').catch(() => res.destroy());
    });
  });
}

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

function urlHost(host: string): string {
  if (['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost'].includes(host)) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * Serves the same root on several ports (one server each). URLs name `localhost`; servers bind
 * to 127.0.0.1 unless a host is given. If one port cannot be opened, the others are closed.
 */
export async function startStaticHosts(options: StartStaticHostsOptions): Promise<StaticHosts> {
  const servers: http.Server[] = [];
  const urls: string[] = [];
  const close = async () => {
    await Promise.all(servers.map(closeServer));
  };
  try {
    for (const { port, host = '127.0.0.1' } of options.hosts) {
      const server = createStaticHost(options);
      servers.push(server);
      const actual = await listen(server, port, host);
      urls.push(`http://${urlHost(host)}:${actual}`);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { urls, close };
}
