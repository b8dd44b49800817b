/**
 * One-off actions, beside `createLoader` and `createForm`: what is neither a load nor a form
 * (delete, publish, hide, approve, end now). An action has a busy flag (a second run while one is
 * in flight does nothing), may ask for a confirmation first, and handles failure one way:
 * cancelled (a duplicate or an abort) and refused sessions (403) say nothing; a 400's message is
 * shown where the user acted (`inline`) or as the client's toast; any other failure is one toast
 * with the action's own words. It resolves whether the action was done.
 */
import { atom, type ReadableAtom, type WritableAtom } from 'nanostores';
import { ApiError, CancelledError, isSignedOut } from '../api/client.ts';
import type { Translate } from '../i18n/intl.ts';
import { $t } from './i18n.ts';
import { showToast } from './toasts.ts';
import { askConfirm, type ConfirmRequest } from './unsaved.ts';

/** How an action asks, reports and fails. */
export interface ActionOptions<A extends readonly unknown[], R> {
  /** The question asked first (null: ask nothing this time). */
  readonly confirm?: (t: Translate, ...args: A) => ConfirmRequest | null;
  /** The success toast (null: none). */
  readonly done?: (t: Translate, result: R, ...args: A) => string | null;
  /** The toast of a failure other than a refusal (400) or a lost session (403). */
  readonly failed: (t: Translate) => string;
  /** A 400's message shows where the user acted (`$error`) instead of as a toast. */
  readonly inline?: boolean;
  /** Shares a busy flag with other actions of one screen (one thing at a time). */
  readonly busy?: WritableAtom<boolean>;
  /**
   * A deletion that went to the trash: the success toast offers "undo", which restores the entry
   * and then runs `restored` (show it again).
   */
  readonly undo?: (result: R, ...args: A) => UndoOffer | null;
}

/** What "undo" restores, and what shows it again afterwards. */
export interface UndoOffer {
  /** The trash entry, or each entry of a bulk deletion. */
  readonly trashId: number | readonly number[];
  readonly restored: () => unknown;
}

/** An action's state and its run. */
export interface Action<A extends readonly unknown[]> {
  /** The action is in flight. */
  readonly $busy: ReadableAtom<boolean>;
  /** The server's refusal, shown where the user acted (`inline` actions only). */
  readonly $error: ReadableAtom<string | null>;
  /** Runs the action (after the confirmation, if any); resolves whether it was done. */
  run(...args: A): Promise<boolean>;
  /** Forgets the shown refusal. */
  clearError(): void;
}

/** Whether a failure is the client's cancellation of a call (a duplicate write or an abort). */
export function isCancelled(error: unknown): boolean {
  return error instanceof CancelledError;
}

/** Whether a failure is the client's cancellation of a copy of a write sent moments before. */
export function isDuplicate(error: unknown): boolean {
  return (
    error instanceof CancelledError && error.message === new CancelledError('duplicate').message
  );
}

/**
 * Whether a failure is the server's refusal of the input (400), with its message; with `busy`, a
 * refusal to take more at once (429, a full queue) too.
 */
export function refusalOf(
  error: unknown,
  { busy = false }: { readonly busy?: boolean } = {},
): string | null {
  if (!(error instanceof ApiError)) return null;
  return error.status === 400 || (busy && error.status === 429) ? error.message : null;
}

/**
 * Takes a refusal (400) to show where the user acted: its message, the client's toast of it
 * cancelled; null (and nothing claimed) for any other failure.
 */
export function claimRefusal(error: unknown): string | null {
  const refusal = refusalOf(error);
  if (refusal !== null && error instanceof ApiError) error.claim();
  return refusal;
}

/**
 * Reports a failed call the one way: nothing for a cancellation or a lost session, a refusal's
 * own toast (the client's), one `failed` toast otherwise. Unknown errors are thrown again.
 */
export function reportFailure(error: unknown, failed: () => string): void {
  if (error instanceof CancelledError) return;
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 400 || isSignedOut(error)) return;
  error.claim();
  showToast('error', failed());
}

/** Creates an action over a call. */
export function createAction<A extends readonly unknown[], R>(
  perform: (...args: A) => Promise<R>,
  options: ActionOptions<A, R>,
): Action<A> {
  const $busy = options.busy ?? atom(false);
  const $error = atom<string | null>(null);

  async function run(...args: A): Promise<boolean> {
    if ($busy.get()) return false;
    const t = $t.get();
    const question = options.confirm?.(t, ...args);
    if (question && !(await askConfirm(question))) return false;
    $busy.set(true);
    $error.set(null);
    try {
      const result = await perform(...args);
      const message = options.done?.(t, result, ...args);
      const undo = options.undo?.(result, ...args);
      if (message && undo)
        showToast('success', message, {
          label: t('trash.undo'),
          // The trash's client loads only when someone undoes.
          run: () => void import('./undo.ts').then(({ undoDeletion }) => undoDeletion(undo)),
        });
      else if (message) showToast('success', message);
      return true;
    } catch (error) {
      const refusal = options.inline ? claimRefusal(error) : null;
      if (refusal !== null) $error.set(refusal);
      else reportFailure(error, () => options.failed(t));
      return false;
    } finally {
      $busy.set(false);
    }
  }

  return { $busy, $error, run, clearError: () => $error.set(null) };
}
