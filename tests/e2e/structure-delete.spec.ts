import type { ChaptersResponse } from '../../server/src/contract/chapters.ts';
import { demo, expect, test } from './fixtures.ts';
import { LecturePage } from './pages/lecture-page.ts';
import { StructurePage } from './pages/structure-page.ts';
import { ApiAs, contextAs } from './support/settings-api.ts';

test('delete a lecture and undo', async ({ browser, request }) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const item = await teacher.create('courses', 'Delete and undo');
  const base = `/lecturers/v2/courses/${String(item.id)}/chapters`;
  await teacher.call('POST', `${base}/outline`, {
    chapters: [{ title: 'A', lectures: [{ title: 'a1' }, { title: 'a2' }] }],
  });
  const saved = async () =>
    (await teacher.call<ChaptersResponse>('GET', base)).data.flatMap((chapter) =>
      chapter.lectures.map((lecture) => lecture.title),
    );
  const context = await contextAs(browser, demo.teacher);
  const screen = new StructurePage(await context.newPage(), 'lecturer', 'zh-TW');
  await screen.openChapters('courses', item.id);

  await screen.lectureMenu('a2').click();
  await screen.openMenu
    .getByRole('menuitem', { name: screen.t('structure.lecture.delete'), exact: true })
    .click();
  await expect(screen.confirmDialog).toContainText('a2');
  await screen.confirm(true);
  await expect(screen.lecture('a2')).toHaveCount(0);
  expect(await saved()).toEqual(['a1']);

  const toast = screen.toasts.getByRole('status').filter({
    hasText: screen.t('structure.lecture.deleted', { title: 'a2' }),
  });
  await toast.getByRole('button', { name: screen.t('trash.undo') }).click();
  await expect(screen.toasts.getByText(screen.t('trash.restored'))).toBeVisible();
  await expect.poll(() => screen.lectureTitles('A')).toEqual(['a1', 'a2']);
  expect(await saved()).toEqual(['a1', 'a2']);
  await context.close();
});

test('remove an attachment', async ({ browser, request }) => {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const item = await teacher.create('courses', 'Attachments');
  const chapters = (
    await teacher.call<ChaptersResponse>(
      'POST',
      `/lecturers/v2/courses/${String(item.id)}/chapters/outline`,
      { chapters: [{ title: 'A', lectures: [{ title: 'Intro' }] }] },
    )
  ).data;
  const chapter = chapters[0];
  const lecture = chapter?.lectures[0];
  if (!chapter || !lecture) throw new Error('the outline was not created');
  const context = await contextAs(browser, demo.teacher);
  const screen = new LecturePage(await context.newPage(), 'lecturer', 'zh-TW');
  await screen.openLecture('courses', item.id, chapter.id, lecture.id);

  await screen.page.locator('#lecture-attachment-file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Bring a notebook.\n'),
  });
  const list = screen.main.getByRole('list', { name: screen.t('lecture.attachments.title') });
  const row = list.getByRole('listitem').filter({ hasText: 'notes.txt' });
  await expect(row).toBeVisible();
  await expect(row).toContainText(screen.t('lecture.attachments.kind', { kind: 'text' }));

  await screen.button(screen.t('lecture.attachments.removeLabel', { name: 'notes.txt' })).click();
  await expect(row).toHaveCount(0);
  await expect(screen.main.getByText(screen.t('lecture.attachments.none'))).toBeVisible();
  const removed = async () =>
    (
      await teacher.call<{ attachments: unknown[] }>(
        'GET',
        `/lecturers/v2/lectures/${String(lecture.id)}`,
      )
    ).attachments.length;
  expect(await removed()).toBe(0);

  const toast = screen.toasts.getByRole('status').filter({
    hasText: screen.t('lecture.attachments.removed', { name: 'notes.txt' }),
  });
  await toast.getByRole('button', { name: screen.t('trash.undo') }).click();
  await expect(row).toBeVisible();
  expect(await removed()).toBe(1);
  await context.close();
});
