/**
 * The orders list (`GET .../orders`): a page of order ids read off an index in the list's order,
 * then the page's lines and members in one query each (no query per order), and a count of the
 * orders table alone.
 */
import { count, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { orderListQuery, orderListResponse } from '../../contract/orders.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { orderLines, orders, users } from '../../db/schema.ts';
import { pageMeta } from '../coupons/list.ts';
import { lineLearned, orderConditions, orderSortKeys } from './filters.ts';

type Tx = Database | Transaction;

/** An order row as the list and the detail serialize it. */
export type OrderRow = typeof orders.$inferSelect;

/** A line of the page with whether its buyer has started it. */
interface PageLine {
  readonly orderId: number;
  readonly title: string;
  readonly learned: boolean;
}

/** The lines of some orders in their order, each with whether the buyer has started it. */
async function linesOf(tx: Tx, ids: readonly number[]): Promise<PageLine[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      orderId: orderLines.orderId,
      title: orderLines.title,
      learned: sql<boolean>`${lineLearned('order_lines', sql`${orders.memberId}`)}`,
    })
    .from(orderLines)
    .innerJoin(orders, sql`${orders.id} = ${orderLines.orderId}`)
    .where(inArray(orderLines.orderId, [...ids]))
    .orderBy(orderLines.orderId, orderLines.sort, orderLines.id);
}

/** The members of some orders by id. */
export async function membersOf(tx: Tx, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, { id: number; name: string; email: string }>();
  const rows = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Lines grouped by their order id, in their order. */
export function groupByOrder<T extends { orderId: number }>(lines: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const line of lines) {
    const group = groups.get(line.orderId);
    if (group) group.push(line);
    else groups.set(line.orderId, [line]);
  }
  return groups;
}

/** An order as the list shows it, from its row, member and lines. */
export function listItem(
  row: OrderRow,
  member: { id: number; name: string; email: string } | undefined,
  lines: readonly { title: string; learned: boolean }[],
) {
  return {
    id: row.id,
    order_no: row.orderNo,
    status: row.status,
    member: member ?? { id: row.memberId, name: '', email: '' },
    title: lines[0]?.title ?? '',
    lines_count: lines.length,
    list_total: row.listTotal,
    total: row.total,
    refunded: row.refunded,
    payment_method: row.paymentMethod,
    learned: lines.some((line) => line.learned),
    invoice_type: row.invoiceType,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** One page of the orders matching the filters. */
export async function listOrders(
  tx: Tx,
  query: z.output<typeof orderListQuery>,
): Promise<z.input<typeof orderListResponse>> {
  const where = orderConditions(query);
  const rows = await tx
    .select()
    .from(orders)
    .where(where)
    .orderBy(...orderSortKeys[query.sort]())
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const ids = rows.map((row) => row.id);
  const lines = await linesOf(tx, ids);
  const members = await membersOf(
    tx,
    rows.map((row) => row.memberId),
  );
  const counted = await tx.select({ total: count() }).from(orders).where(where);
  const byOrder = groupByOrder(lines);
  return {
    data: rows.map((row) => listItem(row, members.get(row.memberId), byOrder.get(row.id) ?? [])),
    meta: pageMeta(counted[0]?.total ?? 0, query.page, query.per_page),
  };
}
