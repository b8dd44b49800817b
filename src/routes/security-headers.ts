/**
 * The static hosts' security headers, generated from the build: a Content-Security-Policy whose
 * scripts are the site's own files and the inline scripts the build wrote (by hash, no
 * `unsafe-inline`), whose connections go to the site and the API only, and which no page may
 * frame; plus nosniff, a referrer policy and a frame refusal for old browsers. Serialised as a
 * `_headers` file (Netlify, Cloudflare Pages) and as nginx `add_header` lines; the local host sends
 * the same headers (scripts/static-host.ts).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

/** A header name and value, in the order sent. */
export type HeaderList = readonly (readonly [name: string, value: string])[];

/** What the policy is made of: the inline scripts' hashes and the API the pages talk to. */
export interface SecurityHeaderInput {
  /** CSP sources such as `'sha256-…'`, one per distinct inline script of the site. */
  readonly scriptHashes: readonly string[];
  /** The API base URL of the deployment (its `runtime-config.js` `apiBase`). */
  readonly apiBase: string;
}

const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The CSP hash source of one inline script's text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hashes of the inline scripts a browser would run in an HTML document (no `src`, a JS type). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.push(scriptHash(text));
  }
  return hashes;
}

/** The distinct inline-script hashes of every HTML file under a built site, sorted. */
export function siteScriptHashes(dir: string): string[] {
  const hashes = new Set<string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const html = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
  }
  return [...hashes].sort();
}

/**
 * The `apiBase` of a `runtime-config.js` (it assigns `window.__BACKOFFICE_CONFIG__`). The file is
 * the deployment's own, run in an empty context with nothing but `window`.
 */
export function apiBaseOf(runtimeConfigScript: string): string {
  const window: { __BACKOFFICE_CONFIG__?: { apiBase?: unknown } } = {};
  runInNewContext(runtimeConfigScript, { window }, { timeout: 1000 });
  const apiBase = window.__BACKOFFICE_CONFIG__?.apiBase;
  if (typeof apiBase !== 'string') throw new Error('runtime-config.js sets no apiBase');
  return apiBase;
}

/** The Content-Security-Policy of every page. */
export function contentSecurityPolicy({ scriptHashes, apiBase }: SecurityHeaderInput): string {
  const api = new URL(apiBase).origin;
  const directives: readonly (readonly string[])[] = [
    ["default-src 'self'"],
    ["script-src 'self'", ...scriptHashes],
    // Astro's island styles and React's style properties; no script can run from a style.
    ["style-src 'self' 'unsafe-inline'"],
    // Covers and videos come from the API; rich text may show images from any HTTPS address.
    ["img-src 'self' data: blob: https:", api],
    ["media-src 'self' blob:", api],
    ["connect-src 'self'", api],
    ["font-src 'self'"],
    // The compiler preview is a sandboxed `srcdoc` frame.
    ["frame-src 'self'"],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    ["form-action 'self'"],
    ["frame-ancestors 'none'"],
  ];
  return directives.map((parts) => [...new Set(parts)].join(' ')).join('; ');
}

/** Every security header of the static hosts. */
export function securityHeaders(input: SecurityHeaderInput): HeaderList {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(input)],
    ['X-Frame-Options', 'DENY'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ];
}

/** The headers of a built site in `dir`, for the API its `runtime-config.js` names. */
export function siteSecurityHeaders(dir: string): HeaderList {
  return securityHeaders({
    scriptHashes: siteScriptHashes(dir),
    apiBase: apiBaseOf(readFileSync(join(dir, 'runtime-config.js'), 'utf8')),
  });
}

/** Serialises headers as a `_headers` file that applies them to every path. */
export function toHeadersFile(headers: HeaderList): string {
  const header = '# Generated from the build by src/routes/security-headers.ts. Do not edit.\n';
  return `${header}/*\n${headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`;
}

/** Serialises headers as nginx `add_header` lines (sent with every status). */
export function toNginxHeaders(headers: HeaderList): string[] {
  return headers.map(([name, value]) => `add_header ${name} "${value}" always;`);
}
