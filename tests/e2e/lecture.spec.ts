import type { APIRequestContext, Browser } from '@playwright/test';
import type { ChaptersResponse, OutlineBody } from '../../server/src/contract/chapters.ts';
import type { StructureKind } from '../../src/api/chapters.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { message } from '../../server/src/i18n/messages.ts';
import { demo, expect, test } from './fixtures.ts';
import { LecturePage } from './pages/lecture-page.ts';
import { ApiAs, contextAs } from './support/settings-api.ts';

/** A box: 32-bit size, 4-letter type, payload. */
function box(type: string, ...payload: Uint8Array[]): Uint8Array {
  const size = 8 + payload.reduce((sum, part) => sum + part.byteLength, 0);
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, size);
  for (let index = 0; index < 4; index += 1) bytes[4 + index] = type.charCodeAt(index);
  let offset = 8;
  for (const part of payload) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}

/** A small MP4 whose `moov/mvhd` says 83 seconds (timescale 1000, duration 83000). */
function mp4Of83Seconds(): Buffer {
  const ftyp = box('ftyp', new TextEncoder().encode('isom\0\0\x02\0isomiso2mp41'));
  const mvhd = new Uint8Array(100);
  const view = new DataView(mvhd.buffer);
  view.setUint32(12, 1000); // timescale (after version/flags, creation and modification times)
  view.setUint32(16, 83_000); // duration
  view.setUint32(20, 0x0001_0000); // rate 1.0
  view.setUint16(24, 0x0100); // volume 1.0
  view.setUint32(96, 2); // next track id
  return Buffer.from([
    ...ftyp,
    ...box('moov', box('mvhd', mvhd)),
    ...box('mdat', new Uint8Array(2048)),
  ]);
}

/** A teacher's new item with an outline, and a page on the lecturer host signed in as the teacher. */
async function setUp(
  browser: Browser,
  request: APIRequestContext,
  kind: StructureKind,
  outline: OutlineBody | null,
  locale: Locale = 'en',
) {
  const teacher = await ApiAs.signIn(request, demo.teacher);
  const item = await teacher.create(kind, 'Lectures');
  const base = `/lecturers/v2/${kind}/${String(item.id)}`;
  const chapters = outline
    ? (await teacher.call<ChaptersResponse>('POST', `${base}/chapters/outline`, outline)).data
    : [];
  const context = await contextAs(browser, demo.teacher);
  const screen = new LecturePage(await context.newPage(), 'lecturer', locale);
  const structure = async () =>
    (await teacher.call<ChaptersResponse>('GET', `${base}/chapters`)).data;
  return { teacher, item, chapters, screen, structure };
}

const oneLecture: OutlineBody = { chapters: [{ title: 'Start', lectures: [{ title: 'Intro' }] }] };

for (const kind of ['courses', 'ebooks'] as const) {
  test(`${kind}: quick mode creates 3 chapters and 6 lectures from a pasted outline, and renames in place`, async ({
    browser,
    request,
  }) => {
    const { item, screen, structure } = await setUp(browser, request, kind, null);
    await screen.openQuick(kind, item.id);
    await expect(screen.main.getByText(screen.t('outline.empty'))).toBeVisible();

    await screen
      .field(screen.t('outline.pasteLabel'))
      .fill(
        'Basics\n\tSetup\n\tHello\nCore\n  Types\n  Functions\nWrap-up\n    Review\n    Next steps',
      );
    await expect(
      screen.main.getByText(screen.t('outline.previewCount', { chapters: 3, lectures: 6 })),
    ).toBeVisible();
    await screen.button(screen.t('outline.create')).click();
    await expect(
      screen.toasts.getByText(screen.t('outline.created', { chapters: 3, lectures: 6 })),
    ).toBeVisible();
    await expect(screen.chapterField(3)).toHaveValue('Wrap-up');
    await expect(screen.lectureFields).toHaveCount(6);

    const created = await structure();
    expect(created.map((chapter) => chapter.title)).toEqual(['Basics', 'Core', 'Wrap-up']);
    expect(created.map((chapter) => chapter.lectures.map((lecture) => lecture.title))).toEqual([
      ['Setup', 'Hello'],
      ['Types', 'Functions'],
      ['Review', 'Next steps'],
    ]);

    const responded = screen.page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().includes('/chapters/'),
    );
    await screen.chapterField(2).fill('Core ideas');
    await screen.chapterField(2).press('Enter');
    expect((await responded).ok()).toBe(true);
    expect((await structure())[1]?.title).toBe('Core ideas');
  });

  test(`${kind}: a lecture's video uploads, shows its duration, and can be deleted`, async ({
    browser,
    request,
  }) => {
    const { item, chapters, screen } = await setUp(browser, request, kind, oneLecture);
    const chapter = chapters[0];
    const lecture = chapter?.lectures[0];
    if (!chapter || !lecture) throw new Error('the outline was not created');
    await screen.openLecture(kind, item.id, chapter.id, lecture.id);
    await expect(screen.main.getByText(screen.t('lecture.video.none'))).toBeVisible();

    await screen.field(screen.t('lecture.video.choose')).setInputFiles({
      name: 'intro.mp4',
      mimeType: 'video/mp4',
      buffer: mp4Of83Seconds(),
    });
    await screen.waitForUploadsToEnd();
    await expect(screen.duration).toHaveText('01:23');

    await screen.button(screen.t('lecture.video.delete')).click();
    await screen.confirmButton(screen.t('lecture.video.delete')).click();
    await expect(screen.toasts.getByText(screen.t('lecture.video.deleted'))).toBeVisible();
    await expect(screen.main.getByText(screen.t('lecture.video.none'))).toBeVisible();
    await expect(screen.duration).toHaveCount(0);
  });
}

