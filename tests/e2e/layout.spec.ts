import type { Browser } from '@playwright/test';
import { demo, expect, signIn, test, testOrigins } from './fixtures.ts';
import { LayoutPage } from './pages/layout-page.ts';
import { ApiAs } from './support/settings-api.ts';

const phone = { width: 390, height: 844 } as const;

/** A page at phone size, signed in as the teacher. */
async function phonePage(browser: Browser): Promise<LayoutPage> {
  const context = await browser.newContext({ viewport: phone });
  await signIn(context, demo.teacher);
  return new LayoutPage(await context.newPage(), 'en');
}

test('at 390 px the menu opens from the keyboard, Escape closes it and focus returns', async ({
  browser,
}) => {
  const shell = await phonePage(browser);
  await shell.open(`${testOrigins.lecturer}/en/courses`);

  await expect(shell.rail).toBeHidden();
  await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(shell.menuButton).toHaveAttribute('aria-controls', 'site-nav');
  await shell.menuButton.focus();
  await shell.page.keyboard.press('Enter');
  await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(shell.rail).toBeVisible();
  await expect(shell.sidebar.getByRole('link', { name: 'Courses' })).toBeFocused();
  expect(await shell.focusInMenu()).toBe(true);

  await shell.page.keyboard.press('Escape');
  await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(shell.rail).toBeHidden();
  await expect(shell.menuButton).toBeFocused();

  // Space opens it too; a link chosen in the menu navigates and the next page starts closed.
  await shell.page.keyboard.press('Space');
  await expect(shell.rail).toBeVisible();
  await shell.sidebar.getByRole('link', { name: 'Ebooks' }).press('Enter');
  await expect(shell.page).toHaveURL(`${testOrigins.lecturer}/en/ebooks`);
  await expect(shell.heading).toHaveText('Ebooks');
  await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(shell.rail).toBeHidden();
  await shell.page.context().close();
});

test('on a wide screen the rail and sidebar show without a menu button, and the breadcrumb leads back', async ({
  browser,
  request,
}) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const item = await teacher.create('courses', 'Breadcrumb');
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await signIn(context, demo.teacher);
  const page = await context.newPage();
  const shell = new LayoutPage(page, 'en');
  await shell.open(`${testOrigins.lecturer}/en/courses/${String(item.id)}/prices/normal`);
  await expect(shell.menuButton).toBeHidden();
  await expect(shell.rail).toBeVisible();
  await expect(shell.sidebar).toBeVisible();
  await expect(shell.breadcrumb.getByRole('link')).toHaveText([
    shell.t('nav.content'),
    shell.t('nav.content.courses'),
  ]);
  await expect(shell.breadcrumb.locator('[aria-current="page"]')).toHaveText(
    shell.t('page.prices.normal'),
  );
  await shell.breadcrumb.getByRole('link', { name: shell.t('nav.content.courses') }).click();
  await expect(page).toHaveURL(`${testOrigins.lecturer}/en/courses`);
  await expect(shell.heading).toHaveText(shell.t('page.courses'));
  await context.close();
});

test('at 390 px the header does not move when the user menu appears, on a first or a later visit', async ({
  browser,
}) => {
  const shell = await phonePage(browser);
  await shell.page.addInitScript(() => {
    const moved: string[] = [];
    Object.assign(window, { movedInHeader: moved });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        sources: { node: Node | null }[];
      })[]) {
        for (const { node } of entry.sources) {
          if (node instanceof Element && node.closest('.page__header, .page__main'))
            moved.push(node.className);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const moved = () =>
    shell.page.evaluate(() => (window as unknown as { movedInHeader: string[] }).movedInHeader);
  // The first visit has no sections noted for this host's first paints; a later one has.
  for (const visit of ['first', 'later']) {
    await shell.open(`${testOrigins.lecturer}/en/courses`);
    await expect(shell.page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(shell.heading).toHaveText('Courses');
    expect({ visit, moved: await moved() }).toEqual({ visit, moved: [] });
  }
  await shell.page.context().close();
});
