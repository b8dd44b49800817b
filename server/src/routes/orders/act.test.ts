/**
 * An administrator acting for a member on an unpaid order (issue #31): cancelling it and marking
 * it paid with a payment reference, each with a required reason, audited in the same transaction,
 * on the order's history, through the one payment path, with the kept counts exact.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_ORDER_REASON_LENGTH } from '../../contract/plain/orders.ts';
import { auditEntries, couponRedemptions, incomes, orders } from '../../db/schema.ts';
import { openTestApi, type TestResponse } from '../../testing/harness.ts';
import { sendAs, userIdOf } from '../../testing/item-fixtures.ts';
import { place } from '../../testing/orders.ts';
import { sendAsUser } from '../../testing/users.ts';
import { countOrders } from './count.ts';
import { orderConditions, type OrderFilters } from './filters.ts';
import { createAdmin, createOrderSet, insertCoupon, orderOf } from './fixtures.ts';

const api = await openTestApi();
const set = await createOrderSet(api);

const path = (id: number) => `/lecturers/v2/orders/${String(id)}`;
const cancelPath = (id: number) => `${path(id)}/cancel`;
const payPath = (id: number) => `${path(id)}/payment`;

/** A fresh unpaid ATM order of course B by the file's buyer, with the coupon when asked. */
const freshUnpaid = (couponCode: string | null = null) =>
  place(api, {
    memberId: set.buyer.id,
    courseIds: [set.courses.a],
    couponCode,
    paymentMethod: 'ATM',
    at: new Date(),
  });

/** The message of a 400 (checking it is one). */
function refusal(response: TestResponse) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  return (response.body as { message: Record<string, string[]> | string }).message;
}

/** The MEMBER audit entries of an order of the file's buyer. */
async function auditsOf(orderNo: string) {
  return api.db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.subject, 'MEMBER'),
        eq(auditEntries.subjectKey, String(set.buyer.id)),
        sql`${auditEntries.after}->>'order_no' = ${orderNo}`,
      ),
    );
}

const base: OrderFilters = { status: 'ALL', filter: [], sort: 'latest' };

/** The kept counts and the orders counted one by one, for every status and PAID. */
async function countsAgree() {
  const cases: OrderFilters[] = [
    base,
    { ...base, status: 'UNPAID' },
    { ...base, status: 'PAID' },
    { ...base, status: 'CANCELLED' },
    { ...base, filter: ['PAID'] },
    { ...base, status: 'UNPAID', payment_method: 'ATM' },
  ];
  const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  cases.push({ ...base, status: 'CANCELLED', from: day, to: day });
  cases.push({ ...base, filter: ['PAID'], from: day, to: day });
  for (const filters of cases) {
    const [row] = await api.db.select({ n: count() }).from(orders).where(orderConditions(filters));
    expect(await countOrders(api.db, filters), JSON.stringify(filters)).toBe(row?.n ?? 0);
  }
}

describe('POST /lecturers/v2/orders/{id}/cancel', () => {
  it('cancels an unpaid order with the reason on its history and in the audit log', async () => {
    const id = await freshUnpaid();
    const admin = await userIdOf(api, 'admin@example.com');
    const order = orderOf(
      await sendAs(api, 'POST', cancelPath(id), 'admin', {
        json: true,
        body: { reason: '  The member asked by phone  ' },
      }),
    );
    expect(order.status).toBe('CANCELLED');
    expect(order.events.at(-1)).toMatchObject({
      type: 'CANCELLED',
      by: { id: admin },
      reason: 'The member asked by phone',
    });
    const [entry, ...more] = await auditsOf(order.order_no);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      ownerId: set.buyer.id,
      action: 'UPDATE',
      actorId: admin,
      before: { order_status: 'UNPAID' },
      after: {
        order_no: order.order_no,
        order_status: 'CANCELLED',
        reason: 'The member asked by phone',
      },
    });
    await countsAgree();
  });

  it('refuses a paid order with a clear message and writes nothing', async () => {
    const before = orderOf(await sendAs(api, 'GET', path(set.ids.paid), 'admin'));
    const response = await sendAs(api, 'POST', cancelPath(set.ids.paid), 'admin', {
      json: true,
      body: { reason: 'Too late' },
    });
    expect(refusal(response)).toBe(
      'Only unpaid orders can be cancelled. A paid order is refunded instead.',
    );
    expect(orderOf(await sendAs(api, 'GET', path(set.ids.paid), 'admin'))).toEqual(before);
    expect(await auditsOf(before.order_no)).toEqual([]);
    const cancelled = await sendAs(api, 'POST', cancelPath(set.ids.cancelled), 'admin', {
      json: true,
      body: { reason: 'Twice' },
    });
    expect(refusal(cancelled)).toBe(
      'Only unpaid orders can be cancelled. A paid order is refunded instead.',
    );
  });

  it('answers 400 at `reason` when it is missing, blank or too long, in the language asked', async () => {
    const id = await freshUnpaid();
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(MAX_ORDER_REASON_LENGTH + 1) }])
      expect(
        refusal(await sendAs(api, 'POST', cancelPath(id), 'admin', { json: true, body })),
        JSON.stringify(body),
      ).toHaveProperty('reason');
    const chinese = await sendAs(api, 'POST', cancelPath(id), 'admin', {
      json: true,
      body: {},
      locale: 'zh-TW',
    });
    expect(JSON.stringify(refusal(chinese))).toMatch(/[\u4e00-\u9fff]/);
    expect(orderOf(await sendAs(api, 'GET', path(id), 'admin')).status).toBe('UNPAID');
  });
});

