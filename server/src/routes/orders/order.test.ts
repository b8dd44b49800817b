import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_INTEGER } from '../../contract/plain/operation.ts';
import { incomes, orderEvents, outboxMessages, users } from '../../db/schema.ts';
import { taipeiTime } from '../../mail/taipei-time.ts';
import { fingerprint } from '../../testing/fingerprint.ts';
import { openTestApi, type TestResponse } from '../../testing/harness.ts';
import { sendAs, userIdOf } from '../../testing/item-fixtures.ts';
import { createOrderSet, orderOf, taipei } from './fixtures.ts';
import { place } from '../../testing/orders.ts';

const api = await openTestApi();
const set = await createOrderSet(api);

const path = (id: number) => `/lecturers/v2/orders/${String(id)}`;
const get = async (id: number) => orderOf(await sendAs(api, 'GET', path(id), 'admin'));
const refund = (id: number, lines: { line_id: number; amount: number }[], reason = 'Asked') =>
  sendAs(api, 'POST', `${path(id)}/refunds`, 'admin', { json: true, body: { lines, reason } });
const invoice = (id: number, body: Record<string, unknown>) =>
  sendAs(api, 'PUT', `${path(id)}/invoice`, 'admin', { json: true, body });
const messages = (response: TestResponse) => {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  return (response.body as { message: Record<string, string[]> | string }).message;
};
/** A paid order of courses A and C (1200 + 3600) by the file's buyer. */
const freshPaid = () =>
  place(api, {
    memberId: set.buyer.id,
    courseIds: [set.courses.a, set.courses.c],
    at: new Date(),
    then: 0,
  });

describe('GET /lecturers/v2/orders/{id}', () => {
  it('answers the lines as priced, the coupon, the invoice and the history', async () => {
    const teacher = await userIdOf(api, 'teacher@example.com');
    const paid = await get(set.ids.paid);
    expect(paid).toMatchObject({
      id: set.ids.paid,
      status: 'PAID',
      member: { id: set.buyer.id, email: set.buyer.email },
      list_total: 1200,
      total: 1100,
      refunded: 0,
      coupon: { code: set.coupon, title: 'Order fixture coupon', off: 100 },
      invoice: { type: 'PERSONAL', carrier_type: 'MEMBER', carrier_number: '' },
    });
    expect(paid.lines).toEqual([
      {
        id: expect.any(Number) as number,
        kind: 'courses',
        item: { id: set.courses.a, title: expect.any(String) as string },
        lecturer: { id: teacher, name: '王大明' },
        list_price: 1200,
        discount: null,
        discount_off: 0,
        coupon_off: 100,
        pays: 1100,
        refunded: 0,
        refundable: 1100,
        learned: true,
      },
    ]);
    expect(paid.invoice.number).toMatch(/^[A-Z]{2}[0-9]{8}$/);
    expect(paid.invoice.issued_at).toBe('2026-09-30T16:01:00.000Z');
    expect(paid.events.map((event) => [event.type, event.by])).toEqual([
      ['CREATED', null],
      ['PAID', null],
      ['INVOICE_ISSUED', null],
    ]);

    const unpaid = await get(set.ids.unpaid);
    expect(unpaid.coupon).toBeNull();
    expect(unpaid.invoice.number).toBeNull();
    expect(unpaid.lines[0]).toMatchObject({
      discount: { id: set.discount, title: 'Order fixture discount', discount: 0.8 },
      list_price: 2000,
      discount_off: 400,
      pays: 1600,
      refundable: 0,
      learned: false,
    });

    const bundle = await get(set.ids.bundle);
    expect(bundle.lines).toMatchObject([
      { kind: 'packages', item: { id: set.bundle, title: 'Order fixture bundle' }, learned: true },
    ]);
    const company = await get(set.ids.company);
    expect(company.invoice).toMatchObject({
      type: 'COMPANY',
      carrier_type: null,
      company_title: '測試股份有限公司',
      company_tax_id: '04595257',
    });
  });

  it('answers 404 for an unknown order', async () => {
    expect((await sendAs(api, 'GET', path(MAX_INTEGER), 'admin')).status).toBe(404);
  });
});

