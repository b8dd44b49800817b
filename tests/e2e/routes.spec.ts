/**
 * The 404 page in a browser: what it shows and where its link leads. That every route, redirect
 * and unknown path answers right on each host (status, language, layout, heading, headers) is
 * checked without a browser, on the node host and on nginx: tests/deploy/hosts.test.ts.
 */
import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page.ts';

test('an unknown path shows the 404 page in its locale, with the way home', async ({ page }) => {
  for (const [url, locale] of [
    ['/no-such-page', 'zh-TW'],
    ['/en/no-such-page', 'en'],
    ['/zh-CN/courses/1/nope', 'zh-CN'],
    ['/en/courses/1/chapters/1/2/3/4', 'en'],
  ] as const) {
    await page.goto(url);
    const shell = new ShellPage(page, locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(shell.t('error.notFound'));
    await expect(page.getByText(shell.t('error.status', { status: 404 }))).toBeVisible();
    await expect(page.getByRole('link', { name: shell.t('error.goHome') })).toHaveAttribute(
      'href',
      locale === 'zh-TW' ? '/' : `/${locale}`,
    );
  }
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
});
