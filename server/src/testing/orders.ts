/** Orders for API tests: placed (and paid or cancelled) through money/orders.ts. */
import { and, eq, sql } from 'drizzle-orm';
import type { PaymentMethod } from '../contract/plain/orders.ts';
import { courses, orderLines } from '../db/schema.ts';
import {
  cancelOrder,
  type InvoiceRequest,
  MEMBER_INVOICE,
  payOrder,
  placeOrder,
} from '../money/orders.ts';
import type { TestApi } from './harness.ts';
import { userIdOf } from './item-fixtures.ts';

/** What an order is placed with. */
export interface Placing {
  readonly memberId: number;
  readonly courseIds?: readonly number[];
  readonly packageIds?: readonly number[];
  readonly couponCode?: string | null;
  readonly paymentMethod?: PaymentMethod;
  readonly invoice?: InvoiceRequest;
  readonly at: Date;
  /** Paid this long after being placed (ms), cancelled when 'cancel', left unpaid when omitted. */
  readonly then?: number | 'cancel';
}

/** Places an order (and pays or cancels it) in one transaction; answers its id. */
export async function place(api: TestApi, placing: Placing): Promise<number> {
  return api.db.transaction(async (tx) => {
    const id = await placeOrder(tx, {
      memberId: placing.memberId,
      courseIds: placing.courseIds ?? [],
      packageIds: placing.packageIds ?? [],
      couponCode: placing.couponCode ?? null,
      paymentMethod: placing.paymentMethod ?? 'CREDIT_CARD',
      invoice: placing.invoice ?? MEMBER_INVOICE,
      at: placing.at,
    });
    if (placing.then === 'cancel') await cancelOrder(tx, id, placing.at);
    else if (placing.then !== undefined)
      await payOrder(tx, id, new Date(placing.at.getTime() + placing.then));
    return id;
  });
}

/**
 * A paid order of a member (by e-mail) for a priced course of a lecturer (by e-mail); answers its
 * path and its line's id.
 */
export async function paidOrderOf(
  api: TestApi,
  memberEmail: string,
  lecturerEmail: string,
): Promise<{ path: string; lineId: number }> {
  const [course] = await api.db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(eq(courses.lecturerId, await userIdOf(api, lecturerEmail)), sql`${courses.price} > 0`),
    )
    .limit(1);
  if (!course) throw new Error(`No priced course of ${lecturerEmail}`);
  const id = await place(api, {
    memberId: await userIdOf(api, memberEmail),
    courseIds: [course.id],
    at: new Date(),
    then: 0,
  });
  const [line] = await api.db.select().from(orderLines).where(eq(orderLines.orderId, id));
  return { path: `/lecturers/v2/orders/${String(id)}`, lineId: line?.id ?? 0 };
}
