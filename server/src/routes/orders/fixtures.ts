/**
 * Fixtures of the order tests: buyers of their own (a token in their e-mails isolates a file's
 * orders from the demo's), orders placed, paid, cancelled and refunded through money/orders.ts on
 * demo courses of teacher@example.com (one with a discount, a package of two), a platform coupon,
 * enrolments with progress, and an administrator with only some permissions.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Order, orderListResponse } from '../../contract/orders.ts';
import {
  couponCodes,
  coupons,
  courses,
  enrollments,
  orders,
  userPermissions,
  users,
} from '../../db/schema.ts';
import type { TestApi, TestResponse } from '../../testing/harness.ts';
import { userIdOf } from '../../testing/item-fixtures.ts';
import { createUser } from '../../testing/users.ts';
import { place } from '../../testing/orders.ts';
import { insertDiscount, insertPackage } from '../../testing/selling.ts';

/** An Asia/Taipei time (`2026-10-01 00:00:00`) as an instant. */
export function taipei(time: string): Date {
  return new Date(`${time.replace(' ', 'T')}+08:00`);
}

/** Three priced demo courses of teacher@example.com without discounts, cheapest first. */
export async function teacherCourses(api: TestApi): Promise<number[]> {
  const teacher = await userIdOf(api, 'teacher@example.com');
  const rows = await api.db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        eq(courses.lecturerId, teacher),
        eq(courses.kind, 'courses'),
        sql`${courses.price} > 0`,
        sql`not exists (select 1 from discounts d where d.course_id = ${courses.id})`,
      ),
    )
    .orderBy(courses.id)
    .limit(3);
  if (rows.length < 3) throw new Error('The demo needs 3 priced courses of teacher@example.com');
  // Prices of their own, so totals differ and sort by amount.
  const ids = rows.map((row) => row.id);
  const prices = [1200, 2000, 3600];
  for (const [index, id] of ids.entries())
    await api.db
      .update(courses)
      .set({ price: prices[index] ?? 1000 })
      .where(eq(courses.id, id));
  return ids;
}

/** A platform coupon taking an amount off any course; answers its code. */
export async function insertCoupon(api: TestApi, amount = 100): Promise<string> {
  const code = `ORD${randomBytes(4).toString('hex').toUpperCase()}`;
  const [row] = await api.db
    .insert(coupons)
    .values({
      code,
      lecturerId: null,
      createdBy: await userIdOf(api, 'admin@example.com'),
      title: 'Order fixture coupon',
      type: 'AMOUNT',
      amount,
      startsAt: new Date('2020-01-01T00:00:00Z'),
    })
    .returning({ id: coupons.id });
  if (!row) throw new Error('No coupon');
  await api.db.insert(couponCodes).values({ couponId: row.id, code });
  return code;
}

/** A buyer whose e-mail holds `token`; answers id, e-mail and name. */
export async function createBuyer(api: TestApi, label: string, token: string) {
  const { id } = await createUser(api, `${label} ${token}`, false);
  const email = `${label}-${token}@orders.test`;
  await api.db.update(users).set({ email }).where(eq(users.id, id));
  return { id, email, name: `${label} ${token}` };
}

/** Enrols a member in courses with a progress each. */
export async function enrol(
  api: TestApi,
  memberId: number,
  progress: readonly (readonly [courseId: number, percent: number])[],
): Promise<void> {
  await api.db
    .insert(enrollments)
    .values(
      progress.map(([courseId, percent]) => ({ courseId, studentId: memberId, progress: percent })),
    );
}

/**
 * The orders of a test file, all by buyers whose e-mails hold `token`:
 * - `paid` course A with the coupon, CREDIT_CARD, 2026-10-01 00:00 (the range's first instant),
 *   learned (progress on A);
 * - `unpaid` course B (discounted 80%), ATM, 2026-10-31 23:59:59 (the range's last second);
 * - `bundle` the package of B and C, LINE_PAY, 2026-10-15 12:00, paid, learned (progress on C);
 * - `cancelled` courses A and C, CVS, 2026-09-30 23:59:59 (just before the range);
 * - `company` course C, CREDIT_CARD, 2026-11-01 00:00 (just after), paid, company invoice;
 * - `other` course A by a second buyer, APPLE_PAY, 2026-10-20 09:00, paid, not learned.
 */
