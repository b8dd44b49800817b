/**
 * The orders list (`GET .../orders`) in one statement: the page of orders read off an index in
 * the list's order (a subquery named `orders`, so the filters' and sort keys' columns name it),
 * each with its member and its lines (with whether the buyer has started each), and the count
 * of the matches (count.ts). Only a page past the last runs a second statement, for the count.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { orderListQuery, orderListResponse } from '../../contract/orders.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { orders, users } from '../../db/schema.ts';
import { pageMeta } from '../../http/paging.ts';
import { countOrders, orderCountSql } from './count.ts';
import { lineLearned, orderConditions, orderSortKeys } from './filters.ts';

type Tx = Database | Transaction;

/** An order row (the detail reads it whole). */
export type OrderRow = typeof orders.$inferSelect;

/** The columns of an order the list shows. */
type ListedOrder = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'orderNo'
  | 'status'
  | 'memberId'
  | 'listTotal'
  | 'total'
  | 'refunded'
  | 'paymentMethod'
  | 'invoiceType'
  | 'createdAt'
  | 'paidAt'
>;

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

/** An order as the list shows it, from its row, member and lines. */
export function listItem(
  row: ListedOrder,
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
  const page = tx
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      memberId: orders.memberId,
      listTotal: orders.listTotal,
      total: orders.total,
      refunded: orders.refunded,
      paymentMethod: orders.paymentMethod,
      invoiceType: orders.invoiceType,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(orderConditions(query))
    .orderBy(...orderSortKeys[query.sort]())
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .as('orders');
  const rows = await tx
    .select({
      id: page.id,
      orderNo: page.orderNo,
      status: page.status,
      memberId: page.memberId,
      listTotal: page.listTotal,
      total: page.total,
      refunded: page.refunded,
      paymentMethod: page.paymentMethod,
      invoiceType: page.invoiceType,
      createdAt: page.createdAt,
      paidAt: page.paidAt,
      memberName: users.name,
      memberEmail: users.email,
      lines: sql<
        { title: string; learned: boolean }[]
      >`coalesce((select json_agg(json_build_object('title', ol.title, 'learned', ${lineLearned('ol', sql`${page.memberId}`)}) order by ol.sort, ol.id) from order_lines ol where ol.order_id = ${page.id}), '[]'::json)`,
      matches: orderCountSql(query),
    })
    .from(page)
    .leftJoin(users, eq(users.id, page.memberId))
    .orderBy(...orderSortKeys[query.sort]());
  const total = rows[0]?.matches ?? (await countOrders(tx, query));
  return {
    data: rows.map((row) =>
      listItem(
        row,
        row.memberName === null || row.memberEmail === null
          ? undefined
          : { id: row.memberId, name: row.memberName, email: row.memberEmail },
        row.lines,
      ),
    ),
    meta: pageMeta(total, query.page, query.per_page),
  };
}