describe('POST /lecturers/v2/orders/{id}/refunds', () => {
  /** The sum of the income rows of a refund event, the lecturers' and the platform's. */
  async function refundIncome(eventId: number) {
    const sums = await api.db
      .select({
        lecturers: sql<number>`coalesce(sum(${incomes.amount}) filter (where ${incomes.lecturerId} is not null), 0)::int`,
        platform: sql<number>`coalesce(sum(${incomes.amount}) filter (where ${incomes.lecturerId} is null), 0)::int`,
      })
      .from(incomes)
      .where(and(eq(incomes.eventId, eventId), eq(incomes.kind, 'REFUND')));
    return sums[0] ?? { lecturers: 0, platform: 0 };
  }

  it('refunds part of a line, then the rest, reversing the income', async () => {
    const id = await freshPaid();
    const before = await get(id);
    const [lineA, lineC] = before.lines;
    if (!lineA || !lineC) throw new Error('Two lines expected');

    const partial = orderOf(await refund(id, [{ line_id: lineA.id, amount: 500 }], 'Half'));
    expect(partial).toMatchObject({ status: 'PARTIALLY_REFUNDED', refunded: 500 });
    expect(partial.lines[0]).toMatchObject({ refunded: 500, refundable: 700 });
    const event = partial.events.at(-1);
    expect(event).toMatchObject({
      type: 'REFUNDED',
      by: { id: await userIdOf(api, 'admin@example.com'), name: '林雅婷' },
      amount: 500,
      reason: 'Half',
      line_id: lineA.id,
    });
    const income = await refundIncome(event?.id ?? 0);
    expect(income.lecturers).toBeLessThan(0);
    expect(income.platform).toBeLessThan(0);
    expect(income.lecturers + income.platform).toBe(-500);

    const rest = orderOf(
      await refund(id, [
        { line_id: lineA.id, amount: 700 },
        { line_id: lineC.id, amount: 3600 },
      ]),
    );
    expect(rest).toMatchObject({ status: 'REFUNDED', refunded: 4800 });
    expect(rest.lines.map((line) => [line.refunded, line.refundable])).toEqual([
      [1200, 0],
      [3600, 0],
    ]);
    const [balance] = await api.db
      .select({ total: sql<number>`sum(${incomes.amount})::int` })
      .from(incomes)
      .where(eq(incomes.orderId, id));
    expect(balance?.total).toBe(0);
  });

  it('refuses too much, a line of another order and an unpaid order, writing nothing', async () => {
    const id = await freshPaid();
    const [lineA] = (await get(id)).lines;
    const otherLine = (await get(set.ids.paid)).lines[0]?.id ?? 0;
    const unpaidLine = (await get(set.ids.unpaid)).lines[0]?.id ?? 0;
    const snapshot = await fingerprint(api.db);
    expect(messages(await refund(id, [{ line_id: lineA?.id ?? 0, amount: 1201 }]))).toEqual({
      lines: ['The most you can refund for this product is NT$1,200.'],
    });
    expect(
      messages(
        await refund(id, [
          { line_id: lineA?.id ?? 0, amount: 700 },
          { line_id: lineA?.id ?? 0, amount: 501 },
        ]),
      ),
    ).toEqual({ lines: ['The most you can refund for this product is NT$1,200.'] });
    expect(messages(await refund(id, [{ line_id: otherLine, amount: 1 }]))).toEqual({
      lines: ['This product is not part of this order.'],
    });
    expect(messages(await refund(set.ids.unpaid, [{ line_id: unpaidLine, amount: 1 }]))).toEqual({
      lines: ['Only paid orders can be refunded.'],
    });
    expect(messages(await refund(set.ids.cancelled, [{ line_id: unpaidLine, amount: 1 }]))).toEqual(
      { lines: ['Only paid orders can be refunded.'] },
    );
    expect((await refund(MAX_INTEGER, [{ line_id: unpaidLine, amount: 1 }])).status).toBe(404);
    expect(await fingerprint(api.db)).toEqual(snapshot);
  });
});

