/**
 * `GET .../dashboard`: the home page's figures, each equal to the list the dashboard links to.
 * Administrators: sales of today and this month (orders created in the Asia/Taipei day or month
 * and paid, whatever was refunded since: `/orders?filter=PAID&from=D&to=D`), items in review,
 * waiting applies, the inbox's waiting posts. Lecturers: their income this month (the total of
 * `/revenues/record?month=M`), their own and co-taught items in review, and the questions waiting
 * in their courses (the rail's count).
 */
import { and, count, eq, isNotNull, isNull, min, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminFigures, lecturerFigures } from '../../contract/dashboard.ts';
import type { Transaction } from '../../db/index.ts';
import { applies, courses, incomes, interactions, orders } from '../../db/schema.ts';
import { scopeOf, visibleCourseIds } from '../../interactions/access.ts';
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

/** An instant as the contract writes it, or null. */
function iso(at: Date | null | undefined): string | null {
  return at ? new Date(at).toISOString() : null;
}

/** Since when the oldest post of the viewer's scope waits for an answer (comments only when `comments`). */
async function oldestPostOf(
  tx: Transaction,
  viewer: { id: number },
  role: 'ADMIN' | 'TEACHER',
  comments: boolean,
): Promise<string | null> {
  const [row] = await tx
    .select({ at: min(interactions.createdAt) })
    .from(interactions)
    .where(
      and(
        isNull(interactions.handledAt),
        scopeOf(viewer, role),
        comments ? eq(interactions.type, 'comments') : undefined,
      ),
    );
  return iso(row?.at);
}

/** An administrator's figures at `now`. */
export async function adminFiguresOf(
  tx: Transaction,
  viewer: { id: number },
  now: Date,
): Promise<z.input<typeof adminFigures>> {
  const [review] = await tx
    .select({ total: count(), oldest: min(courses.updatedAt) })
    .from(courses)
    .where(eq(courses.status, 'REVIEW'));
  const [pending] = await tx
    .select({ total: count(), oldest: min(applies.createdAt) })
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
    oldest: {
      items_in_review: iso(review?.oldest),
      applies_pending: iso(pending?.oldest),
      interactions_waiting: await oldestPostOf(tx, viewer, 'ADMIN', false),
    },
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
    .select({ total: count(), oldest: min(courses.updatedAt) })
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
    oldest: {
      items_in_review: iso(review?.oldest),
      questions_waiting: await oldestPostOf(tx, viewer, 'TEACHER', true),
    },
  };
}
