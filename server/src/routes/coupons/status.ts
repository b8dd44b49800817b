/**
 * A coupon's status is not stored: DISABLED when disabled, SCHEDULED before its start, EXPIRED
 * from its end, ACTIVE otherwise. The same rule in TypeScript (answers) and SQL (the list filter).
 */
import { and, eq, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { CouponStatus, CouponStatusFilter } from '../../contract/coupons.ts';
import { coupons } from '../../db/schema.ts';

/** The status of a coupon at a time. */
export function couponStatus(
  row: { readonly disabled: boolean; readonly startsAt: Date; readonly endsAt: Date | null },
  now: Date,
): CouponStatus {
  if (row.disabled) return 'DISABLED';
  if (now < row.startsAt) return 'SCHEDULED';
  if (row.endsAt && row.endsAt <= now) return 'EXPIRED';
  return 'ACTIVE';
}

/** The coupons of a status at a time, as a condition (none for ALL). */
export function statusCondition(status: CouponStatusFilter, now: Date): SQL | undefined {
  const enabled = eq(coupons.disabled, false);
  const started = lte(coupons.startsAt, now);
  switch (status) {
    case 'ALL':
      return undefined;
    case 'DISABLED':
      return eq(coupons.disabled, true);
    case 'SCHEDULED':
      return and(enabled, gt(coupons.startsAt, now));
    case 'EXPIRED':
      return and(enabled, started, lte(coupons.endsAt, now));
    case 'ACTIVE':
      return and(enabled, started, or(isNull(coupons.endsAt), gt(coupons.endsAt, now)));
  }
}
