/**
 * An administrator acting for a member on an unpaid order (issue #31): cancelling it, or marking
 * it paid when the money came outside the payment provider (a bank transfer's reference). Both go
 * through money/orders.ts, the path the provider's payment and the expiry take (income rows,
 * invoice, kept counts), then name the administrator and the reason on the history event the
 * member sees, and write the audit entry (on the member, whose order it is) in the same
 * transaction. Anything but an unpaid order is a 400 saying why; nothing is written then.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit/record.ts';
import type { cancelBody, markPaidBody } from '../../contract/orders.ts';
import type { OrderEventType } from '../../contract/plain/orders.ts';
import type { Transaction } from '../../db/index.ts';
import { orderEvents } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { cancelOrder, payOrder } from '../../money/orders.ts';
import type { OrderRow } from './list.ts';

/** Who acts, when and why. */
interface Acting {
  readonly actorId: number;
  readonly at: Date;
  readonly reason: string;
}

/**
 * Names the administrator and the reason (and the payment's reference, when given) on the order's
 * event of this type (just written).
 */
async function signEvent(
  tx: Transaction,
  orderId: number,
  type: OrderEventType,
  acting: Acting,
  detail?: string,
): Promise<void> {
  await tx
    .update(orderEvents)
    .set({ actorId: acting.actorId, reason: acting.reason, ...(detail && { detail }) })
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, type)));
}

/** The audit entry of an action on a member's order: its number, status and the reason. */
async function auditOrder(
  tx: Transaction,
  row: OrderRow,
  acting: Acting,
  after: Readonly<Record<string, unknown>>,
): Promise<void> {
  await recordAudit(tx, {
    subject: 'MEMBER',
    key: row.memberId,
    ownerId: row.memberId,
    action: 'UPDATE',
    before: { order_status: row.status },
    after: { order_no: row.orderNo, ...after, reason: acting.reason },
    actorId: acting.actorId,
    at: acting.at,
  });
}

/** Cancels an unpaid order (locked by the caller) for its member, or 400 when it is not unpaid. */
export async function cancelForMember(
  tx: Transaction,
  row: OrderRow,
  body: z.output<typeof cancelBody>,
  actorId: number,
  at: Date,
): Promise<void> {
  if (row.status !== 'UNPAID') throw badRequest('order.cancelNotUnpaid');
  const acting = { actorId, at, reason: body.reason };
  await cancelOrder(tx, row.id, at);
  await signEvent(tx, row.id, 'CANCELLED', acting);
  await auditOrder(tx, row, acting, { order_status: 'CANCELLED' });
}

/**
 * Marks an unpaid order (locked by the caller) paid with the payment's reference, through the one
 * payment path (`payOrder`: invoice, income rows, counts), or 400 when it is not unpaid.
 */
export async function markPaidForMember(
  tx: Transaction,
  row: OrderRow,
  body: z.output<typeof markPaidBody>,
  actorId: number,
  at: Date,
): Promise<void> {
  if (row.status !== 'UNPAID') throw badRequest('order.markPaidNotUnpaid');
  const acting = { actorId, at, reason: body.reason };
  await payOrder(tx, row.id, at);
  await signEvent(tx, row.id, 'PAID', acting, body.reference);
  await auditOrder(tx, row, acting, { order_status: 'PAID', payment_reference: body.reference });
}
