/**
 * Days, months and years of Asia/Taipei (UTC+8, no daylight saving) as instants: the bounds the
 * finance lists, the revenue, the dashboard, the orders and the members filter on, and a month key
 * of a time column in SQL.
 */
import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../http/errors.ts';

const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** A half-open range of instants: from `start` (included) to `end` (left out). */
export interface Period {
  readonly start: Date;
  readonly end: Date;
}

/** The Asia/Taipei calendar parts of an instant (month 1–12). */
export function taipeiParts(at: Date): { year: number; month: number; day: number } {
  const local = new Date(at.getTime() + TAIPEI_OFFSET_MS);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** The instant an Asia/Taipei date starts (month 1–12; days and months past the end roll over). */
function taipeiStart(year: number, month: number, day: number): Date {
  return new Date(Date.UTC(year, month - 1, day) - TAIPEI_OFFSET_MS);
}

/** The start of an Asia/Taipei day (`2026-11-26`), refused (400 at `field`) when no such day. */
export function taipeiDayStart(day: string, field: string): Date {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const utc = new Date(Date.UTC(year, month - 1, date));
  if (utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== date)
    throw badRequest('validation.invalid', field);
  return new Date(utc.getTime() - TAIPEI_OFFSET_MS);
}

/** A day `2026-11-26` (Asia/Taipei). */
export function dayPeriod(day: string): Period {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return { start: taipeiStart(year, month, date), end: taipeiStart(year, month, date + 1) };
}

/** A month `2026-11` (Asia/Taipei). */
export function monthPeriod(month: string): Period {
  const [year = 0, number = 0] = month.split('-').map(Number);
  return { start: taipeiStart(year, number, 1), end: taipeiStart(year, number + 1, 1) };
}

/** A year (Asia/Taipei). */
export function yearPeriod(year: number): Period {
  return { start: taipeiStart(year, 1, 1), end: taipeiStart(year + 1, 1, 1) };
}

/** The Asia/Taipei day holding an instant, `2026-11-26`. */
export function dayOf(at: Date): string {
  const { year, month, day } = taipeiParts(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The Asia/Taipei month holding an instant, `2026-11`. */
export function monthOf(at: Date): string {
  return dayOf(at).slice(0, 7);
}

/** A condition: the column's instant is within the period. */
export function within(column: PgColumn, period: Period): SQL {
  return and(gte(column, period.start), lt(column, period.end)) ?? sql`true`;
}

/** The Asia/Taipei month (`2026-11`) of a timestamptz column, in SQL (whatever the session zone). */
export function monthKey(column: PgColumn): SQL<string> {
  return sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;
}
