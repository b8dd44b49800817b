/**
 * Placing, paying and refunding orders (money/orders.ts) on the database: the lines are the
 * pricing function's, the coupon is redeemed only when it applies, paying divides each line into
 * income rows with the shares of the sale, refunds take back each party's part, and nothing is
 * written when a refund is refused.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  couponCodes,
  couponRedemptions,
  coupons,
  courses,
  courseTeachs,
  discounts,
  incomes,
  orderEvents,
  orderLines,
  orders,
} from '../db/schema.ts';
import { createTestApi, type TestApi } from '../testing/harness.ts';
import { createItem, userIdOf } from '../testing/item-fixtures.ts';
import { MEMBER_INVOICE, payOrder, placeOrder, refundLines } from './orders.ts';

let api: TestApi;
let teacher: number;
let teacher2: number;
let student: number;
let admin: number;
let course: number;
let ebook: number;
const at = new Date('2026-10-01T04:00:00Z');

beforeAll(async () => {
  api = await createTestApi();
  teacher = await userIdOf(api, 'teacher@example.com');
  teacher2 = await userIdOf(api, 'teacher2@example.com');
  student = await userIdOf(api, 'student@example.com');
  admin = await userIdOf(api, 'admin@example.com');
  course = await createItem(api, 'courses', 'teacher@example.com', 'Money course');
  ebook = await createItem(api, 'ebooks', 'teacher@example.com', 'Money ebook');
  await api.db
    .update(courses)
    .set({ price: 2400, platformShare: 30 })
    .where(eq(courses.id, course));
  await api.db.update(courses).set({ price: 999, platformShare: 25 }).where(eq(courses.id, ebook));
  // The course is co-taught: 60 / 40.
  await api.db
    .insert(courseTeachs)
    .values([
      { courseId: course, lecturerId: teacher, share: 60 },
      { courseId: course, lecturerId: teacher2, share: 40 },
    ])
    .onConflictDoUpdate({
      target: [courseTeachs.courseId, courseTeachs.lecturerId],
      set: { share: sql`excluded.share` },
    });
  await api.db.insert(discounts).values({
    kind: 'SINGLE',
    lecturerId: teacher,
    title: 'Autumn',
    rate: 85,
    courseId: course,
    startsAt: new Date('2026-09-01T00:00:00Z'),
    endsAt: new Date('2026-11-01T00:00:00Z'),
  });
  const [coupon] = await api.db
    .insert(coupons)
    .values({
      code: 'MONEY100',
      createdBy: teacher,
      lecturerId: teacher,
      title: 'NT$100 off',
      type: 'AMOUNT',
      amount: 100,
      startsAt: new Date('2026-01-01T00:00:00Z'),
    })
    .returning({ id: coupons.id });
  await api.db.insert(couponCodes).values({ couponId: coupon?.id ?? 0, code: 'MONEY100' });
});

afterAll(async () => {
  await api.close();
});

/** Places and pays an order of the course and the ebook with the coupon. */
async function paidOrder(couponCode: string | null = 'money100') {
  return api.db.transaction(async (tx) => {
    const id = await placeOrder(tx, {
      memberId: student,
      courseIds: [course, ebook],
      packageIds: [],
      couponCode,
      paymentMethod: 'CREDIT_CARD',
      invoice: MEMBER_INVOICE,
      at,
    });
    await payOrder(tx, id, at);
    return id;
  });
}

async function incomeOf(orderId: number) {
  return api.db.select().from(incomes).where(eq(incomes.orderId, orderId)).orderBy(asc(incomes.id));
}

