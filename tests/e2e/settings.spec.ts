import type { ItemDetail } from '../../server/src/contract/items.ts';
import type { Setting } from '../../server/src/contract/settings.ts';
import { formatPrice } from '../../src/i18n/format.ts';
import { demo, expect, test, testOrigins } from './fixtures.ts';
import { ItemListPage } from './pages/item-list-page.ts';
import { ShellPage } from './pages/shell-page.ts';
import { SettingsPage } from './pages/settings-page.ts';
import { ApiAs, contextAs } from './support/settings-api.ts';

const RATE = 'TWD_TO_USD_RATE';

// Other tests read USD prices at the demo rate: this test puts it back as it found it, however
// it ends, and keeps the change as short as it can.
test('an administrator changes the USD rate and a course’s USD price follows it (en)', async ({
  page,
  request,
}) => {
  const admin = await ApiAs.signIn(request, demo.admin);
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const course = await teacher.create('courses', 'Rate');
  await teacher.call<ItemDetail>('PUT', `/lecturers/v2/courses/${String(course.id)}/prices`, {
    price: 1000,
  });
  const settings = await admin.call<{ data: Setting[] }>('GET', '/lecturers/v2/settings/configs');
  const was = settings.data.find((setting) => setting.key === RATE)?.value ?? '0.036';
  const list = new ItemListPage(page, 'courses');
  const row = () => list.rows.filter({ hasText: course.title });
  const screen = new SettingsPage(page);
  try {
    await list.openList(`?keyword=${encodeURIComponent(course.title)}`);
    await expect(row()).toContainText(formatPrice(1000, 'USD', Number(was)));

    await screen.openSettings();
    await expect(screen.rate).toHaveValue(was);
    // A refused rate shows at the field and stays typed.
    await screen.rate.fill('1.5');
    await expect(screen.main.getByText(screen.t('settings.preview.none'))).toBeVisible();
    await screen.save.click();
    await screen.expectErrorAt(
      screen.rate,
      screen.apiMessage('settings.decimalRange', { min: 0, max: 1 }),
    );
    await expect(screen.rate).toHaveValue('1.5');

    await screen.rate.fill('0.05');
    await expect(
      screen.main.getByText(
        screen.t('settings.preview.example', { twd: 'NT$1,990', usd: 'US$99.50' }),
      ),
    ).toBeVisible();
    await screen.save.click();
    await expect(screen.toasts.getByText(screen.t('form.saved'))).toBeVisible();
    await expect(screen.rate).not.toHaveAttribute('aria-invalid');
    // The trail shows the change under the setting's name.
    await expect(screen.auditTrail.getByText(screen.t('settings.key.usdRate'))).toBeVisible();
    await expect(screen.auditTrail).toContainText('0.05');

    await list.openList(`?keyword=${encodeURIComponent(course.title)}`);
    await expect(row()).toContainText('US$50.00');
    await page.reload();
    await list.waitForList();
    await expect(row()).toContainText('US$50.00');
  } finally {
    await admin.call('PUT', '/lecturers/v2/settings/configs', { [RATE]: was });
  }
  await list.openList(`?keyword=${encodeURIComponent(course.title)}`);
  await expect(row()).toContainText(formatPrice(1000, 'USD', Number(was)));
});

test('the USD rate notice, once dismissed, stays dismissed after a reload and elsewhere', async ({
  page,
  browser,
}) => {
  const screen = new SettingsPage(page);
  await screen.openSettings();
  await expect(screen.ratePrompt).toBeVisible();
  await screen.dismissPrompt.click();
  await expect(screen.ratePrompt).toHaveCount(0);
  await page.reload();
  await screen.waitForSession();
  await screen.waitForScreen();
  await expect(screen.rate).toBeVisible();
  await expect(screen.ratePrompt).toHaveCount(0);

  // Another browser (another device) of the same administrator does not show it either.
  const other = await contextAs(browser, demo.admin);
  const elsewhere = new SettingsPage(await other.newPage());
  await elsewhere.openSettings();
  await expect(elsewhere.rate).toBeVisible();
  await expect(elsewhere.ratePrompt).toHaveCount(0);
  await other.close();
});

test('administrators: another’s permissions are edited in a dialog; one’s own are not', async ({
  page,
  request,
}) => {
  const admin = await ApiAs.signIn(request, demo.admin);
  const screen = new SettingsPage(page);
  await screen.openSettings();
  const own = screen.administrators.getByRole('row').filter({ hasText: demo.admin });
  await expect(own).toContainText(screen.t('settings.admins.you'));
  const staffRow = screen.administrators.getByRole('row').filter({ hasText: demo.staff });
  await expect(staffRow).toContainText(
    `${screen.t('settings.area.order')} · ${screen.t('settings.level.write')}`,
  );
  // Opening and cancelling changes nothing (staff's keys are shared demo data).
  await screen.rowAction(staffRow, 'settings.admins.edit');
  const dialog = page.getByRole('dialog', { name: /陳志明/ });
  await expect(dialog).toBeVisible();
  const settingsRead = dialog.getByRole('checkbox', {
    name: screen.t('settings.admins.readOf', { area: screen.t('settings.area.setting') }),
  });
  const ordersChange = dialog.getByRole('checkbox', {
    name: screen.t('settings.admins.changeOf', { area: screen.t('settings.area.order') }),
  });
  await expect(ordersChange).toBeChecked();
  await expect(settingsRead).not.toBeChecked();
  await settingsRead.check();
  await dialog.getByRole('button', { name: screen.t('settings.cancel') }).click();
  await expect(dialog).toBeHidden();
  // Saving asks to confirm; saving the keys they already hold changes nothing.
  await screen.rowAction(staffRow, 'settings.admins.edit');
  await expect(settingsRead).not.toBeChecked();
  await ordersChange.uncheck();
  await ordersChange.check();
  await dialog.getByRole('button', { name: screen.t('settings.admins.save') }).click();
  const confirm = page.getByRole('dialog', { name: screen.t('settings.admins.confirmTitle') });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: screen.t('settings.admins.confirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(screen.toasts.getByText(screen.t('form.saved'))).toBeVisible();
  const list = await admin.call<{ data: { email: string; permissions: string[] }[] }>(
    'GET',
    '/lecturers/v2/settings/administrators',
  );
  expect(list.data.find((each) => each.email === demo.staff)?.permissions).toEqual([
    'v2_member.*',
    'v2_order.*',
  ]);
});

// In zh-TW with the way back: tests/e2e/session-recovery.spec.ts.
test('staff (no settings permission) sees the no-access page in English, not the settings', async ({
  browser,
}) => {
  const context = await contextAs(browser, demo.staff);
  const page = await context.newPage();
  const shell = new ShellPage(page, 'en');
  await page.goto(`${testOrigins.admin}/en/settings`);
  await expect(shell.main.getByRole('heading', { name: shell.t('error.noAccess') })).toBeVisible();
  await expect(page).toHaveURL(`${testOrigins.admin}/en/settings`);
  await context.close();
});
