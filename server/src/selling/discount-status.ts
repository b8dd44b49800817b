/**
 * A discount's status, not stored: ENDED once ended early, SCHEDULED before it starts, EXPIRED
 * from its end (exclusive), ACTIVE in between. The same rule as a row value and as SQL.
 */
import { and, gt, isNotNull, isNull, lte, type SQL } from 'drizzle-orm';
import type { DiscountStatus } from '../contract/plain/discounts.ts';
import { discounts } from '../db/schema.ts';

/** The dates a status follows from. */
export interface DiscountDates {
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly endedAt: Date | null;
}

/** The status of a discount at a time. */
export function discountStatus(row: DiscountDates, now: Date): DiscountStatus {
  if (row.endedAt) return 'ENDED';
  if (now < row.startsAt) return 'SCHEDULED';
  if (row.endsAt <= now) return 'EXPIRED';
  return 'ACTIVE';
}

/** Whether a discount may still change: neither ended early nor past its end. */
export function discountOpen(row: DiscountDates, now: Date): boolean {
  const status = discountStatus(row, now);
  return status === 'SCHEDULED' || status === 'ACTIVE';
}

/** The discounts of a status at a time, as a condition. */
export function discountStatusCondition(status: DiscountStatus, now: Date): SQL {
  const running = isNull(discounts.endedAt);
  switch (status) {
    case 'ENDED':
      return isNotNull(discounts.endedAt);
    case 'SCHEDULED':
      return and(running, gt(discounts.startsAt, now)) as SQL;
    case 'EXPIRED':
      return and(running, lte(discounts.endsAt, now)) as SQL;
    case 'ACTIVE':
      return and(running, lte(discounts.startsAt, now), gt(discounts.endsAt, now)) as SQL;
  }
}

/** Discounts still running at a time or later: not ended early, not past their end. */
export function discountNotOver(now: Date): SQL {
  return and(isNull(discounts.endedAt), gt(discounts.endsAt, now)) as SQL;
}
