/** A coupon's redemptions, newest first: the member, the code used, the order and the amount off. */
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { couponUsageQuery, couponUsageResponse } from '../../contract/coupons.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { couponCodes, couponRedemptions, users } from '../../db/schema.ts';
import { pagedList, readPage } from '../../http/paging.ts';

/** One page of a coupon's redemptions. */
export async function listUsage(
  tx: Database | Transaction,
  couponId: number,
  query: z.output<typeof couponUsageQuery>,
): Promise<z.input<typeof couponUsageResponse>> {
  const where = eq(couponRedemptions.couponId, couponId);
  const { rows, total } = await readPage(
    tx,
    tx
      .select({
        id: couponRedemptions.id,
        memberId: users.id,
        name: users.name,
        email: users.email,
        code: couponCodes.code,
        orderNo: couponRedemptions.orderNo,
        amountOff: couponRedemptions.amountOff,
        redeemedAt: couponRedemptions.redeemedAt,
      })
      .from(couponRedemptions)
      .innerJoin(users, eq(users.id, couponRedemptions.memberId))
      .innerJoin(couponCodes, eq(couponCodes.id, couponRedemptions.codeId))
      .where(where)
      .orderBy(desc(couponRedemptions.redeemedAt), desc(couponRedemptions.id)),
    query,
  );
  return pagedList(
    rows.map((row) => ({
      id: row.id,
      member: { id: row.memberId, name: row.name, email: row.email },
      code: row.code,
      order_no: row.orderNo,
      amount_off: row.amountOff,
      redeemed_at: row.redeemedAt.toISOString(),
    })),
    total,
    query,
  );
}
