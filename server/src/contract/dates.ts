/**
 * Dates in requests, checked in the contract: a real day of a year from MIN_YEAR to MAX_YEAR
 * (year 0000 or 2026-02-31 answer 400 at the field, never reach the database).
 */
import { z } from 'zod';
import { DAY_PATTERN, MONTH_PATTERN } from './plain/dashboard.ts';

/** The first year a date in a request may have. */
export const MIN_YEAR = 1900;

/** The last year a date in a request may have. */
export const MAX_YEAR = 2999;

/** Whether text starting `YYYY-MM-DD` (or `YYYY-MM`) names a real day (month) in the years taken. */
function inRange(text: string): boolean {
  const year = Number(text.slice(0, 4));
  if (year < MIN_YEAR || year > MAX_YEAR) return false;
  const month = Number(text.slice(5, 7));
  const day = text.length >= 10 ? Number(text.slice(8, 10)) : 1;
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

/** Checked once the format holds (a malformed date gets one problem, not two). */
const inRangeOnce = {
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

/** An ISO date-time with an offset (`2026-11-26T08:00:00+08:00`). */
export const isoDateTime = z.iso.datetime({ offset: true }).refine(inRange, inRangeOnce);

/** A day (`2026-11-26`). */
export const dayText = z.string().regex(DAY_PATTERN).refine(inRange, inRangeOnce);

/** A month (`2026-11`). */
export const monthText = z.string().regex(MONTH_PATTERN).refine(inRange, inRangeOnce);
