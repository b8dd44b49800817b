/** Toast messages at the bottom left: success or error, each closing itself after 5 seconds. */
import { atom } from 'nanostores';

/** How long a toast stays (seed section 9). */
export const TOAST_DURATION_MS = 5000;

/** One toast message. */
export interface Toast {
  readonly key: string;
  readonly type: 'success' | 'error';
  readonly message: string;
  /** A button beside the message ("undo"); using it closes the toast. */
  readonly action?: ToastAction;
}

/** A toast's button: its label and what it does. */
export interface ToastAction {
  readonly label: string;
  readonly run: () => void;
}

/** The toasts on screen, oldest first. */
export const $toasts = atom<readonly Toast[]>([]);

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

/** Shows a toast (with a button when `action` is given) and schedules its closing; returns its key. */
export function showToast(type: Toast['type'], message: string, action?: ToastAction): string {
  counter += 1;
  const key = `toast-${Date.now().toString(36)}-${counter}`;
  $toasts.set([...$toasts.get(), { key, type, message, ...(action ? { action } : {}) }]);
  timers.set(
    key,
    setTimeout(() => dismissToast(key), TOAST_DURATION_MS),
  );
  return key;
}

/** Closes a toast now. */
export function dismissToast(key: string): void {
  clearTimeout(timers.get(key));
  timers.delete(key);
  $toasts.set($toasts.get().filter((toast) => toast.key !== key));
}
