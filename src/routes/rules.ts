/**
 * Rewrite and redirect rules generated from the route table, in the order they must be tried
 * (after existing files): the seed's redirects, then each parameterised route variant to its shell
 * page, then the per-locale 404 pages. Serialised as Netlify / Cloudflare Pages `_redirects` and as
 * an nginx include.
 */
import { localePrefixes } from '../i18n/locales.ts';
import { compareSpecificity, hasParams, shellPath, type Segment } from './patterns.ts';
import { redirectVariants, routeVariants } from './routes.ts';

/** One rule: `from` uses `:name` for one segment and a trailing `*` for the rest of the path. */
export interface Rule {
  readonly from: string;
  readonly to: string;
  readonly status: 200 | 301 | 302 | 404;
}

function rulePath(variant: readonly Segment[]): string {
  return `/${variant.map((s) => (s.kind === 'static' ? s.value : `:${s.name}`)).join('/')}`;
}

/** The locale-free path of the 404 page for a locale prefix. */
export function notFoundPage(prefix: string): string {
  return `${prefix}/404.html`;
}

/** Every rule, in order. */
export function buildRules(): Rule[] {
  const rules: Rule[] = [];
  const rewrites = routeVariants
    // Every variant of a parameterised pattern needs a rule, including the one where all its
    // (optional) parameters are absent: that path has no page of its own either.
    .filter(({ route }) => hasParams(route.pattern))
    .sort((a, b) => compareSpecificity(a.variant, b.variant));
  for (const prefix of localePrefixes) {
    for (const { redirect, variant } of redirectVariants) {
      rules.push({
        from: prefix + rulePath(variant),
        to: prefix + redirect.to,
        status: redirect.status,
      });
    }
    for (const { route, variant } of rewrites) {
      rules.push({
        from: prefix + rulePath(variant),
        to: `${prefix}${shellPath(route.pattern)}/`,
        status: 200,
      });
    }
  }
  for (const prefix of localePrefixes.filter((p) => p !== '')) {
    rules.push({ from: `${prefix}/*`, to: notFoundPage(prefix), status: 404 });
  }
  rules.push({ from: '/*', to: notFoundPage(''), status: 404 });
  return rules;
}

/** Serialises rules as a `_redirects` file. */
export function toRedirectsFile(rules: readonly Rule[]): string {
  const header = '# Generated from src/routes/table.ts by the build. Do not edit.\n';
  return header + rules.map((rule) => `${rule.from} ${rule.to} ${rule.status}`).join('\n') + '\n';
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function toNginxRegex(from: string): string {
  const parts = from.split('/').filter((part) => part !== '');
  const body = parts
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : escapeRegex(part)))
    .join('/');
  return from.endsWith('/*') ? `^/${body.replace(/\/\.\*$/, '')}(/.*)?$` : `^/${body}/?$`;
}

/**
 * Serialises rules as an nginx include for a `server` block whose `root` is the build folder:
 * the headers of every answer (`add_header` lines; no location adds its own, so all inherit
 * them), existing files first, then the redirects and rewrites in order; anything else answers
 * 404 with the 404 page of its locale.
 */
export function toNginxInclude(
  rules: readonly Rule[],
  headerLines: readonly string[] = [],
): string {
  const lines = [
    '# Generated from src/routes/table.ts by the build. Do not edit.',
    '# Include inside a server block whose root is the build folder.',
    ...headerLines,
    'location / {',
    '  try_files $uri $uri/index.html $uri.html @routes;',
    '}',
    'location @routes {',
  ];
  const notFound: string[] = [];
  for (const rule of rules) {
    const regex = toNginxRegex(rule.from);
    if (rule.status === 200) lines.push(`  rewrite ${regex} ${rule.to}index.html last;`);
    else if (rule.status === 404) notFound.push(`  rewrite ${regex} ${rule.to} break;`);
    else
      lines.push(
        `  rewrite ${regex} ${rule.to} ${rule.status === 301 ? 'permanent' : 'redirect'};`,
      );
  }
  lines.push(
    '  return 404;',
    '}',
    'error_page 404 @not_found;',
    'location @not_found {',
    ...notFound,
    '}',
  );
  return lines.join('\n') + '\n';
}