test("a subtitle of the wrong type shows 'file type error' in the user's language", async ({
  browser,
  request,
}) => {
  const { item, screen } = await setUp(browser, request, 'courses', oneLecture, 'zh-TW');
  await screen.openSubtitles(item.id);
  const input = screen.subtitleInput('Intro', screen.t('subtitles.language.zhTW'));
  await input.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(screen.main.getByRole('alert')).toHaveText('檔案類型錯誤。');
  await expect(screen.toasts.getByText('檔案類型錯誤。')).toBeVisible();

  // The server's own refusal is shown as it words it (an empty file is a size error).
  await screen.subtitleInput('Intro', screen.t('subtitles.language.zhCN')).setInputFiles({
    name: 'empty.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.alloc(0),
  });
  await expect(
    screen.main.getByRole('alert').filter({ hasText: message('zh-TW', 'upload.fileSize') }),
  ).toBeVisible();

  await screen.subtitleInput('Intro', screen.t('subtitles.language.en')).setInputFiles({
    name: 'intro.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n'),
  });
  await expect(screen.main.getByRole('link', { name: 'intro.vtt' })).toBeVisible();

  await screen
    .button(
      screen.t('subtitles.deleteLabel', {
        language: screen.t('subtitles.language.en'),
        lecture: 'Intro',
      }),
    )
    .click();
  await screen.confirmButton(screen.t('subtitles.delete')).click();
  await expect(screen.toasts.getByText(screen.t('subtitles.deleted'))).toBeVisible();
  await expect(screen.main.getByRole('link', { name: 'intro.vtt' })).toHaveCount(0);
});

test('the subtitles screen uploads a .vtt dropped on a language chip, and the chip shows it after reload', async ({
  browser,
  request,
}) => {
  const { item, screen, structure } = await setUp(browser, request, 'courses', oneLecture);
  await screen.openSubtitles(item.id);
  const language = screen.t('subtitles.language.zhTW');
  const chip = screen.subtitleChip('Intro', language);
  await expect(chip.getByText(screen.t('subtitles.none'))).toBeVisible();

  const dataTransfer = await screen.page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(
      new File(['WEBVTT\n\n00:00.000 --> 00:01.000\n你好\n'], 'intro.zh-TW.vtt', {
        type: 'text/vtt',
      }),
    );
    return transfer;
  });
  await chip.dispatchEvent('dragenter', { dataTransfer });
  await chip.dispatchEvent('dragover', { dataTransfer });
  await chip.dispatchEvent('drop', { dataTransfer });
  await expect(chip.getByRole('link', { name: 'intro.zh-TW.vtt' })).toBeVisible();
  await expect(
    screen.button(screen.t('subtitles.deleteLabel', { language, lecture: 'Intro' })),
  ).toBeVisible();
  expect(
    (await structure())[0]?.lectures[0]?.subtitles.map((subtitle) => [
      subtitle.language,
      subtitle.name,
    ]),
  ).toEqual([['zh-TW', 'intro.zh-TW.vtt']]);

  await screen.page.reload();
  await screen.waitForIslands();
  await expect(screen.subtitleList).toBeVisible();
  await expect(
    screen.subtitleChip('Intro', language).getByRole('link', { name: 'intro.zh-TW.vtt' }),
  ).toBeVisible();
  await expect(
    screen
      .subtitleChip('Intro', screen.t('subtitles.language.en'))
      .getByText(screen.t('subtitles.none')),
  ).toBeVisible();
});

