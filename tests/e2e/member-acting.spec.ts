import type { Member } from '../../server/src/contract/members.ts';
import { demo, expect, test } from './fixtures.ts';
import { MembersPage } from './pages/members-page.ts';
import { ApiAs, contextAs, unique } from './support/settings-api.ts';

test('an administrator gives a member a coupon and a course, each with a reason, and sees both on the member tabs (zh-TW)', async ({
  browser,
  request,
}) => {
  const admin = await ApiAs.signIn(request, demo.admin);
  const code = `GIFT${Date.now().toString(36).toUpperCase()}`;
  await admin.call('POST', '/lecturers/v2/global_coupons', {
    code,
    title: unique('補償優惠券'),
    type: 'AMOUNT',
    amount: 100,
    scope: 'ALL',
    starts_at: new Date(Date.now() - 60_000).toISOString(),
  });
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const course = await teacher.create('courses', '贈送課程');
  const staff = await ApiAs.signIn(request, demo.staff);
  const name = unique('陳小安');
  const member = await staff.call<Member>('POST', '/lecturers/v2/members', {
    email: `${unique('acting').replace(/\W+/g, '-').toLowerCase()}@example.test`,
    name,
    real_name: '陳安安',
  });

  const context = await contextAs(browser, demo.admin);
  const page = await context.newPage();
  const screen = new MembersPage(page, 'zh-TW');

  // The coupon tab: giving needs a reason, told at its field; the pick is kept.
  await screen.openMember(member.id, '/coupon');
  await screen.giveCoupon.click();
  await expect(screen.dialog).toBeVisible();
  await screen.pickerSearch.fill(code.toLowerCase());
  await screen.choice(code).check();
  await screen.giveCouponSubmit.click();
  await expect(screen.dialog).toContainText(screen.t('members.acting.reasonEmpty'));
  await expect(screen.choice(code)).toBeChecked();
  await screen.actingReason.fill('課程延誤補償');
  await screen.giveCouponSubmit.click();
  await expect(screen.dialog).toBeHidden();
  await expect(screen.ownedCoupons(name)).toContainText(code);
  await expect(screen.auditTrail).toContainText('課程延誤補償');

  // The purchased tab: the course is listed as granted beside what was bought.
  await screen.tab('tab.member.purchased').click();
  await expect(page).toHaveURL(new RegExp(`/members/${String(member.id)}/purchased$`));
  await screen.waitForScreen();
  await screen.grant.click();
  await expect(screen.dialog).toBeVisible();
  await screen.pickerSearch.fill(course.title);
  await screen.choice(course.title).check();
  await screen.actingReason.fill('講師邀請試讀');
  await screen.grantSubmit.click();
  await expect(screen.dialog).toBeHidden();
  const granted = screen.grantedItems(name);
  await expect(granted).toContainText(course.title);
  await expect(granted).toContainText(screen.t('members.grants.badge'));
  await expect(screen.auditTrail).toContainText('講師邀請試讀');

  // After a reload both are the server's.
  await page.reload();
  await screen.waitForIslands();
  await screen.waitForScreen();
  await expect(screen.grantedItems(name)).toContainText(course.title);
  await screen.tab('tab.member.coupon').click();
  await screen.waitForScreen();
  await expect(screen.ownedCoupons(name)).toContainText(code);
  await context.close();
});
