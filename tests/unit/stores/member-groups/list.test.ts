import { describe, expect, it, vi } from 'vitest';
import type { MemberGroupList } from '../../../../src/api/member-groups.ts';

const api = vi.hoisted(() => ({
  fetchMemberGroups: vi.fn<(query: object, signal?: AbortSignal) => Promise<MemberGroupList>>(),
}));
vi.mock('../../../../src/api/member-groups.ts', () => api);

const { groupList } = await import('../../../../src/stores/member-groups/list.ts');

describe('the member groups list', () => {
  const { query } = groupList;

  it('reads the keyword and the page from the address, a malformed page as the first', () => {
    expect(query.fromQuery(new URLSearchParams('keyword=%20VIP%20&page=3'))).toEqual({
      keyword: 'VIP',
      page: 3,
    });
    expect(query.fromQuery(new URLSearchParams('page=-2')).page).toBe(1);
  });

  it('writes only what is set', () => {
    expect(query.toQuery(query.defaults)).toEqual({ keyword: undefined, page: undefined });
    expect(query.toQuery({ keyword: 'VIP', page: 2 })).toEqual({ keyword: 'VIP', page: '2' });
  });

  it('asks the API for the page and the keyword set', async () => {
    api.fetchMemberGroups.mockResolvedValue({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
    });
    await groupList.load({ keyword: '', page: 2 });
    expect(api.fetchMemberGroups).toHaveBeenCalledWith({ page: 2 }, expect.any(AbortSignal));
  });
});
