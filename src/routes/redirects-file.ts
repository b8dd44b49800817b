/**
 * Reads a `_redirects` file and applies it the way Netlify and Cloudflare Pages do: an existing
 * file wins; otherwise the first matching rule. Used by the local static host, the dev server and
 * the tests, so all three serve exactly the generated rules.
 */
import type { Rule } from './rules.ts';

/** Parses the text of a `_redirects` file. */
export function parseRedirects(text: string): Rule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [from = '', to = '', status = '301'] = line.split(/\s+/);
      return { from, to, status: Number(status) as Rule['status'] };
    });
}

/** What a request resolves to. */
export type Resolution =
  | { readonly kind: 'file'; readonly path: string; readonly status: 200 | 404 }
  | { readonly kind: 'redirect'; readonly location: string; readonly status: 301 | 302 }
  | { readonly kind: 'none' };

function matches(from: string, pathname: string): boolean {
  const pattern = from.split('/').filter((part) => part !== '');
  const parts = pathname.split('/').filter((part) => part !== '');
  if (pattern.at(-1) === '*') {
    const fixed = pattern.slice(0, -1);
    return (
      parts.length >= fixed.length && fixed.every((p, i) => p.startsWith(':') || p === parts[i])
    );
  }
  return (
    pattern.length === parts.length && pattern.every((p, i) => p.startsWith(':') || p === parts[i])
  );
}

/**
 * Resolves a pathname (with its search string) against the rules. `findFile` maps a URL path to
 * the file that serves it, or null.
 */
export function applyRules(
  rules: readonly Rule[],
  pathname: string,
  search: string,
  findFile: (path: string) => string | null,
): Resolution {
  const existing = findFile(pathname);
  if (existing) return { kind: 'file', path: existing, status: 200 };
  const rule = rules.find((candidate) => matches(candidate.from, pathname));
  if (!rule) return { kind: 'none' };
  if (rule.status === 301 || rule.status === 302) {
    return { kind: 'redirect', location: rule.to + search, status: rule.status };
  }
  const target = findFile(rule.to);
  if (!target) return { kind: 'none' };
  return { kind: 'file', path: target, status: rule.status };
}
