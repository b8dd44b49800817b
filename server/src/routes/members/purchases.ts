/**
 * What a member bought (`GET .../members/{id}/purchased`): the lines of their paid orders (paid
 * at some point, refunded or not), newest first, with what was paid and refunded.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { purchasedResponse } from '../../contract/members.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { orderLines, orders } from '../../db/schema.ts';
import { pagedList, readPage } from '../../http/paging.ts';

/** One page of a member's bought lines. */
export async function purchasedPage(
  tx: Database | Transaction,
  memberId: number,
  page: number,
  perPage: number,
): Promise<z.input<typeof purchasedResponse>> {
  const where = and(eq(orders.memberId, memberId), isNotNull(orders.paidAt));
  const ask = { page, per_page: perPage };
  const { rows, total } = await readPage(
    tx,
    tx
      .select({
        id: orderLines.id,
        kind: orderLines.kind,
        title: orderLines.title,
        pays: orderLines.pays,
        refunded: orderLines.refunded,
        orderId: orders.id,
        orderNo: orders.orderNo,
        status: orders.status,
        paidAt: orders.paidAt,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(where)
      .orderBy(desc(orders.paidAt), desc(orders.id), orderLines.sort, orderLines.id),
    ask,
  );
  const data = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    order: { id: row.orderId, order_no: row.orderNo, status: row.status },
    pays: row.pays,
    refunded: row.refunded,
    paid_at: (row.paidAt ?? new Date(0)).toISOString(),
  }));
  return pagedList(data, total, ask);
}
