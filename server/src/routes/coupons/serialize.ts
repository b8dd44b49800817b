/**
 * Coupons as the API answers them: the stored row with its status at a time, its redemptions
 * (`used`), its generated codes, the courses it names and its owner (null: the platform).
 */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { coupon, couponCourse, couponListEntry } from '../../contract/coupons.ts';
import type { Database, Transaction } from '../../db/index.ts';
import {
  couponCodes,
  couponCourses,
  couponRedemptions,
  courses,
  memberGroups,
  users,
} from '../../db/schema.ts';
import type { CouponRow } from '../../selling/access.ts';
import { couponStatus } from './status.ts';

type ListEntry = z.input<typeof couponListEntry>;

/** Counts per coupon id from a grouped query. */
function countsOf(rows: readonly { id: number; n: number }[]): Map<number, number> {
  return new Map(rows.map((row) => [row.id, row.n]));
}

/** The list entries of coupon rows, in their order. */
export async function serializeCoupons(
  tx: Database | Transaction,
  rows: readonly CouponRow[],
  now: Date,
): Promise<ListEntry[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const used = countsOf(
    await tx
      .select({ id: couponRedemptions.couponId, n: count() })
      .from(couponRedemptions)
      .where(inArray(couponRedemptions.couponId, ids))
      .groupBy(couponRedemptions.couponId),
  );
  const generated = countsOf(
    await tx
      .select({ id: couponCodes.couponId, n: count() })
      .from(couponCodes)
      .where(and(inArray(couponCodes.couponId, ids), eq(couponCodes.generated, true)))
      .groupBy(couponCodes.couponId),
  );
  const named = countsOf(
    await tx
      .select({ id: couponCourses.couponId, n: count() })
      .from(couponCourses)
      .where(inArray(couponCourses.couponId, ids))
      .groupBy(couponCourses.couponId),
  );
  const ownerIds = [...new Set(rows.flatMap((row) => (row.lecturerId ? [row.lecturerId] : [])))];
  const owners = new Map(
    ownerIds.length === 0
      ? []
      : (
          await tx
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(inArray(users.id, ownerIds))
        ).map((owner) => [owner.id, owner]),
  );
  const groupIds = [...new Set(rows.flatMap((row) => (row.groupId ? [row.groupId] : [])))];
  const groups = new Map(
    groupIds.length === 0
      ? []
      : (
          await tx
            .select({ id: memberGroups.id, name: memberGroups.name })
            .from(memberGroups)
            .where(inArray(memberGroups.id, groupIds))
        ).map((group) => [group.id, group]),
  );
  return rows.map((row) => ({
    code: row.code,
    title: row.title,
    labels: row.labels,
    type: row.type,
    amount: row.type === 'AMOUNT' ? row.amount : null,
    discount: row.type === 'PERCENT' && row.rate !== null ? row.rate / 100 : null,
    min_spend: row.minSpend,
    scope: row.scope,
    isBundle: row.scope === 'BUNDLE',
    courses_count: named.get(row.id) ?? 0,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
    total_limit: row.totalLimit,
    per_member_limit: row.perMemberLimit,
    status: couponStatus(row, now),
    used: used.get(row.id) ?? 0,
    generated: generated.get(row.id) ?? 0,
    owner: row.lecturerId === null ? null : (owners.get(row.lecturerId) ?? null),
    group: row.groupId === null ? null : (groups.get(row.groupId) ?? null),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** The courses a coupon names, by title. */
export async function namedCourses(
  tx: Database | Transaction,
  couponId: number,
): Promise<z.input<typeof couponCourse>[]> {
  return tx
    .select({ id: courses.id, title: courses.title, kind: courses.kind, price: courses.price })
    .from(couponCourses)
    .innerJoin(courses, eq(courses.id, couponCourses.courseId))
    .where(eq(couponCourses.couponId, couponId))
    .orderBy(asc(courses.title), asc(courses.id));
}

/** One coupon with the courses it names. */
export async function couponDetail(
  tx: Database | Transaction,
  row: CouponRow,
  now = new Date(),
): Promise<z.input<typeof coupon>> {
  const [entry] = await serializeCoupons(tx, [row], now);
  if (!entry) throw new Error('No coupon entry');
  return { ...entry, courses: await namedCourses(tx, row.id) };
}
