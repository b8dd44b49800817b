import { demo, test } from './fixtures.ts';
import { OrdersPage } from './pages/orders-page.ts';
import { ApiAs, contextAs } from './support/settings-api.ts';

test('shots', async ({ browser, request }) => {
  const api = await ApiAs.signIn(request, demo.admin);
  const list = await api.call<{ data: { id: number; lines_count: number }[] }>(
    'GET',
    '/lecturers/v2/orders?status=PARTIALLY_REFUNDED&per_page=50',
  );
  const target = list.data.find((o) => o.lines_count > 1) ?? list.data[0];
  if (!target) throw new Error('no order');
  for (const width of [1440, 1024, 390]) {
    const context = await contextAs(browser, demo.admin);
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    const screen = new OrdersPage(page, 'zh-TW');
    await screen.openList('status=ALL');
    await page.screenshot({ path: `/tmp/orders-ui/shots/list-${width}.png`, fullPage: true });
    for (const tab of ['content', 'info', 'invoice'] as const) {
      await screen.openOrder(target.id, tab);
      await page.screenshot({ path: `/tmp/orders-ui/shots/${tab}-${width}.png`, fullPage: true });
    }
    await screen.openOrder(target.id, 'info');
    await screen.refundButton.click();
    await screen.refundDialog.getByRole('radio').nth(1).check();
    await page.screenshot({ path: `/tmp/orders-ui/shots/refund-${width}.png` });
    await context.close();
  }
});