describe('POST /lecturers/v2/orders/{id}/payment', () => {
  it('pays an unpaid order through the payment path: invoice, income rows, coupon, counts', async () => {
    const coupon = await insertCoupon(api, 50);
    const id = await freshUnpaid(coupon);
    const staff = await userIdOf(api, 'staff@example.com');
    const order = orderOf(
      await sendAs(api, 'POST', payPath(id), 'staff', {
        json: true,
        body: { reference: ' TX-20261128-0042 ', reason: 'Bank transfer arrived' },
      }),
    );
    expect(order.status).toBe('PAID');
    expect(order.paid_at).not.toBeNull();
    expect(order.invoice.number).toMatch(/^[A-Z]{2}[0-9]{8}$/);
    expect(order.lines[0]?.refundable).toBe(order.total);
    expect(order.events.map((event) => event.type)).toEqual(['CREATED', 'PAID', 'INVOICE_ISSUED']);
    expect(order.events[1]).toMatchObject({
      by: { id: staff },
      reason: 'Bank transfer arrived',
      payment_reference: 'TX-20261128-0042',
    });
    expect(order.events[2]?.invoice_number).toBe(order.invoice.number);
    // The SALE rows add up to what was paid, as for a provider's payment.
    const [sale] = await api.db
      .select({ sum: sql<number>`coalesce(sum(${incomes.amount}), 0)::int` })
      .from(incomes)
      .where(and(eq(incomes.orderId, id), eq(incomes.kind, 'SALE')));
    expect(sale?.sum).toBe(order.total);
    expect(order.coupon?.code).toBe(coupon);
    const redeemed = await api.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderNo, order.order_no));
    expect(redeemed).toHaveLength(1);
    const [entry] = await auditsOf(order.order_no);
    expect(entry).toMatchObject({
      actorId: staff,
      before: { order_status: 'UNPAID' },
      after: {
        order_status: 'PAID',
        payment_reference: 'TX-20261128-0042',
        reason: 'Bank transfer arrived',
      },
    });
    // The member is told, with the reference and the reason, not who did it.
    const told = await sendAsUser(api, 'GET', '/v2/me/notices?per_page=1', set.buyer.email);
    expect((told.body as { data: unknown[] }).data).toEqual([
      expect.objectContaining({
        kind: 'ORDER_PAID',
        subject: order.order_no,
        detail: 'TX-20261128-0042',
        reason: 'Bank transfer arrived',
      }),
    ]);
    await countsAgree();
  });

  it('refuses an order that is not unpaid, and a missing reference or reason at its field', async () => {
    const response = await sendAs(api, 'POST', payPath(set.ids.paid), 'admin', {
      json: true,
      body: { reference: 'TX-1', reason: 'Again' },
    });
    expect(refusal(response)).toBe('Only unpaid orders can be marked as paid.');
    const id = await freshUnpaid();
    const missing = refusal(
      await sendAs(api, 'POST', payPath(id), 'admin', { json: true, body: { reference: '' } }),
    );
    expect(missing).toHaveProperty('reason');
    expect(missing).toHaveProperty('reference');
    expect(orderOf(await sendAs(api, 'GET', path(id), 'admin')).status).toBe('UNPAID');
  });
});

