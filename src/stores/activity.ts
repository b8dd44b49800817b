/**
 * Activity indicators: the full-screen loading overlay and the top progress bar, which appears only
 * when navigation or API work lasts longer than 200 ms and fills over an expected 5000 ms.
 */
import { atom } from 'nanostores';

/** Expected duration of the progress bar's fill (seed section 9). */
export const PROGRESS_DURATION_MS = 5000;
/** Work shorter than this shows no progress bar (seed section 9). */
export const PROGRESS_THROTTLE_MS = 200;

/** How many callers hold the full-screen overlay. */
export const $overlay = atom(0);

/** The top progress bar: whether shown and its fill from 0 to 1. */
export const $progress = atom<{ visible: boolean; value: number }>({ visible: false, value: 0 });

/** Shows the full-screen overlay until the returned function is called. */
export function holdOverlay(): () => void {
  $overlay.set($overlay.get() + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    $overlay.set(Math.max(0, $overlay.get() - 1));
  };
}

let pending = 0;
let showTimer: ReturnType<typeof setTimeout> | undefined;
let tickTimer: ReturnType<typeof setInterval> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let startedAt = 0;

const TICK_MS = 100;

function tick(): void {
  const elapsed = Date.now() - startedAt;
  // Eases towards 95 % over the expected duration; only the end of the work completes the bar.
  const value = Math.min(0.95, 1 - Math.exp((-3 * elapsed) / PROGRESS_DURATION_MS));
  $progress.set({ visible: true, value });
}

/** Marks the start of navigation or API work; call the returned function when it ends. */
export function beginActivity(): () => void {
  pending += 1;
  if (pending === 1) {
    clearTimeout(hideTimer);
    startedAt = Date.now();
    showTimer = setTimeout(() => {
      tick();
      tickTimer = setInterval(tick, TICK_MS);
    }, PROGRESS_THROTTLE_MS);
  }
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    pending -= 1;
    if (pending > 0) return;
    clearTimeout(showTimer);
    clearInterval(tickTimer);
    if (!$progress.get().visible) return;
    $progress.set({ visible: true, value: 1 });
    hideTimer = setTimeout(() => $progress.set({ visible: false, value: 0 }), TICK_MS * 2);
  };
}
