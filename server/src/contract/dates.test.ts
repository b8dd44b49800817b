import { describe, expect, it } from 'vitest';
import { dayText, isoDateTime, monthText } from './dates.ts';

describe('dates in requests', () => {
  it('takes real days of years 1900 to 2999, not year 0000 or a day a month lacks', () => {
    expect(dayText.safeParse('2026-11-26').success).toBe(true);
    expect(monthText.safeParse('2026-11').success).toBe(true);
    expect(isoDateTime.safeParse('2026-11-26T08:00:00+08:00').success).toBe(true);
    for (const bad of ['0000-01-01', '1899-12-31', '3000-01-01', '2026-02-31'])
      expect(dayText.safeParse(bad).success, bad).toBe(false);
    expect(monthText.safeParse('0000-01').success).toBe(false);
    expect(isoDateTime.safeParse('0000-01-01T00:00:00Z').success).toBe(false);
    expect(isoDateTime.safeParse('2026-02-30T00:00:00Z').success).toBe(false);
  });
});

describe('a malformed date', () => {
  it('has one problem, not a second about its range', () => {
    expect(isoDateTime.safeParse('yesterday').error?.issues).toHaveLength(1);
    expect(dayText.safeParse('0000-1-1').error?.issues).toHaveLength(1);
  });
});
