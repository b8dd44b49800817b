import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/i18n/format-date.ts';

describe('formatDate', () => {
  it('formats ISO strings as YYYY/MM/DD by default', () => {
    expect(formatDate('2026-03-05T10:00:00')).toBe('2026/03/05');
    expect(formatDate('2026-12-31')).toBe('2026/12/31');
  });

  it('accepts a custom dayjs format', () => {
    expect(formatDate('2026-03-05T10:04:00', 'YYYY/MM/DD HH:mm')).toBe('2026/03/05 10:04');
  });

  it('accepts Date objects and millisecond timestamps', () => {
    expect(formatDate(new Date(2026, 2, 5, 10, 0))).toBe('2026/03/05');
    expect(formatDate(new Date(2026, 2, 5, 23, 59).getTime(), 'YYYY/MM/DD HH:mm')).toBe(
      '2026/03/05 23:59',
    );
  });

  it('returns an empty string for invalid or missing values', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(new Date('invalid'))).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
  });
});
