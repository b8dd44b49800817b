import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, TOAST_DURATION_MS, dismissToast, showToast } from '../../../src/stores/toasts.ts';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $toasts.set([]);
  });
  afterEach(() => vi.useRealTimers());

  it('closes each toast after exactly 5 seconds', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    showToast('success', 'Saved');
    vi.advanceTimersByTime(2000);
    showToast('error', 'Title is required');
    vi.advanceTimersByTime(2999);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['Saved', 'Title is required']);
    vi.advanceTimersByTime(1);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['Title is required']);
    vi.advanceTimersByTime(2000);
    expect($toasts.get()).toEqual([]);
  });

  it('keeps type and message and gives each toast its own key', () => {
    const first = showToast('error', 'A');
    const second = showToast('error', 'A');
    expect(first).not.toBe(second);
    expect($toasts.get()).toEqual([
      { key: first, type: 'error', message: 'A' },
      { key: second, type: 'error', message: 'A' },
    ]);
  });

  it('dismisses one toast now without touching the others', () => {
    const first = showToast('success', 'one');
    showToast('success', 'two');
    dismissToast(first);
    expect($toasts.get().map((toast) => toast.message)).toEqual(['two']);
  });
});
