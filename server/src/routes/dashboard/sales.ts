/**
 * `GET .../dashboard/sales`: sales per Asia/Taipei day over the 30 days up to `to` (today by
 * default) and the 30 days before them, and the period's best-selling items.
 * Administrators: paid orders by the day they were created, less what was refunded since (as the
 * sales figures count them); their item lines rank the items (package lines name no item).
 * Lecturers: their own income by the day it was booked (refunds taken off, as `/revenues/record`).
 */
import { and, countDistinct, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { salesQuery, salesResponse } from '../../contract/dashboard.ts';
import { SALES_DAYS, TOP_ITEMS } from '../../contract/plain/dashboard.ts';
import type { Transaction } from '../../db/index.ts';
import { courses, incomes, orderLines, orders } from '../../db/schema.ts';
import { dayOf, dayPeriod, taipeiDayStart, within, type Period } from '../../time/periods.ts';

type Answer = z.input<typeof salesResponse>;
type DaySales = Answer['current'][number];

/** The Asia/Taipei day (`2026-11-26`) of a timestamptz column, in SQL (whatever the session zone). */
function dayKey(column: PgColumn): SQL<string> {
  return sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
}

/** The day `delta` days after a day. */
function shiftDay(day: string, delta: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + delta);
  return date.toISOString().slice(0, 10);
}

/** The days of a period of SALES_DAYS ending on `last`, oldest first. */
function daysEnding(last: string): string[] {
  return Array.from({ length: SALES_DAYS }, (_, index) => shiftDay(last, index - SALES_DAYS + 1));
}

/** Every day of `days` with its sales (zero when none). */
function fill(
  days: readonly string[],
  rows: readonly { day: string; amount: string | number; orders: unknown }[],
): DaySales[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return days.map((day) => {
    const row = byDay.get(day);
    return { day, amount: Number(row?.amount ?? 0), orders: Number(row?.orders ?? 0) };
  });
}

/** From the start of the first day to the end of the last. */
function spanning(first: string, last: string): Period {
  return { start: dayPeriod(first).start, end: dayPeriod(last).end };
}

/** The sales of the viewer's role over the period ending on `query.to` (today at `now`). */
export async function salesOf(
  tx: Transaction,
  viewer: { id: number },
  role: 'ADMIN' | 'TEACHER',
  query: z.output<typeof salesQuery>,
  now: Date,
): Promise<Answer> {
  // A day that does not exist (2026-02-31) is refused at its field.
  if (query.to) taipeiDayStart(query.to, 'to');
  const last = query.to ?? dayOf(now);
  const current = daysEnding(last);
  const previous = daysEnding(shiftDay(last, -SALES_DAYS));
  const both = spanning(previous[0] ?? last, last);
  const period = spanning(current[0] ?? last, last);

  if (role === 'ADMIN') {
    const day = dayKey(orders.createdAt);
    const rows = await tx
      .select({
        day,
        amount: sql<string>`coalesce(sum(${orders.total} - ${orders.refunded}), 0)`,
        orders: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(and(within(orders.createdAt, both), isNotNull(orders.paidAt)))
      .groupBy(day);
    const amount = sql<string>`sum(${orderLines.pays} - ${orderLines.refunded})`;
    const top = await tx
      .select({
        id: courses.id,
        kind: courses.kind,
        title: courses.title,
        amount,
        orders: countDistinct(orderLines.orderId),
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(courses, eq(courses.id, orderLines.courseId))
      .where(and(within(orders.createdAt, period), isNotNull(orders.paidAt)))
      .groupBy(courses.id)
      .orderBy(desc(amount), courses.id)
      .limit(TOP_ITEMS);
    return {
      role,
      current: fill(current, rows),
      previous: fill(previous, rows),
      top_items: top.map((row) => ({ ...row, amount: Number(row.amount) })),
    };
  }

  const day = dayKey(incomes.at);
  const sold = sql<number>`count(distinct ${incomes.orderId}) filter (where ${incomes.kind} = 'SALE')`;
  const rows = await tx
    .select({
      day,
      amount: sql<string>`coalesce(sum(${incomes.amount}), 0)`,
      orders: sql<number>`(${sold})::int`,
    })
    .from(incomes)
    .where(and(eq(incomes.lecturerId, viewer.id), within(incomes.at, both)))
    .groupBy(day);
  const amount = sql<string>`sum(${incomes.amount})`;
  const top = await tx
    .select({
      id: courses.id,
      kind: courses.kind,
      title: courses.title,
      amount,
      orders: sql<number>`(${sold})::int`,
    })
    .from(incomes)
    .innerJoin(courses, eq(courses.id, incomes.courseId))
    .where(and(eq(incomes.lecturerId, viewer.id), within(incomes.at, period)))
    .groupBy(courses.id)
    .orderBy(desc(amount), courses.id)
    .limit(TOP_ITEMS);
  return {
    role,
    current: fill(current, rows),
    previous: fill(previous, rows),
    top_items: top.map((row) => ({ ...row, amount: Number(row.amount) })),
  };
}
