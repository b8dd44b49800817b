import { describe, expect, it } from 'vitest';
import { openTestApi } from '../../testing/harness.ts';
import { sendAs } from '../../testing/item-fixtures.ts';
import { createOrderSet, listOf } from './fixtures.ts';

const api = await openTestApi();
const set = await createOrderSet(api);

const { ids } = set;
/** This file's orders, the newest first. */
const newestFirst = [ids.company, ids.unpaid, ids.other, ids.bundle, ids.paid, ids.cancelled];
const base = '/lecturers/v2/orders';
/** The ids of this file's orders the list answers for a query (the token keeps them apart). */
async function idsOf(query: string, keyword = set.token): Promise<number[]> {
  const response = await sendAs(
    api,
    'GET',
    `${base}?keyword=${encodeURIComponent(keyword)}${query ? `&${query}` : ''}`,
    'admin',
  );
  return listOf(response).data.map((order) => order.id);
}

describe('GET /lecturers/v2/orders', () => {
  it('lists the newest first, with the first line, the count of lines and learned', async () => {
    expect(await idsOf('')).toEqual(newestFirst);
    const list = listOf(await sendAs(api, 'GET', `${base}?keyword=${set.token}`, 'admin'));
    const byId = new Map(list.data.map((order) => [order.id, order]));
    expect(byId.get(ids.bundle)).toMatchObject({
      title: 'Order fixture bundle',
      lines_count: 1,
      learned: true,
      status: 'PAID',
      payment_method: 'LINE_PAY',
      member: { id: set.buyer.id, email: set.buyer.email, name: set.buyer.name },
    });
    expect(byId.get(ids.cancelled)).toMatchObject({ lines_count: 2, status: 'CANCELLED' });
    expect(byId.get(ids.company)).toMatchObject({ invoice_type: 'COMPANY', learned: true });
    expect(byId.get(ids.unpaid)).toMatchObject({ learned: false, paid_at: null });
    expect(byId.get(ids.other)?.learned).toBe(false);
    const paid = byId.get(ids.paid);
    expect(paid?.created_at).toBe('2026-09-30T16:00:00.000Z');
    expect(paid?.paid_at).toBe('2026-09-30T16:01:00.000Z');
    expect(paid?.list_total).toBe(1200);
    expect(paid?.total).toBe(1100);
    expect(list.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 6 });
  });

  it('sorts oldest first and by amount (highest total first, then the higher id)', async () => {
    expect(await idsOf('sort=oldest')).toEqual([...newestFirst].reverse());
    const list = listOf(
      await sendAs(api, 'GET', `${base}?keyword=${set.token}&sort=amount`, 'admin'),
    );
    const keys = list.data.map((order) => [order.total, order.id] as const);
    const sorted = [...keys].sort((x, y) => y[0] - x[0] || y[1] - x[1]);
    expect(keys).toEqual(sorted);
    // cancelled (A + C = 4800) first, the two orders of A at 1200 by id (other is newer).
    expect(keys[0]?.[1]).toBe(ids.cancelled);
    expect(keys.slice(-2).map(([, id]) => id)).toEqual([ids.other, ids.paid]);
  });

  it('filters by status and payment method', async () => {
    expect(await idsOf('status=PAID')).toEqual([ids.company, ids.other, ids.bundle, ids.paid]);
    expect(await idsOf('status=UNPAID')).toEqual([ids.unpaid]);
    expect(await idsOf('status=CANCELLED')).toEqual([ids.cancelled]);
    expect(await idsOf('status=REFUNDED')).toEqual([]);
    expect(await idsOf('payment_method=ATM')).toEqual([ids.unpaid]);
    expect(await idsOf('payment_method=CREDIT_CARD&status=PAID')).toEqual([ids.company, ids.paid]);
  });

  it("filters by the seed's values, every one given holding", async () => {
    expect(await idsOf('filter=PAID')).toEqual([ids.company, ids.other, ids.bundle, ids.paid]);
    expect(await idsOf('filter=COURSE')).toEqual([
      ids.company,
      ids.unpaid,
      ids.other,
      ids.paid,
      ids.cancelled,
    ]);
    // Progress on A, on C (the package's second course); none on B, none for the other buyer.
    expect(await idsOf('filter=LEARNED')).toEqual([
      ids.company,
      ids.bundle,
      ids.paid,
      ids.cancelled,
    ]);
    expect(await idsOf('filter[]=LEARNED&filter[]=COURSE&filter[]=PAID')).toEqual([
      ids.company,
      ids.paid,
    ]);
    expect(await idsOf('filter[]=PAID&filter[]=COURSE')).toEqual([
      ids.company,
      ids.other,
      ids.paid,
    ]);
  });

  it('filters by Asia/Taipei days of creation, both ends included', async () => {
    expect(await idsOf('from=2026-10-01&to=2026-10-31')).toEqual([
      ids.unpaid,
      ids.other,
      ids.bundle,
      ids.paid,
    ]);
    expect(await idsOf('from=2026-10-31&to=2026-10-31')).toEqual([ids.unpaid]);
    expect(await idsOf('from=2026-11-01')).toEqual([ids.company]);
    expect(await idsOf('to=2026-09-30')).toEqual([ids.cancelled]);
    expect(await idsOf('from=2026-11-02&to=2026-10-01')).toEqual([]);
    const impossible = await sendAs(api, 'GET', `${base}?from=2026-02-31`, 'admin');
    expect(impossible.status).toBe(400);
    expect(impossible.body).toHaveProperty(['message', 'from']);
  });

  it('finds by order number (any case, exact or prefix) or part of the e-mail, literally', async () => {
    const list = listOf(await sendAs(api, 'GET', `${base}?keyword=${set.token}`, 'admin'));
    const bundleNo = list.data.find((order) => order.id === set.ids.bundle)?.order_no ?? '';
    expect(await idsOf('', bundleNo.toLowerCase())).toEqual([set.ids.bundle]);
    const prefix = bundleNo.slice(0, -1);
    const found = listOf(
      await sendAs(api, 'GET', `${base}?keyword=${prefix}&per_page=100`, 'admin'),
    );
    expect(found.data.map((order) => order.id)).toContain(set.ids.bundle);
    expect(found.data.every((order) => order.order_no.startsWith(prefix))).toBe(true);
    // A part of an order number inside it is not a prefix.
    expect(await idsOf('', bundleNo.slice(4))).toEqual([]);
    expect(await idsOf('', `OTHER-${set.token.toUpperCase()}@orders`)).toEqual([set.ids.other]);
    expect(await idsOf('', '%')).toEqual([]);
    expect(await idsOf('', `buyer_${set.token}`)).toEqual([]);
  });

  it('pages with meta', async () => {
    const list = listOf(
      await sendAs(api, 'GET', `${base}?keyword=${set.token}&per_page=4&page=2`, 'admin'),
    );
    expect(list.data.map((order) => order.id)).toEqual([set.ids.paid, set.ids.cancelled]);
    expect(list.meta).toEqual({ current_page: 2, last_page: 2, per_page: 4, total: 6 });
    // A page past the last has no rows to carry the count: it is counted on its own.
    for (const filters of [`keyword=${set.token}&`, '']) {
      const past = listOf(await sendAs(api, 'GET', `${base}?${filters}page=9999`, 'admin'));
      const all = listOf(await sendAs(api, 'GET', `${base}?${filters}page=1`, 'admin'));
      expect(past.data).toEqual([]);
      expect(past.meta.total).toBe(all.meta.total);
      expect(past.meta.total).toBeGreaterThan(0);
    }
  });
});
