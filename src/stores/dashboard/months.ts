/**
 * Days and months as the dashboard and the calendar count them: Asia/Taipei (UTC+8 all year, no
 * daylight saving), written `2026-11-26` and `2026-11`.
 */
import { MONTH_PATTERN } from '../../../server/src/contract/plain/dashboard.ts';

const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The Asia/Taipei day of an instant: `2026-11-26`. */
export function taipeiDay(at: Date | string | number): string {
  return new Date(new Date(at).getTime() + TAIPEI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The Asia/Taipei month of an instant: `2026-11`. */
export function taipeiMonth(at: Date | string | number): string {
  return taipeiDay(at).slice(0, 7);
}

/** Whether a text is a month (`2026-11`). */
export function isMonth(text: string): boolean {
  return MONTH_PATTERN.test(text);
}

function parts(month: string): { year: number; index: number } {
  return { year: Number(month.slice(0, 4)), index: Number(month.slice(5, 7)) - 1 };
}

function ymd(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The month `delta` months after (before, when negative) a month. */
export function shiftMonth(month: string, delta: number): string {
  const { year, index } = parts(month);
  return ymd(new Date(Date.UTC(year, index + delta, 1))).slice(0, 7);
}

/** The first and last days of a month (for `from`/`to` filters). */
export function monthRange(month: string): { readonly from: string; readonly to: string } {
  const { year, index } = parts(month);
  return {
    from: `${month}-01`,
    to: ymd(new Date(Date.UTC(year, index + 1, 0))),
  };
}

/** The day of the week of a day, 0 = Sunday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The day `delta` days after a day. */
export function shiftDay(day: string, delta: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + delta);
  return ymd(date);
}

/** The Asia/Taipei time of day of an instant: `09:30`. */
export function taipeiTime(at: Date | string | number): string {
  return new Date(new Date(at).getTime() + TAIPEI_OFFSET_MS).toISOString().slice(11, 16);
}
