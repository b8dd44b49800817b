import type { ApplyList } from '../../src/api/applies.ts';
import { demo, expect, test } from './fixtures.ts';
import { FinancesPage } from './pages/finances-page.ts';
import { ApiAs, contextAs } from './support/settings-api.ts';

/** Today in Asia/Taipei (`2026-11-26`). */
function taipeiToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' }).format(new Date());
}

// The only test using teacher2's waiting apply (the demo data holds exactly one).
test('an administrator approves teacher2’s waiting payout request and sees its remittance (zh-TW)', async ({
  browser,
  request,
}) => {
  const api = await ApiAs.signIn(request, demo.admin);
  const waiting = await api.call<ApplyList>(
    'GET',
    `/lecturers/v2/applies?status=PENDING&keyword=${encodeURIComponent(demo.teacher2)}`,
  );
  const apply = waiting.data[0];
  expect(apply, 'teacher2 has a waiting apply').toBeDefined();
  if (!apply) return;

  const context = await contextAs(browser, demo.admin);
  const page = await context.newPage();
  const screen = new FinancesPage(page, 'zh-TW');

  // The list starts at ALL (kept in the address) and filters by status and keyword.
  await screen.openApplies();
  await expect(page).toHaveURL(/status=ALL/);
  await screen.statusFilter.selectOption('PENDING');
  await expect(page).toHaveURL(/status=PENDING/);
  await screen.keyword.fill(demo.teacher2);
  await screen.search.click();
  await expect(page).toHaveURL(/keyword=teacher2/);
  await screen.waitForScreen();
  await screen.applyLink(apply.lecturer.name).click();
  await expect(page).toHaveURL(new RegExp(`/finances/applies/${String(apply.id)}$`));
  await screen.waitForScreen();
  await expect(screen.statusBadge('finances.status.pending')).toBeVisible();

  await screen.decideLink.click();
  await expect(page).toHaveURL(/\/edit$/);
  await screen.waitForScreen();
  // The main account is preselected; without one, approving is refused at the field.
  const main = screen.payouts.getByRole('radio');
  await expect(main.first()).toBeChecked();
  await screen.clearPayout.click();
  await expect(main.first()).not.toBeChecked();
  await screen.approve.click();
  await expect(screen.noPayoutMessage).toBeVisible();
  await expect(screen.confirmDialog).toBeHidden();

  await main.first().check();
  await screen.approve.click();
  await expect(screen.confirmDialog).toContainText(
    `NT$${new Intl.NumberFormat('en-US').format(apply.amount)}`,
  );
  await expect(screen.confirmDialog).toContainText('****');
  await screen.confirm(true);
  await expect(page).toHaveURL(new RegExp(`/finances/applies/${String(apply.id)}$`));
  await expect(screen.statusBadge('finances.status.remitted')).toBeVisible();

  await screen.remittancesLink.click();
  await expect(page).toHaveURL(/\/finances\/remittances/);
  await screen.waitForScreen();
  const today = taipeiToday();
  await screen.filterRemittances(today, today, demo.teacher2);
  const row = screen.remittancesTable
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: apply.lecturer.name }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`NT$${new Intl.NumberFormat('en-US').format(apply.amount)}`);
  await expect(row).toContainText(/\*\*\*\*\d{4}/);
  await context.close();
});

test('at 390 px payout requests read as cards: no sideways scroll, each value under its column name', async ({
  browser,
}) => {
  const context = await contextAs(browser, demo.admin);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const screen = new FinancesPage(page, 'en');
  await screen.openApplies();
  const table = screen.appliesTable;
  await expect(table.locator('thead')).toHaveCSS('position', 'absolute');
  // The scroll box around the table.
  const box = table.locator('xpath=..');
  const widths = await box.evaluate((element) => [element.scrollWidth, element.clientWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
  const amount = table.locator('tbody tr').first().locator('td').first();
  expect(await amount.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(
    '"Amount"',
  );
  // At a desk the same list is a table with its header row.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(table.locator('thead')).not.toHaveCSS('position', 'absolute');
  await context.close();
});
