/** The static hosts' security headers: generated from the built HTML and the runtime config. */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../../../scripts/static-host.ts';
import { writeHostFiles } from '../../../src/routes/host-files.ts';
import {
  apiBaseOf,
  contentSecurityPolicy,
  inlineScriptHashes,
  scriptHash,
  securityHeaders,
  siteSecurityHeaders,
  toNginxHeaders,
} from '../../../src/routes/security-headers.ts';

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found?.split(' ').slice(1) ?? [];
}

describe('security headers', () => {
  it('hashes the inline scripts a browser runs, and only those', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">b()</script>',
      '<SCRIPT type=text/javascript>c()</SCRIPT>',
      '<script src="/x.js"></script>',
      '<script type="module" src="/y.js"></script>',
      '<script type="application/json" id="i18n-messages">{"a":1}</script>',
      '<script>\n  multi\n  line\n</script >',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([
      sha256('a()'),
      sha256('b()'),
      sha256('c()'),
      sha256('\n  multi\n  line\n'),
    ]);
    expect(scriptHash('a()')).toBe(sha256('a()'));
  });

  it('allows scripts by hash only, connections to the site and the API, and no framing', () => {
    const policy = contentSecurityPolicy({
      scriptHashes: [sha256('a()')],
      apiBase: 'https://api.example.com/base/',
    });
    expect(directive(policy, 'script-src')).toEqual(["'self'", sha256('a()')]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('reads the API of a runtime-config.js without giving it anything but window', () => {
    expect(apiBaseOf("window.__BACKOFFICE_CONFIG__ = { apiBase: 'https://api.x' };")).toBe(
      'https://api.x',
    );
    expect(() => apiBaseOf('window.__BACKOFFICE_CONFIG__ = {};')).toThrow(/apiBase/);
    expect(() => apiBaseOf("require('fs')")).toThrow();
  });

  it('writes the same headers to _headers and the nginx include, for the site and its API', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'host-files-'));
    try {
      await mkdir(path.join(dir, 'en'), { recursive: true });
      await writeFile(path.join(dir, 'index.html'), '<script>one()</script>');
      await writeFile(
        path.join(dir, 'en', 'index.html'),
        '<script>two()</script><script>one()</script>',
      );
      await writeFile(
        path.join(dir, 'runtime-config.js'),
        "window.__BACKOFFICE_CONFIG__ = { apiBase: 'https://api.example.com' };",
      );
      await writeHostFiles(dir);
      const expected = securityHeaders({
        scriptHashes: [sha256('one()'), sha256('two()')].sort(),
        apiBase: 'https://api.example.com',
      });
      expect(siteSecurityHeaders(dir)).toEqual(expected);
      expect(parseHeadersFile(await readFile(path.join(dir, '_headers'), 'utf8'))).toEqual(
        expected,
      );
      const nginx = await readFile(path.join(dir, 'nginx-routes.conf'), 'utf8');
      const firstLocation = nginx.indexOf('location ');
      for (const line of toNginxHeaders(expected)) {
        // Server-level lines, before any location, so every location inherits them.
        expect(nginx.indexOf(line)).toBeGreaterThan(-1);
        expect(nginx.indexOf(line)).toBeLessThan(firstLocation);
      }
      expect(nginx).toContain('add_header X-Frame-Options "DENY" always;');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
