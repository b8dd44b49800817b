import { expect, test } from './fixtures.ts';
import { LayoutPage } from './pages/layout-page.ts';

/** Rough edges a new user hit in the shell and on several screens (issue #31), in zh-TW. */

test('on a wide screen the rail and sidebar stay in view down a long page; a phone keeps its menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  const shell = new LayoutPage(page);
  await shell.open('/courses');
  // Longer than any seed list: the page scrolls well past the rail's height.
  await page.locator('main').evaluate((main) => {
    const filler = document.createElement('div');
    filler.style.height = '3000px';
    main.append(filler);
  });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
  await expect(shell.rail).toBeInViewport();
  await expect(shell.sidebar).toBeInViewport();
  // At the top edge (the document's height rounds up to whole pixels: less than one off).
  expect(Math.abs((await page.locator('.rail').boundingBox())?.y ?? 99)).toBeLessThan(1);
  expect(Math.abs((await shell.sidebar.boundingBox())?.y ?? 99)).toBeLessThan(1);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(shell.menuButton).toBeVisible();
  await expect(shell.rail).toBeHidden();
});

test("a list's failure and the error page keep their text off the panel's edges", async ({
  page,
}) => {
  await page.route(/\/lecturers\/v2\/orders(\?|$)/, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
  );
  const shell = new LayoutPage(page);
  await shell.open('/orders');
  const failed = shell.main.locator('.load-failed');
  await expect(failed).toContainText(shell.t('load.failed'));
  const padding = (element: Element) => {
    const style = getComputedStyle(element);
    return [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].map(
      (value) => Number.parseFloat(value),
    );
  };
  for (const side of await failed.evaluate(padding)) expect(side).toBeGreaterThanOrEqual(16);

  await shell.open('/courses/99999999/infos/basic');
  const errorPage = shell.main.locator('.error-page');
  await expect(errorPage).toContainText(shell.t('error.notFound'));
  for (const side of await errorPage.evaluate(padding)) expect(side).toBeGreaterThanOrEqual(16);
});

test('titles in a list and in the page header are isolated from the text around them', async ({
  page,
}) => {
  const shell = new LayoutPage(page);
  await shell.open('/courses');
  await shell.waitForScreen();
  const title = shell.main.locator('.item-table__title a').first();
  await expect(title).toBeVisible();
  const bidi = (element: Element) => getComputedStyle(element).unicodeBidi;
  expect(await title.evaluate(bidi)).toBe('isolate');

  await title.click();
  const header = page.locator('.item-header__title');
  await expect(header).toBeVisible();
  expect(await header.evaluate(bidi)).toBe('isolate');
});
