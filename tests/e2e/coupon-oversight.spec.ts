import { demo, expect, test } from './fixtures.ts';
import { CouponsPage } from './pages/coupons-page.ts';
import { ApiAs, contextAs } from './support/settings-api.ts';

test("an administrator ends a lecturer's coupon (zh-TW)", async ({ browser, request }) => {
  const lecturer = await ApiAs.signIn(request, demo.teacher2);
  const code = `OVER${Date.now().toString(36).toUpperCase()}`;
  await lecturer.call('POST', '/lecturers/v2/global_coupons', {
    code,
    title: '超大折扣',
    type: 'AMOUNT',
    amount: 10_000_000,
    scope: 'ALL',
    starts_at: new Date(Date.now() - 60_000).toISOString(),
  });
  const context = await contextAs(browser, demo.admin);
  const page = await context.newPage();
  const screen = new CouponsPage(page, 'admin', 'zh-TW');

  // The administrator sees the lecturer's coupon, with its owner.
  await screen.openList(`status=ALL&keyword=${code}`);
  const row = screen.row(code);
  await expect(row).toBeVisible();
  await expect(row).not.toContainText(screen.t('coupons.list.platform'));

  // The reason is required: the server's refusal shows at the field, the dialog stays.
  await screen.rowAction(code, screen.t('coupons.stop.end'));
  await expect(screen.stopDialog).toBeVisible();
  await screen.stopDialog.getByRole('button', { name: screen.t('coupons.stop.end') }).click();
  await expect(screen.stopReason).toHaveAttribute('aria-invalid', 'true');
  await expect(screen.stopDialog).toBeVisible();

  await screen.stopReason.fill('折扣金額異常');
  await screen.stopDialog.getByRole('button', { name: screen.t('coupons.stop.end') }).click();
  await expect(screen.stopDialog).toBeHidden();
  await expect(row).toContainText(screen.t('coupons.status.expired'));

  // The lecturer sees it ended.
  const seen = await lecturer.call<{ status: string }>(
    'GET',
    `/lecturers/v2/global_coupons/${code}`,
  );
  expect(seen.status).toBe('EXPIRED');
  await context.close();
});
