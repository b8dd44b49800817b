/**
 * How many orders match the filters. Without a keyword or LEARNED, the answer is a sum of counts
 * the database keeps (a trigger on `orders`): over all days from `order_totals` (a few dozen
 * rows), over a range of days from `order_counts` (a few dozen rows per day), instead of every
 * order. A keyword, LEARNED or a selection (`ids`) counts the orders themselves.
 */
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/index.ts';
import { orderCounts, orders, orderTotals } from '../../db/schema.ts';
import { taipeiDayStart } from '../../time/periods.ts';
import { orderConditions, type OrderFilters } from './filters.ts';

/** The count of the orders matching the filters, as a scalar subquery. */
export function orderCountSql(filters: OrderFilters): SQL<number> {
  if (filters.keyword || filters.filter.includes('LEARNED') || filters.ids) {
    const where = orderConditions(filters);
    return sql<number>`(select count(*)::int from ${orders}${where ? sql` where ${where}` : sql``})`;
  }
  const dated = filters.from !== undefined || filters.to !== undefined;
  const kept = dated ? orderCounts : orderTotals;
  const conditions: (SQL | undefined)[] = [];
  if (filters.status !== 'ALL') conditions.push(eq(kept.status, filters.status));
  if (filters.payment_method) conditions.push(eq(kept.paymentMethod, filters.payment_method));
  // The days are checked as the list checks them (400 for a day that does not exist).
  if (filters.from) {
    taipeiDayStart(filters.from, 'from');
    conditions.push(gte(orderCounts.day, filters.from));
  }
  if (filters.to) {
    taipeiDayStart(filters.to, 'to');
    conditions.push(lte(orderCounts.day, filters.to));
  }
  if (filters.filter.includes('PAID')) conditions.push(eq(kept.paid, true));
  if (filters.filter.includes('COURSE')) conditions.push(eq(kept.hasCourse, true));
  const where = and(...conditions);
  return sql<number>`(select coalesce(sum(${kept.n}), 0)::int from ${kept}${where ? sql` where ${where}` : sql``})`;
}

/** Counts the orders matching the filters. */
export async function countOrders(
  tx: Database | Transaction,
  filters: OrderFilters,
): Promise<number> {
  const result = await tx.execute<{ total: number }>(
    sql`select ${orderCountSql(filters)} as total`,
  );
  // Both drivers (node-postgres and PGlite) answer `{ rows }`.
  const { rows } = result as { rows: { total: number }[] };
  return rows[0]?.total ?? 0;
}
