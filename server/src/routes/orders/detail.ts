/**
 * One order (`GET .../orders/{id}`): its lines as priced (with what is left to refund and whether
 * the buyer has started each), its coupon, invoice and history with the actors' names.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { order } from '../../contract/orders.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { orderEvents, orderLines, orders, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { lineLearned } from './filters.ts';
import { listItem, membersOf, type OrderRow } from './list.ts';

type Tx = Database | Transaction;

/** An order by id (locked for update when `lock`), or 404. */
export async function openOrder(tx: Tx, id: number, lock = false): Promise<OrderRow> {
  const query = tx.select().from(orders).where(eq(orders.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** Whether an order's money can be refunded now. */
function refundable(status: OrderRow['status']): boolean {
  return status === 'PAID' || status === 'PARTIALLY_REFUNDED';
}

/** The events whose `detail` is an invoice's number. */
const invoiceEvents: ReadonlySet<string> = new Set(['INVOICE_ISSUED', 'INVOICE_VOIDED']);

/** An order with its lines, coupon, invoice and events. */
export async function orderDetail(tx: Tx, row: OrderRow): Promise<z.input<typeof order>> {
  const lecturers = alias(users, 'lecturers');
  const lines = await tx
    .select({
      line: orderLines,
      lecturerName: lecturers.name,
      learned: sql<boolean>`${lineLearned('order_lines', sql`${row.memberId}`)}`,
    })
    .from(orderLines)
    .innerJoin(lecturers, eq(lecturers.id, orderLines.lecturerId))
    .where(eq(orderLines.orderId, row.id))
    .orderBy(asc(orderLines.sort), asc(orderLines.id));
  const events = await tx
    .select({ event: orderEvents, actorName: users.name })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, row.id))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  const members = await membersOf(tx, [row.memberId]);
  const canRefund = refundable(row.status);
  return {
    ...listItem(
      row,
      members.get(row.memberId),
      lines.map(({ line, learned }) => ({ title: line.title, learned })),
    ),
    lines: lines.map(({ line, lecturerName, learned }) => ({
      id: line.id,
      kind: line.kind,
      item: { id: line.courseId ?? line.packageId ?? 0, title: line.title },
      lecturer: { id: line.lecturerId, name: lecturerName },
      list_price: line.listPrice,
      discount:
        line.discountId !== null && line.discountRate !== null
          ? {
              id: line.discountId,
              title: line.discountTitle ?? '',
              discount: line.discountRate / 100,
            }
          : null,
      discount_off: line.discountOff,
      coupon_off: line.couponOff,
      pays: line.pays,
      refunded: line.refunded,
      refundable: canRefund ? line.pays - line.refunded : 0,
      learned,
    })),
    coupon:
      row.couponCode !== null
        ? {
            id: row.couponId ?? 0,
            code: row.couponCode,
            title: row.couponTitle ?? '',
            off: row.couponOff,
          }
        : null,
    invoice: {
      type: row.invoiceType,
      carrier_type: row.carrierType,
      carrier_number: row.carrierNumber,
      company_title: row.companyTitle,
      company_tax_id: row.companyTaxId,
      number: row.invoiceNumber,
      issued_at: row.invoiceIssuedAt?.toISOString() ?? null,
    },
    events: events.map(({ event, actorName }) => ({
      id: event.id,
      type: event.type,
      at: event.at.toISOString(),
      by: event.actorId !== null ? { id: event.actorId, name: actorName ?? '' } : null,
      amount: event.amount,
      reason: event.reason,
      line_id: event.lineId,
      invoice_number: invoiceEvents.has(event.type) ? event.detail : null,
      payment_reference: event.type === 'PAID' ? event.detail : null,
    })),
  };
}
