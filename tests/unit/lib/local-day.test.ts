import { describe, expect, it } from 'vitest';
import { formatDay } from '../../../src/lib/local-day.ts';

describe('days as the screens write them', () => {
  it('write the day in the browser’s time zone, with the time when asked', () => {
    const iso = new Date(2026, 10, 5, 9, 7).toISOString();
    expect(formatDay(iso)).toBe('2026/11/05');
    expect(formatDay(iso, true)).toBe('2026/11/05 09:07');
  });
});
