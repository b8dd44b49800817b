import { readFile } from 'node:fs/promises';
import { message } from '../../server/src/i18n/messages.ts';
import { demo, expect, test } from './fixtures.ts';
import { CouponsPage } from './pages/coupons-page.ts';
import { ApiAs, contextAs, unique } from './support/settings-api.ts';

let serial = 0;

/** A coupon code no other test uses (letters and digits). */
function uniqueCode(prefix: string): string {
  serial += 1;
  return `${prefix}${Date.now().toString(36).toUpperCase()}${String(serial)}`;
}

/** Creates NT$100 off every course of the lecturer, from now, through the API. */
function createCoupon(api: ApiAs, code: string): Promise<{ code: string }> {
  return api.call('POST', '/lecturers/v2/global_coupons', {
    code,
    title: `API ${code}`,
    type: 'AMOUNT',
    amount: 100,
    scope: 'ALL',
    starts_at: new Date(Date.now() - 60_000).toISOString(),
  });
}

test('a lecturer creates a coupon with the course picker, edits, disables and deletes it (zh-TW)', async ({
  browser,
  request,
}) => {
  const api = await ApiAs.signIn(request, demo.teacher2);
  const first = await api.create('courses', '優惠券課程 A');
  const second = await api.create('courses', '優惠券課程 B');
  const context = await contextAs(browser, demo.teacher2);
  const page = await context.newPage();
  const screen = new CouponsPage(page, 'lecturer', 'zh-TW');

  // The status filter starts at ALL and stays in the address.
  await screen.openList();
  await expect.poll(() => screen.statusInAddress()).toBe('ALL');
  await expect(screen.statusFilter).toHaveValue('ALL');

  await screen.createLink.click();
  await page.waitForURL(/\/coupons\/create$/);
  await screen.waitForScreen();
  const code = uniqueCode('SPRING');
  await screen.code.fill('ab');
  const title = unique('春季八五折');
  await screen.titleInput.fill(title);
  await screen.type('percent').check();
  await screen.discount.fill('85');
  await screen.scope('courses').check();

  // The searchable picker: a keyword finds a course, chosen ones are removable chips.
  await screen.courseSearch.fill(first.title);
  await screen.addCourse(first.title).click();
  await screen.courseSearch.fill(second.title);
  await screen.addCourse(second.title).click();
  await expect(screen.chosenCourses.getByRole('listitem')).toHaveCount(2);
  await screen.removeCourse(second.title).click();
  await expect(screen.chosenCourses.getByRole('listitem')).toHaveText([new RegExp(first.title)]);

  // A bad code shows at its field with nothing typed lost.
  await screen.saveButton.click();
  await expect(screen.code).toHaveAttribute('aria-invalid', 'true');
  await expect(screen.titleInput).toHaveValue(title);
  await expect(screen.discount).toHaveValue('85');

  await screen.code.fill(code);
  await screen.previewButton.click();
  await expect(screen.previewPanel).toContainText('NT$');
  await screen.saveButton.click();
  await page.waitForURL(new RegExp(`/coupons/${code}/edit$`));
  await screen.waitForScreen();
  await expect(screen.discount).toHaveValue('85');
  await expect(screen.chosenCourses).toContainText(first.title);

  // Edit.
  await screen.titleInput.fill(`${title} 改`);
  // The create's toast may still show: wait for the edit's own answer.
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes(code),
  );
  await screen.saveButton.click();
  expect((await saved).status()).toBe(200);
  await screen.openCoupon(code);
  await expect(screen.titleInput).toHaveValue(`${title} 改`);

  // The list shows the rate the way it is said (85 折); disable it from the list.
  await screen.openList(`status=ALL&keyword=${code}`);
  await expect(screen.row(code)).toContainText('85 折');
  await screen.select(code).check();
  await screen.bulk('disable').click();
  await expect(
    screen.toasts.getByText(screen.t('coupons.bulk.disabled', { count: 1 })),
  ).toBeVisible();
  await expect(screen.row(code)).toContainText(screen.t('coupons.status.disabled'));
  await screen.statusFilter.selectOption('DISABLED');
  await expect.poll(() => screen.statusInAddress()).toBe('DISABLED');
  await expect(screen.row(code)).toBeVisible();

  // Delete from the edit view, after a confirmation.
  await screen.openCoupon(code);
  await screen.deleteButton.click();
  await screen.confirm(true);
  await page.waitForURL(/\/coupons\?status=ALL$/);
  await screen.waitForScreen();
  await expect(screen.row(code)).toHaveCount(0);
  await context.close();
});

