import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CSV_PAGE_ROWS } from '../../http/csv-stream.ts';
import { openTestApi } from '../../testing/harness.ts';
import { readFileSync } from 'node:fs';
import { apiCatalogs, message, type ApiLocale } from '../../i18n/messages.ts';
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

/** The rows of a download joined, to look for a cell. */
function rows0(download: { rows: string[] }): string {
  return download.rows.map((row) => `,${row},`).join('\n');
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
        '2026-10-01 00:00:00 +08:00',
        '2026-10-01 00:01:00 +08:00',
        'Paid',
        set.buyer.name,
        set.buyer.email,
        titleA,
        '1200',
        '1100',
        '0',
        'Credit card',
        'Personal',
        '',
      ].join(','),
    );
    const cancelledOrder = orderOf(
      await sendAs(api, 'GET', `${base}/${String(set.ids.cancelled)}`, 'admin'),
    );
    const cancelled = rows.find((row) => row.startsWith(cancelledOrder.order_no)) ?? '';
    expect(cancelled).toContain(cancelledOrder.lines.map((line) => line.item.title).join(' / '));
    expect(cancelled.split(',')[2]).toBe('');
    expect(rows.find((row) => row.includes(',Company,'))).toMatch(/,04595257$/);

    const chinese = await download(`keyword=${set.token}`, 'zh-TW');
    expect(chinese.header.split(',').slice(0, 3)).toEqual(['訂單編號', '建立時間', '付款時間']);
  });

  it("writes every row as the list shows it: codes in the reader's words, times in Asia/Taipei with the offset", async () => {
    const list = listOf(
      await sendAs(api, 'GET', `${base}?keyword=${set.token}&per_page=100`, 'admin'),
    ).data;
    for (const locale of ['zh-TW', 'zh-CN', 'en'] as const) {
      const { header, rows } = await download(`keyword=${set.token}`, locale);
      expect(header.split(',')[3]).toBe(message(locale, 'export.orders.status'));
      expect(rows).toHaveLength(list.length);
      for (const [index, order] of list.entries()) {
        const cells = rows[index]?.split(',') ?? [];
        const at = (iso: string) => {
          const local = new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString();
          return `${local.slice(0, 10)} ${local.slice(11, 19)} +08:00`;
        };
        expect(cells[0], locale).toBe(order.order_no);
        expect(cells[1]).toBe(at(order.created_at));
        expect(cells[2]).toBe(order.paid_at === null ? '' : at(order.paid_at));
        expect(cells[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+08:00$/);
        expect(cells[3]).toBe(message(locale, `export.orders.value.status.${order.status}`));
        expect(cells[10]).toBe(
          message(locale, `export.orders.value.method.${order.payment_method}`),
        );
        expect(cells[11]).toBe(
          message(locale, `export.orders.value.invoice.${order.invoice_type}`),
        );
      }
    }
    expect(rows0(await download(`keyword=${set.token}&status=UNPAID`, 'zh-TW'))).toContain(
      ',待付款,',
    );
  });

  it("uses the order screens' words for statuses, payment methods and invoice types", () => {
    const screenKeys: Record<string, string> = {
      'status.UNPAID': 'orders.status.unpaid',
      'status.PAID': 'orders.status.paid',
      'status.PARTIALLY_REFUNDED': 'orders.status.partiallyRefunded',
      'status.REFUNDED': 'orders.status.refunded',
      'status.CANCELLED': 'orders.status.cancelled',
      'method.CREDIT_CARD': 'orders.payment.creditCard',
      'method.ATM': 'orders.payment.atm',
      'method.CVS': 'orders.payment.cvs',
      'method.LINE_PAY': 'orders.payment.linePay',
      'method.APPLE_PAY': 'orders.payment.applePay',
      'invoice.PERSONAL': 'orders.invoice.personal',
      'invoice.COMPANY': 'orders.invoice.company',
    };
    for (const locale of ['zh-TW', 'zh-CN', 'en'] as ApiLocale[]) {
      const screen = JSON.parse(
        readFileSync(
          new URL(`../../../../src/i18n/messages/orders/${locale}.json`, import.meta.url),
          'utf8',
        ),
      ) as Record<string, string>;
      const api = apiCatalogs[locale] as Record<string, string>;
      for (const [code, key] of Object.entries(screenKeys))
        expect(api[`export.orders.value.${code}`], `${locale} ${code}`).toBe(screen[key]);
    }
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

  it("exports the list's selection only, in the list's order; an unknown id is absent", async () => {
    const { ids } = set;
    const query = `sort=oldest&ids=${ids.company}&ids=${ids.paid}&ids=${ids.other}&ids=999999999`;
    const { response, rows } = await download(query);
    const numbers = await listed(`keyword=${set.token}&sort=oldest`);
    const selected = await Promise.all(
      [ids.company, ids.paid, ids.other].map(
        async (id) => orderOf(await sendAs(api, 'GET', `${base}/${String(id)}`, 'admin')).order_no,
      ),
    );
    expect(rows.map((row) => row.split(',')[0])).toEqual(
      numbers.filter((number) => selected.includes(number)),
    );
    expect(response.headers.get('x-total-count')).toBe('3');
    // The filters still hold: the cancelled order is not paid.
    expect((await download(`ids=${ids.cancelled}&status=PAID`)).rows).toEqual([]);
    const tooMany = Array.from({ length: 101 }, (_, index) => `ids=${index + 1}`).join('&');
    expect((await sendAs(api, 'GET', `${base}/export?${tooMany}`, 'admin')).status).toBe(400);
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
