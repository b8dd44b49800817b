import { readFile } from 'node:fs/promises';
import type { Order, OrderListItem } from '../../server/src/contract/orders.ts';
import { demo, expect, test } from './fixtures.ts';
import { OrdersPage } from './pages/orders-page.ts';
import { ApiAs, contextAs, unique } from './support/settings-api.ts';

/** One page of the orders list as the API answers it. */
interface OrderPage {
  readonly data: OrderListItem[];
  readonly meta: { readonly total: number };
}

const TAIPEI_MS = 8 * 3600_000;

/** The Asia/Taipei day of an instant (`2026-11-26`). */
function taipeiDay(ms: number): string {
  return new Date(ms + TAIPEI_MS).toISOString().slice(0, 10);
}

/** This month's first day and today (Asia/Taipei), and the last day of the month before. */
function days(): { first: string; today: string; lastMonthEnd: string } {
  const today = taipeiDay(Date.now());
  const first = `${today.slice(0, 8)}01`;
  const lastMonthEnd = taipeiDay(Date.parse(`${first}T00:00:00+08:00`) - 1);
  return { first, today, lastMonthEnd };
}

/** The orders of a query (the API's bracket form for filter values), up to 100. */
function listOrders(api: ApiAs, query: string): Promise<OrderPage> {
  return api.call<OrderPage>('GET', `/lecturers/v2/orders?${query}&per_page=100`);
}

test('an administrator filters orders (status, paid, days, keyword) and exports exactly that list (zh-TW)', async ({
  browser,
  request,
}) => {
  const api = await ApiAs.signIn(request, demo.admin);
  const { first, today } = days();
  const base = `status=PAID&filter[]=PAID&from=${first}&to=${today}`;
  // A buyer of a paid order this month (the seed promises some): their e-mail is the keyword.
  const month = await listOrders(api, base);
  const keyword = month.data[0]?.member.email ?? '';
  expect(keyword, 'a paid order this month').not.toBe('');

  const context = await contextAs(browser, demo.admin);
  const page = await context.newPage();
  const screen = new OrdersPage(page, 'zh-TW');
  await screen.openList();
  // The list completes its own address (not the page the store knew before it caught up).
  await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('ALL');
  expect(new URL(page.url()).pathname).toBe('/orders');

  await screen.statusFilter.selectOption('PAID');
  await page.waitForURL(/status=PAID/);
  // The toggles follow the address: checked once the list navigated.
  await screen.toggle('orders.filter.paid').click();
  await page.waitForURL(/filter=PAID/);
  await expect(screen.toggle('orders.filter.paid')).toBeChecked();
  // A day shows once the list has read it back from the address (typing then is kept).
  await screen.fromFilter.fill(first);
  await page.waitForURL(new RegExp(`from=${first}`));
  await expect(screen.fromFilter).toHaveValue(first);
  await screen.toFilter.fill(today);
  await page.waitForURL(new RegExp(`to=${today}`));
  await expect(screen.toFilter).toHaveValue(today);
  await screen.keywordFilter.fill(keyword);
  await screen.searchButton.click();
  await page.waitForURL(/keyword=/);
  const address = new URL(page.url()).searchParams;
  expect(Object.fromEntries(address)).toEqual({
    status: 'PAID',
    filter: 'PAID',
    from: first,
    to: today,
    keyword,
  });
  await screen.waitForList();

  // The list shows what the API answers for the same filters.
  const expected = await listOrders(api, `${base}&keyword=${encodeURIComponent(keyword)}`);
  expect(expected.meta.total).toBeGreaterThan(0);
  await expect(screen.count(expected.meta.total)).toBeVisible();
  const shown = await screen.shownNumbers();
  expect(shown).toEqual(expected.data.slice(0, 20).map((order) => order.order_no));

  // The export holds exactly that list: as many rows as its total, the same numbers in order.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    screen.exportButton.click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{8}\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .slice(1);
  expect(rows).toHaveLength(expected.meta.total);
  const numbers = rows.map((row) => row.split(',')[0]);
  expect(numbers.slice(0, shown.length)).toEqual(shown);
  expect(numbers).toEqual(expected.data.map((order) => order.order_no));
  await expect(
    screen.toasts.getByText(screen.t('ui.export.done', { rows: expected.meta.total })),
  ).toBeVisible();

  // Back returns to the list before the keyword.
  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('keyword'));
  await expect(screen.keywordFilter).toHaveValue('');
  await context.close();
});

