/** Reloads the page when a code chunk fails to load (a new deployment), at most once a minute. */

/** Minimum time between two automatic reloads (seed section 8). */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

const STORAGE_KEY = 'backoffice:chunk-reload-at';

const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /Unable to preload CSS/i,
  /ChunkLoadError/i,
];

/** Whether an error (or rejection reason) is a failed chunk load. */
export function isChunkLoadError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason);
  return chunkErrorPatterns.some((pattern) => pattern.test(text));
}

/** Reloads unless the last automatic reload was less than a minute ago; returns whether it did. */
export function reloadAtMostOncePerMinute(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now = Date.now(),
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_INTERVAL_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}

/** Listens for chunk load failures (Vite's preload error and unhandled rejections). */
export function installChunkReload(win: Window): void {
  const handle = (reason: unknown, event: Event) => {
    if (!isChunkLoadError(reason)) return;
    event.preventDefault();
    reloadAtMostOncePerMinute(win.sessionStorage, () => win.location.reload());
  };
  win.addEventListener('vite:preloadError', (event) => {
    handle((event as Event & { payload?: unknown }).payload ?? 'ChunkLoadError', event);
  });
  win.addEventListener('unhandledrejection', (event) => handle(event.reason, event));
}
