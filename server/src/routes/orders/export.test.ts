import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CSV_PAGE_ROWS } from '../../http/csv-stream.ts';
import { openTestApi } from '../../testing/harness.ts';
import { sendAs } from '../../testing/item-fixtures.ts';
import { createBuyer, createOrderSet, listOf, orderOf, taipei } from './fixtures.ts';

const api = await openTestApi();
const set = await createOrderSet(api);

const base = '/lecturers/v2/orders';

/** An export's answer read as bytes (the BOM kept), as admin@example.com. */
async function download(query: string, locale = 'en') {
  const response = await api.app.request(`${base}/export?${query}`, {
    headers: {
      authorization: `Bearer ${await api.tokenOf('admin@example.com')}`,
      hilocale: locale,
    },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  expect(response.status, text.slice(0, 200)).toBe(200);
  const rows = text.replace(/^\uFEFF/, '').split('\r\n');
  expect(rows.pop()).toBe('');
  return { response, text, header: rows[0] ?? '', rows: rows.slice(1) };
}

/** The order numbers the list answers for a query, every page. */
async function listed(query: string): Promise<string[]> {
  const numbers: string[] = [];
  for (let page = 1; ; page += 1) {
    const list = listOf(
      await sendAs(api, 'GET', `${base}?${query}&per_page=100&page=${String(page)}`, 'admin'),
    );
    numbers.push(...list.data.map((order) => order.order_no));
    if (page >= list.meta.last_page) return numbers;
  }
}

describe('GET /lecturers/v2/orders/export', () => {
  it('streams a CSV with the BOM, the header in the language asked and plain numbers', async () => {
    const { response, text, header, rows } = await download(`keyword=${set.token}`);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
    expect(response.headers.get('content-disposition')).toContain(`filename="orders-${day}.csv"`);
    expect(response.headers.get('x-total-count')).toBe('6');
    expect(header).toBe(
      'Order number,Created at,Paid at,Status,Member name,Member email,Products,List total,Total,Refunded,Payment method,Invoice type,Company tax ID',
    );
    expect(rows).toHaveLength(6);
    const paid = orderOf(await sendAs(api, 'GET', `${base}/${String(set.ids.paid)}`, 'admin'));
    const titleA = paid.lines[0]?.item.title ?? '';
    expect(rows).toContain(
      [
        paid.order_no,
        '2026-10-01 00:00',
        '2026-10-01 00:01',
        'PAID',
        set.buyer.name,
        set.buyer.email,
        titleA,
        '1200',
        '1100',
        '0',
        'CREDIT_CARD',
        'PERSONAL',
        '',
      ].join(','),
    );
    const cancelledOrder = orderOf(
      await sendAs(api, 'GET', `${base}/${String(set.ids.cancelled)}`, 'admin'),
    );
    const cancelled = rows.find((row) => row.startsWith(cancelledOrder.order_no)) ?? '';
    expect(cancelled).toContain(cancelledOrder.lines.map((line) => line.item.title).join(' / '));
    expect(cancelled.split(',')[2]).toBe('');
    expect(rows.find((row) => row.includes(',COMPANY,'))).toMatch(/,04595257$/);

    const chinese = await download(`keyword=${set.token}`, 'zh-TW');
    expect(chinese.header.split(',').slice(0, 3)).toEqual(['訂單編號', '建立時間', '付款時間']);
  });

  it('writes refunds as plain numbers', async () => {
    const paid = orderOf(await sendAs(api, 'GET', `${base}/${String(set.ids.other)}`, 'admin'));
    const line = paid.lines[0];
    orderOf(
      await sendAs(api, 'POST', `${base}/${String(paid.id)}/refunds`, 'admin', {
        json: true,
        body: { lines: [{ line_id: line?.id, amount: 1200 }], reason: 'Export' },
      }),
    );
    const { rows } = await download(`keyword=${set.token}&status=REFUNDED`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.split(',').slice(7, 10)).toEqual(['1200', '1200', '1200']);
  });

  it('answers the same rows as the list with the same filters', async () => {
    for (const query of [
      `keyword=${set.token}`,
      `keyword=${set.token}&sort=oldest`,
      `keyword=${set.token}&sort=amount`,
      `keyword=${set.token}&status=PAID&payment_method=CREDIT_CARD`,
      `keyword=${set.token}&filter[]=LEARNED&filter[]=COURSE`,
      `keyword=${set.token}&from=2026-10-01&to=2026-10-31`,
    ]) {
      const { rows } = await download(query);
      expect(
        rows.map((row) => row.split(',')[0]),
        query,
      ).toEqual(await listed(query));
    }
  });

  it('pages by keyset past a page of rows, ties broken by id, in each order', async () => {
    const token = randomBytes(5).toString('hex');
    const buyer = await createBuyer(api, 'bulk', token);
    const count = CSV_PAGE_ROWS + 25;
    // Same microsecond-precise times by tens and repeated totals: only (key, id) separates rows.
    await api.db.execute(sql`
      insert into orders (order_no, member_id, status, payment_method, list_total, total, created_at)
      select 'BULK-' || ${token} || '-' || n, ${buyer.id}, 'UNPAID', 'ATM', 1000, (n % 7) * 100,
        ${taipei('2026-10-05 10:00:00')}::timestamptz + (n / 10) * interval '1.000001 second'
      from generate_series(1, ${count}) as n`);
    for (const sort of ['latest', 'oldest', 'amount']) {
      const query = `keyword=${buyer.email}&sort=${sort}`;
      const { rows, response } = await download(query);
      expect(response.headers.get('x-total-count')).toBe(String(count));
      const numbers = rows.map((row) => row.split(',')[0]);
      expect(new Set(numbers).size, sort).toBe(count);
      expect(numbers, sort).toEqual(await listed(query));
    }
  });
});