export async function createOrderSet(api: TestApi) {
  const token = randomBytes(5).toString('hex');
  const buyer = await createBuyer(api, 'buyer', token);
  const other = await createBuyer(api, 'other', token);
  const [a = 0, b = 0, c = 0] = await teacherCourses(api);
  const teacher = await userIdOf(api, 'teacher@example.com');
  const discount = await insertDiscount(api, {
    lecturerId: teacher,
    courseId: b,
    rate: 80,
    title: 'Order fixture discount',
    startsAt: new Date('2020-01-01T00:00:00Z'),
    endsAt: new Date('2099-01-01T00:00:00Z'),
  });
  const bundle = await insertPackage(api, teacher, [b, c], {
    title: 'Order fixture bundle',
    price: 4000,
  });
  const coupon = await insertCoupon(api);
  await enrol(api, buyer.id, [
    [a, 10],
    [b, 0],
    [c, 5],
  ]);
  const ids = {
    paid: await place(api, {
      memberId: buyer.id,
      courseIds: [a],
      couponCode: coupon,
      at: taipei('2026-10-01 00:00:00'),
      then: 60_000,
    }),
    unpaid: await place(api, {
      memberId: buyer.id,
      courseIds: [b],
      paymentMethod: 'ATM',
      at: taipei('2026-10-31 23:59:59'),
    }),
    bundle: await place(api, {
      memberId: buyer.id,
      packageIds: [bundle],
      paymentMethod: 'LINE_PAY',
      at: taipei('2026-10-15 12:00:00'),
      then: 1000,
    }),
    cancelled: await place(api, {
      memberId: buyer.id,
      courseIds: [a, c],
      paymentMethod: 'CVS',
      at: taipei('2026-09-30 23:59:59'),
      then: 'cancel',
    }),
    company: await place(api, {
      memberId: buyer.id,
      courseIds: [c],
      invoice: {
        type: 'COMPANY',
        carrierType: null,
        carrierNumber: '',
        companyTitle: '測試股份有限公司',
        companyTaxId: '04595257',
      },
      at: taipei('2026-11-01 00:00:00'),
      then: 5000,
    }),
    other: await place(api, {
      memberId: other.id,
      courseIds: [a],
      paymentMethod: 'APPLE_PAY',
      at: taipei('2026-10-20 09:00:00'),
      then: 1000,
    }),
  };
  const [withCoupon] = await api.db.select().from(orders).where(eq(orders.id, ids.paid));
  if (!withCoupon || withCoupon.couponOff <= 0) throw new Error('The coupon did not apply');
  return { token, buyer, other, courses: { a, b, c }, bundle, discount, coupon, ids };
}

/** An administrator with only these permission keys; answers their e-mail. */
export async function createAdmin(api: TestApi, keys: readonly string[]): Promise<string> {
  const { id, email } = await createUser(api, 'Orders admin', false);
  await api.db
    .update(users)
    .set({ roles: ['ADMIN'] })
    .where(eq(users.id, id));
  if (keys.length > 0)
    await api.db.insert(userPermissions).values(keys.map((key) => ({ userId: id, key })));
  return email;
}

/** The list a response answers (after checking it is a 200). */
export function listOf(response: TestResponse): z.output<typeof orderListResponse> {
  if (response.status !== 200)
    throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
  return response.body as z.output<typeof orderListResponse>;
}

/** The order a response answers (after checking it is a 200). */
export function orderOf(response: TestResponse): Order {
  if (response.status !== 200)
    throw new Error(`${response.status} ${JSON.stringify(response.body)}`);
  return response.body as Order;
}
