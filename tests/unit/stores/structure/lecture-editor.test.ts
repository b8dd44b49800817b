import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LectureDetail } from '../../../../server/src/contract/chapters.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { lectureDetailOf } from './fixture.ts';

const api = vi.hoisted(() => ({
  fetchChapterLists: vi.fn(),
  fetchLecture: vi.fn<(id: number) => Promise<LectureDetail>>(),
  fetchLectureDefaults: vi.fn(),
  createLecture: vi.fn(),
  updateLecture: vi.fn(),
  deleteLectureVideo: vi.fn(),
  saveLectureBlocks: vi.fn(),
}));
vi.mock('../../../../src/api/chapters.ts', () => api);
vi.mock('../../../../src/api/lectures.ts', () => api);
const queue = await import('../../../../src/stores/uploads.ts');
const uploads = vi.hoisted(() => ({ uploadVideo: vi.fn(), uploadSmallFile: vi.fn() }));
vi.mock('../../../../src/lib/uploads/index.ts', () => uploads);

const editor = await import('../../../../src/stores/structure/lecture-editor.ts');
const { answerConfirm, $confirm } = await import('../../../../src/stores/unsaved.ts');
const { $blocks } = await import('../../../../src/stores/structure/lecture-blocks.ts');
const { $toasts } = await import('../../../../src/stores/toasts.ts');

const lists = {
  data: [
    { id: 1, title: 'Basics', draft: false },
    { id: 2, title: 'More', draft: false },
  ],
};

function lectureNow(): LectureDetail | null {
  const state = editor.$lectureEditor.get();
  return state.status === 'ready' ? state.lecture : null;
}