describe('POST /lecturers/v2/orders/{id}/invoice/reissue', () => {
  it('voids the issued invoice with the reason and issues a new number, each kept in the history', async () => {
    const id = await place(api, {
      memberId: set.buyer.id,
      courseIds: [set.courses.a],
      at: new Date(),
      then: 0,
    });
    const before = orderOf(await sendAs(api, 'GET', path(id), 'admin'));
    const first = before.invoice.number ?? '';
    expect(first).toMatch(/^[A-Z]{2}[0-9]{8}$/);
    const admin = await userIdOf(api, 'admin@example.com');
    const reissue = (reason: string) =>
      sendAs(api, 'POST', `${path(id)}/invoice/reissue`, 'admin', {
        json: true,
        body: { reason },
      });
    const once = orderOf(await reissue('Wrong carrier'));
    const second = once.invoice.number ?? '';
    expect(second).toMatch(/^[A-Z]{2}[0-9]{8}$/);
    expect(second).not.toBe(first);
    const twice = orderOf(await reissue('Asked again'));
    const third = twice.invoice.number ?? '';
    expect(new Set([first, second, third]).size).toBe(3);
    expect(
      twice.events
        .filter((event) => event.type.startsWith('INVOICE'))
        .map((event) => [event.type, event.invoice_number, event.reason, event.by?.id ?? null]),
    ).toEqual([
      ['INVOICE_ISSUED', first, null, null],
      ['INVOICE_VOIDED', first, 'Wrong carrier', admin],
      ['INVOICE_ISSUED', second, null, admin],
      ['INVOICE_VOIDED', second, 'Asked again', admin],
      ['INVOICE_ISSUED', third, null, admin],
    ]);
    const entries = await api.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.subject, 'MEMBER'),
          sql`${auditEntries.after}->>'order_no' = ${once.order_no}`,
        ),
      )
      .orderBy(auditEntries.id);
    expect(entries.map((entry) => [entry.before, entry.after, entry.actorId])).toEqual([
      [
        { invoice_number: first, order_no: null, reason: null },
        { invoice_number: second, order_no: once.order_no, reason: 'Wrong carrier' },
        admin,
      ],
      [
        { invoice_number: second, order_no: null, reason: null },
        { invoice_number: third, order_no: once.order_no, reason: 'Asked again' },
        admin,
      ],
    ]);
  });

  it('refuses an order without an issued invoice, and a missing reason at its field', async () => {
    const unpaid = await freshUnpaid();
    const response = await sendAs(api, 'POST', `${path(unpaid)}/invoice/reissue`, 'admin', {
      json: true,
      body: { reason: 'No invoice' },
    });
    expect(refusal(response)).toBe(
      'This order has no issued invoice to void: it is not paid yet or it was cancelled.',
    );
    const missing = await sendAs(api, 'POST', `${path(set.ids.paid)}/invoice/reissue`, 'admin', {
      json: true,
      body: {},
    });
    expect(refusal(missing)).toHaveProperty('reason');
  });

  it('refuses (404) an administrator without the orders write key, lecturers and members', async () => {
    const reader = await createAdmin(api, ['v2_order.read']);
    const route = `${path(set.ids.paid)}/invoice/reissue`;
    const options = { json: true, body: { reason: 'Scope' } };
    for (const email of [reader, 'student@example.com'])
      expect((await sendAsUser(api, 'POST', route, email, options)).status).toBe(404);
    expect((await sendAs(api, 'POST', route, 'teacher', options)).status).toBe(404);
    expect((await sendAs(api, 'POST', route, 'staff', options)).status).toBe(200);
  });
});

describe('who may act for a member', () => {
  const calls = (id: number) =>
    [
      [cancelPath(id), { reason: 'Scope' }],
      [payPath(id), { reference: 'TX-9', reason: 'Scope' }],
    ] as const;

  it('lets administrators with the orders key act (admin, staff)', async () => {
    for (const who of ['admin', 'staff'] as const)
      for (const [route, body] of calls(await freshUnpaid()).slice(0, 1))
        expect((await sendAs(api, 'POST', route, who, { json: true, body })).status).toBe(200);
    for (const who of ['admin', 'staff'] as const)
      for (const [route, body] of calls(await freshUnpaid()).slice(1))
        expect((await sendAs(api, 'POST', route, who, { json: true, body })).status).toBe(200);
  });

  it('refuses (404) an administrator without the orders write key, lecturers and members', async () => {
    const membersOnly = await createAdmin(api, ['v2_member.*']);
    const reader = await createAdmin(api, ['v2_order.read']);
    const id = await freshUnpaid();
    for (const [route, body] of calls(id)) {
      for (const email of [membersOnly, reader, 'student@example.com'])
        expect(
          (await sendAsUser(api, 'POST', route, email, { json: true, body })).status,
          `${email} ${route}`,
        ).toBe(404);
      for (const who of ['teacher', 'teacher2'] as const)
        expect((await sendAs(api, 'POST', route, who, { json: true, body })).status).toBe(404);
    }
    expect(orderOf(await sendAs(api, 'GET', path(id), 'admin')).status).toBe('UNPAID');
    expect(await auditsOf(orderOf(await sendAs(api, 'GET', path(id), 'admin')).order_no)).toEqual(
      [],
    );
  });
});
