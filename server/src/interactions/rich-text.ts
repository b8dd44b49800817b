/**
 * Rich text of interactions (replies, announcements, discussions): sanitised like the course
 * introduction, and refused when nothing readable is left.
 */
import { sanitizeIntroduction } from '../items/sanitize.ts';

/** The stored form of a rich-text body (the introduction's allowlist). */
export function sanitizeRichText(html: string): string {
  return sanitizeIntroduction(html);
}

/** Whether sanitised HTML holds no text: only tags, `&nbsp;` and whitespace. */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|&#xa0;/gi, '')
      .trim() === ''
  );
}
