import { describe, expect, it, vi } from 'vitest';
import type {
  MemberExportQuery,
  MemberListQuery,
} from '../../../../server/src/contract/members.ts';
import type { ExportRun } from '../../../../src/stores/exports.ts';
import { ApiError } from '../../../../src/api/client.ts';
import type { SessionState } from '../../../../src/stores/session.ts';
import type { MemberList, PurchasedList } from '../../../../src/api/members.ts';

const api = vi.hoisted(() => ({
  fetchMembers: vi.fn<(query: MemberListQuery, signal?: AbortSignal) => Promise<MemberList>>(),
  fetchPurchased:
    vi.fn<(id: number, page: number, signal?: AbortSignal) => Promise<PurchasedList>>(),
  fetchMemberCoupons: vi.fn(),
  exportMembers: vi.fn<(query: MemberExportQuery) => ExportRun>(),
}));
vi.mock('../../../../src/api/members.ts', () => api);

const { canExportMembers, exportMemberList, exportSelectedMembers, memberList } =
  await import('../../../../src/stores/members/list.ts');
const { purchasedList } = await import('../../../../src/stores/members/records.ts');

const meta = { current_page: 2, last_page: 2, per_page: 20, total: 21 };

describe('the members list filters', () => {
  const { query } = memberList;

  it('reads the address, dropping unknown values; the order narrows nothing', () => {
    const filters = query.fromQuery(
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
    expect(query.narrows(filters)).toBe(true);
    expect(query.narrows({ ...query.defaults, sort: 'name' })).toBe(false);
  });

  it('writes only the filters not at their default', () => {
    expect(query.toQuery({ ...query.defaults, page: 4 })).toEqual({
      keyword: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
      sort: undefined,
      page: '4',
    });
    expect(query.toQuery({ ...query.defaults, status: 'ACTIVE', sort: 'name' })).toMatchObject({
      status: 'ACTIVE',
      sort: 'name',
    });
  });

  it('exports the selected members only, with the filters and order, and reloads nothing', async () => {
    api.fetchMembers.mockResolvedValue({ data: [], meta });
    // The download fails here (no file to save in Node): said in a toast, nothing thrown.
    api.exportMembers.mockReturnValue(() => Promise.reject(new ApiError(500, {}, 'Server error')));
    await memberList.load({ ...query.defaults, sort: 'name' });
    await expect(exportSelectedMembers([5, 9])).resolves.toBe(false);
    expect(api.exportMembers).toHaveBeenLastCalledWith({
      status: 'ALL',
      sort: 'name',
      ids: [5, 9],
    });
    api.exportMembers.mockReset();
  });

  it('loads the page the filters name, sending only the set ones', async () => {
    api.fetchMembers.mockResolvedValue({ data: [], meta });
    await memberList.load({ ...query.defaults, keyword: '0912', to: '2026-11-30', page: 2 });
    expect(api.fetchMembers).toHaveBeenCalledWith(
      { page: 2, status: 'ALL', sort: 'latest', keyword: '0912', to: '2026-11-30' },
      expect.any(AbortSignal),
    );
    expect(memberList.loader.$state.get().status).toBe('ready');
  });
});

/** A signed-in administrator holding some permissions. */
function admin(permissions: string[]): SessionState {
  return {
    status: 'ready',
    me: {} as Extract<SessionState, { status: 'ready' }>['me'],
    persona: 'admin',
    permissions,
    sections: ['members'],
  };
}

describe('the members export', () => {
  it("asks for exactly the list's filters and order, without the page", async () => {
    api.fetchMembers.mockResolvedValue({ data: [], meta });
    api.exportMembers.mockReturnValue(() => Promise.reject(new Error('not downloaded here')));
    await memberList.load(
      memberList.query.fromQuery(
        new URLSearchParams('keyword=王&status=BLOCKED&from=2026-11-01&sort=name&page=2'),
      ),
    );
    await expect(exportMemberList(new AbortController().signal, () => undefined)).rejects.toThrow();
    const listed = api.fetchMembers.mock.calls.at(-1)?.[0];
    const [exported] = api.exportMembers.mock.calls[0] ?? [];
    const { page, ...withoutPage } = listed ?? { page: 0 };
    expect(page).toBe(2);
    expect(exported).toEqual(withoutPage);
    expect(exported).toEqual({
      keyword: '王',
      status: 'BLOCKED',
      from: '2026-11-01',
      sort: 'name',
    });
  });

  it('only a viewer with the export permission may export', () => {
    expect(canExportMembers(admin(['v2_member.*', 'export.*']))).toBe(true);
    expect(canExportMembers(admin(['v2_order.*', 'v2_member.*']))).toBe(false);
    expect(canExportMembers({ status: 'loading' })).toBe(false);
  });
});

describe('what a member bought', () => {
  it("loads the page of the route's member", async () => {
    api.fetchPurchased.mockResolvedValue({ data: [], meta });
    await purchasedList.load({ page: 2 }, { member_id: '7' });
    expect(api.fetchPurchased).toHaveBeenCalledWith(7, 2, expect.any(AbortSignal));
  });
});