describe('placing and paying an order', () => {
  it('keeps the prices of the pricing function and redeems the coupon', async () => {
    const id = await paidOrder();
    const [order] = await api.db.select().from(orders).where(eq(orders.id, id));
    const lines = await api.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, id))
      .orderBy(asc(orderLines.sort));
    // 2,400 × 0.85 = 2,040 and 999; NT$100 spread 2,040 : 999 → 67 and 33.
    expect(
      lines.map((line) => [line.listPrice, line.discountOff, line.couponOff, line.pays]),
    ).toEqual([
      [2400, 360, 67, 1973],
      [999, 0, 33, 966],
    ]);
    expect(lines[0]?.discountTitle).toBe('Autumn');
    expect(order).toMatchObject({ status: 'PAID', listTotal: 3399, total: 2939, couponOff: 100 });
    expect(order?.orderNo).toMatch(/^ORD-20261001-\d{6}$/);
    expect(order?.invoiceNumber).toMatch(/^[A-Z]{2}\d{8}$/);
    const redeemed = await api.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderNo, order?.orderNo ?? ''));
    expect(redeemed.map((row) => row.amountOff)).toEqual([100]);
  });

  it('divides each line between the platform and the lecturers by their shares', async () => {
    const id = await paidOrder();
    const rows = await incomeOf(id);
    // Course line 1,973: fee 592 (591.9), 1,381 → 60 % 828.6 / 40 % 552.4 → 829 + 552.
    expect(
      rows
        .filter((row) => row.courseId === course)
        .map((row) => [row.lecturerId, row.share, row.amount]),
    ).toEqual([
      [null, 30, 592],
      [teacher, 60, 829],
      [teacher2, 40, 552],
    ]);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(2939);
    expect(rows.every((row) => row.availableAt.getTime() === at.getTime() + 14 * 86_400_000)).toBe(
      true,
    );
  });

  it('leaves out a coupon that does not apply: the order costs the lines after discounts', async () => {
    await api.db.update(coupons).set({ disabled: true }).where(eq(coupons.code, 'MONEY100'));
    const id = await paidOrder();
    await api.db.update(coupons).set({ disabled: false }).where(eq(coupons.code, 'MONEY100'));
    const [order] = await api.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ total: 3039, couponId: null, couponOff: 0 });
  });
});

describe('refunding', () => {
  it('takes back each party’s part, in steps, to exactly what the sale gave', async () => {
    const id = await paidOrder();
    const [line] = await api.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, id), eq(orderLines.courseId, course)));
    const refund = (amount: number) =>
      api.db.transaction((tx) =>
        refundLines(tx, {
          orderId: id,
          lines: [{ lineId: line?.id ?? 0, amount }],
          reason: 'Changed mind',
          actorId: admin,
          at: new Date('2026-10-03T00:00:00Z'),
        }),
      );
    expect(await refund(1000)).toBeNull();
    let [order] = await api.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: 'PARTIALLY_REFUNDED', refunded: 1000 });
    expect(await refund(973)).toBeNull();
    const rows = (await incomeOf(id)).filter((row) => row.lineId === line?.id);
    const net = new Map<number | null, number>();
    for (const row of rows) net.set(row.lecturerId, (net.get(row.lecturerId) ?? 0) + row.amount);
    expect([...net.values()]).toEqual([0, 0, 0]);
    const events = await api.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.type, 'REFUNDED')));
    expect(events.map((event) => [event.amount, event.reason, event.actorId])).toEqual([
      [1000, 'Changed mind', admin],
      [973, 'Changed mind', admin],
    ]);
    [order] = await api.db.select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: 'PARTIALLY_REFUNDED', refunded: 1973 });
  });

  it('refuses too much, a line of another order and an unpaid order, writing nothing', async () => {
    const id = await paidOrder();
    const other = await paidOrder();
    const [line] = await api.db.select().from(orderLines).where(eq(orderLines.orderId, id));
    const [foreign] = await api.db.select().from(orderLines).where(eq(orderLines.orderId, other));
    const before = await api.db.select({ n: sql<number>`count(*)::int` }).from(incomes);
    const attempt = (orderId: number, lineId: number, amount: number) =>
      api.db.transaction((tx) =>
        refundLines(tx, { orderId, lines: [{ lineId, amount }], reason: 'x', actorId: admin, at }),
      );
    expect(await attempt(id, line?.id ?? 0, (line?.pays ?? 0) + 1)).toBe('too_much');
    expect(await attempt(id, foreign?.id ?? 0, 1)).toBe('unknown_line');
    const unpaid = await api.db.transaction((tx) =>
      placeOrder(tx, {
        memberId: student,
        courseIds: [ebook],
        packageIds: [],
        couponCode: null,
        paymentMethod: 'ATM',
        invoice: MEMBER_INVOICE,
        at,
      }),
    );
    expect(await attempt(unpaid, line?.id ?? 0, 1)).toBe('not_paid');
    const after = await api.db.select({ n: sql<number>`count(*)::int` }).from(incomes);
    expect(after).toEqual(before);
  });
});
