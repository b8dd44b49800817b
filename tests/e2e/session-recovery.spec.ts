/** Issue #31: a screen opened before signing in shows its data after the sign-in; no access stays in the app. */
import { expect, test } from '@playwright/test';
import { demo, signIn, testOrigins } from './fixtures.ts';
import { ItemListPage } from './pages/item-list-page.ts';
import { ShellPage } from './pages/shell-page.ts';

test('a lecturer screen opened signed out shows its data after the sign-in in the popup', async ({
  page,
}) => {
  const list = new ItemListPage(page, 'courses', 'lecturer', 'zh-TW');
  const popupOpened = page.waitForEvent('popup');
  await page.goto(`${testOrigins.lecturer}/courses`);
  const popup = await popupOpened;
  // The list asked before the sign-in and was refused.
  await expect(list.main.getByText(list.t('load.failed'))).toBeVisible();
  await popup.getByLabel(/email|電子郵件/i).fill(demo.teacher);
  await popup.getByLabel(/password|密碼/i).fill('demo-password');
  await popup
    .getByRole('button')
    .filter({ hasText: /log in|登入/i })
    .click();
  await popup.waitForEvent('close');
  await expect(page).toHaveURL(`${testOrigins.lecturer}/courses`);
  await expect(list.rows.first()).toBeVisible();
  await expect(list.main.getByText(list.t('load.failed'))).toHaveCount(0);
});

test('staff opening settings sees the in-app no-access page with the way back', async ({
  page,
  context,
}) => {
  await signIn(context, demo.staff);
  const shell = new ShellPage(page, 'zh-TW');
  await page.goto(`${testOrigins.admin}/settings`);
  await expect(shell.main.getByRole('heading', { name: shell.t('error.noAccess') })).toBeVisible();
  await expect(page).toHaveURL(`${testOrigins.admin}/settings`);
  await expect(shell.main.getByText('找不到資料')).toHaveCount(0);
  await expect(shell.main.getByRole('button', { name: shell.t('error.goBack') })).toBeVisible();
  await shell.main.getByRole('link', { name: shell.t('error.goHome') }).click();
  await expect(page).toHaveURL(`${testOrigins.admin}/`);
});
