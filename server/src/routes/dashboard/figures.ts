/**
 * `GET .../dashboard`: the home page's figures, each equal to the list the dashboard links to.
 * Administrators: sales of today and this month (orders created in the Asia/Taipei day or month
 * and paid, whatever was refunded since: `/orders?filter=PAID&from=D&to=D`), items in review,
 * waiting applies, the inbox's waiting posts. Lecturers: their income this month (the total of
 * `/revenues/record?month=M`), their own and co-taught items in review, and the questions waiting
 * in their courses (the rail's count).
 */
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminFigures, lecturerFigures } from '../../contract/dashboard.ts';
import type { Transaction } from '../../db/index.ts';
import { applies, courses, incomes, orders } from '../../db/schema.ts';
import { visibleCourseIds } from '../../interactions/access.ts';
import { waitingOf } from '../../interactions/waiting.ts';
import { dayOf, dayPeriod, monthOf, monthPeriod, within, type Period } from '../../time/periods.ts';

/** Paid orders created in a period: how many and what they brought in (refunds taken off). */
export async function salesOf(
  tx: Transaction,
  period: Period,
): Promise<{ orders: number; amount: number }> {
  const [row] = await tx
    .select({
      orders: count(),
      amount: sql<string>`coalesce(sum(${orders.total} - ${orders.refunded}), 0)`,
    })
    .from(orders)
    .where(and(within(orders.createdAt, period), isNotNull(orders.paidAt)));
  return { orders: row?.orders ?? 0, amount: Number(row?.amount ?? 0) };
}

/** An administrator's figures at `now`. */
export async function adminFiguresOf(
  tx: Transaction,
  viewer: { id: number },
  now: Date,
): Promise<z.input<typeof adminFigures>> {
  const [review] = await tx
    .select({ total: count() })
    .from(courses)
    .where(eq(courses.status, 'REVIEW'));
  const [pending] = await tx
    .select({ total: count() })
    .from(applies)
    .where(eq(applies.status, 'PENDING'));
  const waiting = await waitingOf({ tx, viewer, role: 'ADMIN' });
  return {
    role: 'ADMIN',
    sales_today: await salesOf(tx, dayPeriod(dayOf(now))),
    sales_month: await salesOf(tx, monthPeriod(monthOf(now))),
    items_in_review: review?.total ?? 0,
    applies_pending: pending?.total ?? 0,
    interactions_waiting: waiting.total,
  };
}

/** A lecturer's figures at `now`. */
export async function lecturerFiguresOf(
  tx: Transaction,
  viewer: { id: number },
  now: Date,
): Promise<z.input<typeof lecturerFigures>> {
  const [income] = await tx
    .select({ total: sql<string>`coalesce(sum(${incomes.amount}), 0)` })
    .from(incomes)
    .where(and(eq(incomes.lecturerId, viewer.id), within(incomes.at, monthPeriod(monthOf(now)))));
  const [review] = await tx
    .select({ total: count() })
    .from(courses)
    .where(
      and(
        eq(courses.status, 'REVIEW'),
        sql`${courses.id} in ${visibleCourseIds(viewer, 'TEACHER')}`,
      ),
    );
  const waiting = await waitingOf({ tx, viewer, role: 'TEACHER' });
  return {
    role: 'TEACHER',
    income_month: Number(income?.total ?? 0),
    items_in_review: review?.total ?? 0,
    questions_waiting: waiting.by_type.comments,
  };
}
