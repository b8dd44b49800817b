/**
 * Fixtures of the coupon tests: a coupon body with defaults, redemptions written directly (orders
 * arrive with their own area), course prices and discounts set directly.
 */
import { eq, sql } from 'drizzle-orm';
import type { Coupon } from '../../contract/coupons.ts';
import { couponCodes, couponRedemptions, coupons, courses, discounts } from '../../db/schema.ts';
import type { TestApi, TestResponse } from '../../testing/harness.ts';

/** The coupon a response answers. */
export function couponOf(response: TestResponse): Coupon {
  return response.body as Coupon;
}

/** Sets a course's list price directly. */
export async function setPrice(api: TestApi, courseId: number, price: number): Promise<void> {
  await api.db.update(courses).set({ price }).where(eq(courses.id, courseId));
}

/** A SINGLE discount on a course written directly (rate in hundredths paid). */
export async function insertDiscount(
  api: TestApi,
  values: { lecturerId: number; courseId: number; rate: number; startsAt: Date; endsAt: Date },
): Promise<void> {
  await api.db.insert(discounts).values({ kind: 'SINGLE', title: 'Fixture discount', ...values });
}

/**
 * A redemption of a coupon written directly: by a member, with a code (its own when not given),
 * on an order; answers its id.
 */
export async function redeem(
  api: TestApi,
  values: {
    couponCode: string;
    memberId: number;
    orderNo: string;
    amountOff?: number;
    code?: string;
    redeemedAt?: Date;
  },
): Promise<number> {
  const [coupon] = await api.db
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${values.couponCode})`);
  const [code] = await api.db
    .select({ id: couponCodes.id })
    .from(couponCodes)
    .where(sql`lower(${couponCodes.code}) = lower(${values.code ?? values.couponCode})`);
  if (!coupon || !code) throw new Error('No coupon or code');
  const [row] = await api.db
    .insert(couponRedemptions)
    .values({
      couponId: coupon.id,
      codeId: code.id,
      memberId: values.memberId,
      orderNo: values.orderNo,
      amountOff: values.amountOff ?? 100,
      ...(values.redeemedAt ? { redeemedAt: values.redeemedAt } : {}),
    })
    .returning({ id: couponRedemptions.id });
  if (!row) throw new Error('No redemption');
  return row.id;
}

/** The stored row of a coupon by its code. */
export async function storedCoupon(api: TestApi, code: string) {
  const [row] = await api.db
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${code})`);
  return row;
}

/** How many codes (own and generated) a coupon holds, by the coupon's id. */
export async function codeCount(api: TestApi, couponId: number): Promise<number> {
  const rows = await api.db
    .select({ id: couponCodes.id })
    .from(couponCodes)
    .where(eq(couponCodes.couponId, couponId));
  return rows.length;
}
