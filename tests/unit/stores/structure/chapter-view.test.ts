import { afterEach, describe, expect, it } from 'vitest';
import {
  $collapsedChapters,
  $mountedChapters,
  chapterHeight,
  chaptersOnScreen,
  resetChapterView,
  startMounting,
  toggleChapter,
  type Idle,
} from '../../../../src/stores/structure/chapter-view.ts';

/** An idle scheduler run by hand: `next()` runs the one waiting callback. */
function manualIdle() {
  let waiting: (() => void) | null = null;
  const idle: Idle = {
    request: (callback) => {
      waiting = callback;
      return callback;
    },
    cancel: (handle) => {
      if (waiting === handle) waiting = null;
    },
  };
  return {
    idle,
    waiting: () => waiting !== null,
    next: () => {
      const callback = waiting;
      waiting = null;
      callback?.();
    },
  };
}

describe('the chapters screen view', () => {
  afterEach(() => resetChapterView());

  it('counts the chapters that fill a screen', () => {
    const counts = [8, 8, 8, 8, 8, 8];
    expect(chaptersOnScreen(counts, chapterHeight(8) * 2)).toBe(2);
    expect(chaptersOnScreen(counts, chapterHeight(8) * 2 + 1)).toBe(3);
    expect(chaptersOnScreen(counts, 100_000)).toBe(6);
    expect(chaptersOnScreen([], 800)).toBe(0);
  });

  it('mounts the chapters on screen at once, then one more per idle moment, then all', () => {
    const scheduler = manualIdle();
    const counts = [8, 8, 8, 8, 8];
    startMounting(counts, chapterHeight(8) * 2, scheduler.idle);
    expect($mountedChapters.get()).toBe(2);
    scheduler.next();
    expect($mountedChapters.get()).toBe(3);
    scheduler.next();
    expect($mountedChapters.get()).toBe(4);
    scheduler.next();
    expect($mountedChapters.get()).toBe(Number.POSITIVE_INFINITY);
    expect(scheduler.waiting()).toBe(false);
  });

  it('stops when asked, keeps what it mounted, and never mounts fewer on a new start', () => {
    const scheduler = manualIdle();
    const counts = [8, 8, 8, 8, 8];
    const stop = startMounting(counts, chapterHeight(8), scheduler.idle);
    scheduler.next();
    expect($mountedChapters.get()).toBe(2);
    stop();
    expect(scheduler.waiting()).toBe(false);
    expect($mountedChapters.get()).toBe(2);
    startMounting(counts, 1, scheduler.idle);
    expect($mountedChapters.get()).toBe(2);
    resetChapterView();
    expect($mountedChapters.get()).toBe(0);
  });

  it('collapses a chapter and shows it again, the others unchanged', () => {
    toggleChapter(1);
    toggleChapter(2);
    expect([...$collapsedChapters.get()]).toEqual([1, 2]);
    toggleChapter(1);
    expect([...$collapsedChapters.get()]).toEqual([2]);
    resetChapterView();
    expect($collapsedChapters.get().size).toBe(0);
  });
});
