import { message } from '../../server/src/i18n/messages.ts';
import { expect, test } from './fixtures.ts';
import { MemberGroupsPage } from './pages/member-groups-page.ts';

test('an administrator creates a group and adds members by pasted e-mails; the mode route has no sidebar (en)', async ({
  page,
}) => {
  const screen = new MemberGroupsPage(page, 'en');
  const name = `E2E group ${Date.now().toString(36)}`;
  const unknown = `nobody-${Date.now().toString(36)}@example.invalid`;

  // The list shows the members section's sidebar (members, groups).
  await screen.openList();
  await expect(screen.sidebar).toBeVisible();
  await screen.createLink.click();
  await expect(page).toHaveURL(/\/member-groups\/create$/);
  await screen.waitForIslands();

  // A blank name is refused at its field; then the group is created and its members mode opens.
  await screen.save.click();
  await expect(screen.main.getByText(message('en', 'memberGroup.nameEmpty'))).toBeVisible();
  await expect(screen.name).toBeFocused();
  await screen.name.fill(name);
  await screen.description.fill('Members of the end-to-end test');
  await screen.save.click();
  await expect(page).toHaveURL(/\/member-groups\/\d+\/members$/);
  await screen.waitForScreen();
  await expect(screen.main.getByRole('heading', { name, level: 2 })).toBeVisible();

  // The mode route hides the sidebar (seed section 2).
  await expect(screen.sidebar).toBeHidden();

  // An empty paste: 'no member chosen' at the field, in the user's language.
  await screen.pasteOpen.click();
  await expect(screen.pasteDialog).toBeVisible();
  await screen.pasteSubmit.click();
  await expect(
    screen.pasteDialog.getByText(message('en', 'memberGroup.noMemberChosen')),
  ).toBeVisible();
  await expect(screen.pasted).toHaveAttribute('aria-invalid', 'true');

  // Two known members and one unknown e-mail: the known ones are added, the other shown unknown.
  await screen.pasted.fill(`student@example.com, learner01@example.com\n${unknown}`);
  await screen.pasteSubmit.click();
  await expect(screen.outcome('addedList').getByRole('listitem')).toHaveText([
    'student@example.com',
    'learner01@example.com',
  ]);
  await expect(screen.outcome('unknownList').getByRole('listitem')).toHaveText([unknown]);
  await screen.pasteClose.click();
  await expect(screen.pasteDialog).toBeHidden();
  await expect(
    screen.membersTable.getByRole('cell', { name: 'student@example.com' }),
  ).toBeVisible();
  await expect(
    screen.membersTable.getByRole('cell', { name: 'learner01@example.com' }),
  ).toBeVisible();

  // Pasting one already in says so.
  await screen.pasteOpen.click();
  await screen.pasted.fill('STUDENT@example.com');
  await screen.pasteSubmit.click();
  await expect(screen.outcome('alreadyList').getByRole('listitem')).toHaveText([
    'student@example.com',
  ]);
  await screen.pasteClose.click();

  // The edit mode (still no sidebar) shows the changes in the audit trail.
  await screen.modeLink('edit').click();
  await expect(page).toHaveURL(/\/member-groups\/\d+\/edit$/);
  await screen.waitForScreen();
  await expect(screen.sidebar).toBeHidden();
  await expect(screen.name).toHaveValue(name);
  await expect(screen.main.getByText('learner01@example.com')).toBeVisible();
});
