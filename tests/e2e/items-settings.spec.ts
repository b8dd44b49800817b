import type { ItemKind } from '../../server/src/contract/items.ts';
import { demo, expect, test } from './fixtures.ts';
import { ItemScreenPage } from './pages/item-screen-page.ts';
import { ApiAs, contextAs } from './support/settings-api.ts';

/** Kinds with a normal price, a platform share and co-lecturers. */
const pricedKinds: ItemKind[] = ['courses', 'ebooks'];
const allKinds: ItemKind[] = ['courses', 'ebooks', 'articles'];

/** A `datetime-local` value some days ahead, at 10:00. */
function daysAhead(days: number, hour = 10): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.getFullYear())}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:00`;
}

for (const kind of pricedKinds) {
  test(`${kind}: the normal price shows TWD and USD, saves, and keeps a refused original price`, async ({
    page,
    request,
  }) => {
    const teacher = await ApiAs.signIn(request, demo.teacher);
    const item = await teacher.create(kind, 'Priced');
    const screen = new ItemScreenPage(page);
    await screen.openScreen(kind, item.id, 'prices/normal');

    const price = screen.field(screen.t('items.prices.price'));
    const original = screen.field(screen.t('items.prices.originalPrice'));
    await price.fill('1234');
    await expect(
      screen.main.getByText(screen.t('items.prices.shownAs', { twd: 'NT$1,234', usd: 'US$44.42' })),
    ).toBeVisible();
    await original.fill('1500');
    await screen.saveAndConfirm();
    await screen.reload();
    await expect(price).toHaveValue('1234');
    await expect(original).toHaveValue('1500');

    await original.fill('1000');
    await screen.saveButton.click();
    const refused = screen.apiMessage('item.originalPriceBelowPrice');
    await screen.expectErrorAt(original, refused);
    await screen.expectNoToast(refused);
    await expect(price).toHaveValue('1234');
    await expect(original).toHaveValue('1000');
  });
}

test('courses: three stage prices make a course fundraising, two do not', async ({
  page,
  request,
}) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const course = await teacher.create('courses', 'Stages');
  const screen = new ItemScreenPage(page);
  await screen.openScreen('courses', course.id, 'prices/stage');
  await expect(
    screen.main.getByText(screen.t('items.tickets.notFundraising', { count: 0, missing: 3 })),
  ).toBeVisible();

  const add = screen.button(screen.t('items.tickets.add'));
  for (const [index, amount] of ['900', '1200', '1500'].entries()) {
    await add.click();
    const number = index + 1;
    await screen.field(screen.t('items.tickets.price', { number })).fill(amount);
    await screen.field(screen.t('items.tickets.scheduleAt', { number })).fill(daysAhead(number));
  }
  await expect(
    screen.main.getByText(screen.t('items.tickets.fundraising', { count: 3 })),
  ).toBeVisible();
  await expect(
    screen.main.getByText(screen.t('items.prices.shownAs', { twd: 'NT$1,200', usd: 'US$43.20' })),
  ).toBeVisible();
  await screen.saveAndConfirm();
  await screen.reload();
  await expect(screen.field(screen.t('items.tickets.price', { number: 3 }))).toHaveValue('1500');
  await expect(
    screen.main.getByText(screen.t('items.tickets.fundraising', { count: 3 })),
  ).toBeVisible();

  await screen.button(screen.t('items.tickets.remove', { number: 1 })).click();
  await expect(
    screen.main.getByText(screen.t('items.tickets.notFundraising', { count: 2, missing: 1 })),
  ).toBeVisible();
  await screen.saveAndConfirm();
  await screen.reload();
  await expect(screen.field(screen.t('items.tickets.price', { number: 1 }))).toHaveValue('1200');
  await expect(screen.field(screen.t('items.tickets.price', { number: 3 }))).toHaveCount(0);

  // Two stage prices at the same time: the server's message, and the rows stay.
  await screen.field(screen.t('items.tickets.scheduleAt', { number: 2 })).fill(daysAhead(2));
  await screen.saveButton.click();
  const repeated = screen.apiMessage('item.ticketTimesRepeat');
  await expect(screen.main.getByText(repeated)).toBeVisible();
  await expect(screen.field(screen.t('items.tickets.price', { number: 2 }))).toHaveValue('1500');
});

test('courses: the fundraising threshold saves and shows whether it is met', async ({
  page,
  request,
}) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const course = await teacher.create('courses', 'Threshold');
  const screen = new ItemScreenPage(page);
  await screen.openScreen('courses', course.id, 'settings/fundraising-threshold');
  await expect(screen.main.getByText(screen.t('items.threshold.noThreshold'))).toBeVisible();

  const threshold = screen.field(screen.t('items.threshold.threshold'));
  await threshold.fill('0');
  await screen.saveButton.click();
  await screen.expectErrorAt(threshold, screen.apiMessage('validation.tooSmall', { min: 1 }));
  await expect(threshold).toHaveValue('0');

  await threshold.fill('20');
  await screen.field(screen.t('items.threshold.endsAt')).fill(daysAhead(30));
  await screen.saveAndConfirm();
  await screen.reload();
  await expect(threshold).toHaveValue('20');
  await expect(screen.field(screen.t('items.threshold.endsAt'))).toHaveValue(daysAhead(30));
  await expect(
    screen.main.getByText(screen.t('items.threshold.notMet', { threshold: 20, missing: 20 })),
  ).toBeVisible();
});

test('a lecturer on a draft sees "submit for review" only once the item is ready, and submits', async ({
  browser,
  request,
}) => {
  const context = await contextAs(browser, demo.teacher);
  const page = await context.newPage();
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const course = await teacher.create('courses', 'Draft');
  const screen = new ItemScreenPage(page, 'lecturer');
  const submit = screen.button(screen.t('items.status.move.submit'));

  await screen.openScreen('courses', course.id, 'settings/status');
  await expect(screen.main.getByText(screen.t('item.status.draft'), { exact: true })).toBeVisible();
  await expect(submit).toHaveCount(0);
  await expect(
    screen.main.getByText(screen.t('items.status.reason.needsIntroduction')),
  ).toBeVisible();

  await teacher.readyForReview('courses', course.id);
  await screen.reload();
  await expect(submit).toBeVisible();
  await expect(
    screen.main.getByText(
      screen.t('items.status.reason.noMove', {
        current: screen.t('item.status.draft'),
        status: screen.t('item.status.publish'),
      }),
    ),
  ).toBeVisible();
  await submit.click();
  await expect(screen.toast(screen.t('form.saved'))).toBeVisible();
  await expect(
    screen.main.getByText(screen.t('item.status.review'), { exact: true }).first(),
  ).toBeVisible();
  await screen.reload();
  await expect(screen.button(screen.t('items.status.move.withdraw'))).toBeVisible();
  await expect(
    screen.main.getByText(screen.t('items.status.reason.adminOnly')).first(),
  ).toBeVisible();
  await context.close();
});

test('an admin on a course in review sees approve, reject and schedule, and rejects with a reason', async ({
  page,
  request,
}) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const course = await teacher.create('courses', 'Review');
  await teacher.readyForReview('courses', course.id);
  await teacher.submit('courses', course.id);
  const screen = new ItemScreenPage(page);
  await screen.openScreen('courses', course.id, 'settings/status');

  const moves = ['approve', 'reject', 'schedule'] as const;
  for (const move of moves)
    await expect(screen.button(screen.t(`items.status.move.${move}`))).toBeVisible();
  await expect(screen.button(screen.t('items.status.move.presale'))).toHaveCount(0);
  await expect(screen.main.getByText(screen.t('items.status.reason.needsTickets'))).toBeVisible();

  // Scheduling in the past: the server's message at the date, nothing lost.
  const when = screen.field(screen.t('items.status.scheduledAtLabel'));
  await when.fill(daysAhead(-2));
  await screen.button(screen.t('items.status.move.schedule')).click();
  await screen.expectErrorAt(when, screen.apiMessage('item.dateNotFuture'));
  await expect(when).toHaveValue(daysAhead(-2));

  // Rejecting without a reason is refused; with one, the course goes back to draft.
  const reject = screen.button(screen.t('items.status.move.reject'));
  await reject.click();
  await screen.confirm(true);
  const reason = screen.field(screen.t('items.status.reasonLabel'));
  await screen.expectErrorAt(reason, screen.apiMessage('item.rejectReason'));
  await reason.fill('Add a chapter list, please.');
  await reject.click();
  await screen.confirm(true);
  await expect(screen.toast(screen.t('form.saved')).first()).toBeVisible();
  await screen.reload();
  await expect(screen.main.getByText(screen.t('item.status.draft'), { exact: true })).toBeVisible();
  await expect(screen.main.getByText('Add a chapter list, please.')).toBeVisible();
  await expect(screen.button(screen.t('items.status.move.approve'))).toHaveCount(0);
  await expect(screen.main.getByText(screen.t('items.status.reason.ownerOnly'))).toBeVisible();
});

for (const kind of ['ebooks', 'articles'] as const) {
  test(`${kind}: an admin approves an item in review, then takes it offline after confirming`, async ({
    page,
    request,
  }) => {
    const teacher = await ApiAs.signIn(request, demo.teacher);
    const item = await teacher.create(kind, 'Reviewed');
    await teacher.readyForReview(kind, item.id);
    await teacher.submit(kind, item.id);
    const screen = new ItemScreenPage(page);
    await screen.openScreen(kind, item.id, 'settings/status');
    await screen.button(screen.t('items.status.move.approve')).click();
    await expect(
      screen.main.getByText(screen.t('item.status.publish'), { exact: true }),
    ).toBeVisible();
    const offline = screen.button(screen.t('items.status.move.offline'));
    await offline.click();
    await screen.confirm(false);
    await expect(
      screen.main.getByText(screen.t('item.status.publish'), { exact: true }),
    ).toBeVisible();
    await offline.click();
    await screen.confirm(true);
    await expect(screen.toast(screen.t('form.saved')).first()).toBeVisible();
    await screen.reload();
    await expect(
      screen.main.getByText(screen.t('item.status.offline'), { exact: true }),
    ).toBeVisible();
    await expect(screen.button(screen.t('items.status.move.republish'))).toBeVisible();
  });
}

for (const kind of allKinds) {
  test(`${kind}: the privacy saves and a reload shows it`, async ({ page, request }) => {
    const teacher = await ApiAs.signIn(request, demo.teacher);
    const item = await teacher.create(kind, 'Private');
    const screen = new ItemScreenPage(page);
    await screen.openScreen(kind, item.id, 'settings/privacy');
    const unlisted = screen.main.getByRole('radio', { name: screen.t('item.privacy.unlisted') });
    await expect(
      screen.main.getByRole('radio', { name: screen.t('item.privacy.public') }),
    ).toBeChecked();
    await unlisted.check();
    await screen.saveAndConfirm();
    await screen.reload();
    await expect(unlisted).toBeChecked();
  });
}

test('courses: the interaction switches save and a reload shows them', async ({
  page,
  request,
}) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const course = await teacher.create('courses', 'Interaction');
  const screen = new ItemScreenPage(page);
  await screen.openScreen('courses', course.id, 'settings/interaction');
  const questions = screen.main.getByRole('checkbox', {
    name: screen.t('items.interaction.questions'),
  });
  const creations = screen.main.getByRole('checkbox', {
    name: screen.t('items.interaction.creations'),
  });
  const wasQuestions = await questions.isChecked();
  const wasCreations = await creations.isChecked();
  await questions.setChecked(!wasQuestions);
  await creations.setChecked(!wasCreations);
  await screen.saveAndConfirm();
  await screen.reload();
  await expect(questions).toBeChecked({ checked: !wasQuestions });
  await expect(creations).toBeChecked({ checked: !wasCreations });
});

for (const kind of pricedKinds) {
  test(`${kind}: an admin sets the platform share; the lecturer sees it read-only`, async ({
    page,
    request,
    browser,
  }) => {
    const teacher = await ApiAs.signIn(request, demo.teacher);
    const item = await teacher.create(kind, 'Share');
    const screen = new ItemScreenPage(page);
    await screen.openScreen(kind, item.id, 'settings/profit');
    const share = screen.field(screen.t('items.platformShare.share'));
    await share.fill('150');
    await screen.saveButton.click();
    await screen.expectErrorAt(share, screen.apiMessage('validation.tooBig', { max: 100 }));
    await expect(share).toHaveValue('150');
    await share.fill('25');
    await expect(
      screen.main.getByText(screen.t('items.platformShare.lecturers', { share: 75 })),
    ).toBeVisible();
    await screen.saveAndConfirm();
    await screen.reload();
    await expect(share).toHaveValue('25');

    const context = await contextAs(browser, demo.teacher);
    const lecturer = new ItemScreenPage(await context.newPage(), 'lecturer');
    await lecturer.openScreen(kind, item.id, 'settings/profit');
    await expect(lecturer.field(lecturer.t('items.platformShare.share'))).toBeDisabled();
    await expect(lecturer.field(lecturer.t('items.platformShare.share'))).toHaveValue('25');
    await expect(lecturer.main.getByText(lecturer.t('items.platformShare.readOnly'))).toBeVisible();
    await expect(lecturer.saveButton).toHaveCount(0);
    await context.close();
  });
}

for (const kind of allKinds) {
  test(`${kind}: deleting needs the exact title typed, then goes to the list`, async ({
    page,
    request,
  }) => {
    const teacher = await ApiAs.signIn(request, demo.teacher);
    const item = await teacher.create(kind, 'Doomed');
    const screen = new ItemScreenPage(page);
    await screen.openScreen(kind, item.id, 'settings/delete');
    const kindName = screen.t(`item.kind.${kind.slice(0, -1)}`);
    const remove = screen.button(screen.t('items.delete.submit', { kind: kindName }));
    const typed = screen.field(screen.t('items.delete.confirmLabel'));
    await expect(remove).toBeDisabled();
    await typed.fill(item.title.toUpperCase());
    await expect(remove).toBeDisabled();
    await typed.fill(item.title);
    await expect(remove).toBeEnabled();
    await remove.click();
    await expect(
      screen.toast(screen.t('items.delete.deleted', { title: item.title })),
    ).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/en/${kind}$`));
    const admin = await ApiAs.signIn(request, demo.admin);
    expect(await admin.statusOf(`/lecturers/v2/${kind}/${String(item.id)}`)).toBe(404);
  });
}