test('the ebook lecture editor creates a lecture and saves its content blocks', async ({
  browser,
  request,
}) => {
  const { item, chapters, screen, teacher } = await setUp(browser, request, 'ebooks', {
    chapters: [{ title: 'Part one', lectures: [] }],
  });
  const chapter = chapters[0];
  if (!chapter) throw new Error('the outline was not created');
  await screen.openLecture('ebooks', item.id, chapter.id);
  await expect(screen.main.getByRole('heading', { name: screen.t('lecture.new') })).toBeVisible();
  await screen
    .field(screen.t('lecture.type'))
    .selectOption({ label: screen.t('lecture.type.ARTICLE') });
  await screen.field(screen.t('lecture.title')).fill('Reading');
  await screen.button(screen.t('form.save')).click();
  await expect(screen.main.getByRole('heading', { name: screen.t('lecture.edit') })).toBeVisible();
  await expect(screen.page).toHaveURL(/\/ebooks\/\d+\/chapters\/\d+\/lectures\/\d+$/);

  await screen.button(screen.t('lecture.blocks.addText')).click();
  await screen.field(screen.t('lecture.blocks.text', { number: 1 })).fill('Read chapter one.');
  await screen.button(screen.t('lecture.blocks.save')).click();
  await expect(screen.toasts.getByText(screen.t('lecture.blocks.saved'))).toBeVisible();

  const lectureId = Number(/lectures\/(\d+)$/.exec(screen.page.url())?.[1]);
  const lecture = await teacher.call<{
    type: string;
    title: string;
    blocks: { content: string }[];
  }>('GET', `/lecturers/v2/lectures/${String(lectureId)}`);
  expect(lecture).toMatchObject({ type: 'ARTICLE', title: 'Reading' });
  expect(lecture.blocks.map((block) => block.content)).toEqual(['Read chapter one.']);

  await screen.page.reload();
  await screen.waitForIslands();
  await expect(screen.field(screen.t('lecture.blocks.text', { number: 1 }))).toHaveValue(
    'Read chapter one.',
  );
});

test('dropping video files on quick mode creates one lecture per file in the chosen chapter, each uploading', async ({
  browser,
  request,
}) => {
  const { item, screen, structure } = await setUp(browser, request, 'courses', {
    chapters: [{ title: 'First' }, { title: 'Second' }],
  });
  await screen.openQuick('courses', item.id);
  await screen.field(screen.t('outline.dropChapter')).selectOption({ label: 'Second' });
  const bytes = [...mp4Of83Seconds()];
  const dataTransfer = await screen.page.evaluateHandle((content) => {
    const transfer = new DataTransfer();
    for (const name of ['Week 1.mp4', 'Week 2.mp4'])
      transfer.items.add(new File([new Uint8Array(content)], name, { type: 'video/mp4' }));
    return transfer;
  }, bytes);
  await screen.main.locator('.lecture-screen').dispatchEvent('drop', { dataTransfer });
  await expect(
    screen.toasts.getByText(screen.t('outline.videosQueued', { count: 2 })),
  ).toBeVisible();
  await expect(screen.lectureFields).toHaveCount(2);
  await screen.waitForUploadsToEnd(2);

  await expect
    .poll(async () =>
      (await structure()).map((chapter) =>
        chapter.lectures.map((lecture) => `${lecture.title}:${String(lecture.duration)}`),
      ),
    )
    .toEqual([[], ['Week 1:83', 'Week 2:83']]);
});