test('staff without the export permission sees the orders but cannot export (zh-TW)', async ({
  browser,
}) => {
  const context = await contextAs(browser, demo.staff);
  const page = await context.newPage();
  const screen = new OrdersPage(page, 'zh-TW');
  await screen.openList('status=PAID');
  await expect(screen.table).toBeVisible();
  await expect(screen.exportButton).toBeDisabled();
  await expect(screen.main.getByText(screen.t('orders.list.noExport'))).toBeVisible();
  await context.close();
});

test('an administrator gives a paid order a company invoice: a wrong tax id is refused at the field, a valid one saved (zh-TW)', async ({
  browser,
  request,
}) => {
  const api = await ApiAs.signIn(request, demo.admin);
  const { first, today } = days();
  const paid = await listOrders(api, `status=PAID&from=${first}&to=${today}&sort=amount`);
  const target = paid.data[0];
  if (!target) throw new Error('the seed promises paid orders this month');

  const context = await contextAs(browser, demo.admin);
  const page = await context.newPage();
  const screen = new OrdersPage(page, 'zh-TW');
  await screen.openOrder(target.id, 'invoice');
  await expect(screen.tab('tab.order.invoice')).toHaveAttribute('aria-current', 'page');
  await expect(screen.main.getByText(target.order_no)).toBeVisible();

  await screen.invoiceType('orders.invoice.company').check();
  const title = unique('好學數位股份有限公司');
  await screen.companyTitle.fill(title);
  await screen.companyTaxId.fill('12345678');
  await screen.saveButton.click();
  await screen.expectMessage(screen.companyTaxId, screen.t('orders.invoice.companyTaxIdInvalid'));
  await expect(screen.companyTitle).toHaveValue(title);

  await screen.companyTaxId.fill('04595257');
  await expect(screen.companyTaxId).not.toHaveAttribute('aria-invalid', 'true');
  await screen.saveButton.click();
  await expect(screen.toasts.getByText(screen.t('form.saved'))).toBeVisible();

  const saved = await api.call<Order>('GET', `/lecturers/v2/orders/${String(target.id)}`);
  expect(saved.invoice).toMatchObject({
    type: 'COMPANY',
    company_title: title,
    company_tax_id: '04595257',
  });
  await screen.openOrder(target.id, 'invoice');
  await expect(screen.invoiceType('orders.invoice.company')).toBeChecked();
  await expect(screen.companyTaxId).toHaveValue('04595257');
  await context.close();
});

