/**
 * A coupon's price preview: what a student pays with it now, as the pricing function says, with
 * the courses' list prices and active discounts, the coupon treated as fresh (never used). COURSES:
 * one cart per course it names (the first MAX_PREVIEW_CARTS); BUNDLE: one cart of all of them; ALL:
 * one cart per course of the lecturer (the first MAX_PREVIEW_CARTS by title; a platform coupon
 * names none, so no carts).
 */
import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { couponCourse, couponPreviewResponse } from '../../contract/coupons.ts';
import { MAX_PREVIEW_CARTS } from '../../contract/plain/coupons.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { courses } from '../../db/schema.ts';
import { lineKey, loadPriceInput } from '../../pricing/load.ts';
import { priceCart } from '../../pricing/price.ts';
import { nameableCourses } from '../../selling/access.ts';
import type { CouponDraft } from './checks.ts';

type Course = z.input<typeof couponCourse>;
type Preview = z.input<typeof couponPreviewResponse>;

/** The carts of a preview: lists of courses. */
async function cartsOf(tx: Database | Transaction, draft: CouponDraft): Promise<Course[][]> {
  const columns = {
    id: courses.id,
    title: courses.title,
    kind: courses.kind,
    price: courses.price,
  };
  if (draft.scope === 'ALL') {
    if (draft.lecturerId === null) return [];
    const own = await tx
      .select(columns)
      .from(courses)
      .where(nameableCourses(draft.lecturerId))
      .orderBy(asc(courses.title), asc(courses.id))
      .limit(MAX_PREVIEW_CARTS);
    return own.map((course) => [course]);
  }
  const ids =
    draft.scope === 'BUNDLE' ? draft.courseIds : draft.courseIds.slice(0, MAX_PREVIEW_CARTS);
  if (ids.length === 0) return [];
  const rows = await tx
    .select(columns)
    .from(courses)
    .where(inArray(courses.id, [...ids]));
  const named = ids.flatMap((id) => rows.filter((row) => row.id === id));
  return draft.scope === 'BUNDLE' ? [named] : named.map((course) => [course]);
}

/** What a student pays now in each cart of a checked coupon. */
export async function previewCoupon(
  tx: Database | Transaction,
  draft: CouponDraft,
  at: Date,
): Promise<Preview> {
  const carts: Preview['carts'] = [];
  for (const cart of await cartsOf(tx, draft)) {
    const input = await loadPriceInput(tx, {
      courseIds: cart.map((course) => course.id),
      packageIds: [],
      coupon: draft,
      memberId: null,
      at,
    });
    const result = priceCart(input);
    carts.push({
      lines: cart.flatMap((course) => {
        const line = result.lines.find((priced) => priced.key === lineKey('course', course.id));
        return line ? [{ course, list_price: line.listPrice, pays: line.pays }] : [];
      }),
      list_total: result.listTotal,
      total: result.total,
      refusal: result.coupon?.refusal ?? null,
    });
  }
  return { carts };
}