test('a code lecture runs its program, and the assistant control is absent when the API has no provider', async ({
  browser,
  request,
}) => {
  const { item, chapters, screen, teacher } = await setUp(browser, request, 'courses', {
    chapters: [{ title: 'Code', lectures: [{ title: 'Loops', type: 'CODE' }] }],
  });
  const chapter = chapters[0];
  const lecture = chapter?.lectures[0];
  if (!chapter || !lecture) throw new Error('the outline was not created');
  await teacher.call(
    'POST',
    `/lecturers/v2/courses/${String(item.id)}/lectures/${String(lecture.id)}/blocks`,
    {
      blocks: [{ type: 'CODE', content: 'console.log(6 * 7)', language: 'javascript' }],
    },
  );
  // The editor asks the API whether an assistant is configured; the test stack has none.
  const availability = screen.page.waitForResponse(
    (response) =>
      response.url().includes('/v2/configs') && response.url().includes('assistant_enabled'),
  );
  await screen.openLecture('courses', item.id, chapter.id, lecture.id);
  expect(await (await availability).json()).toEqual({
    data: [{ key: 'assistant_enabled', value: 'false' }],
  });
  await expect(screen.field(screen.t('lecture.blocks.code', { number: 1 }))).toHaveValue(
    'console.log(6 * 7)',
  );
  const answered = screen.compilerAnswer();
  await screen.button(screen.t('compiler.run')).click();
  await answered;
  await expect(screen.main.locator('.lecture-compiler pre').first()).toHaveText('42\n');

  await expect(screen.button(screen.t('compiler.run'))).toBeVisible();
  await expect(screen.button(screen.t('lecture.assistant.ask'))).toHaveCount(0);
  await expect(
    screen.main.getByRole('heading', { name: screen.t('lecture.assistant.title') }),
  ).toHaveCount(0);
});

test("deleting all of a course's videos needs its title typed, and tells how many went", async ({
  browser,
  request,
}) => {
  const { item, chapters, screen, structure } = await setUp(
    browser,
    request,
    'courses',
    oneLecture,
  );
  const chapter = chapters[0];
  const lecture = chapter?.lectures[0];
  if (!chapter || !lecture) throw new Error('the outline was not created');
  await screen.openLecture('courses', item.id, chapter.id, lecture.id);
  await screen.field(screen.t('lecture.video.choose')).setInputFiles({
    name: 'intro.mp4',
    mimeType: 'video/mp4',
    buffer: mp4Of83Seconds(),
  });
  await screen.waitForUploadsToEnd();
  await expect(screen.duration).toHaveText('01:23');

  await screen.openSubtitles(item.id);
  const remove = screen.button(screen.t('subtitles.videos.delete'));
  await expect(remove).toBeDisabled();
  await screen.field(screen.t('subtitles.videos.confirmLabel')).fill('Not the title');
  await expect(remove).toBeDisabled();
  await screen.field(screen.t('subtitles.videos.confirmLabel')).fill(item.title);
  await remove.click();
  await expect(
    screen.toasts.getByText(screen.t('subtitles.videosDeleted', { count: 1 })),
  ).toBeVisible();
  expect((await structure())[0]?.lectures[0]?.video).toBeNull();
});

test('the chapter form creates a draft chapter, then renames it', async ({ browser, request }) => {
  const { item, screen, structure } = await setUp(browser, request, 'ebooks', null);
  await screen.openPath(`/ebooks/${String(item.id)}/chapters/edit`);
  await expect(
    screen.main.getByRole('heading', { name: screen.t('outline.chapter.new') }),
  ).toBeVisible();
  await screen.field(screen.t('outline.chapter.title')).fill('Appendix');
  await screen.field(screen.t('outline.chapter.draft')).check();
  await screen.button(screen.t('form.save')).click();
  await expect(screen.page).toHaveURL(/\/ebooks\/\d+\/chapters\/\d+\/edit$/);
  await expect(
    screen.main.getByRole('heading', { name: screen.t('outline.chapter.edit') }),
  ).toBeVisible();
  expect(await structure()).toMatchObject([{ title: 'Appendix', draft: true }]);

  await screen.field(screen.t('outline.chapter.title')).fill('Appendix A');
  await screen.field(screen.t('outline.chapter.draft')).uncheck();
  const saved = screen.page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/chapters/'),
  );
  await screen.button(screen.t('form.save')).click();
  expect((await saved).ok()).toBe(true);
  expect(await structure()).toMatchObject([{ title: 'Appendix A', draft: false }]);
});
