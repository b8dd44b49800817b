/** Coupons as the API answers them, for the coupon store tests. */
import type { Coupon, CouponCourse } from '../../../../server/src/contract/coupons.ts';

/** A course a coupon can name. */
export function course(id: number, price = 1000): CouponCourse {
  return { id, title: `Course ${String(id)}`, kind: 'courses', price };
}

/** A coupon (NT$100 off every course, active, unlimited, unless told otherwise). */
export function coupon(code: string, change: Partial<Coupon> = {}): Coupon {
  return {
    code,
    title: `Coupon ${code}`,
    labels: [],
    type: 'AMOUNT',
    amount: 100,
    discount: null,
    min_spend: 0,
    scope: 'ALL',
    isBundle: false,
    courses_count: 0,
    courses: [],
    starts_at: '2026-11-01T00:00:00.000Z',
    ends_at: null,
    total_limit: null,
    per_member_limit: null,
    status: 'ACTIVE',
    used: 0,
    generated: 0,
    owner: { id: 3, name: 'Teacher' },
    group: null,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...change,
  };
}
