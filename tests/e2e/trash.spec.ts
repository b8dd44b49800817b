import type { ItemDetail } from '../../server/src/contract/items.ts';
import { demo, expect, test } from './fixtures.ts';
import { TrashPage } from './pages/trash-page.ts';
import { ApiAs, contextAs } from './support/settings-api.ts';

test('a deleted course waits in the trash and comes back from it (zh-TW)', async ({
  browser,
  request,
}) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const item = await teacher.create('courses', 'Trash me');
  await teacher.call('DELETE', `/lecturers/v2/courses/${String(item.id)}`);
  const context = await contextAs(browser, demo.teacher);
  const screen = new TrashPage(await context.newPage(), 'lecturer', 'zh-TW');
  await screen.openFromMenu();

  await expect(screen.row(item.title)).toContainText(screen.t('trash.kind', { kind: 'course' }));
  // Only chapters: the course is not among them.
  await screen.kind.selectOption('chapter');
  await expect(screen.row(item.title)).toHaveCount(0);
  await screen.kind.selectOption('ALL');

  await screen.restore(item.title).click();
  await expect(
    screen.toasts.getByText(screen.t('trash.restoredNamed', { title: item.title })),
  ).toBeVisible();
  await expect(screen.row(item.title)).toHaveCount(0);
  const back = await teacher.call<ItemDetail>('GET', `/lecturers/v2/courses/${String(item.id)}`);
  expect(back.title).toBe(item.title);
  await context.close();
});
