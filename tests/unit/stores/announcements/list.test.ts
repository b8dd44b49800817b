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
  it('read the query, falling back to defaults for malformed values', () => {
    expect(
      list.announcementFiltersFromQuery(new URLSearchParams('course_id=7&display=hidden&page=2')),
    ).toEqual({ course: 7, display: 'hidden', page: 2 });
    expect(
      list.announcementFiltersFromQuery(new URLSearchParams('course_id=x&display=all&page=-1')),
    ).toEqual(list.defaultAnnouncementFilters);
  });

  it('write only what differs from the defaults, and read back the same filters', () => {
    expect(list.queryOfAnnouncementFilters(list.defaultAnnouncementFilters)).toEqual({
      course_id: undefined,
      display: undefined,
      page: undefined,
    });
    const filters = { course: 4, display: 'shown' as const, page: 3 };
    const query = new URLSearchParams(
      Object.entries(list.queryOfAnnouncementFilters(filters)).flatMap(([key, value]) =>
        value === undefined ? [] : [[key, String(value)]],
      ),
    );
    expect(list.announcementFiltersFromQuery(query)).toEqual(filters);
  });

  it('go back to page 1 on any change but the page, and tell whether they narrow the list', () => {
    const on3 = { ...list.defaultAnnouncementFilters, page: 3 };
    expect(list.changeAnnouncementFilters(on3, { display: 'hidden' }).page).toBe(1);
    expect(list.changeAnnouncementFilters(on3, { page: 4 }).page).toBe(4);
    expect(list.hasAnnouncementFilters(on3)).toBe(false);
    expect(list.hasAnnouncementFilters({ ...on3, course: 2 })).toBe(true);
    expect(list.hasAnnouncementFilters({ ...on3, display: 'shown' })).toBe(true);
  });
});

describe('loading the list, the courses and the allowance', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    list.announcementListLoader.reset();
    list.announcementCoursesLoader.reset();
    list.usageLoader.reset();
  });

  it('asks for the filters that are set, display as 1 or 0', async () => {
    api.fetchAnnouncements.mockResolvedValue(page([1, 2], 2));
    await list.loadAnnouncementList({ course: 5, display: 'hidden', page: 2 });
    expect(api.fetchAnnouncements).toHaveBeenLastCalledWith(
      { page: 2, course_id: 5, display: '0' },
      expect.any(AbortSignal),
    );
    expect(list.announcementListLoader.$state.get().data?.data.map((a) => a.id)).toEqual([1, 2]);
    await list.loadAnnouncementList({ course: null, display: 'shown', page: 1 });
    expect(api.fetchAnnouncements).toHaveBeenLastCalledWith(
      { page: 1, display: '1' },
      expect.any(AbortSignal),
    );
    await list.loadAnnouncementList(list.defaultAnnouncementFilters);
    expect(api.fetchAnnouncements).toHaveBeenLastCalledWith({ page: 1 }, expect.any(AbortSignal));
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