test('a lecturer generates 500 codes and downloads them as CSV with a BOM (zh-TW)', async ({
  browser,
  request,
}) => {
  const api = await ApiAs.signIn(request, demo.teacher2);
  const code = uniqueCode('BULK');
  await createCoupon(api, code);
  const context = await contextAs(browser, demo.teacher2);
  const page = await context.newPage();
  const screen = new CouponsPage(page, 'lecturer', 'zh-TW');

  await screen.openCoupon(code, 'usage');
  await screen.prefix.fill('VIP');
  await screen.count.fill('500');
  await screen.generateButton.click();
  await expect(
    screen.toasts.getByText(screen.t('coupons.codes.generated', { count: 500 })),
  ).toBeVisible();
  await expect(
    screen.main.getByText(screen.t('coupons.codes.total', { count: 500 })),
  ).toBeVisible();
  await expect(screen.codesTable.getByRole('row').nth(1)).toContainText(/^VIP/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    screen.downloadButton.click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${code}-codes.csv`);
  const path = await download.path();
  const bytes = await readFile(path);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString('utf8');
  const lines = text.split('\r\n').filter((line) => line !== '');
  expect(lines).toHaveLength(501);
  expect(lines[1]).toMatch(/^VIP[A-Z2-9]{8},/);
  await context.close();
});

test('a lecturer ends coupons now from the list after a confirmation (en)', async ({
  browser,
  request,
}) => {
  const api = await ApiAs.signIn(request, demo.teacher2);
  const label = uniqueCode('END');
  const codes = [`${label}A`, `${label}B`];
  for (const code of codes) await createCoupon(api, code);
  const context = await contextAs(browser, demo.teacher2);
  const page = await context.newPage();
  const screen = new CouponsPage(page, 'lecturer', 'en');

  await screen.openList(`status=ALL&keyword=${label}`);
  await expect(screen.table.getByRole('row')).toHaveCount(3);
  await expect(screen.row(codes[0] ?? '')).toContainText('NT$100 off');
  for (const code of codes) await screen.select(code).check();
  await screen.bulk('end').click();
  await expect(screen.confirmDialog).toContainText('The 2 selected coupons end now');
  await screen.confirm(false);
  await expect(screen.row(codes[0] ?? '')).toContainText('Active');
  await screen.bulk('end').click();
  await screen.confirm(true);
  await expect(screen.toasts.getByText('2 coupons ended')).toBeVisible();
  for (const code of codes) await expect(screen.row(code)).toContainText('Expired');
  await context.close();
});

test('an administrator sees platform coupons on the same list, the status kept in the address (zh-TW)', async ({
  browser,
  request,
}) => {
  const api = await ApiAs.signIn(request, demo.admin);
  const code = uniqueCode('PLAT');
  await createCoupon(api, code);
  const context = await contextAs(browser, demo.admin);
  const page = await context.newPage();
  const screen = new CouponsPage(page, 'admin', 'zh-TW');

  await screen.openList(`keyword=${code}`);
  await expect.poll(() => screen.statusInAddress()).toBe('ALL');
  await expect(screen.row(code)).toContainText(screen.t('coupons.list.platform'));
  await expect(screen.row(code)).toContainText('折抵 NT$100');
  await screen.statusFilter.selectOption('EXPIRED');
  await expect.poll(() => screen.statusInAddress()).toBe('EXPIRED');
  await expect(screen.main.getByText(screen.t('coupons.list.noMatch'))).toBeVisible();
  await context.close();
});

test('a redeemed coupon shows who used it and cannot be deleted, the refusal saying why (zh-TW)', async ({
  browser,
}) => {
  // The demo's WELCOME coupon of teacher2 (tag B) was redeemed by demo students.
  const code = 'WELCOMEB';
  const context = await contextAs(browser, demo.teacher2);
  const page = await context.newPage();
  const screen = new CouponsPage(page, 'lecturer', 'zh-TW');

  await screen.openCoupon(code, 'usage');
  const redemptions = screen.main.getByRole('table', { name: screen.t('coupons.usage.caption') });
  await expect(redemptions.getByRole('row')).not.toHaveCount(1);
  await expect(redemptions).toContainText('NT$');

  await screen.main.getByRole('link', { name: screen.t('coupons.mode.edit') }).click();
  await page.waitForURL(new RegExp(`/coupons/${code}/edit$`));
  await screen.waitForScreen();
  await screen.deleteButton.click();
  await screen.confirm(true);
  await expect(screen.toasts.getByText(message('zh-TW', 'coupon.redeemedKept'))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/coupons/${code}/edit$`));
  await expect(screen.titleInput).not.toHaveValue('');
  await context.close();
});
