/**
 * What the main-site stand-in's server-rendered pages share (login, set and forgot password,
 * unsubscribe): escaping, the document around a page's content, and the headers of every page.
 */
import type { Context } from 'hono';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside HTML text and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

/**
 * A whole page: its language, title (also the heading), style sheet, the intro paragraph and the
 * content after it (already HTML), inside `<main>`; `tail` follows `</main>` (scripts).
 */
export function pageDocument(page: {
  readonly locale: string;
  readonly title: string;
  readonly style: string;
  readonly intro: string;
  readonly content: string;
  readonly tail?: string;
  readonly noindex?: boolean;
}): string {
  const robots = page.noindex ? '\n<meta name="robots" content="noindex">' : '';
  return `<!doctype html>
<html lang="${escapeHtml(page.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">${robots}
<title>${escapeHtml(page.title)}</title>
<style>${page.style}</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.intro)}</p>
${page.content}
</main>${page.tail ?? ''}
</body>
</html>
`;
}

/** Sets a stand-in page's headers: its content policy, no framing, no referrer, no caching. */
export function setPageHeaders(c: Context, policy: string): void {
  c.header('Content-Security-Policy', policy);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('X-Frame-Options', 'DENY');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Cache-Control', 'no-store');
}
