import { describe, expect, it } from 'vitest';
import { isSlowConnection } from '../../../src/lib/prefetch.ts';

const nav = (connection?: object) => ({ connection }) as unknown as Navigator;

describe('prefetch on slow connections', () => {
  it('is skipped with data saver on or on 2g', () => {
    expect(isSlowConnection(nav({ saveData: true, effectiveType: '4g' }))).toBe(true);
    expect(isSlowConnection(nav({ saveData: false, effectiveType: '2g' }))).toBe(true);
    expect(isSlowConnection(nav({ effectiveType: 'slow-2g' }))).toBe(true);
  });

  it('runs on 3g, 4g, or when the browser does not say', () => {
    expect(isSlowConnection(nav({ saveData: false, effectiveType: '3g' }))).toBe(false);
    expect(isSlowConnection(nav({ effectiveType: '4g' }))).toBe(false);
    expect(isSlowConnection(nav())).toBe(false);
  });
});
