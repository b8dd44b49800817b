import { expect, test } from './fixtures.ts';
import { ShellPage } from './pages/shell-page.ts';

test('a toast and an upload-panel item survive an in-app navigation', async ({ page, context }) => {
  const shell = new ShellPage(page, 'en');
  // Toasts close by themselves after 5 s of the page's time: the page's clock is paused (from
  // before the toast opens), so a busy machine cannot close it while the test looks.
  await page.clock.install();
  await shell.open('/en/courses');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await shell.stores((s) => {
    const id = s.uploads.enqueueUpload({
      file: { name: 'lesson-01.mp4', size: 1000 },
      url: '/uploads',
    });
    s.uploads.startQueued();
    s.uploads.reportProgress(id, 420);
  });
  // The panel's code loads once there is an upload to show; React reveals it on a timer of the
  // paused clock, so the clock moves on until it shows (before the toast under test opens).
  const panelItem = shell.uploadPanel.getByText('lesson-01.mp4');
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(panelItem).toBeVisible({ timeout: 200 });
  }).toPass();
  await context.setOffline(true);
  await expect(page.getByText(shell.t('network.offline'))).toBeVisible();
  await context.setOffline(false);
  const toast = shell.toasts.getByText(shell.t('network.backOnline'));
  await expect(toast).toBeVisible();
  await expect(shell.uploadPanel.getByText('lesson-01.mp4')).toBeVisible();
  await expect(shell.uploadPanel.getByText('42%').first()).toBeVisible();

  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  await shell.rail.getByRole('link', { name: shell.t('nav.interactions') }).click();
  // The rail's interactions entry opens the inbox.
  await expect(page).toHaveURL(/\/en\/interactions$/);
  await expect(shell.heading).toHaveText(shell.t('page.interactions'));
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  await expect(toast).toBeVisible();
  await expect(shell.uploadPanel.getByText('lesson-01.mp4')).toBeVisible();
});

test('the upload panel collapses to one aggregate progress', async ({ page }) => {
  const shell = new ShellPage(page, 'en');
  await shell.open('/en/courses/5/infos/basic');
  await shell.stores((s) => {
    const a = s.uploads.enqueueUpload({ file: { name: 'a.mp4', size: 100 }, url: '/uploads' });
    s.uploads.enqueueUpload({ file: { name: 'b.mp4', size: 100 }, url: '/uploads' });
    s.uploads.startQueued();
    s.uploads.reportProgress(a, 50);
  });
  await expect(shell.uploadPanel.getByText('2 files · 25%')).toBeVisible();
  await expect(page.locator('.edit-upload-progress').getByText('25%')).toBeVisible();
  await shell.uploadPanel.getByRole('button', { name: shell.t('upload.panel.collapse') }).click();
  await expect(shell.uploadPanel.getByText('a.mp4')).toHaveCount(0);
  await expect(
    shell.uploadPanel.getByRole('progressbar', { name: shell.t('upload.progress') }),
  ).toBeVisible();
  await shell.uploadPanel.getByRole('button', { name: shell.t('upload.panel.expand') }).click();
  await expect(shell.uploadPanel.getByText('a.mp4')).toBeVisible();
});

test('the unsaved guard stops an in-app navigation until confirmed', async ({ page }) => {
  const shell = new ShellPage(page, 'en');
  await shell.open('/en/courses/5/infos/basic');
  await shell.stores((s) => s.markDirty('basic-info'));
  const link = shell.rail.getByRole('link', { name: shell.t('nav.coupons') });

  await link.click();
  await expect(shell.confirmDialog).toBeVisible();
  await expect(shell.confirmDialog).toContainText(shell.t('confirm.unsaved'));
  await expect(page).toHaveURL(/\/en\/courses\/5\/infos\/basic$/);
  await shell.confirmDialog.getByRole('button', { name: shell.t('confirm.stay') }).click();
  await expect(shell.confirmDialog).toBeHidden();
  await expect(page).toHaveURL(/\/en\/courses\/5\/infos\/basic$/);

  await link.click();
  await page.keyboard.press('Escape');
  await expect(shell.confirmDialog).toBeHidden();
  await expect(page).toHaveURL(/\/en\/courses\/5\/infos\/basic$/);

  await link.click();
  await shell.confirmDialog.getByRole('button', { name: shell.t('confirm.leave') }).click();
  // The coupon list puts its status filter (ALL) in the address.
  await expect(page).toHaveURL(/\/en\/coupons(\?status=ALL)?$/);
  await expect(shell.heading).toHaveText(shell.t('page.coupons'));
});

test('the confirm dialog opens from the keyboard, keeps focus inside with a visible ring, and gives it back', async ({
  page,
}) => {
  const shell = new ShellPage(page, 'en');
  await shell.open('/en/courses/5/infos/basic');
  await shell.stores((s) => s.markDirty('basic-info'));
  const link = shell.rail.getByRole('link', { name: shell.t('nav.coupons') });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(shell.confirmDialog).toBeVisible();
  await expect(
    shell.confirmDialog.getByRole('button', { name: shell.t('confirm.stay') }),
  ).toBeFocused();
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press(step % 2 === 0 ? 'Tab' : 'Shift+Tab');
    expect(await shell.focusIsWithin(shell.confirmDialog)).toBe(true);
    expect(await shell.focusOutline()).not.toBe('none');
  }
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await shell.focusIsWithin(shell.confirmDialog)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(shell.confirmDialog).toBeHidden();
  await expect(link).toBeFocused();
  await expect(page).toHaveURL(/\/en\/courses\/5\/infos\/basic$/);
});

