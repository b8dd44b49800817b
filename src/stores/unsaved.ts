/**
 * Unsaved content and the confirm dialog: forms mark themselves dirty; leaving the page asks first
 * (the browser prompt on unload, the confirm dialog on in-app navigation).
 */
import { atom, computed } from 'nanostores';
import { $uploadsActive } from './upload-presence.ts';

/** Ids of the forms holding unsaved content. */
export const $dirtyForms = atom<ReadonlySet<string>>(new Set());

/** Why leaving the page needs a confirmation now: unsaved content, running uploads, or nothing. */
export const $leaveWarning = computed([$dirtyForms, $uploadsActive], (dirty, uploading) => {
  if (dirty.size > 0) return 'unsaved' as const;
  if (uploading) return 'uploads' as const;
  return null;
});

/** Marks a form as holding unsaved content. */
export function markDirty(formId: string): void {
  if ($dirtyForms.get().has(formId)) return;
  $dirtyForms.set(new Set([...$dirtyForms.get(), formId]));
}

/** Marks a form as saved (or abandoned). */
export function markClean(formId: string): void {
  if (!$dirtyForms.get().has(formId)) return;
  $dirtyForms.set(new Set([...$dirtyForms.get()].filter((id) => id !== formId)));
}

/** Forgets every form's unsaved state (after the user chose to leave). */
export function discardUnsaved(): void {
  $dirtyForms.set(new Set());
}

/** A question waiting for the user's answer in the confirm dialog. */
export interface ConfirmRequest {
  readonly title: string;
  readonly message: string;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly danger?: boolean;
}

/** The open confirm dialog, if any. */
export const $confirm = atom<ConfirmRequest | null>(null);

let answer: ((value: boolean) => void) | null = null;

/** Opens the confirm dialog; resolves true when confirmed, false when cancelled. */
export function askConfirm(request: ConfirmRequest): Promise<boolean> {
  answer?.(false);
  $confirm.set(request);
  return new Promise((resolve) => {
    answer = resolve;
  });
}

/** Answers the open confirm dialog. */
export function answerConfirm(value: boolean): void {
  const resolve = answer;
  answer = null;
  $confirm.set(null);
  resolve?.(value);
}
