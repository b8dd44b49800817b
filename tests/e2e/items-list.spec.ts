import { demo, expect, test, testOrigins } from './fixtures.ts';
import { ItemScreenPage } from './pages/item-screen-page.ts';
import { ItemListPage } from './pages/item-list-page.ts';
import { ApiAs, contextAs, unique } from './support/settings-api.ts';

test('an admin sees every lecturer with prices in TWD and USD; articles have no price', async ({
  page,
}) => {
  const list = new ItemListPage(page, 'courses');
  await list.openList();
  const columns = await list.columns.allInnerTexts();
  expect(columns).toEqual(
    expect.arrayContaining([
      list.t('items.list.title'),
      list.t('items.list.price'),
      list.t('items.list.chapters'),
      list.t('items.list.lectures'),
      list.t('items.list.lecturer'),
      list.t('items.list.updated'),
    ]),
  );
  await expect(list.rows).toHaveCount(20);
  const firstPrice = list.rows.first().locator('.item-table__price');
  await expect(firstPrice).toContainText(/NT\$[\d,]+/);
  await expect(firstPrice).toContainText(/US\$[\d,]+\.\d{2}/);
  await expect(list.rows.first().locator('time')).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/);
  await expect(list.createLink).toHaveCount(0);

  const articles = new ItemListPage(page, 'articles');
  await articles.openList();
  await expect(articles.rows.first()).toBeVisible();
  const articleColumns = await articles.columns.allInnerTexts();
  expect(articleColumns).not.toContain(articles.t('items.list.price'));
  expect(articleColumns).not.toContain(articles.t('items.list.chapters'));
});

test('the filters live in the address: reload keeps them and Back returns to the previous one', async ({
  page,
  request,
}) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const token = unique('Quokka').split(' ')[1] ?? '';
  await teacher.create('courses', `Quokka ${token} one`);
  await teacher.create('courses', `Quokka ${token} two`);

  const list = new ItemListPage(page, 'courses');
  await list.openList();
  await list.search(token);
  await expect(page).toHaveURL(list.url(`?keyword=${token}`));
  await list.waitForList();
  await expect(list.rows).toHaveCount(2);

  await list.status.selectOption({ label: list.t('item.status.draft') });
  await expect(page).toHaveURL(list.url(`?keyword=${token}&status=DRAFT`));
  await list.waitForList();
  await expect(list.rows).toHaveCount(2);

  await list.order.selectOption({ label: list.t('items.list.order.title') });
  await expect(page).toHaveURL(list.url(`?keyword=${token}&status=DRAFT&order=title`));
  await list.waitForList();
  await expect(list.rows.first()).toContainText(`Quokka ${token} one`);

  await page.reload();
  await list.waitForIslands();
  await list.waitForList();
  await expect(list.keyword).toHaveValue(token);
  await expect(list.status).toHaveValue('DRAFT');
  await expect(list.order).toHaveValue('title');
  await expect(list.rows).toHaveCount(2);

  await page.goBack();
  await expect(page).toHaveURL(list.url(`?keyword=${token}&status=DRAFT`));
  await expect(list.order).toHaveValue('latest');
  await page.goBack();
  await expect(page).toHaveURL(list.url(`?keyword=${token}`));
  await expect(list.status).toHaveValue('');
  await expect(list.keyword).toHaveValue(token);

  await list.status.selectOption({ label: list.t('item.status.publish') });
  await list.waitForList();
  await expect(list.noMatch).toBeVisible();
  await list.clearFilters.click();
  await expect(page).toHaveURL(list.url());
  await list.waitForList();
  await expect(list.keyword).toHaveValue('');
  await expect(list.rows).toHaveCount(20);
});

test('pages come from meta.last_page and are in the address', async ({ page }) => {
  const list = new ItemListPage(page, 'courses');
  await list.openList();
  await expect(list.pageLink(1)).toHaveAttribute('aria-current', 'page');
  const firstTitle = await list.rows.first().locator('.item-table__title a').innerText();
  await list.pageLink(2).click();
  await expect(page).toHaveURL(list.url('?page=2'));
  await list.waitForList();
  await expect(list.pageLink(2)).toHaveAttribute('aria-current', 'page');
  await expect(list.rows.first().locator('.item-table__title a')).not.toHaveText(firstTitle);
  await list.nextPage.click();
  await expect(page).toHaveURL(list.url('?page=3'));
  await page.goBack();
  await expect(page).toHaveURL(list.url('?page=2'));
  await expect(list.pageLink(2)).toHaveAttribute('aria-current', 'page');
});

test('a lecturer sees only their items, without the lecturer column, and creates a course from the list', async ({
  browser,
}) => {
  const context = await contextAs(browser, demo.teacher);
  const page = await context.newPage();
  const list = new ItemListPage(page, 'courses', 'lecturer');
  await list.openList();
  await expect(list.rows.first()).toBeVisible();
  expect(await list.columns.allInnerTexts()).not.toContain(list.t('items.list.lecturer'));

  await list.createLink.click();
  await expect(page).toHaveURL(`${testOrigins.lecturer}/en/courses/create/infos/basic`);
  const form = new ItemScreenPage(page, 'lecturer');
  await expect(form.form).toBeVisible();
  const title = unique('Created from the list');
  await form.title.fill(title);
  await form.level.selectOption('ADVANCED');
  await form.form
    .getByRole('button', {
      name: form.t('items.basic.create', { kind: form.t('item.kind.course') }),
    })
    .click();
  await expect(page).toHaveURL(/\/en\/courses\/\d+\/infos\/basic$/);
  await expect(form.title).toHaveValue(title);
  await form.reload();
  await expect(form.title).toHaveValue(title);
  await expect(form.level).toHaveValue('ADVANCED');

  // The create address was replaced: Back returns to the list, which now holds the course.
  await page.goBack();
  await expect(page).toHaveURL(list.url());
  await list.waitForList();
  await expect(list.itemLink(title)).toBeVisible();
  await context.close();
});

test('an administrator opening the create screen is told that lecturers create items', async ({
  page,
}) => {
  const form = new ItemScreenPage(page);
  await form.open(form.url('articles', 'create', 'infos/basic'));
  await expect(form.main.getByRole('note')).toHaveText(
    form.t('items.basic.lecturersCreate', { kind: form.t('item.kind.article') }),
  );
  await expect(form.form).toHaveCount(0);
});
