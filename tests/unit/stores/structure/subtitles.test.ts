import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChaptersResponse } from '../../../../server/src/contract/chapters.ts';
import { catalogs } from '../../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../../src/i18n/compile.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { chapterOf, lectureOf } from './fixture.ts';

const api = vi.hoisted(() => ({
  fetchChapters: vi.fn<() => Promise<ChaptersResponse>>(),
  deleteSubtitle: vi.fn(),
  deleteAllVideos: vi.fn(),
}));
vi.mock('../../../../src/api/chapters.ts', () => api);
vi.mock('../../../../src/api/lectures.ts', () => api);
vi.mock('../../../../src/api/subtitles.ts', () => api);
const queue = await import('../../../../src/stores/uploads.ts');
const uploads = vi.hoisted(() => ({ uploadSmallFile: vi.fn() }));
vi.mock('../../../../src/lib/uploads/index.ts', () => uploads);

const subtitles = await import('../../../../src/stores/structure/subtitles.ts');
const { answerConfirm } = await import('../../../../src/stores/unsaved.ts');
const { $i18n } = await import('../../../../src/stores/i18n.ts');
const { $toasts } = await import('../../../../src/stores/toasts.ts');

const subtitle = { id: 5, lecture_id: 11, language: 'en' as const, name: 'a.vtt', url: '/a.vtt' };
const structure: ChaptersResponse = {
  data: [chapterOf({ lectures: [lectureOf({ id: 11, subtitles: [subtitle] })] })],
};

describe('subtitles', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    uploads.uploadSmallFile.mockReset();
    uploads.uploadSmallFile.mockImplementation(
      (file: File, _purpose: string, target: { type: string; id: string }) =>
        queue.enqueueUpload({ file, target, url: '/v2/files' }),
    );
    api.fetchChapters.mockResolvedValue(structure);
    $i18n.set({ locale: 'zh-TW', messages: compileMessages(catalogs['zh-TW']) });
  });

  it('offers subtitles only for video and audio lectures, not article or code ones', async () => {
    api.fetchChapters.mockResolvedValue({
      data: [
        chapterOf({
          id: 1,
          lectures: [
            lectureOf({ id: 11, type: 'VIDEO' }),
            lectureOf({ id: 12, type: 'ARTICLE' }),
            lectureOf({ id: 13, type: 'AUDIO' }),
          ],
        }),
        chapterOf({ id: 2, lectures: [lectureOf({ id: 21, type: 'CODE' })] }),
      ],
    });
    await subtitles.loadSubtitles('courses', 7);
    const state = subtitles.$subtitles.get();
    expect(state.status === 'ready' && state.chapters.map((chapter) => chapter.id)).toEqual([1]);
    expect(
      state.status === 'ready' && state.chapters[0]?.lectures.map((lecture) => lecture.id),
    ).toEqual([11, 13]);
  });

  it('refuses a file that is not .vtt or .srt with the file type error, without sending it', () => {
    const file = new File(['x'], 'notes.txt');
    expect(subtitles.uploadSubtitle('courses', 7, 11, 'zh-TW', file)).toBeNull();
    expect(uploads.uploadSmallFile).not.toHaveBeenCalled();
    expect(subtitles.$subtitleSlots.get()['11:zh-TW']).toEqual({
      status: 'REFUSED',
      error: '檔案類型錯誤。',
    });
    expect($toasts.get().at(-1)?.message).toBe('檔案類型錯誤。');
  });

  it('refuses a subtitle over the largest size with the file size error, without sending it', () => {
    const file = new File([new Uint8Array(subtitles.SUBTITLE_MAX_BYTES + 1)], 'big.vtt');
    expect(subtitles.uploadSubtitle('courses', 7, 11, 'en', file)).toBeNull();
    expect(uploads.uploadSmallFile).not.toHaveBeenCalled();
    expect(subtitles.$subtitleSlots.get()['11:en']).toEqual({
      status: 'REFUSED',
      error: '檔案大小錯誤。',
    });
  });

  it('sends a .vtt or .srt file with its language and shows what the server refused', () => {
    const file = new File(['WEBVTT'], 'Intro.SRT');
    const uploadId = subtitles.uploadSubtitle('courses', 7, 11, 'zh-CN', file) ?? '';
    expect(uploads.uploadSmallFile).toHaveBeenCalledWith(
      file,
      'subtitle',
      { type: 'lecture-subtitle', id: '11' },
      { language: 'zh-CN' },
    );
    queue.startQueued();
    queue.failUpload(uploadId, '檔案大小錯誤。');
    expect(subtitles.$subtitleSlots.get()['11:zh-CN']).toMatchObject({
      status: 'FAILED',
      error: '檔案大小錯誤。',
    });
  });

  it('reloads the lectures when a subtitle upload finishes', async () => {
    const uploadId =
      subtitles.uploadSubtitle('courses', 7, 11, 'en', new File(['WEBVTT'], 'a.vtt')) ?? '';
    queue.startQueued();
    queue.finishUpload(uploadId);
    await vi.waitFor(() => expect(subtitles.$subtitles.get().status).toBe('ready'));
    expect(api.fetchChapters).toHaveBeenCalledWith('courses', 7);
  });

  it('deletes a subtitle only after the user confirms', async () => {
    const cancelled = subtitles.removeSubtitle('courses', 7, subtitle);
    answerConfirm(false);
    await expect(cancelled).resolves.toBe(false);
    expect(api.deleteSubtitle).not.toHaveBeenCalled();
    api.deleteSubtitle.mockResolvedValue({ removed: 1 });
    const confirmed = subtitles.removeSubtitle('courses', 7, subtitle);
    answerConfirm(true);
    await expect(confirmed).resolves.toBe(true);
    expect(api.deleteSubtitle).toHaveBeenCalledWith('courses', 7, 5);
  });

  it('deletes all videos only when the typed title matches, and tells how many went', async () => {
    await expect(subtitles.removeAllVideos('courses', 7, 'Go basics', 'Go basic')).resolves.toBe(
      false,
    );
    expect(api.deleteAllVideos).not.toHaveBeenCalled();
    api.deleteAllVideos.mockResolvedValue({ removed: 4 });
    await expect(subtitles.removeAllVideos('courses', 7, 'Go basics', ' Go basics ')).resolves.toBe(
      true,
    );
    expect(api.deleteAllVideos).toHaveBeenCalledWith('courses', 7);
    expect($toasts.get().at(-1)).toMatchObject({ type: 'success', message: '已刪除 4 部影片。' });
  });

  it('says once that a subtitle or the videos could not be deleted', async () => {
    $toasts.set([]);
    api.deleteSubtitle.mockRejectedValue(new ApiError(404, {}, 'Not found'));
    const deleting = subtitles.removeSubtitle('courses', 7, subtitle);
    answerConfirm(true);
    await expect(deleting).resolves.toBe(false);
    api.deleteAllVideos.mockRejectedValue(new ApiError(500, {}, 'HTTP 500'));
    await expect(subtitles.removeAllVideos('courses', 7, 'Go', 'Go')).resolves.toBe(false);
    expect(subtitles.$videosRemoving.get()).toBe(false);
    expect($toasts.get().map((toast) => toast.message)).toEqual([
      '無法刪除，請再試一次。',
      '無法刪除，請再試一次。',
    ]);
  });
});
