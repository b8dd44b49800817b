/**
 * How the chapters screen shows a long structure: which chapters are collapsed, and how many
 * chapters from the top have their lecture rows mounted — those that fill the screen at once, the
 * rest one chapter per idle moment after (a chapter scrolled near mounts its own rows earlier).
 */
import { atom } from 'nanostores';

/** The chapters whose lectures are hidden on the chapters screen, by id. */
export const $collapsedChapters = atom<ReadonlySet<number>>(new Set());

/** How many chapters from the top have their lecture rows mounted (Infinity: all of them). */
export const $mountedChapters = atom(0);

/** The height a lecture row is expected to take, in pixels (with the gap below it). */
export const LECTURE_ROW_HEIGHT = 44;

/** The height of a chapter without its lectures (header, footer, padding), in pixels. */
export const CHAPTER_FRAME_HEIGHT = 110;

/** The height a chapter of `lectures` lectures is expected to take, in pixels. */
export function chapterHeight(lectures: number): number {
  return CHAPTER_FRAME_HEIGHT + lectures * LECTURE_ROW_HEIGHT;
}

/** How many chapters (of these lecture counts, in order) fill a screen of `height` pixels. */
export function chaptersOnScreen(lectureCounts: readonly number[], height: number): number {
  let filled = 0;
  for (const [index, count] of lectureCounts.entries()) {
    filled += chapterHeight(count);
    if (filled >= height) return index + 1;
  }
  return lectureCounts.length;
}

/** Collapses a chapter's lectures, or shows them again. */
export function toggleChapter(chapterId: number): void {
  const next = new Set($collapsedChapters.get());
  if (!next.delete(chapterId)) next.add(chapterId);
  $collapsedChapters.set(next);
}

/** Runs work when the page is idle (replaceable in tests). */
export interface Idle {
  request(callback: () => void): unknown;
  cancel(handle: unknown): void;
}

const defaultIdle: Idle =
  typeof requestIdleCallback === 'function'
    ? {
        request: (callback) => requestIdleCallback(callback, { timeout: 100 }),
        cancel: (handle) => cancelIdleCallback(handle as number),
      }
    : {
        request: (callback) => setTimeout(callback, 0),
        cancel: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      };

/**
 * Mounts the rows of the chapters that fill a screen of `height` pixels at once, then one more
 * chapter per idle moment until all `lectureCounts.length` are; never mounts fewer than before.
 * Returns a function that stops (the chapters mounted stay mounted).
 */
export function startMounting(
  lectureCounts: readonly number[],
  height: number,
  idle: Idle = defaultIdle,
): () => void {
  const total = lectureCounts.length;
  let handle: unknown = null;
  const step = () => {
    const next = $mountedChapters.get() + 1;
    $mountedChapters.set(next >= total ? Number.POSITIVE_INFINITY : next);
    handle = next >= total ? null : idle.request(step);
  };
  const first = Math.max($mountedChapters.get(), chaptersOnScreen(lectureCounts, height));
  $mountedChapters.set(first >= total ? Number.POSITIVE_INFINITY : first);
  if (first < total) handle = idle.request(step);
  return () => {
    if (handle !== null) idle.cancel(handle);
    handle = null;
  };
}

/** Forgets what was mounted and collapsed (another item's chapters are shown). */
export function resetChapterView(): void {
  $mountedChapters.set(0);
  $collapsedChapters.set(new Set());
}
