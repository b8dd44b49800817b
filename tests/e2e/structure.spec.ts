import type { APIRequestContext, Browser } from '@playwright/test';
import type { StructureKind } from '../../src/api/chapters.ts';
import type { ChaptersResponse, OutlineBody } from '../../server/src/contract/chapters.ts';
import { demo, expect, test } from './fixtures.ts';
import { StructurePage } from './pages/structure-page.ts';
import { ApiAs, contextAs } from './support/settings-api.ts';

const kinds: StructureKind[] = ['courses', 'ebooks'];

/** Three chapters: A (a1, a2), B (b1) and C (c1). */
const outline: OutlineBody = {
  chapters: [
    { title: 'A', lectures: [{ title: 'a1' }, { title: 'a2' }] },
    { title: 'B', lectures: [{ title: 'b1' }] },
    { title: 'C', lectures: [{ title: 'c1' }] },
  ],
};

/**
 * A new item of the teacher's with the outline, its chapters screen open on the lecturer host,
 * and the order the server has saved (chapter title: lecture titles). `bursts` prepares the page
 * for {@link StructurePage.dragBurst}.
 */
async function openOutlined(
  browser: Browser,
  request: APIRequestContext,
  kind: StructureKind,
  body: OutlineBody | null,
  options: { bursts?: boolean } = {},
): Promise<{ screen: StructurePage; saved: () => Promise<string[]> }> {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const item = await teacher.create(kind, 'Structure');
  const base = `/lecturers/v2/${kind}/${String(item.id)}/chapters`;
  if (body) await teacher.call('POST', `${base}/outline`, body);
  const context = await contextAs(browser, demo.teacher);
  if (options.bursts) await StructurePage.prepareForBursts(context);
  const screen = new StructurePage(await context.newPage());
  await screen.openChapters(kind, item.id);
  const saved = async () =>
    (await teacher.call<ChaptersResponse>('GET', base)).data.map(
      (chapter) =>
        `${chapter.title}: ${chapter.lectures.map((lecture) => lecture.title).join(' ')}`,
    );
  return { screen, saved };
}

