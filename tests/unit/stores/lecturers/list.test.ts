import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LecturerListResponse } from '../../../../server/src/contract/lecturer-profiles.ts';

const api = vi.hoisted(() => ({
  fetchLecturers: vi.fn<(query: object, signal?: AbortSignal) => Promise<LecturerListResponse>>(),
}));
vi.mock('../../../../src/api/lecturer-profiles.ts', () => api);

const list = await import('../../../../src/stores/lecturers/list.ts');
const tabs = await import('../../../../src/stores/lecturers/tabs.ts');

describe('the lecturers list', () => {
  beforeEach(() => {
    api.fetchLecturers.mockReset();
    api.fetchLecturers.mockResolvedValue({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
    });
    list.lecturerListLoader.reset();
  });

  it('reads the filters from the address and writes back only those set', () => {
    const filters = list.lecturerFiltersFromQuery(
      new URLSearchParams('keyword=%20wang%20&status=SUSPENDED&page=3'),
    );
    expect(filters).toEqual({ keyword: 'wang', status: 'SUSPENDED', page: 3 });
    expect(list.queryOfLecturerFilters(filters)).toEqual({
      keyword: 'wang',
      status: 'SUSPENDED',
      page: 3,
    });
    expect(list.queryOfLecturerFilters(list.defaultLecturerFilters)).toEqual({
      keyword: undefined,
      status: undefined,
      page: undefined,
    });
  });

  it('falls back to ALL and page 1; a changed filter goes back to page 1', () => {
    expect(list.lecturerFiltersFromQuery(new URLSearchParams('status=GONE&page=x'))).toEqual(
      list.defaultLecturerFilters,
    );
    const on3 = { ...list.defaultLecturerFilters, page: 3 };
    expect(list.changeLecturerFilters(on3, { status: 'ACTIVE' }).page).toBe(1);
    expect(list.changeLecturerFilters(on3, { page: 4 }).page).toBe(4);
    expect(list.hasLecturerFilters(on3)).toBe(false);
    expect(list.hasLecturerFilters({ ...on3, keyword: 'a' })).toBe(true);
  });

  it('asks the API for the page, status and keyword of the filters', async () => {
    await list.loadLecturerList({ keyword: 'li', status: 'ACTIVE', page: 2 });
    expect(api.fetchLecturers).toHaveBeenCalledWith(
      { page: 2, status: 'ACTIVE', keyword: 'li' },
      expect.any(AbortSignal),
    );
    expect(list.lecturerListLoader.$state.get().status).toBe('ready');
  });

  it('reads the profile tab from the address, profiles when unknown', () => {
    expect(tabs.profileTabOf(new URLSearchParams('tab=incomes'))).toBe('incomes');
    expect(tabs.profileTabOf(new URLSearchParams('tab=payouts'))).toBe('profiles');
    expect(tabs.profileTabOf(new URLSearchParams(''))).toBe('profiles');
  });
});
