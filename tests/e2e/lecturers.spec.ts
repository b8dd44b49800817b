import { expect, test } from './fixtures.ts';
import { LecturersPage } from './pages/lecturers-page.ts';
import { unique } from './support/settings-api.ts';

test('an administrator creates a lecturer, adds two payout accounts, moves the main one and cannot delete it; writes and edits a comment; the list finds the lecturer (en)', async ({
  page,
}) => {
  const screen = new LecturersPage(page, 'en');
  const name = unique('E2E Lecturer');
  const email = `${name.replace(/\W+/g, '-').toLowerCase()}@example.com`;

  await screen.openList();
  await screen.createLink.click();
  await expect(page).toHaveURL(/\/lecturers\/create$/);
  await screen.waitForScreen();
  // Nothing filled: the seed's messages at their fields.
  await screen.createSubmit.click();
  await expect(screen.main.getByText('Enter the real name.')).toBeVisible();
  await expect(screen.main.getByText("Enter the lecturer's description.")).toBeVisible();

  await screen.lecturerField('lecturers.field.email').fill(email);
  await screen.lecturerField('lecturers.field.realName').fill('林小美');
  await screen.lecturerField('lecturers.field.name').fill(name);
  await screen.description.click();
  await screen.description.pressSequentially('Teaches TypeScript.');
  await screen.createSubmit.click();
  await expect(page).toHaveURL(/\/lecturers\/\d+$/);
  await screen.waitForScreen();
  await expect(screen.main.getByRole('heading', { name, level: 2 })).toBeVisible();
  // The section and its one link share a name: the breadcrumb says it once.
  const breadcrumb = page.getByRole('navigation', { name: screen.t('layout.breadcrumb') });
  await expect(breadcrumb.getByRole('link')).toHaveText([screen.t('nav.lecturers.lecturers')]);

  // Two payout accounts: the first becomes the main one.
  await screen.tab('tab.lecturer.payouts').click();
  await expect(page).toHaveURL(/\/payouts$/);
  await screen.waitForScreen();
  await expect(screen.main.getByText('No payout accounts yet.')).toBeVisible();
  for (const number of ['11112222', '33334444']) {
    await screen.addPayout.click();
    await expect(page).toHaveURL(/\/payouts\/create$/);
    await screen.waitForScreen();
    if (number === '11112222') {
      // Empty: the three messages at once.
      await screen.save.click();
      await expect(screen.main.getByText('Enter the financial code.')).toBeVisible();
      await expect(screen.main.getByText('Enter the account name.')).toBeVisible();
      await expect(screen.main.getByText('Enter the account number.')).toBeVisible();
    }
    await screen.payoutField('lecturers.payouts.financialCode').fill('812');
    await screen.payoutField('lecturers.payouts.bankName').fill('Taishin Bank');
    await screen.payoutField('lecturers.payouts.accountName').fill('林小美');
    await screen.payoutField('lecturers.payouts.accountNumber').fill(number);
    await screen.save.click();
    await expect(page).toHaveURL(/\/payouts$/);
    await expect(screen.payoutCard(number)).toBeVisible();
  }
  await expect(screen.payoutCard('11112222')).toContainText('Main account');

  await screen.makeMain('33334444').click();
  await expect(screen.payoutCard('33334444')).toContainText('Main account');
  await expect(screen.payoutCard('11112222')).not.toContainText('Main account');

  await screen.deletePayout('33334444').click();
  await screen.confirm(true);
  const refusal =
    'The main payout account cannot be deleted. Make another account the main one first.';
  await expect(screen.payoutCard('33334444').getByRole('alert')).toHaveText(refusal);
  await expect(screen.payoutCard('33334444')).toBeVisible();

  // The change history on the profile shows the move.
  await screen.tab('tab.lecturer.profiles').click();
  await screen.waitForScreen();
  await expect(screen.main.getByText('Main account').first()).toBeVisible();

  // A comment, then edited: the author stays, it shows as edited.
  await screen.tab('tab.lecturer.comments').click();
  await expect(page).toHaveURL(/\/comments$/);
  await screen.waitForScreen();
  await screen.writeComment.click();
  await expect(screen.main.getByText('Enter a comment.')).toBeVisible();
  await screen.newComment.fill('Contract signed in March.');
  await screen.writeComment.click();
  const written = screen.comment('Contract signed in March.');
  await expect(written).toBeVisible();
  await written.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/comments\/\d+\/edit$/);
  await screen.waitForScreen();
  await screen.editComment.fill('Contract signed in April.');
  await screen.save.click();
  await expect(page).toHaveURL(/\/comments$/);
  await expect(screen.comment('Contract signed in April.')).toContainText('edited');

  // The list finds the new lecturer.
  await screen.openList();
  await screen.keyword.fill(name);
  await screen.search.click();
  await expect(page).toHaveURL(/keyword=/);
  await screen.waitForScreen();
  await expect(screen.table.getByRole('link', { name })).toBeVisible();
});

test('the profile keeps its tab in the address and Back returns to the previous tab (zh-TW)', async ({
  page,
}) => {
  const screen = new LecturersPage(page, 'zh-TW');
  await screen.openList('keyword=teacher%40example.com');
  await screen.table.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/lecturers\/\d+$/);
  await screen.waitForScreen();
  await screen.tab('lecturers.tab.courses').click();
  await expect(page).toHaveURL(/\?tab=courses$/);
  await expect(
    screen.main.getByRole('table', { name: screen.t('lecturers.courses.caption') }),
  ).toBeVisible();
  await screen.tab('lecturers.tab.settings').click();
  await expect(page).toHaveURL(/\?tab=settings$/);
  await expect(
    screen.main.getByRole('radio', { name: screen.t('lecturers.status.ACTIVE') }),
  ).toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\?tab=courses$/);
  await expect(screen.tab('lecturers.tab.courses')).toHaveAttribute('aria-current', 'page');
});