describe('PUT /lecturers/v2/orders/{id}/invoice', () => {
  it('stores a personal invoice with its carrier, clearing the company fields', async () => {
    const id = await freshPaid();
    await invoice(id, { type: 'COMPANY', company_title: 'ACME', company_tax_id: '04595257' });
    const mobile = orderOf(
      await invoice(id, { type: 'PERSONAL', carrier_type: 'MOBILE', carrier_number: '/AB+1.-9' }),
    );
    expect(mobile.invoice).toMatchObject({
      type: 'PERSONAL',
      carrier_type: 'MOBILE',
      carrier_number: '/AB+1.-9',
      company_title: '',
      company_tax_id: '',
    });
    expect(mobile.invoice_type).toBe('PERSONAL');
    expect(mobile.events.at(-1)).toMatchObject({
      type: 'INVOICE_UPDATED',
      by: { name: '林雅婷' },
    });
    const certificate = orderOf(
      await invoice(id, {
        type: 'PERSONAL',
        carrier_type: 'CERTIFICATE',
        carrier_number: 'AB12345678901234',
      }),
    );
    expect(certificate.invoice.carrier_number).toBe('AB12345678901234');
    const member = orderOf(await invoice(id, { type: 'PERSONAL', carrier_type: 'MEMBER' }));
    expect(member.invoice).toMatchObject({ carrier_type: 'MEMBER', carrier_number: '' });
    const updates = await api.db
      .select({ id: orderEvents.id })
      .from(orderEvents)
      .where(
        and(
          eq(orderEvents.orderId, id),
          eq(orderEvents.type, 'INVOICE_UPDATED'),
          isNotNull(orderEvents.actorId),
        ),
      );
    expect(updates).toHaveLength(4);
  });

  it('stores a company invoice with a valid tax id, clearing the carrier', async () => {
    const id = await freshPaid();
    const company = orderOf(
      await invoice(id, {
        type: 'COMPANY',
        carrier_type: 'MOBILE',
        carrier_number: '/AB+1.-9',
        company_title: ' 測試公司 ',
        company_tax_id: '04595257',
      }),
    );
    expect(company.invoice).toMatchObject({
      type: 'COMPANY',
      carrier_type: null,
      carrier_number: '',
      company_title: '測試公司',
      company_tax_id: '04595257',
    });
  });

  it('reports every broken rule at once and writes nothing', async () => {
    const id = await freshPaid();
    const snapshot = await fingerprint(api.db);
    expect(messages(await invoice(id, { type: 'COMPANY' }))).toEqual({
      company_title: ['Enter the company name.'],
      company_tax_id: ['Enter the company tax ID.'],
    });
    const invalid = ['This is not a valid company tax ID: 8 digits with a valid check digit.'];
    expect(
      messages(
        await invoice(id, { type: 'COMPANY', company_title: '', company_tax_id: '04595258' }),
      ),
    ).toEqual({
      company_title: ['Enter the company name.'],
      company_tax_id: invalid,
    });
    expect(
      messages(
        await invoice(id, { type: 'COMPANY', company_title: 'A', company_tax_id: '0459525' }),
      ),
    ).toEqual({ company_tax_id: invalid });
    expect(
      messages(
        await invoice(id, {
          type: 'PERSONAL',
          carrier_type: 'MOBILE',
          carrier_number: 'AB1234567',
        }),
      ),
    ).toEqual({
      carrier_number: [
        'A mobile barcode is / followed by 7 characters (digits, capital letters, . + -).',
      ],
    });
    expect(
      messages(
        await invoice(id, {
          type: 'PERSONAL',
          carrier_type: 'CERTIFICATE',
          carrier_number: 'ab12345678901234',
        }),
      ),
    ).toEqual({
      carrier_number: ['A citizen digital certificate is 2 capital letters and 14 digits.'],
    });
    expect(
      messages(
        await invoice(id, { type: 'PERSONAL', carrier_type: 'MEMBER', carrier_number: '/AB+1.-9' }),
      ),
    ).toEqual({ carrier_number: ['The member carrier takes no number: leave it empty.'] });
    expect(
      messages(
        await invoice(set.ids.cancelled, {
          type: 'COMPANY',
          company_title: 'A',
          company_tax_id: '04595257',
        }),
      ),
    ).toBe('The invoice of a cancelled order cannot be changed.');
    expect(await fingerprint(api.db)).toEqual(snapshot);
  });

  it('answers the messages in the request language', async () => {
    const id = await freshPaid();
    const response = await sendAs(api, 'PUT', `${path(id)}/invoice`, 'admin', {
      json: true,
      body: { type: 'COMPANY' },
      locale: 'zh-TW',
    });
    expect(messages(response)).toMatchObject({
      company_title: ['公司抬頭不得為空，請填寫公司抬頭。'],
    });
  });
});

// The unpaid order can still have its invoice changed (before payment issues it).
describe('an invoice before payment', () => {
  it('is changed on an unpaid order', async () => {
    const id = await place(api, {
      memberId: set.buyer.id,
      courseIds: [set.courses.a],
      at: taipei('2026-10-02 10:00:00'),
    });
    const changed = orderOf(
      await invoice(id, { type: 'COMPANY', company_title: 'A', company_tax_id: '04595257' }),
    );
    expect(changed).toMatchObject({ status: 'UNPAID', invoice_type: 'COMPANY' });
  });
});

describe('the refund message to the buyer', () => {
  const messagesOf = (orderId: number) =>
    api.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.sourceType, 'order'), eq(outboxMessages.sourceId, orderId)));

  it('queues one REFUND_MADE with the amount, the items and Taipei time; none when refused', async () => {
    await api.db.update(users).set({ locale: 'en' }).where(eq(users.id, set.buyer.id));
    const id = await freshPaid();
    const [lineA, lineC] = (await get(id)).lines;
    if (!lineA || !lineC) throw new Error('Two lines expected');
    messages(await refund(id, [{ line_id: lineA.id, amount: 999_999 }]));
    expect(await messagesOf(id)).toEqual([]);

    const order = orderOf(
      await refund(id, [
        { line_id: lineA.id, amount: 500 },
        { line_id: lineC.id, amount: 3600 },
      ]),
    );
    const sent = await messagesOf(id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'REFUND_MADE',
      toAddress: set.buyer.email,
      toUserId: set.buyer.id,
      locale: 'en',
      subject: `Your order ${order.order_no} was refunded`,
    });
    const at = new Date(order.events.at(-1)?.at ?? 0);
    const text = sent[0]?.text ?? '';
    expect(text).toContain(`on ${taipeiTime('en', at)} (Taipei time): NT$4,100.`);
    expect(text).toContain(`${lineA.item.title}: NT$500`);
    expect(text).toContain(`${lineC.item.title}: NT$3,600`);
    await api.db.update(users).set({ locale: 'zh-TW' }).where(eq(users.id, set.buyer.id));
  });
});
