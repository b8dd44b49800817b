import type { Member } from '../../server/src/contract/members.ts';
import { demo, expect, test } from './fixtures.ts';
import { MembersPage } from './pages/members-page.ts';
import { ApiAs, contextAs, unique } from './support/settings-api.ts';

/** An e-mail address no other test uses. */
function freshEmail(): string {
  return `${unique('e2e').replace(/\W+/g, '-').toLowerCase()}@example.test`;
}

test('staff creates a member, adjusts the wallet with a reason and sees the balance and the audit entry (zh-TW)', async ({
  browser,
}) => {
  const context = await contextAs(browser, demo.staff);
  const page = await context.newPage();
  const screen = new MembersPage(page, 'zh-TW');
  const email = freshEmail();
  const name = unique('林小雨');

  await screen.openList();
  await screen.createLink.click();
  await expect(page).toHaveURL(/\/members\/create$/);
  await screen.waitForIslands();
  await screen.email.fill(email);
  await screen.name.fill(name);
  await screen.phone.fill('0912-345-678');
  // The seed's 'realName empty' at its field; nothing typed is lost.
  await screen.createSubmit.click();
  await expect(screen.realNameEmpty).toBeVisible();
  await expect(screen.realName).toBeFocused();
  await expect(screen.email).toHaveValue(email);
  await screen.realName.fill('林雨晴');
  await screen.createSubmit.click();
  await expect(page).toHaveURL(/\/members\/\d+$/);
  await screen.waitForScreen();
  await expect(screen.main.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(screen.auditTrail).toContainText(email);

  // The list finds the member by the phone typed.
  const id = Number(/\/members\/(\d+)$/.exec(page.url())?.[1]);
  await screen.openList(`keyword=${encodeURIComponent(email)}`);
  await expect(screen.table.getByRole('link', { name })).toBeVisible();

  await screen.openMember(id);
  await screen.tab('tab.member.wallet').click();
  await expect(page).toHaveURL(new RegExp(`/members/${String(id)}/wallet$`));
  await screen.waitForScreen();
  await expect(screen.walletCard).toContainText('NT$0');
  await screen.adjust.click();
  await expect(screen.adjustDialog).toBeVisible();
  // Taking money off an empty wallet is refused at the amount.
  await screen.adjustAmount.fill('-100');
  await screen.adjustReason.fill('測試扣款');
  await screen.adjustSubmit.click();
  await expect(screen.adjustDialog).toContainText(
    screen.t('members.wallet.overdraft', { balance: '0' }),
  );
  await screen.adjustAmount.fill('500');
  await screen.adjustReason.fill('客服補償：課程影片無法播放');
  await screen.adjustSubmit.click();
  await expect(screen.adjustDialog).toBeHidden();
  await expect(screen.walletCard).toContainText('NT$500');
  const history = screen.history(name);
  await expect(history.getByRole('row').nth(1)).toContainText('客服補償：課程影片無法播放');
  await expect(history.getByRole('row').nth(1)).toContainText('NT$500');
  await expect(screen.auditTrail).toContainText('客服補償：課程影片無法播放');
  await expect(screen.auditTrail).toContainText(screen.t('audit.action.adjust'));

  // After a reload the balance and the history are the server's.
  await page.reload();
  await screen.waitForIslands();
  await screen.waitForScreen();
  await expect(screen.walletCard).toContainText('NT$500');
  await context.close();
});

test('notification settings saved survive a reload (en)', async ({ browser, request }) => {
  const api = await ApiAs.signIn(request, demo.staff);
  const { id } = await api.call<Member>('POST', '/lecturers/v2/members', {
    email: freshEmail(),
    name: unique('Settings member'),
    real_name: 'Grace Lin',
  });
  const context = await contextAs(browser, demo.staff);
  const page = await context.newPage();
  const screen = new MembersPage(page, 'en');

  await screen.openMember(id);
  await screen.settingsTab.click();
  await expect(page).toHaveURL(/\?tab=settings$/);
  await expect(screen.setting('receiveCoursePromotion')).toBeChecked();
  await screen.setting('receiveCoursePromotion').uncheck();
  await screen.save.click();
  await expect(screen.toasts).toContainText(screen.t('form.saved'));
  await page.reload();
  await screen.waitForIslands();
  await screen.waitForScreen();
  await expect(screen.setting('receiveCoursePromotion')).not.toBeChecked();
  await expect(screen.setting('receivePlatformLatestEvents')).toBeChecked();
  // Back returns to the basic fields.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/members/${String(id)}$`));
  await expect(screen.realName).toHaveValue('Grace Lin');
  await context.close();
});
