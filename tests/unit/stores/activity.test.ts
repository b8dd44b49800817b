import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $overlay,
  $progress,
  PROGRESS_DURATION_MS,
  PROGRESS_THROTTLE_MS,
  beginActivity,
  holdOverlay,
} from '../../../src/stores/activity.ts';

describe('progress bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays hidden for work shorter than the 200 ms throttle', () => {
    expect(PROGRESS_THROTTLE_MS).toBe(200);
    const end = beginActivity();
    vi.advanceTimersByTime(199);
    end();
    vi.advanceTimersByTime(1000);
    expect($progress.get().visible).toBe(false);
  });

  it('shows after 200 ms, fills over the 5000 ms duration without completing, then completes and hides', () => {
    expect(PROGRESS_DURATION_MS).toBe(5000);
    const end = beginActivity();
    vi.advanceTimersByTime(200);
    expect($progress.get().visible).toBe(true);
    vi.advanceTimersByTime(1000);
    const early = $progress.get().value;
    vi.advanceTimersByTime(4000);
    const late = $progress.get().value;
    expect(early).toBeGreaterThan(0);
    expect(late).toBeGreaterThan(early);
    expect(late).toBeLessThan(1);
    vi.advanceTimersByTime(60_000);
    expect($progress.get().value).toBeLessThanOrEqual(0.95);
    end();
    expect($progress.get()).toEqual({ visible: true, value: 1 });
    vi.advanceTimersByTime(1000);
    expect($progress.get().visible).toBe(false);
  });

  it('waits for every concurrent piece of work', () => {
    const first = beginActivity();
    const second = beginActivity();
    vi.advanceTimersByTime(300);
    first();
    first();
    expect($progress.get().value).toBeLessThan(1);
    second();
    expect($progress.get().value).toBe(1);
  });
});

describe('loading overlay', () => {
  it('shows while any holder holds it; releasing twice counts once', () => {
    const a = holdOverlay();
    const b = holdOverlay();
    expect($overlay.get()).toBe(2);
    a();
    a();
    expect($overlay.get()).toBe(1);
    b();
    expect($overlay.get()).toBe(0);
  });
});
