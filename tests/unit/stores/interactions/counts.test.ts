import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../support/deferred.ts';

const api = vi.hoisted(() => ({
  fetchWaiting: vi.fn(),
  fetchInteractionCourses: vi.fn(),
  fetchInteractionLectures: vi.fn(),
}));
vi.mock('../../../../src/api/interactions.ts', () => api);

const counts = await import('../../../../src/stores/interactions/counts.ts');

const answer = (total: number) => ({
  total,
  by_type: { comments: total, discussions: 0, feedbacks: 0, creations: 0 },
});

describe('waiting counts', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    counts.$waiting.set(null);
    counts.coursesLoader.reset();
    counts.lecturesLoader.reset();
  });

  it('ask the API, and again only when older than the age asked for', async () => {
    api.fetchWaiting.mockResolvedValue(answer(12));
    await counts.refreshWaiting(60_000);
    expect(counts.$waiting.get()?.total).toBe(12);
    await counts.refreshWaiting(60_000);
    expect(api.fetchWaiting).toHaveBeenCalledTimes(1);
    api.fetchWaiting.mockResolvedValue(answer(11));
    await counts.refreshWaiting();
    expect(counts.$waiting.get()?.total).toBe(11);
  });

  it('share one request between callers that accept a recent answer', async () => {
    const pending = deferred<ReturnType<typeof answer>>();
    api.fetchWaiting.mockReturnValue(pending.promise);
    const first = counts.refreshWaiting(60_000);
    const second = counts.refreshWaiting(60_000);
    pending.resolve(answer(3));
    await Promise.all([first, second]);
    expect(api.fetchWaiting).toHaveBeenCalledTimes(1);
    expect(counts.$waiting.get()?.total).toBe(3);
  });

  it('keep the last counts when asking fails', async () => {
    api.fetchWaiting.mockResolvedValue(answer(4));
    await counts.refreshWaiting();
    api.fetchWaiting.mockRejectedValue(new Error('offline'));
    await counts.refreshWaiting();
    expect(counts.$waiting.get()?.total).toBe(4);
  });

  it('refresh the courses only once they have been loaded', async () => {
    api.fetchWaiting.mockResolvedValue(answer(1));
    api.fetchInteractionCourses.mockResolvedValue({ data: [] });
    await counts.refreshCounts();
    expect(api.fetchInteractionCourses).not.toHaveBeenCalled();
    await counts.loadCourses();
    await counts.refreshCounts();
    expect(api.fetchInteractionCourses).toHaveBeenCalledTimes(2);
  });

  it('load a course’s lectures for the lecture filter', async () => {
    api.fetchInteractionLectures.mockResolvedValue({
      data: [{ id: 1, title: 'Washes', chapter_title: 'Basics' }],
    });
    await counts.loadLectures(10);
    expect(api.fetchInteractionLectures).toHaveBeenCalledWith(10, expect.any(AbortSignal));
    expect(counts.lecturesLoader.dataFor(10)?.data[0]?.title).toBe('Washes');
  });
});
