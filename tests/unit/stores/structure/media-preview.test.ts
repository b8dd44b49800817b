import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/client.ts';

const api = vi.hoisted(() => ({ fetchLectureMediaLink: vi.fn() }));
vi.mock('../../../../src/api/lectures.ts', () => api);

const {
  $mediaPreview,
  $mediaUnplayable,
  loadMediaPreview,
  markMediaUnplayable,
  mediaKindOf,
  retryMediaPreview,
} = await import('../../../../src/stores/structure/media-preview.ts');

const link = (url: string, mime_type = 'video/mp4') => ({
  url,
  mime_type,
  expires_at: '2026-11-28T12:00:00.000Z',
});

describe('media preview', () => {
  beforeEach(() => {
    api.fetchLectureMediaLink.mockReset();
  });

  it("loads the signed address of the lecture's stored upload, once per upload", async () => {
    api.fetchLectureMediaLink.mockResolvedValue(link('https://api.test/media?signature=a'));
    await loadMediaPreview({ lectureId: 7, uploadId: 'a'.repeat(32) });
    expect(api.fetchLectureMediaLink).toHaveBeenCalledWith(7, expect.any(AbortSignal));
    expect($mediaPreview.get()).toMatchObject({
      status: 'ready',
      data: { url: 'https://api.test/media?signature=a', mime_type: 'video/mp4' },
    });
    await loadMediaPreview({ lectureId: 7, uploadId: 'a'.repeat(32) });
    expect(api.fetchLectureMediaLink).toHaveBeenCalledTimes(1);

    // A replaced video is another upload: a new address.
    api.fetchLectureMediaLink.mockResolvedValue(link('https://api.test/media?signature=b'));
    await loadMediaPreview({ lectureId: 7, uploadId: 'b'.repeat(32) });
    expect(api.fetchLectureMediaLink).toHaveBeenCalledTimes(2);
    expect($mediaPreview.get().data?.url).toBe('https://api.test/media?signature=b');
  });

  it('fails without an address and loads a fresh one on retry, forgetting an unplayable one', async () => {
    api.fetchLectureMediaLink.mockRejectedValue(new ApiError(404, {}, 'Not found'));
    await loadMediaPreview({ lectureId: 8, uploadId: 'c'.repeat(32) });
    expect($mediaPreview.get().status).toBe('not-found');

    api.fetchLectureMediaLink.mockResolvedValue(link('https://api.test/media?signature=c'));
    await retryMediaPreview();
    expect($mediaPreview.get().status).toBe('ready');
    markMediaUnplayable('https://api.test/media?signature=c');
    expect($mediaUnplayable.get()).toBe('https://api.test/media?signature=c');
    await retryMediaPreview();
    expect($mediaUnplayable.get()).toBeNull();
    expect(api.fetchLectureMediaLink).toHaveBeenCalledTimes(3);
  });

  it('picks a video player, an audio player, or none by the type', () => {
    expect(mediaKindOf('video/webm')).toBe('video');
    expect(mediaKindOf('audio/mpeg')).toBe('audio');
    expect(mediaKindOf('application/octet-stream')).toBeNull();
  });
});
