/**
 * Who may see and manage coupons. A lecturer manages their own coupons (`coupons.lecturer_id`),
 * naming only the courses and ebooks they own (co-taught ones do not count); an administrator with
 * `v2_coupon` manages the platform's coupons (`lecturer_id` null), which may name any course, and
 * reads every lecturer's (ending or disabling one with a reason only: `selling/oversight.ts`).
 * Outside that scope a coupon or a course does not exist (404).
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { roleAccess } from '../auth/access.ts';
import type { Role, Viewer } from '../auth/sessions.ts';
import type { ItemKind } from '../contract/plain/items.ts';
import type { Database, Transaction } from '../db/index.ts';
import { coupons, courses } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';

/** Reading coupons: lecturers (their own) and admins with the coupon area. */
export const couponReadAccess = roleAccess(['ADMIN', 'TEACHER'], 'v2_coupon.read');

/** Writing coupons. */
export const couponWriteAccess = roleAccess(['ADMIN', 'TEACHER'], 'v2_coupon.write');

/** The kinds of items a coupon can name (articles are not sold). */
export const couponItemKinds: readonly ItemKind[] = ['courses', 'ebooks'];

/** A coupon row. */
export type CouponRow = typeof coupons.$inferSelect;

/** Whose coupons a viewer manages: a lecturer's id, or null for the platform (an admin). */
export function couponOwner(viewer: Pick<Viewer, 'id'> | null, role: Role | null): number | null {
  if (!viewer || !role) throw notFound();
  return role === 'ADMIN' ? null : viewer.id;
}

/**
 * The coupons a viewer reads, as a condition: a lecturer's own; every coupon for an administrator
 * (oversight: the platform's and every lecturer's, issue #31).
 */
export function couponReadScope(viewer: Pick<Viewer, 'id'> | null, role: Role | null): SQL {
  const owner = couponOwner(viewer, role);
  return owner === null ? sql`true` : eq(coupons.lecturerId, owner);
}

/**
 * The coupons a viewer changes, as a condition: a lecturer's own, the platform's for an
 * administrator (a lecturer's coupon they only end or disable, with a reason).
 */
export function couponScope(viewer: Pick<Viewer, 'id'> | null, role: Role | null): SQL {
  const owner = couponOwner(viewer, role);
  return owner === null ? isNull(coupons.lecturerId) : eq(coupons.lecturerId, owner);
}

/** A code compared without case. */
export function sameCode(column: SQL | typeof coupons.code, code: string): SQL {
  return sql`lower(${column}) = lower(${code})`;
}

/**
 * Loads a coupon of the viewer by its code in any case (locked when `forUpdate`); 404 otherwise.
 * `reading`: any coupon the viewer reads (an administrator's: every one), else one they change.
 */
export async function openCoupon(
  tx: Database | Transaction,
  viewer: Pick<Viewer, 'id'> | null,
  role: Role | null,
  code: string,
  forUpdate = false,
  reading = false,
): Promise<CouponRow> {
  const scope = reading ? couponReadScope(viewer, role) : couponScope(viewer, role);
  const query = tx
    .select()
    .from(coupons)
    .where(and(sameCode(coupons.code, code), scope));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** The courses a viewer's coupons may name, as a condition on `courses`. */
export function nameableCourses(owner: number | null): SQL | undefined {
  const kinds = inArray(courses.kind, [...couponItemKinds]);
  return owner === null ? kinds : and(kinds, eq(courses.lecturerId, owner));
}

/**
 * Checks that every course id is one the viewer's coupons may name; 404 when one is not (another
 * lecturer's course, an article, or nothing). Answers the ids without repeats, in order.
 */
export async function nameableCourseIds(
  tx: Database | Transaction,
  owner: number | null,
  ids: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(inArray(courses.id, unique), nameableCourses(owner)));
  if (found.length !== unique.length) throw notFound();
  return unique;
}
