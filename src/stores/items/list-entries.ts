/** Lists of short texts (learnings, requirements, audiences): what is sent and where messages go. */
import type { FieldErrors } from '../form.ts';

/** The entries to send: trimmed, blank ones left out. */
export function entriesToSend(values: readonly string[]): string[] {
  return values.map((value) => value.trim()).filter((value) => value !== '');
}

/** The server's first message about a list (`learnings`) or one of its entries (`learnings.2`). */
export interface ListError {
  /** The entry's index, or null for the list as a whole. */
  readonly index: number | null;
  readonly message: string;
}

/** The first message about a list or its entries, if any. */
export function listErrorOf(errors: FieldErrors, field: string): ListError | null {
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    if (key === field) return { index: null, message };
    const match = new RegExp(`^${field}\\.(\\d+)$`).exec(key);
    if (match) return { index: Number(match[1]), message };
  }
  return null;
}