for (const kind of kinds) {
  test(`${kind}: adds a chapter (Untitled, then renamed), lectures (written on Save only), a draft mark, and deletes after asking`, async ({
    browser,
    request,
  }) => {
    const { screen } = await openOutlined(browser, request, kind, null);
    await expect(screen.main.getByText(screen.t('structure.chapters.empty'))).toBeVisible();

    await screen.addChapter.click();
    await expect(screen.titleField).toBeFocused();
    await expect(screen.titleField).toHaveValue(screen.t('structure.chapters.untitled'));
    await screen.titleField.fill('Basics');
    await screen.titleField.press('Enter');
    await expect(screen.chapter('Basics')).toBeVisible();

    // "Add lecture" opens a new lecture (id create): nothing is written until Save.
    await screen.addLecture('Basics').click();
    await expect(screen.page).toHaveURL(/\/chapters\/\d+\/lectures\/create$/);
    await expect(screen.main.getByRole('heading', { name: screen.t('lecture.new') })).toBeVisible();
    await screen.backToChapters();
    await expect(screen.lectures('Basics').getByRole('link')).toHaveCount(0);

    for (const [count, title, type] of [
      [1, 'Intro', 'VIDEO'],
      [2, 'Reading', 'ARTICLE'],
    ] as const) {
      await screen.addLecture('Basics').click();
      await screen
        .field(screen.t('lecture.type'))
        .selectOption({ label: screen.t(`lecture.type.${type}`) });
      await screen.field(screen.t('lecture.title')).fill(title);
      if (count === 2) {
        // Typed but not saved: leaving asks first, and staying keeps what was typed.
        await screen.main.getByRole('link', { name: screen.t('outline.backToChapters') }).click();
        await screen.confirm(false);
        await expect(screen.field(screen.t('lecture.title'))).toHaveValue(title);
      }
      await screen.button(screen.t('form.save')).click();
      await expect(
        screen.main.getByRole('heading', { name: screen.t('lecture.edit') }),
      ).toBeVisible();
      await expect(screen.page).toHaveURL(/\/chapters\/\d+\/lectures\/\d+$/);
      if (count === 1) {
        // The saved lecture's address replaced the new one's: Back returns to the chapters.
        await screen.page.goBack();
        await expect(screen.chapterList).toBeAttached();
        await screen.waitForScreen();
      } else await screen.backToChapters();
      await expect(screen.lectures('Basics').getByRole('link')).toHaveCount(count);
    }
    expect(await screen.lectureTitles('Basics')).toEqual(['Intro', 'Reading']);

    await screen.main
      .getByRole('checkbox', { name: screen.t('structure.chapters.draftOf', { title: 'Basics' }) })
      .check();
    await expect(screen.chapter('Basics').locator('.chapter-block__draft')).toHaveText(
      screen.t('structure.chapters.draft'),
    );

    await screen.addChapter.click();
    await screen.titleField.fill('Extra');
    await screen.titleField.press('Enter');
    const remove = () => screen.chooseChapterAction('Extra', screen.t('structure.chapters.delete'));
    await remove();
    await screen.confirm(false);
    await expect(screen.chapter('Extra')).toBeVisible();
    await remove();
    await screen.confirm(true);
    await expect(screen.chapter('Extra')).toHaveCount(0);

    await screen.reload();
    expect(await screen.chapterTitles()).toEqual(['Basics']);
    await expect(screen.lectures('Basics').getByRole('link')).toHaveCount(2);
    await expect(
      screen.main.getByRole('checkbox', {
        name: screen.t('structure.chapters.draftOf', { title: 'Basics' }),
      }),
    ).toBeChecked();
    await screen.page.context().close();
  });

  test(`${kind}: a chapter and a lecture dragged into place are saved by one resort call`, async ({
    browser,
    request,
  }) => {
    const { screen } = await openOutlined(browser, request, kind, outline, { bursts: true });
    expect(await screen.chapterTitles()).toEqual(['A', 'B', 'C']);

    // The lecture first: moving a1 from A to B leaves chapter C where it was.
    const releasedAt = await screen.dragBurst(
      screen.lectureDrag('a1', 'b1', 'below'),
      screen.chapterDrag('C', 'A', 'above'),
    );
    expect(await screen.chapterTitles()).toEqual(['C', 'A', 'B']);
    expect(await screen.lectureTitles('A')).toEqual(['a2']);
    expect(await screen.lectureTitles('B')).toEqual(['b1', 'a1']);
    await expect(screen.announcement).toHaveText(
      screen.t('structure.chapters.chapterMoved', { title: 'C', position: 1 }),
    );
    await screen.expectOneResortAfter(releasedAt);

    await screen.reload();
    expect(await screen.chapterTitles()).toEqual(['C', 'A', 'B']);
    expect(await screen.lectureTitles('A')).toEqual(['a2']);
    expect(await screen.lectureTitles('B')).toEqual(['b1', 'a1']);
    await screen.page.context().close();
  });

  test(`${kind}: the same moves from the keyboard, announced`, async ({ browser, request }) => {
    const { screen, saved } = await openOutlined(browser, request, kind, outline);

    const up = screen.button(screen.t('structure.chapters.moveChapterUp', { title: 'C' }));
    await up.focus();
    await screen.page.keyboard.press('Enter');
    await expect(up).toBeFocused();
    await screen.page.keyboard.press('Enter');
    await expect(screen.announcement).toHaveText(
      screen.t('structure.chapters.chapterMoved', { title: 'C', position: 1 }),
    );
    // First now, its up button is disabled: the focus moves to its down button (on the next
    // frame; waited for, or it could land after the test focuses the next control).
    await expect(
      screen.button(screen.t('structure.chapters.moveChapterDown', { title: 'C' })),
    ).toBeFocused();
    await screen.moveLectureToChapter('a1', 'B');
    await expect(screen.announcement).toHaveText(
      screen.t('structure.chapters.lectureMoved', { title: 'a1', chapter: 'B', position: 2 }),
    );
    await expect(screen.lectureMenu('a1')).toBeFocused();
    const down = screen.button(screen.t('structure.chapters.moveLectureDown', { title: 'a2' }));
    await down.focus();
    await screen.page.keyboard.press('Enter');
    await expect(screen.announcement).toHaveText(
      screen.t('structure.chapters.lectureMoved', { title: 'a2', chapter: 'B', position: 1 }),
    );
    expect(await screen.chapterTitles()).toEqual(['C', 'A', 'B']);
    expect(await screen.lectureTitles('A')).toEqual([]);
    expect(await screen.lectureTitles('B')).toEqual(['a2', 'b1', 'a1']);
    // Saved (by as many resort calls as the keystrokes' timing made bursts).
    await expect.poll(saved).toEqual(['C: c1', 'A: ', 'B: a2 b1 a1']);

    await screen.reload();
    expect(await screen.chapterTitles()).toEqual(['C', 'A', 'B']);
    expect(await screen.lectureTitles('B')).toEqual(['a2', 'b1', 'a1']);
    await screen.page.context().close();
  });
}

test("a long outline mounts every chapter's rows (those on screen first), and a chapter collapses and expands", async ({
  browser,
  request,
}) => {
  const long: OutlineBody = {
    chapters: Array.from({ length: 30 }, (_, c) => ({
      title: `Chapter ${String(c + 1)}`,
      lectures: Array.from({ length: 8 }, (_, l) => ({
        title: `Lecture ${String(c + 1)}.${String(l + 1)}`,
      })),
    })),
  };
  const { screen } = await openOutlined(browser, request, 'courses', long);
  await expect(screen.lectures('Chapter 1').getByRole('link')).toHaveCount(8);
  await screen.chapter('Chapter 30').scrollIntoViewIfNeeded();
  await expect(screen.lectures('Chapter 30').getByRole('link')).toHaveCount(8);
  await expect(screen.main.locator('.lecture-row')).toHaveCount(240);

  const hide = screen.button(
    screen.t('structure.chapters.collapseChapter', { title: 'Chapter 30' }),
  );
  await hide.click();
  await expect(screen.lectures('Chapter 30')).toBeHidden();
  const show = screen.button(screen.t('structure.chapters.expandChapter', { title: 'Chapter 30' }));
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await expect(show).toBeFocused();
  await show.click();
  await expect(screen.lectures('Chapter 30').getByRole('link')).toHaveCount(8);
  await expect(screen.lecture('Lecture 30.8')).toBeVisible();
  await screen.page.context().close();
});
