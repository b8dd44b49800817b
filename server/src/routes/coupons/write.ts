/**
 * Writing coupons: create (its own code also in `coupon_codes`, unique without case), update
 * (everything but the code), delete (only a coupon never redeemed) and the list's bulk actions
 * (disable, enable, end now) on up to MAX_BULK_COUPONS coupons, all or none.
 */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CouponBulkAction } from '../../contract/coupons.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { couponCodes, couponCourses, couponRedemptions, coupons } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { moveToTrash } from '../../trash/entries.ts';
import type { CouponRow } from '../../selling/access.ts';
import type { CouponDraft } from './checks.ts';

/** The stored columns of a draft. */
function columnsOf(draft: CouponDraft) {
  return {
    title: draft.title,
    labels: [...draft.labels],
    type: draft.type,
    amount: draft.amount,
    rate: draft.rate,
    minSpend: draft.minSpend,
    scope: draft.scope,
    startsAt: draft.startsAt,
    endsAt: draft.endsAt,
    totalLimit: draft.totalLimit,
    perMemberLimit: draft.perMemberLimit,
    disabled: draft.disabled,
    groupId: draft.groupId,
  };
}

/** Replaces the courses a coupon names. */
async function nameCourses(
  tx: Database | Transaction,
  couponId: number,
  courseIds: readonly number[],
): Promise<void> {
  await tx.delete(couponCourses).where(eq(couponCourses.couponId, couponId));
  if (courseIds.length > 0)
    await tx.insert(couponCourses).values(courseIds.map((courseId) => ({ couponId, courseId })));
}

/** Stores a new coupon with its code; 400 at `code` when another request took it meanwhile. */
export async function insertCoupon(
  tx: Database | Transaction,
  draft: CouponDraft,
  code: string,
  createdBy: number,
): Promise<CouponRow> {
  const now = new Date();
  const [row] = await tx
    .insert(coupons)
    .values({
      ...columnsOf(draft),
      code,
      lecturerId: draft.lecturerId,
      createdBy,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  const [own] = row
    ? await tx
        .insert(couponCodes)
        .values({ couponId: row.id, code, generated: false, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: couponCodes.id })
    : [];
  if (!row || !own) throw badRequest('coupon.codeTaken', 'code', { code });
  await nameCourses(tx, row.id, draft.courseIds);
  return row;
}

/** Stores a coupon's new terms (its code stays). */
export async function updateCoupon(
  tx: Database | Transaction,
  row: CouponRow,
  draft: CouponDraft,
): Promise<CouponRow> {
  const [updated] = await tx
    .update(coupons)
    .set({ ...columnsOf(draft), updatedAt: new Date() })
    .where(eq(coupons.id, row.id))
    .returning();
  await nameCourses(tx, row.id, draft.courseIds);
  return updated ?? row;
}

/**
 * Moves a coupon never redeemed, with its codes, to the trash; answers the entry's id. 400 once
 * redeemed (disable it instead).
 */
export async function deleteCoupon(
  tx: Transaction,
  row: CouponRow,
  deletedBy: number,
): Promise<number> {
  const [redeemed] = await tx
    .select({ n: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, row.id));
  if ((redeemed?.n ?? 0) > 0) throw badRequest('coupon.redeemedKept');
  return moveToTrash(
    tx,
    {
      kind: 'coupon',
      table: coupons,
      id: row.id,
      title: `${row.code} ${row.title}`,
      ownerId: row.lecturerId,
      area: 'v2_coupon',
    },
    deletedBy,
  );
}

/** What each bulk action sets at a time. */
function bulkChange(action: CouponBulkAction, now: Date) {
  switch (action) {
    case 'disable':
      return { disabled: true, updatedAt: now };
    case 'enable':
      return { disabled: false, updatedAt: now };
    case 'end':
      // Ends now; one not started yet starts now too. One already over keeps its end.
      return {
        startsAt: sql`least(${coupons.startsAt}, ${now.toISOString()}::timestamptz)`,
        endsAt: sql`case when ${coupons.endsAt} is not null and ${coupons.endsAt} <= ${now.toISOString()}::timestamptz then ${coupons.endsAt} else ${now.toISOString()}::timestamptz end`,
        updatedAt: now,
      };
  }
}

/**
 * Applies a bulk action to the coupons of the codes (any case) in a scope, all or none: a code
 * that is not one of the scope's coupons answers 404 and nothing changes. Answers the coupons in
 * the order of the codes.
 */
export async function bulkAction(
  tx: Database | Transaction,
  scope: SQL,
  action: CouponBulkAction,
  codes: readonly string[],
  now: Date,
): Promise<CouponRow[]> {
  const wanted = [...new Set(codes.map((code) => code.toLowerCase()))];
  const found = await tx
    .select({ id: coupons.id, code: coupons.code })
    .from(coupons)
    .where(and(scope, inArray(sql`lower(${coupons.code})`, wanted)))
    .for('update');
  if (found.length !== wanted.length) throw notFound();
  const updated = await tx
    .update(coupons)
    .set(bulkChange(action, now))
    .where(
      inArray(
        coupons.id,
        found.map((row) => row.id),
      ),
    )
    .returning();
  const byCode = new Map(updated.map((row) => [row.code.toLowerCase(), row]));
  return wanted.flatMap((code) => {
    const row = byCode.get(code);
    return row ? [row] : [];
  });
}
