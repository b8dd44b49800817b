import { shiftMonth, taipeiMonth } from '../../src/stores/dashboard/months.ts';
import { demo, expect, test } from './fixtures.ts';
import { DashboardPage } from './pages/dashboard-page.ts';
import { ApiAs } from './support/settings-api.ts';

test('a course scheduled for a future month shows on its day and links to the course', async ({
  page,
  request,
}) => {
  // A lecturer's course in review, scheduled by the administrator for the 15th, 10:00 Taipei.
  const month = shiftMonth(taipeiMonth(new Date()), 2);
  const day = `${month}-15`;
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const admin = await ApiAs.signIn(request, demo.admin);
  const course = await teacher.create('courses', '行事曆課程');
  await teacher.readyForReview('courses', course.id);
  await teacher.submit('courses', course.id);
  await admin.move('courses', course.id, {
    status: 'SCHEDULING',
    scheduled_at: `${day}T02:00:00.000Z`,
  });

  const screen = new DashboardPage(page, 'admin', 'zh-TW');
  await screen.openCalendar(month);
  const event = screen.day(day).getByRole('link', { name: course.title });
  await expect(event).toBeVisible();
  await expect(event).toContainText(screen.t('calendar.type', { type: 'PUBLICATION' }));
  await expect(event).toContainText('10:00');

  // Months move with the address, and Back returns.
  await screen.monthLink('next').click();
  await page.waitForURL(`**/calendars?month=${shiftMonth(month, 1)}`);
  await expect(screen.day(day)).toHaveCount(0);
  await page.goBack();
  await expect(event).toBeVisible();

  // Arrow keys move between days.
  await screen.day(`${month}-01`).focus();
  await page.keyboard.press('ArrowRight');
  await expect(screen.focusedDay).toHaveAttribute('data-day', `${month}-02`);
  await page.keyboard.press('ArrowDown');
  await expect(screen.focusedDay).toHaveAttribute('data-day', `${month}-09`);

  await event.click();
  await page.waitForURL((url) => url.pathname === `/courses/${String(course.id)}/infos/basic`);
});

test('narrow screens list the days with events; an empty month says so', async ({
  page,
  request,
}) => {
  const month = shiftMonth(taipeiMonth(new Date()), 3);
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const admin = await ApiAs.signIn(request, demo.admin);
  const course = await teacher.create('courses', 'Agenda course');
  await teacher.readyForReview('courses', course.id);
  await teacher.submit('courses', course.id);
  await admin.move('courses', course.id, {
    status: 'SCHEDULING',
    scheduled_at: `${month}-03T01:00:00.000Z`,
  });

  await page.setViewportSize({ width: 390, height: 844 });
  const screen = new DashboardPage(page, 'admin', 'en');
  await screen.openCalendar(month);
  await expect(screen.grid).toBeHidden();
  await expect(screen.agenda.getByRole('link', { name: course.title })).toHaveAttribute(
    'href',
    `/en/courses/${String(course.id)}/infos/basic`,
  );

  await screen.openCalendar('2099-01');
  await expect(screen.emptyState).toBeVisible();
  await expect(screen.month).toHaveText('January 2099');
});
