import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  AnnouncementList,
  AnnouncementUsage,
  InteractionCourses,
} from '../../../../src/api/announcements.ts';
import { announcement } from './fixtures.ts';

const api = vi.hoisted(() => ({
  fetchAnnouncements: vi.fn<(query: unknown, signal?: AbortSignal) => Promise<AnnouncementList>>(),
  fetchAnnouncementCourses:
    vi.fn<(lecturerId?: number, signal?: AbortSignal) => Promise<InteractionCourses>>(),
  fetchAnnouncementUsage:
    vi.fn<(lecturerId?: number, signal?: AbortSignal) => Promise<AnnouncementUsage>>(),
}));
vi.mock('../../../../src/api/announcements.ts', () => api);

const list = await import('../../../../src/stores/announcements/list.ts');

const page = (ids: number[], lastPage = 1): AnnouncementList => ({
  data: ids.map((id) => announcement(id)),
  meta: { current_page: 1, last_page: lastPage, per_page: 20, total: ids.length },
});

describe('announcement list filters in the address', () => {
  const { query } = list.announcementList;

  it('read the query, falling back to defaults for malformed values', () => {
    expect(query.fromQuery(new URLSearchParams('course_id=7&display=hidden&page=2'))).toEqual({
      course: 7,
      display: 'hidden',
      page: 2,
    });
    expect(query.fromQuery(new URLSearchParams('course_id=x&display=all&page=-1'))).toEqual(
      query.defaults,
    );
  });

  it('write only what differs from the defaults, the course as course_id', () => {
    expect(query.toQuery(query.defaults)).toEqual({
      course_id: undefined,
      display: undefined,
      page: undefined,
    });
    expect(query.toQuery({ course: 4, display: 'shown', page: 3 })).toEqual({
      course_id: 4,
      display: 'shown',
      page: '3',
    });
  });

  it('tell whether they narrow the list (the page does not)', () => {
    expect(query.narrows({ ...query.defaults, page: 3 })).toBe(false);
    expect(query.narrows({ ...query.defaults, course: 2 })).toBe(true);
    expect(query.narrows({ ...query.defaults, display: 'shown' })).toBe(true);
  });
});

describe('loading the list, the courses and the allowance', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    list.announcementList.loader.reset();
    list.announcementCoursesLoader.reset();
    list.usageLoader.reset();
  });

  it('asks for the filters that are set, display as 1 or 0, and the courses once', async () => {
    api.fetchAnnouncements.mockResolvedValue(page([1, 2], 2));
    api.fetchAnnouncementCourses.mockResolvedValue({ data: [] });
    await list.announcementList.load({ course: 5, display: 'hidden', page: 2 });
    expect(api.fetchAnnouncements).toHaveBeenLastCalledWith(
      { page: 2, course_id: 5, display: '0' },
      expect.any(AbortSignal),
    );
    expect(list.announcementList.loader.$state.get().data?.data.map((a) => a.id)).toEqual([1, 2]);
    await list.announcementList.load({ course: null, display: 'shown', page: 1 });
    expect(api.fetchAnnouncements).toHaveBeenLastCalledWith(
      { page: 1, display: '1' },
      expect.any(AbortSignal),
    );
    await list.announcementList.load(list.announcementList.query.defaults);
    expect(api.fetchAnnouncements).toHaveBeenLastCalledWith({ page: 1 }, expect.any(AbortSignal));
    // The course filter's choices: the viewer's own courses, asked once.
    expect(api.fetchAnnouncementCourses).toHaveBeenCalledTimes(1);
    expect(api.fetchAnnouncementCourses).toHaveBeenCalledWith(undefined, expect.any(AbortSignal));
  });

  it('loads the courses once, and a lecturer’s own allowance or the one an admin names', async () => {
    api.fetchAnnouncementCourses.mockResolvedValue({ data: [] });
    await list.loadAnnouncementCourses();
    await list.loadAnnouncementCourses();
    expect(api.fetchAnnouncementCourses).toHaveBeenCalledTimes(1);
    expect(api.fetchAnnouncementCourses).toHaveBeenLastCalledWith(
      undefined,
      expect.any(AbortSignal),
    );

    const usage = { limit: 10, used: 3, remaining: 7, resets_at: '2026-11-30T16:00:00.000Z' };
    api.fetchAnnouncementUsage.mockResolvedValue(usage);
    await list.loadUsage('own');
    expect(api.fetchAnnouncementUsage).toHaveBeenLastCalledWith(undefined, expect.any(AbortSignal));
    await list.loadUsage(9);
    expect(api.fetchAnnouncementUsage).toHaveBeenLastCalledWith(9, expect.any(AbortSignal));
    expect(list.usageLoader.dataFor(9)).toEqual(usage);
  });
});
