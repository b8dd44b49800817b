import { test } from './fixtures.ts';
import { SettingsPage } from './pages/settings-page.ts';

for (const width of [1440, 390]) {
  test(`shot ${String(width)}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1100 });
    const screen = new SettingsPage(page, 'zh-TW');
    await screen.openSettings();
    await screen.rate.fill('1.5');
    await screen.save.click();
    await screen.page.waitForSelector('[aria-invalid="true"]');
    await page.screenshot({ path: `/tmp/shot-settings-${String(width)}.png`, fullPage: true });
    const staffRow = screen.administrators.getByRole('row').filter({ hasText: 'staff@example.com' });
    await staffRow.getByRole('button').click();
    await page.getByRole('dialog').waitFor();
    await page.screenshot({ path: `/tmp/shot-settings-dialog-${String(width)}.png` });
  });
}
