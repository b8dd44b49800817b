import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { ItemDetail } from '../../server/src/contract/items.ts';
import { demo, expect, test, testOrigins } from './fixtures.ts';
import { ShellPage } from './pages/shell-page.ts';
import { ApiAs, contextAs } from './support/settings-api.ts';

/** axe-core's tags for the WCAG 2.0, 2.1 and 2.2 success criteria of levels A and AA. */
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The command palette of a page, by its roles. */
class Palette extends ShellPage {
  get dialog() {
    return this.page.getByRole('dialog', { name: this.t('palette.title') });
  }
  get input() {
    return this.dialog.getByRole('combobox', { name: this.t('palette.input') });
  }
  get listbox() {
    return this.dialog.getByRole('listbox', { name: this.t('palette.results') });
  }
  get trigger() {
    return this.page.getByRole('button', { name: this.t('palette.trigger') });
  }
  option(name: string) {
    return this.listbox.getByRole('option', { name });
  }
  /** Types a text and waits for the server's answer to show. */
  async search(text: string): Promise<void> {
    await this.input.fill(text);
    await expect(this.dialog.getByRole('status')).not.toHaveText(this.t('palette.searching'));
  }
}

async function paletteOn(page: Page, url: string): Promise<Palette> {
  const palette = new Palette(page, 'en');
  await palette.open(url);
  return palette;
}

test('an administrator finds an order by number and a member by e-mail and opens them', async ({
  browser,
}) => {
  const api = await ApiAs.signIn((await browser.newContext()).request, demo.admin);
  const [order] = (
    await api.call<{ data: { id: number; order_no: string }[] }>(
      'GET',
      '/lecturers/v2/orders?per_page=1',
    )
  ).data;
  const [member] = (
    await api.call<{ data: { id: number; email: string }[] }>(
      'GET',
      '/lecturers/v2/members?per_page=1',
    )
  ).data;
  if (!order || !member) throw new Error('The demo has no orders or members');
  const page = await (await contextAs(browser, demo.admin)).newPage();
  const palette = await paletteOn(page, '/en/orders');

  // The header's button opens it; Escape closes it and gives focus back to the button.
  await palette.trigger.click();
  await expect(palette.input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette.dialog).toBeHidden();
  await expect(palette.trigger).toBeFocused();

  await page.keyboard.press('Control+K');
  await expect(palette.input).toBeFocused();
  await palette.search(order.order_no);
  const found = palette.option(order.order_no);
  await expect(found).toHaveAttribute('aria-selected', 'true');
  await expect(palette.input).toHaveAttribute('aria-expanded', 'true');
  await expect(palette.input).toHaveAttribute('aria-activedescendant', /palette-hit-0/);
  await expect(
    palette.listbox.getByRole('group', { name: palette.t('palette.group.order') }),
  ).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_A_AA)
    .include('dialog.palette')
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 800 });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  const box = await palette.dialog.boundingBox();
  expect((box?.x ?? -1) + (box?.width ?? 1000)).toBeLessThanOrEqual(390);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/orders/${String(order.id)}/edit/info$`));

  await palette.waitForIslands();
  await page.keyboard.press('Control+K');
  await palette.search(member.email);
  await expect(palette.listbox.getByRole('option').first()).toContainText(member.email);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/members/${String(member.id)}$`));
});

test("a lecturer's palette offers their own course, never another lecturer's or an administrator's page", async ({
  browser,
}) => {
  const own = await ApiAs.signIn((await browser.newContext()).request, demo.teacher);
  const other = await ApiAs.signIn((await browser.newContext()).request, demo.teacher2);
  const mine: ItemDetail = await own.create('courses', 'Members walrus');
  const theirs: ItemDetail = await other.create('courses', 'Members walrus');
  const page = await (await contextAs(browser, demo.teacher)).newPage();
  const palette = await paletteOn(page, `${testOrigins.lecturer}/en/courses`);

  await page.keyboard.press('Control+K');
  await palette.search('Members');
  await expect(palette.listbox.getByText(mine.title, { exact: true })).toBeVisible();
  await expect(palette.listbox.getByText(theirs.title, { exact: true })).toHaveCount(0);
  // "Members" is an administrator's page: a lecturer is never offered it.
  await expect(palette.listbox.getByText(palette.t('nav.members'), { exact: true })).toHaveCount(0);
  await expect(
    palette.listbox.getByRole('group', { name: palette.t('palette.group.page') }),
  ).toHaveCount(0);
  await palette.search('Calendar');
  await expect(palette.dialog.getByRole('status')).toHaveText(
    palette.t('palette.none', { query: 'Calendar' }),
  );
  await palette.search(mine.title);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/en/courses/${String(mine.id)}/infos/basic$`));
});
