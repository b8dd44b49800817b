import { taipeiMonth } from '../../src/stores/dashboard/months.ts';
import { demo, test } from './fixtures.ts';
import { DashboardPage } from './pages/dashboard-page.ts';
import { contextAs } from './support/settings-api.ts';

for (const width of [1440, 1024, 390]) {
  test(`shots ${String(width)}`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 900 });
    const screen = new DashboardPage(page, 'admin', 'zh-TW');
    await screen.openHome();
    await screen.card('salesToday').waitFor();
    await page.screenshot({ path: `/tmp/shots/home-admin-${String(width)}.png`, fullPage: true });
    await screen.openCalendar(taipeiMonth(new Date()));
    await page.getByText(/\d/).first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await page.screenshot({ path: `/tmp/shots/calendar-${String(width)}.png`, fullPage: true });
    const context = await contextAs(browser, demo.teacher);
    const lecturer = await context.newPage();
    await lecturer.setViewportSize({ width, height: 900 });
    const mine = new DashboardPage(lecturer, 'lecturer', 'en');
    await mine.openHome();
    await mine.card('incomeMonth').waitFor();
    await lecturer.screenshot({ path: `/tmp/shots/home-lecturer-${String(width)}.png`, fullPage: true });
    await context.close();
  });
}
