import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../support/memory-storage.ts';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  isChunkLoadError,
  reloadAtMostOncePerMinute,
} from '../../../src/lib/chunk-reload.ts';

describe('chunk load failure', () => {
  it('recognises failed chunk loads and nothing else', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_astro/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError('ChunkLoadError')).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once a minute', () => {
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
    const storage = memoryStorage();
    const reload = vi.fn();
    const t0 = 1_000_000;
    expect(reloadAtMostOncePerMinute(storage, reload, t0)).toBe(true);
    expect(reloadAtMostOncePerMinute(storage, reload, t0 + 59_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadAtMostOncePerMinute(storage, reload, t0 + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
