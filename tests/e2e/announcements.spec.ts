import { message } from '../../server/src/i18n/messages.ts';
import { demoAccounts } from '../../server/src/seed/accounts.ts';
import { demo, expect, test } from './fixtures.ts';
import { AnnouncementsPage } from './pages/announcements-page.ts';
import { ApiAs, contextAs, unique } from './support/settings-api.ts';

const nameOf = (email: string) =>
  demoAccounts.find((account) => account.email === email)?.name ?? email;

interface Usage {
  readonly limit: number;
  readonly used: number;
  readonly remaining: number;
  readonly resets_at: string;
}

/** The allowance line as the screen shows it (the reset day counted in Asia/Taipei). */
function usageLine(screen: AnnouncementsPage, usage: Usage, used: number): string {
  const date = new Intl.DateTimeFormat(screen.locale, {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(usage.resets_at));
  return screen.t('announcements.usage.text', { used, limit: usage.limit, date });
}

test('a lecturer checks an announcement at its fields, previews, saves, edits, hides and shows it, discusses it and sends it (zh-TW)', async ({
  browser,
  request,
}) => {
  // teacher2 sends nothing in other tests; their own fresh courses make the audience.
  const api = await ApiAs.signIn(request, demo.teacher2);
  const included = await api.create('courses', '公告課程 A');
  const other = await api.create('courses', '公告課程 B');
  const context = await contextAs(browser, demo.teacher2);
  const page = await context.newPage();
  const screen = new AnnouncementsPage(page, 'lecturer', 'zh-TW');

  await screen.openCreate();
  const title = unique('期末專題提醒');
  await screen.titleInput.fill(title);
  await screen.course('includes', included.title).check();
  await screen.course('excepts', other.title).check();
  await screen.begin.fill('2031-01-02T10:00');
  await screen.end.fill('2031-01-01T10:00');
  await screen.checkButton.click();
  // Every problem at once, each at its field, none as a toast; nothing typed is lost.
  await screen.expectMessage(screen.body, message('zh-TW', 'announcement.bodyEmpty'));
  await screen.expectMessage(
    screen.courseList('excepts'),
    message('zh-TW', 'announcement.exceptNotIncluded'),
  );
  await screen.expectMessage(screen.end, message('zh-TW', 'announcement.dateOrder'));
  await screen.expectNoToast(message('zh-TW', 'announcement.dateOrder'));
  await expect(screen.titleInput).toHaveValue(title);
  await expect(screen.course('includes', included.title)).toBeChecked();
  await expect(screen.begin).toHaveValue('2031-01-02T10:00');

  await screen.body.click();
  await page.keyboard.type('請於週五前上傳期末專題。');
  await screen.course('excepts', other.title).uncheck();
  await screen.end.fill('2031-02-01T10:00');
  await expect(screen.end).not.toHaveAttribute('aria-invalid', 'true');
  await screen.checkButton.click();
  await expect(screen.toasts.getByText(screen.t('announcements.form.valid'))).toBeVisible();

  await screen.previewButton.click();
  await expect(screen.preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(screen.preview).toContainText('請於週五前上傳期末專題。');
  await expect(screen.preview.getByRole('listitem')).toHaveText([included.title]);
  await screen.preview
    .getByRole('button', { name: screen.t('announcements.preview.close') })
    .click();
  await expect(screen.preview).toBeHidden();

  await screen.saveDraftButton.click();
  await page.waitForURL(/\/announcements\/\d+\/edit$/);
  await screen.waitForScreen();
  const id = screen.idInAddress();
  await expect(screen.summaryTitle).toHaveText(title);
  await expect(screen.summary).toContainText(screen.t('announcements.draft'));
  await expect(screen.summary).toContainText(screen.t('announcements.status.none'));

  // Edit: the title changes and stays after a reload.
  const renamed = unique('期末專題提醒（更新）');
  await screen.titleInput.fill(renamed);
  await screen.type('email').check();
  await screen.saveButton.click();
  await expect(screen.summaryTitle).toHaveText(renamed);
  await screen.openAnnouncement(id, 'edit');
  await expect(screen.titleInput).toHaveValue(renamed);
  await expect(screen.type('email')).toBeChecked();

  // Hide and show.
  await screen.hideButton.click();
  await expect(screen.summary).toContainText(screen.t('announcements.hidden'));
  await screen.showButton.click();
  await expect(screen.summary).toContainText(screen.t('announcements.shown'));

  // The discussion: reply, edit one's own, delete the last one and the status clears.
  await screen.tab('view').click();
  await screen.waitForScreen();
  await expect(screen.discussionsHeading(0)).toBeVisible();
  await screen.reply.click();
  await page.keyboard.type('有問題請在這裡留言。');
  await screen.replyButton.click();
  await expect(screen.discussionsHeading(1)).toBeVisible();
  await expect(screen.summary).toContainText(screen.t('announcements.status.answered'));
  const me = nameOf(demo.teacher2);
  await screen.discussionAction('editOf', me).click();
  const editor = screen.main.getByRole('textbox', {
    name: screen.t('announcements.discussion.editLabel'),
  });
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type('（已更新）');
  await screen.button(screen.t('form.save')).click();
  await expect(screen.main.getByText('有問題請在這裡留言。（已更新）')).toBeVisible();
  await screen.discussionAction('hideOf', me).click();
  await expect(screen.discussionAction('showOf', me)).toBeVisible();
  await screen.discussionAction('showOf', me).click();
  await screen.discussionAction('deleteOf', me).click();
  await screen.confirm(true);
  await expect(screen.discussionsHeading(0)).toBeVisible();
  await expect(screen.summary).toContainText(screen.t('announcements.status.none'));

  // Send, within the month's allowance (read first: the demo data may have used some).
  await screen.tab('edit').click();
  await screen.waitForScreen();
  const usage = await api.call<Usage>('GET', '/lecturers/v2/announcements/usage');
  const stored = await api.call<{ recipients: number }>(
    'GET',
    `/lecturers/v2/announcements/${String(id)}`,
  );
  const send = screen.sendButton(stored.recipients);
  if (usage.remaining <= 0) {
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription(screen.t('announcements.send.blockedAllowance'));
    return;
  }
  await expect(screen.main).toContainText(usageLine(screen, usage, usage.used));
  await send.click();
  await expect(screen.confirmDialog).toContainText(
    screen.t('announcements.send.message', { title: renamed, count: stored.recipients }),
  );
  await screen.confirm(true);
  await expect(screen.summary).toContainText(
    screen.t('announcements.reached', { count: stored.recipients }),
  );
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription(screen.t('announcements.send.blockedSent'));
  await expect(screen.deleteButton).toBeDisabled();
  await expect(screen.deleteButton).toHaveAccessibleDescription(
    screen.t('announcements.delete.blockedSent'),
  );
  await expect(screen.main).toContainText(usageLine(screen, usage, usage.used + 1));
  await context.close();
});

test('an administrator writes an announcement for a lecturer, and the list filters it (en)', async ({
  page,
}) => {
  const screen = new AnnouncementsPage(page, 'admin', 'en');
  await screen.openCreate();
  // The shape of the body is checked first: an empty title is all that shows.
  await screen.checkButton.click();
  await screen.expectMessage(screen.titleInput, message('en', 'validation.required'));
  const title = unique('Maintenance notice');
  await screen.titleInput.fill(title);
  await screen.body.click();
  await page.keyboard.type('The platform is down on Sunday morning.');
  await screen.checkButton.click();
  await screen.expectMessage(screen.lecturerSearch, message('en', 'announcement.lecturerRequired'));
  await expect(screen.titleInput).toHaveValue(title);

  const lecturer = nameOf(demo.teacher);
  await screen.lecturerSearch.fill(lecturer);
  await screen.lecturerSearch.press('Enter');
  await screen.button(screen.t('announcements.form.lecturerChoose', { name: lecturer })).click();
  await expect(screen.lecturerGroup).toContainText(
    screen.t('announcements.form.lecturerChosen', { name: lecturer }),
  );
  // The audience is chosen among that lecturer's courses.
  const course = 'Python 資料分析入門：從 Excel 到 Pandas';
  await screen.course('includes', course).check();
  await screen.previewButton.click();
  await expect(screen.preview.getByRole('listitem')).toHaveText([course]);
  await screen.preview
    .getByRole('button', { name: screen.t('announcements.preview.close') })
    .click();
  await screen.saveDraftButton.click();
  await page.waitForURL(/\/announcements\/\d+\/edit$/);
  await screen.waitForScreen();
  await expect(screen.summary).toContainText(screen.t('announcements.by', { name: lecturer }));
  const id = screen.idInAddress();

  await screen.openList('display=hidden');
  await expect(screen.displayFilter).toHaveValue('hidden');
  await expect(screen.row(title)).toHaveCount(0);
  await screen.displayFilter.selectOption('shown');
  await page.waitForURL(/display=shown/);
  const row = screen.row(title);
  await expect(row).toContainText(screen.t('announcements.draft'));
  await expect(row).toContainText(screen.t('announcements.status.none'));
  await expect(row).toContainText(lecturer);

  // The address of one announcement opens it as students see it.
  await screen.open(`/en/interactions/announcements/${String(id)}`);
  await page.waitForURL(/\/edit\/view$/);
  await screen.waitForScreen();
  await expect(screen.summaryTitle).toHaveText(title);
});