describe('lecture editor', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    uploads.uploadVideo.mockReset();
    uploads.uploadSmallFile.mockReset();
    uploads.uploadVideo.mockImplementation((file: File, target: { type: string; id: string }) =>
      queue.enqueueUpload({ file, target, url: '/uploads/', tus: true }),
    );
    uploads.uploadSmallFile.mockImplementation(
      (file: File, _p: string, target: { type: string; id: string }) =>
        queue.enqueueUpload({ file, target, url: '/v2/files' }),
    );
    api.fetchChapterLists.mockResolvedValue(lists);
  });

  it("fills a new lecture from the server's defaults and the chapter in the address", async () => {
    api.fetchLectureDefaults.mockResolvedValue({
      type: 'ARTICLE',
      title: 'Untitled',
      chapter_id: 1,
      types: ['VIDEO', 'ARTICLE'],
    });
    await editor.loadLectureEditor('ebooks', 3, 2, null);
    expect(api.fetchLectureDefaults).toHaveBeenCalledWith('ebooks', 3, expect.any(AbortSignal));
    expect(editor.lectureForm.$values.get()).toEqual({
      type: 'ARTICLE',
      title: 'Untitled',
      chapter_id: '2',
    });
    expect(editor.$lectureEditor.get()).toMatchObject({
      status: 'ready',
      types: ['VIDEO', 'ARTICLE'],
    });
  });

  it('sends nothing for a new lecture (id create) until Save, then posts the chosen type and title', async () => {
    api.fetchLectureDefaults.mockResolvedValue({
      type: 'VIDEO',
      title: '',
      chapter_id: 1,
      types: [],
    });
    await editor.loadLectureEditor('courses', 7, 2, null);
    editor.lectureForm.set('type', 'ARTICLE');
    editor.lectureForm.set('title', ' Intro ');
    expect(editor.lectureForm.$dirty.get()).toBe(true);
    expect(api.createLecture).not.toHaveBeenCalled();
    expect(api.updateLecture).not.toHaveBeenCalled();
    expect(lectureNow()).toBeNull();

    api.createLecture.mockResolvedValue(
      lectureDetailOf({ id: 40, type: 'ARTICLE', title: 'Intro', chapter_id: 2 }),
    );
    await expect(editor.saveLecture('courses', 7, 'en')).resolves.toBe(
      '/en/courses/7/chapters/2/lectures/40',
    );
    expect(api.createLecture).toHaveBeenCalledTimes(1);
    expect(api.createLecture).toHaveBeenCalledWith('courses', 7, {
      type: 'ARTICLE',
      title: 'Intro',
      chapter_id: 2,
    });
    expect(lectureNow()?.id).toBe(40);
    expect(editor.lectureForm.$dirty.get()).toBe(false);
  });

  it('keeps what was typed in a new lecture when the server refuses it, with its message at the field', async () => {
    api.fetchLectureDefaults.mockResolvedValue({
      type: 'VIDEO',
      title: '',
      chapter_id: 1,
      types: [],
    });
    await editor.loadLectureEditor('courses', 7, 1, null);
    editor.lectureForm.set('type', 'CODE');
    editor.lectureForm.set('title', 'x'.repeat(300));
    api.createLecture.mockRejectedValue(
      new ApiError(400, { title: ['Title is too long'] }, 'Title is too long'),
    );
    await expect(editor.saveLecture('courses', 7, 'en')).resolves.toBeNull();
    expect(editor.lectureForm.errorOf('title')).toBe('Title is too long');
    expect(editor.lectureForm.$values.get()).toEqual({
      type: 'CODE',
      title: 'x'.repeat(300),
      chapter_id: '1',
    });
    expect(editor.lectureForm.$dirty.get()).toBe(true);
    expect(lectureNow()).toBeNull();
  });

  it('saves a lecture with PUT, staying at its address unless it moves to another chapter', async () => {
    api.fetchLecture.mockResolvedValue(lectureDetailOf({ id: 40, title: 'Intro' }));
    await editor.loadLectureEditor('courses', 7, 1, 40);
    editor.lectureForm.set('title', 'Intro 2');
    api.updateLecture.mockResolvedValue(lectureDetailOf({ id: 40, title: 'Intro 2' }));
    await expect(editor.saveLecture('courses', 7, 'en')).resolves.toBeNull();
    expect(api.updateLecture).toHaveBeenCalledWith(40, {
      type: 'VIDEO',
      title: 'Intro 2',
      chapter_id: 1,
    });
    editor.lectureForm.set('chapter_id', '2');
    api.updateLecture.mockResolvedValue(
      lectureDetailOf({ id: 40, title: 'Intro 2', chapter_id: 2 }),
    );
    await expect(editor.saveLecture('courses', 7, 'en')).resolves.toBe(
      '/en/courses/7/chapters/2/lectures/40',
    );
    expect(api.createLecture).not.toHaveBeenCalled();
  });

  it('answers not found for a lecture of another item', async () => {
    api.fetchLecture.mockResolvedValue(lectureDetailOf({ course_id: 8 }));
    await editor.loadLectureEditor('courses', 7, 1, 11);
    expect(editor.$lectureEditor.get()).toEqual({ status: 'not-found' });
  });

  it('says a lecture is gone (404) or could not load', async () => {
    api.fetchLecture.mockRejectedValue(new ApiError(404, {}, 'Not found'));
    await editor.loadLectureEditor('courses', 7, 1, 11);
    expect(editor.$lectureEditor.get()).toEqual({ status: 'not-found' });
    api.fetchLecture.mockRejectedValue(new ApiError(500, {}, 'HTTP 500'));
    await editor.loadLectureEditor('courses', 7, 1, 11);
    expect(editor.$lectureEditor.get()).toEqual({ status: 'error' });
  });

  it('uploads a video to the lecture, shows its percent and reads the lecture again when done', async () => {
    api.fetchLecture.mockResolvedValue(
      lectureDetailOf({ blocks: [{ type: 'TEXT', content: 'hi', language: null }] }),
    );
    await editor.loadLectureEditor('courses', 7, 1, 11);
    expect($blocks.get().map((row) => row.content)).toEqual(['hi']);
    const file = new File([new Uint8Array(200)], 'intro.mp4', { type: 'video/mp4' });
    const uploadId = editor.uploadLectureVideo(file) ?? '';
    expect(uploads.uploadVideo).toHaveBeenCalledWith(file, { type: 'lecture-video', id: '11' });
    queue.startQueued();
    queue.reportProgress(uploadId, 50);
    expect(editor.$videoUpload.get()).toMatchObject({ status: 'UPLOADING', percent: 25 });
    api.fetchLecture.mockResolvedValue(
      lectureDetailOf({ duration: 83, video: { id: 'v', name: 'intro.mp4', size: 200 } }),
    );
    queue.finishUpload(uploadId);
    await vi.waitFor(() => expect(lectureNow()?.duration).toBe(83));
    expect(editor.$videoUpload.get()).toMatchObject({ status: 'FINISHED', percent: 100 });
  });

  it('deletes the video only after the user confirms', async () => {
    const withVideo = lectureDetailOf({ duration: 83, video: { id: 'v', name: 'a.mp4', size: 1 } });
    api.fetchLecture.mockResolvedValue(withVideo);
    await editor.loadLectureEditor('courses', 7, 1, 11);
    const cancelled = editor.removeLectureVideo();
    expect($confirm.get()).toMatchObject({ danger: true });
    answerConfirm(false);
    await expect(cancelled).resolves.toBe(false);
    expect(api.deleteLectureVideo).not.toHaveBeenCalled();
    api.deleteLectureVideo.mockResolvedValue(lectureDetailOf());
    const confirmed = editor.removeLectureVideo();
    answerConfirm(true);
    await expect(confirmed).resolves.toBe(true);
    expect(api.deleteLectureVideo).toHaveBeenCalledWith(11);
    expect(lectureNow()?.video).toBeNull();
  });

  it('says once that the video could not be removed, keeping it', async () => {
    $toasts.set([]);
    const withVideo = lectureDetailOf({ duration: 83, video: { id: 'v', name: 'a.mp4', size: 1 } });
    api.fetchLecture.mockResolvedValue(withVideo);
    await editor.loadLectureEditor('courses', 7, 1, 11);
    api.deleteLectureVideo.mockRejectedValue(new ApiError(500, {}, 'HTTP 500'));
    const removing = editor.removeLectureVideo();
    expect(editor.$videoRemoving.get()).toBe(false);
    answerConfirm(true);
    await expect(removing).resolves.toBe(false);
    expect($toasts.get().map((toast) => `${toast.type}: ${toast.message}`)).toEqual([
      'error: lecture.saveFailed',
    ]);
    expect(lectureNow()?.video?.name).toBe('a.mp4');
    expect(editor.$videoRemoving.get()).toBe(false);
  });

  it('uploads an attachment to the lecture', async () => {
    api.fetchLecture.mockResolvedValue(lectureDetailOf());
    await editor.loadLectureEditor('courses', 7, 1, 11);
    const file = new File(['x'], 'slides.pdf');
    editor.uploadAttachment(file);
    expect(uploads.uploadSmallFile).toHaveBeenCalledWith(file, 'attachment', {
      type: 'lecture-attachment',
      id: '11',
    });
    expect(editor.$attachmentUploads.get()).toMatchObject([
      { name: 'slides.pdf', status: 'QUEUE' },
    ]);
  });
});