test('the unsaved guard asks the browser before unloading', async ({ context }) => {
  const dialogs: string[] = [];
  const open = async (dirty: boolean) => {
    const page = await context.newPage();
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    const shell = new ShellPage(page, 'en');
    await shell.open('/en/courses/5/infos/basic');
    await page.locator('main').click();
    if (dirty) await shell.stores((s) => s.markDirty('basic-info'));
    return page;
  };

  const clean = await open(false);
  await clean.close({ runBeforeUnload: true });
  await expect.poll(() => clean.isClosed()).toBe(true);
  expect(dialogs).toEqual([]);

  const dirty = await open(true);
  await dirty.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs).toEqual(['beforeunload']);
  expect(dirty.isClosed()).toBe(false);
});

test('the language switcher keeps the path and the query', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('/courses/42/infos/basic?from=list');
  await shell.languageSwitcher.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/courses\/42\/infos\/basic\?from=list$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const english = new ShellPage(page, 'en');
  await expect(english.heading).toHaveText(english.t('page.infos.basic'));
  await english.languageSwitcher.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/\/zh-CN\/courses\/42\/infos\/basic\?from=list$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('zh-CN');
});

test('tabs carry the real parameters of the page', async ({ page }) => {
  const shell = new ShellPage(page, 'en');
  await shell.open('/en/courses/42/settings/privacy');
  const tabs = page.getByRole('navigation', {
    name: shell.t('layout.tabs', { title: shell.t('page.settings.privacy') }),
  });
  await expect(tabs.getByRole('link', { name: shell.t('tab.chapters') })).toHaveAttribute(
    'href',
    '/en/courses/42/chapters',
  );
  await expect(tabs.getByRole('link', { name: shell.t('tab.settings') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await tabs.getByRole('link', { name: shell.t('tab.prices') }).click();
  await expect(page).toHaveURL(/\/en\/courses\/42\/prices\/normal$/);
});

test('the loading overlay covers the screen while held', async ({ page }) => {
  const shell = new ShellPage(page, 'en');
  await shell.open('/en/courses');
  // The list's own loading skeleton says the same words: hold the overlay once the list has shown.
  await shell.waitForScreen();
  await page.evaluate(() => {
    const stores = (window as unknown as { __backoffice: { holdOverlay(): () => void } })
      .__backoffice;
    Object.assign(window, { releaseOverlay: stores.holdOverlay() });
  });
  await expect(
    page.getByRole('status').filter({ hasText: shell.t('loading.label') }),
  ).toBeVisible();
  await page.evaluate(() => (window as unknown as { releaseOverlay(): void }).releaseOverlay());
  await expect(page.getByText(shell.t('loading.label'))).toHaveCount(0);
});

// With data saver on or on 2g nothing is prefetched: tests/unit/lib/prefetch.test.ts.
for (const [label, connection, expected] of [
  ['with a normal connection', { effectiveType: '4g', saveData: false }, 1],
] as const) {
  test(`prefetch on hover ${label}`, async ({ page }) => {
    await page.addInitScript((value) => {
      Object.defineProperty(navigator, 'connection', { value, configurable: true });
    }, connection);
    // The page's clock is the test's: the hover delay has passed when the test says so.
    await page.clock.install();
    const shell = new ShellPage(page, 'en');
    await shell.open('/en/courses');
    const link = await shell.rail.getByRole('link', { name: shell.t('nav.coupons') }).boundingBox();
    if (!link) throw new Error('The Coupons link is not visible');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.mouse.move(link.x + link.width / 2, link.y + link.height / 2);
    // Well past the hover delay (80 ms): a prefetch that was to happen has happened.
    await page.clock.runFor(1000);
    await expect(page.locator('link[rel="prefetch"][href$="/en/coupons"]')).toHaveCount(expected);
  });
}

test('a failed chunk load reloads the page at most once a minute', async ({ page }) => {
  const shell = new ShellPage(page, 'en');
  await shell.open('/en/courses');
  // A chunk load fails. A reload starts in the call that asks for it (`beforeunload` fires before
  // `location.reload()` returns), so the page itself says at once whether the failure started one.
  const fail = () =>
    page.evaluate(() => {
      let unloading = false;
      const note = () => (unloading = true);
      addEventListener('beforeunload', note);
      window.dispatchEvent(new Event('vite:preloadError'));
      removeEventListener('beforeunload', note);
      return unloading;
    });
  await page.evaluate(() => Object.assign(window, { marker: 1 }));
  const [, first] = await Promise.all([page.waitForEvent('load'), fail()]);
  expect(first, 'the first failure reloads').toBe(true);
  expect(await page.evaluate(() => 'marker' in window)).toBe(false);
  await shell.waitForIslands();
  await page.evaluate(() => Object.assign(window, { marker: 2 }));
  expect(await fail(), 'a second failure within the minute does not').toBe(false);
  expect(await page.evaluate(() => 'marker' in window)).toBe(true);
});
