/**
 * A member's coupons (`GET .../members/{id}/coupons`): the ones given to them (whether used) and
 * the ones they used on an order (with the code typed and the order), newest first.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { memberCouponsResponse } from '../../contract/members.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { couponCodes, couponRedemptions, coupons, memberCoupons, orders } from '../../db/schema.ts';

/** Most coupons of each kind answered. */
const MAX_COUPONS = 200;

/** A coupon's summary. */
function summaryOf(coupon: typeof coupons.$inferSelect) {
  return {
    id: coupon.id,
    code: coupon.code,
    title: coupon.title,
    type: coupon.type,
    amount: coupon.amount,
    rate: coupon.rate,
    ends_at: coupon.endsAt?.toISOString() ?? null,
  };
}

/** A member's owned and used coupons. */
export async function memberCouponsOf(
  tx: Database | Transaction,
  memberId: number,
): Promise<z.input<typeof memberCouponsResponse>> {
  const owned = await tx
    .select({
      coupon: coupons,
      grantedAt: memberCoupons.grantedAt,
      used: sql<boolean>`exists (select 1 from coupon_redemptions r where r.coupon_id = ${memberCoupons.couponId} and r.member_id = ${memberId})`,
    })
    .from(memberCoupons)
    .innerJoin(coupons, eq(coupons.id, memberCoupons.couponId))
    .where(eq(memberCoupons.memberId, memberId))
    .orderBy(desc(memberCoupons.grantedAt), desc(coupons.id))
    .limit(MAX_COUPONS);
  const used = await tx
    .select({
      redemption: couponRedemptions,
      coupon: coupons,
      code: couponCodes.code,
      orderId: orders.id,
    })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .innerJoin(couponCodes, eq(couponCodes.id, couponRedemptions.codeId))
    .leftJoin(orders, eq(sql`lower(${orders.orderNo})`, sql`lower(${couponRedemptions.orderNo})`))
    .where(eq(couponRedemptions.memberId, memberId))
    .orderBy(desc(couponRedemptions.redeemedAt), desc(couponRedemptions.id))
    .limit(MAX_COUPONS);
  return {
    owned: owned.map((row) => ({
      ...summaryOf(row.coupon),
      granted_at: row.grantedAt.toISOString(),
      used: row.used,
    })),
    used: used.map((row) => ({
      id: row.redemption.id,
      coupon: summaryOf(row.coupon),
      code: row.code,
      order: { id: row.orderId, order_no: row.redemption.orderNo },
      amount_off: row.redemption.amountOff,
      redeemed_at: row.redemption.redeemedAt.toISOString(),
    })),
  };
}
