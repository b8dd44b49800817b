import type { RecordList } from '../../src/api/revenues.ts';
import { demo, expect, test } from './fixtures.ts';
import { amountOf, RevenuesPage } from './pages/revenues-page.ts';
import { ApiAs, contextAs } from './support/settings-api.ts';

/** This month in Asia/Taipei (`2026-11`). */
function taipeiMonth(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Taipei' })
    .format(new Date())
    .slice(0, 7);
}

/** The sum of a lecturer's income records of a month, every page, through the API. */
async function incomeOfMonth(api: ApiAs, month: string): Promise<number> {
  let sum = 0;
  for (let page = 1; ; page += 1) {
    const answer = await api.call<RecordList>(
      'GET',
      `/lecturers/v2/revenues/records?month=${month}&per_page=100&page=${String(page)}`,
    );
    sum += answer.data.reduce((total, record) => total + record.income, 0);
    if (page >= answer.meta.last_page) return sum;
  }
}

test('a lecturer’s income of a month in the chart’s table equals the sum of its records (en)', async ({
  browser,
  request,
}) => {
  const month = taipeiMonth();
  const year = Number(month.slice(0, 4));
  const api = await ApiAs.signIn(request, demo.teacher2);
  const expected = await incomeOfMonth(api, month);
  expect(expected, 'teacher2 earned this month').not.toBe(0);

  const context = await contextAs(browser, demo.teacher2);
  const page = await context.newPage();
  const screen = new RevenuesPage(page, 'en');
  await screen.openIncome();
  await screen.showTable.click();
  const label = new Intl.DateTimeFormat('en', { month: 'short', timeZone: 'UTC' }).format(
    Date.UTC(year, Number(month.slice(5)) - 1, 1),
  );
  // The year's income is the heaviest read of the screen: a cold server may take a while.
  await expect
    .poll(async () => amountOf(await screen.monthIncome(year, label).innerText()), {
      timeout: 15_000,
    })
    .toBe(expected);

  // Choosing the month (its button in the table) shows it by item and leads to its records.
  await screen.monthTable(year).getByRole('button', { name: label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`month=${month}`));
  await screen.waitForScreen();
  const monthName = screen.t('revenues.income.monthOf', { year: String(year), month: label });
  await page
    .getByRole('link', { name: screen.t('revenues.income.recordsOf', { month: monthName }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/revenues/record\\?month=${month}`));
  await screen.waitForScreen();
  await expect(screen.monthPicker).toHaveValue(month);
  const dates = await screen.recordDates();
  expect(dates.length).toBeGreaterThan(0);
  for (const date of dates) expect(date.startsWith(month.replace('-', '/'))).toBe(true);
  await context.close();
});

// The only test using teacher's payout request (the demo data leaves teacher none waiting).
test('a lecturer applies for a payout and sees it requested (zh-TW)', async ({ browser }) => {
  const context = await contextAs(browser, demo.teacher);
  const page = await context.newPage();
  const screen = new RevenuesPage(page, 'zh-TW');
  await screen.openIncome();
  await expect(screen.applyButton).toBeEnabled();
  await screen.applyButton.click();
  await expect(screen.confirmDialog).toContainText('NT$');
  await screen.confirm(true);
  await expect(screen.openApply).toBeVisible();
  await expect(screen.applyButton).toBeDisabled();
  // It stays after a reload: the summary comes from the API.
  await screen.openIncome();
  await expect(screen.openApply).toBeVisible();
  await context.close();
});
