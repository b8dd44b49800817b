/**
 * Issue #32, staff accounts: an administrator invites a staff member with the orders key, the
 * e-mail log shows the invitation as sent, the staff member sets a password through its link,
 * signs in and sees orders only; deactivating them ends their open session.
 */
import { message } from '../../server/src/i18n/messages.ts';
import { expect, test, testOrigins, watchCsp } from './fixtures.ts';
import { ShellPage } from './pages/shell-page.ts';
import { StaffPage } from './pages/staff-page.ts';

test('an invited staff member with the orders key sets a password, sees orders only, and is deactivated', async ({
  page,
  browser,
}) => {
  const admin = new StaffPage(page);
  const email = `staff-${String(Date.now())}@example.com`;
  const name = '林雅婷';
  const ordersChange = admin.t('settings.admins.changeOf', {
    area: admin.t('settings.area.order'),
  });

  await test.step('the administrator invites them with the orders key', async () => {
    await admin.openSettings();
    await admin.invite(email, name, [ordersChange]);
    await expect(
      admin.toasts.getByText(admin.t('settings.admins.invited', { email })),
    ).toBeVisible();
    const row = admin.administratorRow(email);
    await expect(row).toContainText(admin.t('settings.admins.statusInvited'));
    await expect(row).toContainText(
      `${admin.t('settings.area.order')} · ${admin.t('settings.level.write')}`,
    );
  });

  const link =
    await test.step('the e-mail log shows the invitation as sent, with its link', async () => {
      await admin.waitUntilSent(email);
      return admin.setPasswordLink(email);
    });

  // Signed out: not the administrator's session the test's contexts start with.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  await watchCsp(context);
  const staffPage = await context.newPage();
  const staff = new ShellPage(staffPage, 'zh-TW');
  const password = 'staff-password-32';
  const mainSite = (id: Parameters<typeof message>[1]) => message('zh-TW', id);

  await test.step('they set a password through the link and sign in', async () => {
    await staffPage.goto(link);
    await staffPage
      .getByLabel(mainSite('setPasswordPage.password'), { exact: true })
      .fill(password);
    await staffPage
      .getByLabel(mainSite('setPasswordPage.confirmation'), { exact: true })
      .fill(password);
    await staffPage.getByRole('button', { name: mainSite('setPasswordPage.submit') }).click();
    await expect(staffPage.getByText(mainSite('setPasswordPage.done'))).toBeVisible();

    await staffPage.goto(`${testOrigins.admin}/orders`);
    await expect(staffPage).toHaveURL(/\/login\?redirect=%2Forders/);
    await staffPage.getByLabel(staff.t('login.email'), { exact: true }).fill(email);
    await staffPage.getByLabel(staff.t('login.password'), { exact: true }).fill(password);
    await staffPage.getByRole('button', { name: staff.t('login.submit') }).click();
    await expect(staffPage).toHaveURL(new RegExp(`^${testOrigins.admin}/orders(\\?|$)`));
  });

  await test.step('they see orders only', async () => {
    await staff.waitForSession();
    await expect(staff.rail.getByRole('link', { name: staff.t('nav.orders') })).toBeVisible();
    await expect(staff.rail.getByRole('link', { name: staff.t('nav.members') })).toHaveCount(0);
    await expect(staff.rail.getByRole('link', { name: staff.t('nav.settings') })).toHaveCount(0);
    await staff.open(`${testOrigins.admin}/members`);
    await expect(
      staff.main.getByRole('heading', { name: staff.t('error.noAccess') }),
    ).toBeVisible();
  });

  await test.step('the administrator deactivates them; their open session ends', async () => {
    await admin.openSettings();
    const row = admin.administratorRow(email);
    await expect(row).toContainText(admin.t('settings.admins.statusActive'));
    await admin.rowAction(row, 'settings.admins.deactivate');
    const confirm = admin.page.getByRole('dialog', {
      name: admin.t('settings.admins.deactivateTitle', { name }),
    });
    await expect(confirm).toContainText(admin.t('settings.admins.deactivateMessage', { name }));
    await confirm.getByRole('button', { name: admin.t('settings.admins.deactivate') }).click();
    await expect(
      admin.toasts.getByText(admin.t('settings.admins.deactivated', { name })),
    ).toBeVisible();
    await expect(row).toContainText(admin.t('settings.admins.statusDeactivated'));

    await staffPage.goto(`${testOrigins.admin}/orders`);
    await expect(staffPage).toHaveURL(/\/login\?redirect=%2Forders/);
  });

  await context.close();
});
