/**
 * Moving through a list of posts with the keyboard: j/k (or ArrowDown/ArrowUp) next and previous,
 * r the reply box, s marks a discussion solved (or open again), Escape closes the panel. Keys act
 * only when focus is not in a text field, and never with Control, Alt or Meta held.
 */
import type { Thread } from '../../../server/src/contract/interactions.ts';
import { shownThreads } from './list.ts';
import { focusReply, threadLoader, toggleSolved } from './thread.ts';

/** What a key asks for. */
export type Shortcut = 'next' | 'previous' | 'reply' | 'solve' | 'close';

const keys: Readonly<Record<string, Shortcut>> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  r: 'reply',
  s: 'solve',
  Escape: 'close',
};

/** What an element is, as far as shortcuts care. */
interface Target {
  readonly tagName?: string;
  readonly isContentEditable?: boolean;
  readonly type?: string;
}

/** Whether keys typed on this element are text (a field, a text area, the rich text editor). */
export function isTextTarget(target: Target | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  return tag === 'input' && !['checkbox', 'radio', 'button', 'submit'].includes(target.type ?? '');
}

/** The shortcut a key press asks for, or null (modifiers held, typing in a field, other keys). */
export function shortcutOf(event: {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
  readonly target: Target | null;
}): Shortcut | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (isTextTarget(event.target)) return null;
  return keys[event.key] ?? null;
}

/**
 * The post next to the open one in the shown list (`step` 1: next, -1: previous); without an
 * open post, the first (or the last). Null at either end.
 */
export function neighbourThread(step: 1 | -1): Thread | null {
  const rows = shownThreads();
  if (rows.length === 0) return null;
  const open = threadLoader.$state.get().key;
  const index = open ? rows.findIndex((row) => row.id === open.id && row.type === open.type) : -1;
  if (index < 0) return (step === 1 ? rows[0] : rows.at(-1)) ?? null;
  return rows[index + step] ?? null;
}

/** Focuses the reply box of the open post (when one is open). */
export function replyShortcut(): boolean {
  if (threadLoader.$state.get().key === null) return false;
  focusReply();
  return true;
}

/** Marks the open discussion solved or open again (nothing for other posts or read-only ones). */
export function solveShortcut(): Promise<boolean> {
  const thread = threadLoader.dataFor();
  if (thread?.type !== 'discussions' || !thread.can_reply) return Promise.resolve(false);
  return toggleSolved();
}
