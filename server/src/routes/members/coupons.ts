/**
 * A member's coupons (`GET .../members/{id}/coupons`): the ones given to them (whether used) and
 * the ones they used on an order (with the code typed and the order), newest first; an
 * administrator gives them one of the platform's coupons with a reason.
 */
import { and, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit/record.ts';
import type {
  couponChoicesResponse,
  giveCouponBody,
  memberCouponsResponse,
} from '../../contract/members.ts';
import { MAX_MEMBER_CHOICES } from '../../contract/plain/members.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { couponCodes, couponRedemptions, coupons, memberCoupons, orders } from '../../db/schema.ts';
import { HttpError, type Problem } from '../../http/errors.ts';
import { escapeLike } from '../../http/like.ts';
import { openMember } from './member.ts';

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

/** The platform's coupons that can still be given (on, not ended), by part of the code or title. */
export async function couponChoicesOf(
  tx: Database | Transaction,
  memberId: number,
  keyword: string,
): Promise<z.input<typeof couponChoicesResponse>> {
  const pattern = `%${escapeLike(keyword)}%`;
  const rows = await tx
    .select({
      coupon: coupons,
      owned: sql<boolean>`exists (select 1 from member_coupons m where m.coupon_id = ${coupons.id} and m.member_id = ${memberId})`,
    })
    .from(coupons)
    .where(
      and(
        isNull(coupons.lecturerId),
        eq(coupons.disabled, false),
        or(isNull(coupons.endsAt), gt(coupons.endsAt, sql`now()`)),
        keyword === ''
          ? undefined
          : or(ilike(coupons.code, pattern), ilike(coupons.title, pattern)),
      ),
    )
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(MAX_MEMBER_CHOICES);
  return { data: rows.map((row) => ({ ...summaryOf(row.coupon), owned: row.owned })) };
}

/**
 * Gives a member one of the platform's coupons (on, not ended, not already theirs), recorded as
 * theirs by the administrator and audited (MEMBER, GRANT, with the reason); answers their coupons.
 */
export async function giveCoupon(
  tx: Transaction,
  memberId: number,
  body: z.output<typeof giveCouponBody>,
  actorId: number,
): Promise<z.input<typeof memberCouponsResponse>> {
  await openMember(tx, memberId, true);
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, body.coupon_id), isNull(coupons.lecturerId)));
  const problems: Record<string, Problem[]> = {};
  const add = (field: string, problem: Problem) => (problems[field] ??= []).push(problem);
  if (!coupon) add('coupon_id', { id: 'member.couponUnknown' });
  else if (coupon.disabled) add('coupon_id', { id: 'member.couponDisabled' });
  else if (coupon.endsAt !== null && coupon.endsAt.getTime() <= Date.now())
    add('coupon_id', { id: 'member.couponEnded' });
  else {
    const [owned] = await tx
      .select({ id: memberCoupons.couponId })
      .from(memberCoupons)
      .where(and(eq(memberCoupons.memberId, memberId), eq(memberCoupons.couponId, coupon.id)));
    if (owned) add('coupon_id', { id: 'member.couponOwned' });
  }
  if (body.reason === '') add('reason', { id: 'member.reasonEmpty' });
  if (!coupon || Object.keys(problems).length > 0) throw new HttpError(400, problems);
  await tx.insert(memberCoupons).values({ memberId, couponId: coupon.id, grantedBy: actorId });
  await recordAudit(tx, {
    subject: 'MEMBER',
    key: memberId,
    ownerId: memberId,
    action: 'GRANT',
    before: null,
    after: {
      coupon_id: coupon.id,
      coupon_code: coupon.code,
      coupon_title: coupon.title,
      reason: body.reason,
    },
    actorId,
  });
  return memberCouponsOf(tx, memberId);
}
