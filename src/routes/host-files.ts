/**
 * The files a static host reads next to the build: `_redirects` and `_headers` (Netlify,
 * Cloudflare Pages, the local host) and the nginx include. Written by the build, and again by
 * `npm run host-files` after a deployment replaces `runtime-config.js` (the policy names its API).
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildRules, toNginxInclude, toRedirectsFile } from './rules.ts';
import { siteSecurityHeaders, toHeadersFile, toNginxHeaders } from './security-headers.ts';

/**
 * How long browsers keep what nginx serves, as the local host does: the hashed `/_astro/` files
 * for good, everything else checked again each time (a page of an old build must not point at
 * scripts a new deployment removed). Set at the server level through a variable, so that no
 * `location` gets an `add_header` of its own (which would drop the security headers there).
 */
const nginxCacheLines = [
  'set $backoffice_cache "no-cache";',
  'if ($uri ~ "^/_astro/") { set $backoffice_cache "public, max-age=31536000, immutable"; }',
  'add_header Cache-Control $backoffice_cache always;',
];

/** Writes the host files of the built site in `dir`. */
export async function writeHostFiles(dir: string): Promise<void> {
  const rules = buildRules();
  const headers = siteSecurityHeaders(dir);
  await writeFile(join(dir, '_redirects'), toRedirectsFile(rules));
  await writeFile(join(dir, '_headers'), toHeadersFile(headers));
  await writeFile(
    join(dir, 'nginx-routes.conf'),
    toNginxInclude(rules, [...toNginxHeaders(headers), ...nginxCacheLines]),
  );
}
