import { describe, expect, it, vi } from 'vitest';
import type { MemberListQuery } from '../../../../server/src/contract/members.ts';
import type { MemberList } from '../../../../src/api/members.ts';

const api = vi.hoisted(() => ({
  fetchMembers: vi.fn<(query: MemberListQuery, signal?: AbortSignal) => Promise<MemberList>>(),
}));
vi.mock('../../../../src/api/members.ts', () => api);

const list = await import('../../../../src/stores/members/list.ts');

describe('the members list filters', () => {
  it('reads the address, dropping unknown values', () => {
    const filters = list.memberFiltersFromQuery(
      new URLSearchParams('keyword= 王 &status=BLOCKED&from=2026-11-01&to=nope&sort=odd&page=3'),
    );
    expect(filters).toEqual({
      keyword: '王',
      status: 'BLOCKED',
      from: '2026-11-01',
      to: '',
      sort: 'latest',
      page: 3,
    });
    expect(list.hasMemberFilters(filters)).toBe(true);
    expect(list.hasMemberFilters(list.defaultMemberFilters)).toBe(false);
  });

  it('writes only the filters set, and goes back to page 1 when one changes', () => {
    const filters = { ...list.defaultMemberFilters, page: 4 };
    expect(list.queryOfMemberFilters(filters)).toEqual({
      keyword: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
      sort: undefined,
      page: 4,
    });
    const changed = list.changeMemberFilters(filters, { status: 'ACTIVE', sort: 'name' });
    expect(changed).toMatchObject({ status: 'ACTIVE', sort: 'name', page: 1 });
    expect(list.changeMemberFilters(filters, { page: 2 }).page).toBe(2);
  });

  it('loads the page the filters name, sending only the set ones', async () => {
    api.fetchMembers.mockResolvedValue({
      data: [],
      meta: { current_page: 2, last_page: 2, per_page: 20, total: 21 },
    });
    await list.loadMemberList({
      ...list.defaultMemberFilters,
      keyword: '0912',
      to: '2026-11-30',
      page: 2,
    });
    expect(api.fetchMembers).toHaveBeenCalledWith(
      { page: 2, status: 'ALL', sort: 'latest', keyword: '0912', to: '2026-11-30' },
      expect.any(AbortSignal),
    );
    expect(list.memberListLoader.$state.get().status).toBe('ready');
  });
});
