/**
 * The files a static host reads next to the build: `_redirects` and `_headers` (Netlify,
 * Cloudflare Pages, the local host) and the nginx include. Written by the build, and again by
 * `npm run host-files` after a deployment replaces `runtime-config.js` (the policy names its API).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildRules, toNginxInclude, toRedirectsFile } from './rules.ts';
import { siteSecurityHeaders, toHeadersFile, toNginxHeaders } from './security-headers.ts';

/** Writes the host files of the built site in `dir`. */
export async function writeHostFiles(dir: string): Promise<void> {
  const rules = buildRules();
  const headers = siteSecurityHeaders(dir);
  await writeFile(join(dir, '_redirects'), toRedirectsFile(rules));
  await writeFile(join(dir, '_headers'), toHeadersFile(headers));
  await writeFile(join(dir, 'nginx-routes.conf'), toNginxInclude(rules, toNginxHeaders(headers)));
}
