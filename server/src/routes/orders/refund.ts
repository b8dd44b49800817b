/**
 * Refunding lines of an order (`POST .../orders/{id}/refunds`) through `refundLines`, the viewer
 * as the actor; its refusals answered 400 at `lines` with what is wrong (and what is left). A
 * refund queues the buyer's REFUND_MADE message in the same transaction.
 */
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { refundBody } from '../../contract/orders.ts';
import type { Transaction } from '../../db/index.ts';
import { orderLines, orders, users } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { localeOf } from '../../i18n/messages.ts';
import { refundMadeMail } from '../../mail/messages/refund-made.tsx';
import { enqueueMail } from '../../mail/outbox.ts';
import { refundLines, type RefundRefusal } from '../../money/orders.ts';

/** Refunds the lines asked of an order, or throws 400 at `lines` saying why not. */
export async function refundOrder(
  tx: Transaction,
  orderId: number,
  body: z.output<typeof refundBody>,
  actorId: number,
  at: Date,
): Promise<void> {
  const refusal = await refundLines(tx, {
    orderId,
    lines: body.lines.map((line) => ({ lineId: line.line_id, amount: line.amount })),
    reason: body.reason,
    actorId,
    at,
  });
  if (refusal) throw await refusalError(tx, orderId, body, refusal);
  await queueRefundMail(tx, orderId, body, at);
}

/** Queues the buyer's REFUND_MADE message: the amount of each line refunded now, Taipei time. */
async function queueRefundMail(
  tx: Transaction,
  orderId: number,
  body: z.output<typeof refundBody>,
  at: Date,
): Promise<void> {
  const [buyer] = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      locale: users.locale,
      orderNo: orders.orderNo,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.memberId))
    .where(eq(orders.id, orderId));
  if (!buyer) return;
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.sort), asc(orderLines.id));
  const asked = new Map<number, number>();
  for (const line of body.lines)
    asked.set(line.line_id, (asked.get(line.line_id) ?? 0) + line.amount);
  const items = lines
    .filter((line) => (asked.get(line.id) ?? 0) > 0)
    .map((line) => ({ title: line.title, amount: asked.get(line.id) ?? 0 }));
  const locale = localeOf(buyer.locale);
  await enqueueMail(tx, [
    {
      kind: 'REFUND_MADE',
      to: { address: buyer.email, userId: buyer.id, locale },
      content: refundMadeMail({ locale, name: buyer.name, orderNo: buyer.orderNo, at, items }),
      source: { type: 'order', id: orderId },
    },
  ]);
}

/** The 400 of a refusal: for too much, the first line asked beyond what is left, with the amount. */
async function refusalError(
  tx: Transaction,
  orderId: number,
  body: z.output<typeof refundBody>,
  refusal: RefundRefusal,
) {
  if (refusal === 'not_paid') return badRequest('order.notPaid', 'lines');
  if (refusal === 'unknown_line') return badRequest('order.lineUnknown', 'lines');
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const asked = new Map<number, number>();
  for (const line of body.lines)
    asked.set(line.line_id, (asked.get(line.line_id) ?? 0) + line.amount);
  const over = lines.find((line) => (asked.get(line.id) ?? 0) > line.pays - line.refunded);
  const left = over ? over.pays - over.refunded : 0;
  return badRequest('order.refundTooMuch', 'lines', { amount: left });
}
