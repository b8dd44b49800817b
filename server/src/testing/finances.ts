/**
 * Fixtures of the finance tests: items to sell, orders placed, paid and refunded through
 * money/orders.ts (so the income rows are the real ones), payout accounts and applies written
 * directly.
 */
import { and, eq } from 'drizzle-orm';
import { REFUND_WINDOW_DAYS } from '../contract/plain/finances.ts';
import { applies, courses, incomes, orderLines, payoutAccounts, users } from '../db/schema.ts';
import { MEMBER_INVOICE, payOrder, placeOrder, refundLines } from '../money/orders.ts';
import type { TestApi } from './harness.ts';
import { createItem, userIdOf } from './item-fixtures.ts';

const DAY = 86_400_000;

/** A time some days ago. */
export function daysAgo(days: number): Date {
  return new Date(Date.now() - days * DAY);
}

/** A time whose income is available already (older than the refund window). */
export function availableTime(): Date {
  return daysAgo(REFUND_WINDOW_DAYS + 5);
}

/** A published course of a lecturer at a price; answers its id. */
export async function sellableCourse(
  api: TestApi,
  ownerEmail: string,
  price: number,
  title = 'Finance fixture course',
): Promise<number> {
  const id = await createItem(api, 'courses', ownerEmail, title);
  await api.db.update(courses).set({ price, status: 'PUBLISH' }).where(eq(courses.id, id));
  return id;
}

/** Places and pays an order of the student for courses at `at`; answers the order id. */
export async function paidOrder(api: TestApi, courseIds: readonly number[], at: Date) {
  const memberId = await userIdOf(api, 'student@example.com');
  return api.db.transaction(async (tx) => {
    const id = await placeOrder(tx, {
      memberId,
      courseIds,
      packageIds: [],
      couponCode: null,
      paymentMethod: 'CREDIT_CARD',
      invoice: MEMBER_INVOICE,
      at,
    });
    await payOrder(tx, id, at);
    return id;
  });
}

/** Refunds part of an order's first line at `at` (as the admin). */
export async function refundFirstLine(api: TestApi, orderId: number, amount: number, at: Date) {
  const [line] = await api.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  if (!line) throw new Error(`Order ${orderId} has no line`);
  const actorId = await userIdOf(api, 'admin@example.com');
  const refusal = await api.db.transaction((tx) =>
    refundLines(tx, {
      orderId,
      lines: [{ lineId: line.id, amount }],
      reason: 'Fixture refund',
      actorId,
      at,
    }),
  );
  if (refusal) throw new Error(`Refund refused: ${refusal}`);
}

/** A payout account of a lecturer (not the main one unless told); answers its id. */
export async function insertPayout(api: TestApi, lecturerEmail: string, main = false) {
  const lecturerId = await userIdOf(api, lecturerEmail);
  if (main)
    await api.db
      .update(payoutAccounts)
      .set({ main: false })
      .where(eq(payoutAccounts.lecturerId, lecturerId));
  const [row] = await api.db
    .insert(payoutAccounts)
    .values({
      lecturerId,
      financialCode: '8120001',
      bankName: 'Fixture Bank',
      accountName: 'Fixture Account',
      accountNumber: `0000${Math.floor(Math.random() * 1e8)}`,
      main,
    })
    .returning({ id: payoutAccounts.id });
  if (!row) throw new Error('No payout account');
  return row.id;
}

/** Rejects (directly) a lecturer's waiting apply, if any, freeing its records. */
export async function clearPendingApply(api: TestApi, lecturerId: number): Promise<void> {
  const waiting = await api.db
    .select({ id: applies.id })
    .from(applies)
    .where(and(eq(applies.lecturerId, lecturerId), eq(applies.status, 'PENDING')));
  for (const { id } of waiting) {
    await api.db.update(incomes).set({ applyId: null }).where(eq(incomes.applyId, id));
    await api.db
      .update(applies)
      .set({ status: 'REJECTED', rejectReason: 'Fixture', rejectedAt: new Date() })
      .where(eq(applies.id, id));
  }
}

/**
 * A waiting apply of a lecturer (written directly) naming the given income rows, the amount their
 * sum; any other waiting apply of theirs is rejected first. Answers its id.
 */
export async function insertPendingApply(
  api: TestApi,
  lecturerId: number,
  incomeIds: readonly number[],
): Promise<number> {
  await clearPendingApply(api, lecturerId);
  const rows = await api.db.select().from(incomes).where(eq(incomes.lecturerId, lecturerId));
  const named = rows.filter((row) => incomeIds.includes(row.id));
  const [apply] = await api.db
    .insert(applies)
    .values({ lecturerId, amount: named.reduce((sum, row) => sum + row.amount, 0) })
    .returning({ id: applies.id });
  if (!apply) throw new Error('No apply');
  for (const row of named)
    await api.db.update(incomes).set({ applyId: apply.id }).where(eq(incomes.id, row.id));
  return apply.id;
}

/**
 * A new lecturer who signs in with the demo password (a copy of teacher@example.com's login), so a
 * test can reason about every income row they have. Answers their id.
 */
export async function freshLecturer(api: TestApi, email: string, name = 'Fixture Lecturer') {
  const [teacher] = await api.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, 'teacher@example.com'));
  const [row] = await api.db
    .insert(users)
    .values({ email, name, passwordHash: teacher?.hash ?? '', roles: ['TEACHER'] })
    .returning({ id: users.id });
  if (!row) throw new Error('No lecturer');
  return row.id;
}

/** The income rows of a lecturer in an order. */
export async function incomesOf(api: TestApi, orderId: number, lecturerId: number) {
  return api.db
    .select()
    .from(incomes)
    .where(and(eq(incomes.orderId, orderId), eq(incomes.lecturerId, lecturerId)));
}

/**
 * A new waiting apply of a lecturer (by e-mail) naming the income of a new paid order of a 1000 TWD
 * course (any other waiting apply of theirs rejected first): its id, the lecturer, the income rows.
 */
export async function waitingApplyOf(api: TestApi, email: string) {
  const lecturerId = await userIdOf(api, email);
  const course = await sellableCourse(api, email, 1000);
  const order = await paidOrder(api, [course], availableTime());
  const incomeIds = (await incomesOf(api, order, lecturerId)).map((row) => row.id);
  const id = await insertPendingApply(api, lecturerId, incomeIds);
  return { id, lecturerId, incomeIds };
}
