import type { ItemKind } from '../../server/src/contract/items.ts';
import { demoAccounts } from '../../server/src/seed/accounts.ts';
import { demo, expect, test } from './fixtures.ts';
import { ItemScreenPage } from './pages/item-screen-page.ts';
import { ApiAs, contextAs } from './support/settings-api.ts';

const kinds: ItemKind[] = ['courses', 'ebooks'];
const nameOf = (email: string) =>
  demoAccounts.find((account) => account.email === email)?.name ?? email;
const owner = nameOf(demo.teacher);
const colleague = nameOf(demo.teacher2);

for (const kind of kinds) {
  test(`${kind}: the owner adds a co-lecturer, shares must add up to 100, and the shares save`, async ({
    browser,
    request,
  }) => {
    const teacher = await ApiAs.signIn(request, demo.teacher);
    const item = await teacher.create(kind, 'Shared');
    const context = await contextAs(browser, demo.teacher);
    const screen = new ItemScreenPage(await context.newPage(), 'lecturer');
    await screen.openScreen(kind, item.id, 'lecturers/profit');

    const ownerShare = screen.field(screen.t('items.teachs.shareOf', { name: owner }));
    await expect(ownerShare).toHaveValue('100');
    await expect(
      screen.main.getByText(screen.t('items.teachs.totalOk', { total: 100 })),
    ).toBeVisible();

    // Search with the keyboard (a part of the name, or a whole e-mail address) and add from the
    // results.
    const search = screen.main.getByRole('searchbox', {
      name: screen.t('items.teachs.searchLabel'),
    });
    await search.fill(kind === 'courses' ? colleague.slice(1) : demo.teacher2);
    await search.press('Enter');
    const add = screen.button(screen.t('items.teachs.add', { name: colleague }));
    await add.focus();
    await screen.page.keyboard.press('Enter');
    const colleagueShare = screen.field(screen.t('items.teachs.shareOf', { name: colleague }));
    await expect(colleagueShare).toHaveValue('0');
    await expect(screen.main.getByText(screen.t('items.teachs.already'))).toBeVisible();

    await ownerShare.fill('60');
    await expect(
      screen.main.getByText(screen.t('items.teachs.totalShort', { total: 60, difference: 40 })),
    ).toBeVisible();
    await screen.saveButton.click();
    const refused = screen.apiMessage('item.teachSharesTotal', { total: 60 });
    await expect(screen.main.getByText(refused)).toBeVisible();
    await screen.expectNoToast(refused);
    await expect(ownerShare).toHaveValue('60');

    await colleagueShare.fill('40');
    await expect(
      screen.main.getByText(screen.t('items.teachs.totalOk', { total: 100 })),
    ).toBeVisible();
    await screen.saveAndConfirm();
    await screen.reload();
    await expect(ownerShare).toHaveValue('60');
    await expect(colleagueShare).toHaveValue('40');
    await expect(screen.button(screen.t('items.teachs.remove', { name: owner }))).toHaveCount(0);
    await context.close();
  });

  test(`${kind}: the owner gives a co-lecturer permissions; the owner's are fixed`, async ({
    browser,
    request,
  }) => {
    const teacher = await ApiAs.signIn(request, demo.teacher);
    const other = await ApiAs.signIn(request, demo.teacher2);
    const item = await teacher.create(kind, 'Permissions');
    await teacher.addTeach(kind, item.id, await other.myId());
    const context = await contextAs(browser, demo.teacher);
    const screen = new ItemScreenPage(await context.newPage(), 'lecturer');
    await screen.openScreen(kind, item.id, 'permissions/lecturer');

    const checkbox = (name: string, permission: string) =>
      screen.main.getByRole('checkbox', {
        name: screen.t('items.permissions.checkbox', {
          name,
          permission: screen.t(`item.permission.${permission}`),
        }),
      });
    await expect(checkbox(owner, 'prices')).toBeChecked();
    await expect(checkbox(owner, 'prices')).toBeDisabled();
    await expect(checkbox(colleague, 'prices')).not.toBeChecked();
    await checkbox(colleague, 'prices').check();
    await checkbox(colleague, 'settings').check();
    await screen.saveAndConfirm();
    await screen.reload();
    await expect(checkbox(colleague, 'prices')).toBeChecked();
    await expect(checkbox(colleague, 'settings')).toBeChecked();
    await expect(checkbox(colleague, 'infos')).not.toBeChecked();

    // The co-lecturer now edits the price but only looks at the lecturers.
    const coContext = await contextAs(browser, demo.teacher2);
    const co = new ItemScreenPage(await coContext.newPage(), 'lecturer');
    await co.openScreen(kind, item.id, 'prices/normal');
    await expect(co.field(co.t('items.prices.price'))).toBeEnabled();
    await co.openScreen(kind, item.id, 'lecturers/profit');
    await expect(co.main.getByText(co.t('items.permissions.readOnlyOwner'))).toBeVisible();
    await expect(co.field(co.t('items.teachs.shareOf', { name: colleague }))).toBeDisabled();
    await expect(co.saveButton).toHaveCount(0);
    await co.openScreen(kind, item.id, 'settings/privacy');
    await expect(co.main.getByRole('radio', { name: co.t('item.privacy.private') })).toBeEnabled();
    await context.close();
    await coContext.close();
  });
}

test('courses: removing a co-lecturer asks first, and the list without them saves', async ({
  page,
  request,
}) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const other = await ApiAs.signIn(request, demo.teacher2);
  const course = await teacher.create('courses', 'Removal');
  await teacher.addTeach('courses', course.id, await other.myId());
  const screen = new ItemScreenPage(page);
  await screen.openScreen('courses', course.id, 'lecturers/profit');
  const remove = screen.button(screen.t('items.teachs.remove', { name: colleague }));
  const colleagueShare = screen.field(screen.t('items.teachs.shareOf', { name: colleague }));

  await remove.click();
  await screen.confirm(false);
  await expect(colleagueShare).toBeVisible();
  await remove.click();
  await screen.confirm(true);
  await expect(colleagueShare).toHaveCount(0);
  await screen.saveAndConfirm();
  await screen.reload();
  await expect(colleagueShare).toHaveCount(0);
  expect(await other.statusOf(`/lecturers/v2/courses/${String(course.id)}`)).toBe(404);
});

test('a co-lecturer without the prices permission sees the prices read-only, saying why', async ({
  browser,
  request,
}) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const other = await ApiAs.signIn(request, demo.teacher2);
  const course = await teacher.create('courses', 'Read only');
  await teacher.addTeach('courses', course.id, await other.myId());
  const context = await contextAs(browser, demo.teacher2);
  const screen = new ItemScreenPage(await context.newPage(), 'lecturer');
  await screen.openScreen('courses', course.id, 'prices/normal');
  await expect(screen.field(screen.t('items.prices.price'))).toBeDisabled();
  await expect(
    screen.main.getByText(
      screen.t('items.permissions.readOnlyPermission', {
        permission: screen.t('item.permission.prices'),
      }),
    ),
  ).toBeVisible();
  await expect(screen.saveButton).toHaveCount(0);
  await context.close();
});