test('courses: a published course cannot be deleted; the server says why', async ({
  page,
  request,
}) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const admin = await ApiAs.signIn(request, demo.admin);
  const course = await teacher.create('courses', 'Published');
  await teacher.readyForReview('courses', course.id);
  await teacher.submit('courses', course.id);
  await admin.move('courses', course.id, { status: 'PUBLISH' });
  const screen = new ItemScreenPage(page);
  await screen.openScreen('courses', course.id, 'settings/delete');
  const typed = screen.field(screen.t('items.delete.confirmLabel'));
  await typed.fill(course.title);
  await screen
    .button(screen.t('items.delete.submit', { kind: screen.t('item.kind.course') }))
    .click();
  await screen.expectErrorAt(typed, screen.apiMessage('item.deleteOnline'));
  await expect(typed).toHaveValue(course.title);
  await expect(page).toHaveURL(/settings\/delete$/);
});

test('courses: the category, type and sources save and a reload shows them', async ({
  page,
  request,
}) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const course = await teacher.create('courses', 'Category');
  const screen = new ItemScreenPage(page);
  await screen.openScreen('courses', course.id, 'types/category');
  const category = screen.field(screen.t('items.category.category'));
  // The categories are data (GET /lecturers/v2/categories): picked by key once they have loaded.
  await category.selectOption({ value: 'music' });
  await screen.main.getByRole('radio', { name: screen.t('item.type.single') }).check();
  await screen.saveAndConfirm();

  const saveSources = screen.button(screen.t('items.sources.save'));
  await screen.button(screen.t('items.sources.add')).click();
  await screen.field(screen.t('items.sources.sourceTitle', { number: 1 })).fill('Handbook');
  const url = screen.field(screen.t('items.sources.url', { number: 1 }));
  await url.fill('ftp://example.com/book');
  await saveSources.click();
  await screen.expectErrorAt(url, screen.apiMessage('item.sourceUrl'));
  await expect(url).toHaveValue('ftp://example.com/book');
  await url.fill('https://example.com/book');
  await screen.saveAndConfirm(saveSources);

  await screen.reload();
  await expect(category).toHaveValue('music');
  await expect(
    screen.main.getByRole('radio', { name: screen.t('item.type.single') }),
  ).toBeChecked();
  await expect(screen.field(screen.t('items.sources.sourceTitle', { number: 1 }))).toHaveValue(
    'Handbook',
  );
  await expect(url).toHaveValue('https://example.com/book');
});
