import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LecturerListResponse } from '../../../../server/src/contract/lecturer-profiles.ts';

const api = vi.hoisted(() => ({
  fetchLecturers: vi.fn<(query: object, signal?: AbortSignal) => Promise<LecturerListResponse>>(),
}));
vi.mock('../../../../src/api/lecturer-profiles.ts', () => api);

const { lecturerList } = await import('../../../../src/stores/lecturers/list.ts');
const tabs = await import('../../../../src/stores/lecturers/tabs.ts');

describe('the lecturers list', () => {
  beforeEach(() => {
    api.fetchLecturers.mockReset();
    api.fetchLecturers.mockResolvedValue({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
    });
    lecturerList.loader.reset();
  });

  it('reads the keyword and status from the address, unknown values as ALL', () => {
    const { query } = lecturerList;
    expect(
      query.fromQuery(new URLSearchParams('keyword=%20wang%20&status=SUSPENDED&page=3')),
    ).toEqual({ keyword: 'wang', status: 'SUSPENDED', page: 3 });
    expect(query.fromQuery(new URLSearchParams('status=GONE&page=x'))).toEqual(query.defaults);
  });

  it('asks the API for the page, status and keyword of the filters', async () => {
    await lecturerList.load({ keyword: 'li', status: 'ACTIVE', page: 2 });
    expect(api.fetchLecturers).toHaveBeenCalledWith(
      { page: 2, status: 'ACTIVE', keyword: 'li' },
      expect.any(AbortSignal),
    );
    expect(lecturerList.loader.$state.get().status).toBe('ready');
  });

  it('reads the profile tab from the address, profiles when unknown', () => {
    expect(tabs.profileTabOf(new URLSearchParams('tab=incomes'))).toBe('incomes');
    expect(tabs.profileTabOf(new URLSearchParams('tab=payouts'))).toBe('profiles');
    expect(tabs.profileTabOf(new URLSearchParams(''))).toBe('profiles');
  });
});
