import { demo, expect, test } from './fixtures.ts';
import { ItemListPage } from './pages/item-list-page.ts';
import { ApiAs, contextAs, unique } from './support/settings-api.ts';

test('a bulk status change on three courses', async ({ browser, request }) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const token = unique('Bulk').split(' ')[1] ?? '';
  const titles: string[] = [];
  for (const name of ['one', 'two', 'three']) {
    const course = await teacher.create('courses', `Bulk ${token} ${name}`);
    await teacher.readyForReview('courses', course.id);
    titles.push(course.title);
  }

  const context = await contextAs(browser, demo.teacher);
  const list = new ItemListPage(await context.newPage(), 'courses', 'lecturer', 'zh-TW');
  await list.openList(`?keyword=${token}`);
  await expect(list.rows).toHaveCount(3);
  for (const title of titles) await list.select(title).check();
  await expect(list.main.getByText(list.t('list.selected', { count: 3 }))).toBeVisible();
  await list.bulk('items.bulk.review').click();

  await expect(
    list.toasts.getByText(
      list.t('items.bulk.moved', {
        kind: 'courses',
        count: 3,
        status: list.t('item.status.review'),
      }),
    ),
  ).toBeVisible();
  // The page reloads with the new statuses and an empty selection.
  await list.waitForList();
  for (const title of titles)
    await expect(list.rows.filter({ hasText: title })).toContainText(list.t('item.status.review'));
  await expect(list.main.getByText(list.t('list.selected', { count: 0 }))).toBeVisible();
  await context.close();
});
