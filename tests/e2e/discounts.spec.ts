import type { Discount } from '../../server/src/contract/discounts.ts';
import { message } from '../../server/src/i18n/messages.ts';
import { demoAccounts } from '../../server/src/seed/accounts.ts';
import { demo, expect, test } from './fixtures.ts';
import { DiscountsPage } from './pages/discounts-page.ts';
import { onePixelPng } from './support/images.ts';
import { ApiAs, contextAs, unique } from './support/settings-api.ts';

const adminName = demoAccounts.find((account) => account.email === demo.admin)?.name ?? '';

test('a lecturer creates a bundle, a bundle discount and a single discount shown × 10, and an overlapping one is refused naming the other (zh-TW)', async ({
  browser,
  request,
}) => {
  const api = await ApiAs.signIn(request, demo.teacher2);
  const first = await api.create('courses', '折扣課程 A');
  const second = await api.create('courses', '折扣課程 B');
  await api.call('PUT', `/lecturers/v2/courses/${String(first.id)}/prices`, { price: 1000 });
  await api.call('PUT', `/lecturers/v2/courses/${String(second.id)}/prices`, { price: 2000 });
  const context = await contextAs(browser, demo.teacher2);
  const page = await context.newPage();
  const screen = new DiscountsPage(page, 'lecturer', 'zh-TW');

  // A bundle of the two courses, through the screen.
  await screen.openPackages();
  await screen.main
    .getByRole('button', { name: screen.t('packages.create') })
    .first()
    .click();
  const bundle = unique('雙課組合包');
  await screen.dialogField(screen.t('packages.form.title')).fill(bundle);
  await screen.pick(screen.t('packages.form.courses'), first.title, true);
  await screen.pick(screen.t('packages.form.courses'), second.title, true);
  await screen.dialogField(screen.t('packages.form.price')).fill('2400');
  await screen.dialogField(screen.t('packages.form.status')).selectOption('PUBLISH');
  // A cover through the upload queue: previewed, then named in the body once uploaded.
  await expect(screen.dialog.getByText(screen.t('packages.form.noCover'))).toBeVisible();
  await screen.dialog.getByLabel(screen.t('packages.form.chooseCover')).setInputFiles(onePixelPng);
  await expect(screen.dialog.getByText(screen.t('packages.form.coverDone'))).toBeVisible();
  await expect(
    screen.dialog.getByRole('img', { name: screen.t('packages.form.coverAlt') }),
  ).toHaveAttribute('src', /^blob:/);
  await screen.dialogButton(screen.t('packages.form.create')).click();
  await expect(screen.dialog).toBeHidden();
  await expect(screen.row(bundle)).toContainText('NT$2,400');
  await expect(screen.row(bundle)).toContainText('NT$3,000');
  await expect(screen.rowCover(bundle)).toHaveAttribute('src', /\/v2\/files\//);
  await expect
    .poll(() => screen.rowCover(bundle).evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBe(1);

  // A bundle discount: the rate typed as said (85), the live preview, the list shows 85 折.
  await screen.openDiscounts('package');
  await screen.main
    .getByRole('button', { name: screen.t('discounts.createPackage') })
    .first()
    .click();
  const packageTitle = unique('組合包限時優惠');
  await screen.titleInput.fill(packageTitle);
  await screen.pick(screen.t('discounts.form.package'), bundle);
  await screen.rate.fill('85');
  await expect(screen.preview).toContainText('NT$2,040');
  await screen.startsAt.fill('2031-03-01T10:00');
  await screen.endsAt.fill('2031-03-10T10:00');
  await screen.dialogButton(screen.t('discounts.form.create')).click();
  await expect(screen.dialog).toBeHidden();
  await expect(screen.row(packageTitle)).toContainText('85 折');
  await expect(screen.row(packageTitle)).toContainText('NT$2,040');
  await expect(screen.row(packageTitle)).toContainText(screen.t('discounts.status.scheduled'));

  // A single discount on the first course.
  await screen.openDiscounts('single');
  await screen.main
    .getByRole('button', { name: screen.t('discounts.createSingle') })
    .first()
    .click();
  const singleTitle = unique('單課早鳥');
  await screen.titleInput.fill(singleTitle);
  await screen.pick(screen.t('discounts.form.course'), first.title);
  await screen.rate.fill('9');
  await expect(screen.preview).toContainText('NT$900');
  await screen.startsAt.fill('2031-03-01T10:00');
  await screen.endsAt.fill('2031-03-10T10:00');
  await screen.dialogButton(screen.t('discounts.form.create')).click();
  await expect(screen.dialog).toBeHidden();
  await expect(screen.row(singleTitle)).toContainText('9 折');

  // An overlapping one on the same course is refused at the start, naming the other; nothing is lost.
  await screen.main
    .getByRole('button', { name: screen.t('discounts.createSingle') })
    .first()
    .click();
  const overlapping = unique('重疊的折扣');
  await screen.titleInput.fill(overlapping);
  await screen.pick(screen.t('discounts.form.course'), first.title);
  await screen.rate.fill('7');
  await screen.startsAt.fill('2031-03-05T10:00');
  await screen.endsAt.fill('2031-03-20T10:00');
  await screen.dialogButton(screen.t('discounts.form.create')).click();
  await screen.expectMessage(screen.startsAt, singleTitle);
  await expect(screen.titleInput).toHaveValue(overlapping);
  await expect(screen.rate).toHaveValue('7');
  await screen.dialogButton(screen.t('discounts.cancel')).click();
  await expect(screen.row(overlapping)).toHaveCount(0);

  // The status filter starts at ALL and stays in the address.
  await screen.openDiscounts('', 'status=SCHEDULED');
  await expect(screen.statusFilter).toHaveValue('SCHEDULED');
  await expect(screen.row(singleTitle)).toBeVisible();
  await expect(screen.row(packageTitle)).toBeVisible();

  // The bundle cannot be deleted while its discount is scheduled: the server says why.
  await screen.openPackages();
  await screen.rowAction(bundle, screen.t('discounts.delete'));
  await screen.confirm(true);
  await expect(screen.toasts.getByText(message('zh-TW', 'package.discounted'))).toBeVisible();
  await expect(screen.row(bundle)).toBeVisible();
  await context.close();
});

test('an administrator ends a lecturer’s discount early, only with a reason (en)', async ({
  page,
  request,
}) => {
  const lecturer = await ApiAs.signIn(request, demo.teacher);
  const course = await lecturer.create('courses', 'Discounted course');
  await lecturer.call('PUT', `/lecturers/v2/courses/${String(course.id)}/prices`, { price: 1200 });
  const discount = await lecturer.call<Discount>('POST', '/lecturers/v2/discounts', {
    kind: 'SINGLE',
    title: unique('Spring sale'),
    discount: 0.8,
    target_id: course.id,
    starts_at: '2031-04-01T00:00:00.000Z',
    ends_at: '2031-04-30T00:00:00.000Z',
  });
  const screen = new DiscountsPage(page, 'admin', 'en');
  await screen.openDiscounts('single', `keyword=${encodeURIComponent(discount.title)}`);
  await expect(screen.row(discount.title)).toContainText(
    screen.t('discounts.rate', { rate: '8', off: 20 }),
  );
  await expect(screen.row(discount.title)).toContainText('NT$960');

  await screen.rowAction(discount.title, screen.t('discounts.endEarly'));
  const reason = screen.dialogField(screen.t('discounts.endEarly.reason'));
  await screen.dialogButton(screen.t('discounts.endEarly.confirm')).click();
  await screen.expectMessage(reason, message('en', 'discount.reasonRequired'));
  await expect(screen.dialog).toBeVisible();

  await reason.fill('The course is being reworked.');
  await screen.dialogButton(screen.t('discounts.endEarly.confirm')).click();
  await expect(screen.dialog).toBeHidden();
  const row = screen.row(discount.title);
  await expect(row).toContainText(screen.t('discounts.status.ended'));
  await expect(row).toContainText('The course is being reworked.');
  await expect(row).toContainText(adminName);
});
