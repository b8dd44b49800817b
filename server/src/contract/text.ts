/**
 * Titles in requests: trimmed, without the bidi override and embedding controls (U+202A–U+202E,
 * U+2066–U+2069), which would turn the rest of a header or a list around wherever the title shows.
 */
import { z } from 'zod';

/** The bidi embedding, override and isolate controls a stored title may not carry. */
const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;

/** `value` without bidi override, embedding and isolate controls. */
export function withoutBidiControls(value: string): string {
  return value.replace(bidiControls, '');
}

/** A required title of at most `max` characters, trimmed, without bidi controls. */
export function titleText(max: number) {
  return z.string().overwrite(withoutBidiControls).trim().min(1).max(max);
}
