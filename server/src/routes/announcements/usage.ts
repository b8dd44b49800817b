/**
 * The sending allowance: announcements a lecturer may confirm per calendar month in Asia/Taipei
 * (UTC+8 all year, no daylight saving), the configured limit and what is used of it.
 */
import { and, count, eq, gte, lt } from 'drizzle-orm';
import { DEFAULT_ANNOUNCEMENT_MONTHLY_LIMIT } from '../../contract/plain/interactions.ts';
import { MAX_INTEGER } from '../../contract/plain/operation.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { announcements, configs } from '../../db/schema.ts';

/** The `configs` key holding the monthly limit (a whole number). */
export const MONTHLY_LIMIT_KEY = 'ANNOUNCEMENT_MONTHLY_LIMIT';

/** Asia/Taipei is UTC+8 all year. */
const TAIPEI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The calendar month (Asia/Taipei) holding an instant: its start and the next month's. */
export function taipeiMonth(now: Date): { readonly start: Date; readonly next: Date } {
  const local = new Date(now.getTime() + TAIPEI_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return {
    start: new Date(Date.UTC(year, month, 1) - TAIPEI_OFFSET_MS),
    next: new Date(Date.UTC(year, month + 1, 1) - TAIPEI_OFFSET_MS),
  };
}

/** An instant's calendar date in Asia/Taipei, as `YYYY/MM/DD`. */
export function taipeiDate(instant: Date): string {
  const local = new Date(instant.getTime() + TAIPEI_OFFSET_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${local.getUTCFullYear()}/${pad(local.getUTCMonth() + 1)}/${pad(local.getUTCDate())}`;
}

/** The configured limit; the default when the key is missing or not a whole number. */
export async function monthlyLimit(tx: Database | Transaction): Promise<number> {
  const [row] = await tx
    .select({ value: configs.value })
    .from(configs)
    .where(eq(configs.key, MONTHLY_LIMIT_KEY));
  const value = row?.value.trim() ?? '';
  return /^\d{1,10}$/.test(value) && Number(value) <= MAX_INTEGER
    ? Number(value)
    : DEFAULT_ANNOUNCEMENT_MONTHLY_LIMIT;
}

/** A lecturer's allowance at an instant. */
export interface Usage {
  readonly limit: number;
  readonly used: number;
  readonly remaining: number;
  /** Start of the next month (Asia/Taipei). */
  readonly resetsAt: Date;
}

/** How much of this month's allowance a lecturer has used (announcements confirmed in it). */
export async function usageOf(
  tx: Database | Transaction,
  lecturerId: number,
  now: Date,
): Promise<Usage> {
  const { start, next } = taipeiMonth(now);
  const limit = await monthlyLimit(tx);
  const [row] = await tx
    .select({ used: count() })
    .from(announcements)
    .where(
      and(
        eq(announcements.lecturerId, lecturerId),
        gte(announcements.confirmedAt, start),
        lt(announcements.confirmedAt, next),
      ),
    );
  const used = row?.used ?? 0;
  return { limit, used, remaining: Math.max(0, limit - used), resetsAt: next };
}
