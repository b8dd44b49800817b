import { ApiError } from '../../../../src/api/client.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChaptersResponse } from '../../../../server/src/contract/chapters.ts';
import { chapterOf, lectureDetailOf, lectureOf } from './fixture.ts';

const api = vi.hoisted(() => ({
  fetchChapters: vi.fn<() => Promise<ChaptersResponse>>(),
  updateChapter: vi.fn(),
  updateLecture: vi.fn(),
  createOutline: vi.fn(),
  createLecture: vi.fn(),
  deleteLecture: vi.fn(),
}));
vi.mock('../../../../src/api/chapters.ts', () => api);
vi.mock('../../../../src/api/lectures.ts', () => api);
const uploads = vi.hoisted(() => ({ uploadVideo: vi.fn(() => 'upload-1') }));
vi.mock('../../../../src/lib/uploads/index.ts', () => uploads);

const trash = vi.hoisted(() => ({ restoreFromTrash: vi.fn() }));
vi.mock('../../../../src/api/trash.ts', () => trash);

const outline = await import('../../../../src/stores/structure/outline.ts');
const { answerConfirm } = await import('../../../../src/stores/unsaved.ts');
const { $toasts } = await import('../../../../src/stores/toasts.ts');

const structure = (): ChaptersResponse => ({
  data: [
    chapterOf({ id: 1, title: 'Basics', lectures: [lectureOf({ id: 11, title: 'Welcome' })] }),
    chapterOf({ id: 2, title: 'More', sort: 1 }),
  ],
});

describe('outline', () => {
  beforeEach(async () => {
    for (const fn of Object.values(api)) fn.mockReset();
    uploads.uploadVideo.mockClear();
    api.fetchChapters.mockResolvedValue(structure());
    outline.setPasteText('');
    outline.chooseDropChapter(null);
    await outline.loadOutline('courses', 7);
  });

  it('loads the outline', () => {
    expect(outline.$outline.get()).toEqual({ status: 'ready', chapters: structure().data });
  });

  it('renames a chapter in place, and sends nothing when the title is unchanged or empty', async () => {
    api.updateChapter.mockResolvedValue({ data: [chapterOf({ title: 'Getting started' })] });
    await expect(outline.renameChapter('courses', 7, 1, ' Basics ')).resolves.toBe(false);
    await expect(outline.renameChapter('courses', 7, 1, '   ')).resolves.toBe(false);
    expect(api.updateChapter).not.toHaveBeenCalled();
    await expect(outline.renameChapter('courses', 7, 1, ' Getting started ')).resolves.toBe(true);
    expect(api.updateChapter).toHaveBeenCalledWith('courses', 7, 1, { title: 'Getting started' });
  });

  it('renames a lecture in place with PUT lecture', async () => {
    api.updateLecture.mockResolvedValue(lectureDetailOf({ id: 11, title: 'Hello' }));
    await expect(outline.renameLecture(11, 'Hello')).resolves.toBe(true);
    expect(api.updateLecture).toHaveBeenCalledWith(11, { title: 'Hello' });
    const state = outline.$outline.get();
    expect(state.status === 'ready' && state.chapters[0]?.lectures[0]?.title).toBe('Hello');
  });

  it('previews a paste and creates it in one call', async () => {
    outline.setPasteText('One\n  a\n  b\nTwo\n\tc');
    expect(outline.$outlinePreview.get()).toHaveLength(2);
    api.createOutline.mockResolvedValue(structure());
    await expect(outline.createFromPaste('ebooks', 3)).resolves.toBe(true);
    expect(api.createOutline).toHaveBeenCalledTimes(1);
    expect(api.createOutline).toHaveBeenCalledWith('ebooks', 3, {
      chapters: [
        {
          title: 'One',
          lectures: [
            { title: 'a', type: 'VIDEO' },
            { title: 'b', type: 'VIDEO' },
          ],
        },
        { title: 'Two', lectures: [{ title: 'c', type: 'VIDEO' }] },
      ],
    });
    expect(outline.$pasteText.get()).toBe('');
  });

  it('keeps the paste when the server refuses it or cannot be reached', async () => {
    outline.setPasteText('One');
    api.createOutline.mockRejectedValue(new ApiError(400, {}, 'Too many chapters'));
    await expect(outline.createFromPaste('courses', 7)).resolves.toBe(false);
    expect(outline.$pasteText.get()).toBe('One');
    expect(outline.$outlineBusy.get()).toBe(false);
    api.createOutline.mockRejectedValue(new ApiError(0, {}, 'offline'));
    await expect(outline.createFromPaste('courses', 7)).resolves.toBe(false);
    expect(outline.$pasteText.get()).toBe('One');
  });

  it('creates one lecture per dropped video in the chosen chapter and queues each upload', async () => {
    outline.chooseDropChapter(2);
    api.createLecture
      .mockResolvedValueOnce(lectureDetailOf({ id: 21 }))
      .mockResolvedValueOnce(lectureDetailOf({ id: 22 }));
    const files = [
      new File(['a'], 'Intro.mp4', { type: 'video/mp4' }),
      new File(['b'], 'notes.pdf', { type: 'application/pdf' }),
      new File(['c'], 'Part 2.mov', { type: 'video/quicktime' }),
    ];
    outline.$droppedUploads.set([]);
    uploads.uploadVideo.mockReturnValueOnce('upload-a').mockReturnValueOnce('upload-b');
    await expect(outline.dropVideos('courses', 7, files)).resolves.toEqual([21, 22]);
    expect(outline.$droppedUploads.get()).toEqual(['upload-a', 'upload-b']);
    expect(api.createLecture).toHaveBeenNthCalledWith(1, 'courses', 7, {
      chapter_id: 2,
      type: 'VIDEO',
      title: 'Intro',
    });
    expect(api.createLecture).toHaveBeenNthCalledWith(2, 'courses', 7, {
      chapter_id: 2,
      type: 'VIDEO',
      title: 'Part 2',
    });
    expect(uploads.uploadVideo).toHaveBeenCalledWith(files[0], {
      type: 'lecture-video',
      id: '21',
    });
    expect(uploads.uploadVideo).toHaveBeenCalledWith(files[2], {
      type: 'lecture-video',
      id: '22',
    });
  });

  it('drops into the first chapter when none was chosen', async () => {
    api.createLecture.mockResolvedValue(lectureDetailOf({ id: 23 }));
    await outline.dropVideos('courses', 7, [new File(['a'], 'x.mp4', { type: 'video/mp4' })]);
    expect(api.createLecture).toHaveBeenCalledWith('courses', 7, {
      chapter_id: 1,
      type: 'VIDEO',
      title: 'x',
    });
  });

  it('deletes a lecture after the confirmation, and the undo loads the outline again', async () => {
    api.deleteLecture.mockResolvedValue({ removed: 1, trash_id: 9 });
    const deleting = outline.deleteOutlineLecture('courses', 7, 11);
    answerConfirm(true);
    await expect(deleting).resolves.toBe(true);
    expect(api.deleteLecture).toHaveBeenCalledWith(11);
    const state = outline.$outline.get();
    expect(state.status === 'ready' && state.chapters[0]?.lectures).toEqual([]);
    trash.restoreFromTrash.mockResolvedValue({});
    api.fetchChapters.mockClear();
    $toasts.get().at(-1)?.action?.run();
    await vi.waitFor(() =>
      expect(outline.$outline.get()).toEqual({ status: 'ready', chapters: structure().data }),
    );
    expect(trash.restoreFromTrash).toHaveBeenCalledWith(9);
  });
});