test('an administrator refunds part of a line with a reason and sees the status and the history (en)', async ({
  browser,
  request,
}) => {
  const api = await ApiAs.signIn(request, demo.admin);
  const { lastMonthEnd } = days();
  // A paid order of an earlier month (the list test filters this month's) with a line to refund.
  const earlier = await listOrders(api, `status=PAID&filter[]=PAID&to=${lastMonthEnd}&sort=oldest`);
  let target: Order | null = null;
  for (const row of earlier.data) {
    const order = await api.call<Order>('GET', `/lecturers/v2/orders/${String(row.id)}`);
    if (order.lines.some((line) => line.refundable >= 2)) {
      target = order;
      break;
    }
  }
  if (!target) throw new Error('the seed promises paid orders in earlier months');
  const line = target.lines.find((each) => each.refundable >= 2);
  if (!line) throw new Error('unreachable');

  const context = await contextAs(browser, demo.admin);
  const page = await context.newPage();
  const screen = new OrdersPage(page, 'en');
  await screen.openOrder(target.id, 'info');
  await expect(screen.headingStatus).toHaveText(screen.t('orders.status.paid'));

  await screen.refundButton.click();
  await expect(screen.refundDialog).toBeVisible();
  await screen.refundDialog
    .getByRole('radio', { name: screen.t('orders.refund.part'), exact: true })
    .check();
  await screen.refundAmount(line.item.title).fill('1');
  // The reason is required: the message shows at the field, the amount stays.
  await screen.refundDialogButton('orders.refund.next').click();
  await screen.expectMessage(screen.refundReason, screen.t('orders.refund.reasonRequired'));
  await expect(screen.refundAmount(line.item.title)).toHaveValue('1');
  const reason = unique('Bought the wrong course');
  await screen.refundReason.fill(reason);
  await screen.refundDialogButton('orders.refund.next').click();

  // The confirmation names the total and that it reverses the lecturer's income.
  await expect(screen.refundDialog).toContainText(screen.t('orders.refund.reverses'));
  await expect(screen.refundDialog).toContainText('NT$1');
  await screen.refundDialogButton('orders.refund.confirm').click();
  await expect(screen.refundDialog).toBeHidden();
  await expect(
    screen.toasts.getByText(screen.t('orders.refund.done', { amount: 1 })),
  ).toBeVisible();

  await expect(screen.headingStatus).toHaveText(screen.t('orders.status.partiallyRefunded'));
  const entry = screen.history.getByRole('listitem').last();
  await expect(entry).toContainText(screen.t('orders.event.refunded'));
  await expect(entry).toContainText(screen.t('orders.info.reason', { reason }));
  await expect(entry).toContainText('林雅婷');

  const after = await api.call<Order>('GET', `/lecturers/v2/orders/${String(target.id)}`);
  expect(after.status).toBe('PARTIALLY_REFUNDED');
  expect(after.refunded).toBe(target.refunded + 1);
  await context.close();
});

test('an administrator cancels an unpaid order for the member with a reason and sees its new status (zh-TW)', async ({
  browser,
  request,
}) => {
  const api = await ApiAs.signIn(request, demo.admin);
  const unpaid = await listOrders(api, 'status=UNPAID&sort=oldest');
  const target = unpaid.data[0];
  if (!target) throw new Error('the seed promises unpaid orders');

  const context = await contextAs(browser, demo.admin);
  const page = await context.newPage();
  const screen = new OrdersPage(page, 'zh-TW');
  await screen.openOrder(target.id, 'info');
  await expect(screen.headingStatus).toHaveText(screen.t('orders.status.unpaid'));
  // The buyer's name opens the member's screen.
  await expect(screen.buyerLink).toHaveAttribute('href', `/members/${String(target.member.id)}`);

  await screen.actButton('orders.act.cancelOpen').click();
  await expect(screen.actDialog).toBeVisible();
  // The reason is required: the server's message shows at the field, in the page's language.
  await screen.actDialogButton('orders.act.cancelSubmit').click();
  await expect(screen.actReason).toHaveAttribute('aria-invalid', 'true');
  await expect(screen.actDialog).toBeVisible();
  const reason = unique('會員來電要求取消');
  await screen.actReason.fill(reason);
  await screen.actDialogButton('orders.act.cancelSubmit').click();
  await expect(screen.actDialog).toBeHidden();

  await expect(screen.headingStatus).toHaveText(screen.t('orders.status.cancelled'));
  await expect(screen.actButton('orders.act.cancelOpen')).toBeHidden();
  const entry = screen.history.getByRole('listitem').last();
  await expect(entry).toContainText(screen.t('orders.event.cancelled'));
  await expect(entry).toContainText(screen.t('orders.info.reason', { reason }));

  const after = await api.call<Order>('GET', `/lecturers/v2/orders/${String(target.id)}`);
  expect(after.status).toBe('CANCELLED');
  await context.close();
});
