/**
 * From the database to the pricing function's input: the cart's courses and packages at their list
 * prices, the discounts whose window holds the time (the function picks the active ones), and the
 * coupon (a stored one with its uses so far, or a draft as if fresh). Coupon previews, orders and
 * discounts share it, so every screen prices a cart the same way.
 */
import { and, count, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { CouponScope, CouponType } from '../contract/plain/coupons.ts';
import type { Database, Transaction } from '../db/index.ts';
import {
  couponCodes,
  couponCourses,
  couponRedemptions,
  courses,
  discounts,
  memberGroupMembers,
  packages,
  type coupons,
} from '../db/schema.ts';
import type { CartLine, PriceCoupon, PriceDiscount, PriceInput } from './price.ts';

/** The terms of a coupon, stored or not: what the pricing function needs to apply it. */
export interface CouponTerms {
  readonly lecturerId: number | null;
  readonly type: CouponType;
  readonly amount: number | null;
  /** PERCENT: hundredths paid. */
  readonly rate: number | null;
  readonly minSpend: number;
  readonly scope: CouponScope;
  readonly courseIds: readonly number[];
  readonly startsAt: Date;
  readonly endsAt: Date | null;
  readonly totalLimit: number | null;
  readonly perMemberLimit: number | null;
  readonly disabled: boolean;
  /** The member group it is limited to (null: everyone). */
  readonly groupId: number | null;
}

/** A stored coupon and the code the member typed (its own or a generated one). */
export interface StoredCoupon {
  readonly row: typeof coupons.$inferSelect;
  readonly code: string;
}

/** What to price: a cart of courses and packages, a coupon, a member (null: none) and a time. */
export interface PriceRequest {
  readonly courseIds: readonly number[];
  readonly packageIds: readonly number[];
  readonly coupon: StoredCoupon | CouponTerms | null;
  readonly memberId: number | null;
  readonly at: Date;
}

/** The key of a cart line (`course:12`, `package:3`), as the pricing function echoes it back. */
export function lineKey(kind: CartLine['kind'], id: number): string {
  return `${kind}:${id}`;
}

/** The cart's lines: its courses then its packages, in the order asked (unknown ids left out). */
async function cartLines(
  tx: Database | Transaction,
  courseIds: readonly number[],
  packageIds: readonly number[],
): Promise<CartLine[]> {
  const courseRows =
    courseIds.length === 0
      ? []
      : await tx
          .select({ id: courses.id, lecturerId: courses.lecturerId, price: courses.price })
          .from(courses)
          .where(inArray(courses.id, [...courseIds]));
  const packageRows =
    packageIds.length === 0
      ? []
      : await tx
          .select({ id: packages.id, lecturerId: packages.lecturerId, price: packages.price })
          .from(packages)
          .where(inArray(packages.id, [...packageIds]));
  const line = (kind: CartLine['kind'], rows: typeof courseRows, ids: readonly number[]) =>
    ids.flatMap((id): CartLine[] => {
      const row = rows.find((candidate) => candidate.id === id);
      return row
        ? [{ key: lineKey(kind, id), kind, id, lecturerId: row.lecturerId, listPrice: row.price }]
        : [];
    });
  return [...line('course', courseRows, courseIds), ...line('package', packageRows, packageIds)];
}

/** The discounts on the cart's courses and packages whose window holds the time. */
async function candidateDiscounts(
  tx: Database | Transaction,
  courseIds: readonly number[],
  packageIds: readonly number[],
  at: Date,
): Promise<PriceDiscount[]> {
  const targets = [
    courseIds.length > 0
      ? and(eq(discounts.kind, 'SINGLE'), inArray(discounts.courseId, [...courseIds]))
      : undefined,
    packageIds.length > 0
      ? and(eq(discounts.kind, 'PACKAGE'), inArray(discounts.packageId, [...packageIds]))
      : undefined,
  ].filter((target) => target !== undefined);
  if (targets.length === 0) return [];
  const rows = await tx
    .select()
    .from(discounts)
    .where(and(or(...targets), lte(discounts.startsAt, at), gt(discounts.endsAt, at)));
  return rows.flatMap((row): PriceDiscount[] => {
    const targetId = row.kind === 'SINGLE' ? row.courseId : row.packageId;
    if (targetId === null) return [];
    return [
      {
        id: row.id,
        kind: row.kind,
        targetId,
        rate: row.rate,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        endedAt: row.endedAt,
      },
    ];
  });
}

/** A coupon's terms as the pricing function sees them, with its uses. */
function priceCoupon(
  terms: CouponTerms,
  id: number,
  code: string,
  uses: { used: number; usedByMember: number; codeSpent: boolean; inAudience: boolean },
): PriceCoupon {
  return {
    id,
    code,
    type: terms.type,
    amount: terms.amount ?? 0,
    rate: terms.rate ?? 100,
    minSpend: terms.minSpend,
    scope: terms.scope,
    courseIds: terms.courseIds,
    lecturerId: terms.lecturerId,
    startsAt: terms.startsAt,
    endsAt: terms.endsAt,
    disabled: terms.disabled,
    totalLimit: terms.totalLimit,
    perMemberLimit: terms.perMemberLimit,
    ...uses,
  };
}

/** Whether a member (null: nobody signed in) is in a group. */
async function inGroup(
  tx: Database | Transaction,
  groupId: number,
  memberId: number | null,
): Promise<boolean> {
  if (memberId === null) return false;
  const [row] = await tx
    .select({ id: memberGroupMembers.memberId })
    .from(memberGroupMembers)
    .where(and(eq(memberGroupMembers.groupId, groupId), eq(memberGroupMembers.memberId, memberId)));
  return row !== undefined;
}

/** A stored coupon with its named courses and its uses so far (by everyone, by the member, of the code). */
async function storedCoupon(
  tx: Database | Transaction,
  { row, code }: StoredCoupon,
  memberId: number | null,
): Promise<PriceCoupon> {
  const named = await tx
    .select({ id: couponCourses.courseId })
    .from(couponCourses)
    .where(eq(couponCourses.couponId, row.id));
  const uses = (where = eq(couponRedemptions.couponId, row.id)) =>
    tx
      .select({ n: count() })
      .from(couponRedemptions)
      .where(where)
      .then(([counted]) => counted?.n ?? 0);
  const used = await uses();
  const usedByMember =
    memberId === null
      ? 0
      : await uses(
          and(eq(couponRedemptions.couponId, row.id), eq(couponRedemptions.memberId, memberId)),
        );
  const [typed] = await tx
    .select({ id: couponCodes.id, generated: couponCodes.generated })
    .from(couponCodes)
    .where(and(eq(couponCodes.couponId, row.id), sql`lower(${couponCodes.code}) = lower(${code})`));
  const codeSpent =
    typed?.generated === true && (await uses(eq(couponRedemptions.codeId, typed.id))) > 0;
  const inAudience = row.groupId === null || (await inGroup(tx, row.groupId, memberId));
  return priceCoupon(
    { ...row, courseIds: named.map((course) => course.id) },
    row.id,
    typed ? code : row.code,
    { used, usedByMember, codeSpent, inAudience },
  );
}

/** Builds the pricing function's input for a cart, a coupon, a member and a time. */
export async function loadPriceInput(
  tx: Database | Transaction,
  request: PriceRequest,
): Promise<PriceInput> {
  const { courseIds, packageIds, coupon, memberId, at } = request;
  return {
    at,
    lines: await cartLines(tx, courseIds, packageIds),
    discounts: await candidateDiscounts(tx, courseIds, packageIds, at),
    coupon:
      coupon === null
        ? null
        : 'row' in coupon
          ? await storedCoupon(tx, coupon, memberId)
          : // A draft (a preview) is priced for a member of its audience.
            priceCoupon(coupon, 0, '', {
              used: 0,
              usedByMember: 0,
              codeSpent: false,
              inAudience: true,
            }),
  };
}
