import type { Order } from '../../server/src/contract/orders.ts';
import type { RecordList } from '../../src/api/revenues.ts';
import { demo, expect, test } from './fixtures.ts';
import { OrdersPage } from './pages/orders-page.ts';
import { RevenuesPage } from './pages/revenues-page.ts';
import { ApiAs, contextAs, unique } from './support/settings-api.ts';

/** This month in Asia/Taipei (`2026-11`). */
function taipeiMonth(): string {
  return new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7);
}

test('an administrator refunds a line in full and the lecturer’s records show the income taken back (zh-TW)', async ({
  browser,
  request,
}) => {
  const admin = await ApiAs.signIn(request, demo.admin);
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const teacher2 = await ApiAs.signIn(request, demo.teacher2);
  // A paid order with a line of 王大明's that only 王大明 earns from (not co-taught with 李美華,
  // whose month the revenue test reads), the newest first.
  const paid = await admin.call<{ data: { id: number }[] }>(
    'GET',
    '/lecturers/v2/orders?status=PAID&per_page=50',
  );
  let target: { order: Order; line: Order['lines'][number] } | null = null;
  for (const row of paid.data) {
    const order = await admin.call<Order>('GET', `/lecturers/v2/orders/${String(row.id)}`);
    for (const line of order.lines) {
      if (line.lecturer.name !== '王大明' || line.kind === 'packages' || line.refundable < 100)
        continue;
      const shared = await teacher2.call<RecordList>(
        'GET',
        `/lecturers/v2/revenues/records?course_id=${String(line.item.id)}&per_page=1`,
      );
      if (shared.meta.total === 0) {
        target = { order, line };
        break;
      }
    }
    if (target) break;
  }
  if (!target) throw new Error('the seed promises paid orders of 王大明’s own items');
  const { order, line } = target;
  const month = taipeiMonth();
  const before = await teacher.call<RecordList>(
    'GET',
    `/lecturers/v2/revenues/records?month=${month}&course_id=${String(line.item.id)}&per_page=1`,
  );

  const adminContext = await contextAs(browser, demo.admin);
  const orders = new OrdersPage(await adminContext.newPage(), 'zh-TW');
  await orders.openOrder(order.id, 'info');
  await orders.refundButton.click();
  await expect(orders.refundDialog).toBeVisible();
  await orders.refundDialog
    .getByRole('radio', { name: orders.t('orders.refund.part'), exact: true })
    .check();
  await orders.refundAmount(line.item.title).fill(String(line.refundable));
  await orders.refundReason.fill(unique('課程重複購買'));
  await orders.refundDialogButton('orders.refund.next').click();
  await orders.refundDialogButton('orders.refund.confirm').click();
  await expect(orders.refundDialog).toBeHidden();
  await adminContext.close();

  // The lecturer's records of this month for the item: one more, a refund taking income back.
  const teacherContext = await contextAs(browser, demo.teacher);
  const revenue = new RevenuesPage(await teacherContext.newPage(), 'zh-TW');
  await revenue.openRecords(`month=${month}&course_id=${String(line.item.id)}`);
  // The refund's row: its order number and the refund badge (a sale in the refund window reads
  // 「退款期間」, so the badge is matched whole).
  const row = revenue.recordsTable
    .getByRole('row')
    .filter({ hasText: order.order_no })
    .filter({ has: revenue.page.getByText(revenue.t('revenues.records.refund'), { exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('-NT$');
  const after = await teacher.call<RecordList>(
    'GET',
    `/lecturers/v2/revenues/records?month=${month}&course_id=${String(line.item.id)}&per_page=1`,
  );
  expect(after.meta.total).toBe(before.meta.total + 1);
  const refund = after.data[0];
  expect(refund).toMatchObject({
    kind: 'REFUND',
    order_no: order.order_no,
    price: -line.refundable,
  });
  expect(refund?.income).toBeLessThan(0);
  await teacherContext.close();
});
