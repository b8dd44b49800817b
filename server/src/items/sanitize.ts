/**
 * The introduction's HTML as the server stores it: an allowlist of text formatting, headings,
 * lists, quotes, code and links (absolute http, https and mailto only; other anchors lose their
 * href). Scripts, styles, iframes, images, event-handler attributes and `javascript:` URLs are
 * removed; a link that opens a new tab gets `rel="noopener noreferrer"`.
 */
import sanitizeHtml from 'sanitize-html';

/** Links the introduction keeps: absolute http(s) URLs and mailto addresses. */
const linkPattern = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  // Dropped with their content, not only their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs['href']?.trim() ?? '';
      // A link to anywhere else (relative, javascript:, data:, ...) loses its href: an anchor
      // without one links nowhere. (Renaming the tag would confuse sanitize-html's closing tags.)
      if (!linkPattern.test(href)) return { tagName, attribs: {} };
      const attributes: Record<string, string> = { href };
      if (attribs['target'] === '_blank') {
        attributes['target'] = '_blank';
        attributes['rel'] = 'noopener noreferrer';
      } else if (attribs['rel'] !== undefined) {
        attributes['rel'] = attribs['rel'];
      }
      return { tagName, attribs: attributes };
    },
  },
};

/** The sanitised form of an introduction (idempotent: sanitising twice changes nothing). */
export function sanitizeIntroduction(html: string): string {
  return sanitizeHtml(html, options).trim();
}
