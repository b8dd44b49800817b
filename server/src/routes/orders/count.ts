/**
 * How many orders match the filters. Without a keyword or LEARNED, the answer is a sum over the
 * per-day counts the database keeps (`order_counts`, kept by a trigger on `orders`): a few hundred
 * rows for a year instead of every order. A keyword or LEARNED counts the orders themselves.
 */
import { and, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/index.ts';
import { orderCounts, orders } from '../../db/schema.ts';
import { orderConditions, taipeiDayStart, type OrderFilters } from './filters.ts';

/** Counts the orders matching the filters. */
export async function countOrders(
  tx: Database | Transaction,
  filters: OrderFilters,
): Promise<number> {
  if (filters.keyword || filters.filter.includes('LEARNED')) {
    const [counted] = await tx
      .select({ total: count() })
      .from(orders)
      .where(orderConditions(filters));
    return counted?.total ?? 0;
  }
  const conditions: (SQL | undefined)[] = [];
  if (filters.status !== 'ALL') conditions.push(eq(orderCounts.status, filters.status));
  if (filters.payment_method)
    conditions.push(eq(orderCounts.paymentMethod, filters.payment_method));
  // The days are checked as the list checks them (400 for a day that does not exist).
  if (filters.from) {
    taipeiDayStart(filters.from, 'from');
    conditions.push(gte(orderCounts.day, filters.from));
  }
  if (filters.to) {
    taipeiDayStart(filters.to, 'to');
    conditions.push(lte(orderCounts.day, filters.to));
  }
  if (filters.filter.includes('PAID')) conditions.push(eq(orderCounts.paid, true));
  if (filters.filter.includes('COURSE')) conditions.push(eq(orderCounts.hasCourse, true));
  const [summed] = await tx
    .select({ total: sql<number>`coalesce(sum(${orderCounts.n}), 0)::int` })
    .from(orderCounts)
    .where(and(...conditions));
  return summed?.total ?? 0;
}
