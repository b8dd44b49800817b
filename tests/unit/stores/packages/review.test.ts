import { describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  fetchPackages: vi.fn(() => Promise.resolve({ data: [], meta: { last_page: 1 } })),
}));
vi.mock('../../../../src/api/packages.ts', () => api);

const { packageReviewList } = await import('../../../../src/stores/packages/review.ts');
const { query } = packageReviewList;

describe("the administrators' bundle review", () => {
  it('reads the keyword and status from the address, an unknown status as every status', () => {
    expect(query.fromQuery(new URLSearchParams('keyword=go&status=PUBLISH&page=3'))).toEqual({
      keyword: 'go',
      status: 'PUBLISH',
      owner: '',
      page: 3,
    });
    expect(query.fromQuery(new URLSearchParams('status=GONE'))).toEqual(query.defaults);
    expect(query.narrows({ ...query.defaults, status: 'CLOSED' })).toBe(true);
  });

  it('asks the API for every lecturer’s bundles of the filters, and only the filters set', async () => {
    await packageReviewList.load({ keyword: '', status: 'DRAFT', owner: '', page: 2 });
    expect(api.fetchPackages).toHaveBeenLastCalledWith(
      { page: 2, status: 'DRAFT' },
      expect.any(AbortSignal),
    );
    await packageReviewList.load({ keyword: 'go', status: '', owner: '', page: 1 });
    expect(api.fetchPackages).toHaveBeenLastCalledWith(
      { page: 1, keyword: 'go' },
      expect.any(AbortSignal),
    );
  });

  it("keeps the owner in the address and asks the API for one lecturer's bundles", async () => {
    const read = query.fromQuery(new URLSearchParams('owner=12'));
    expect(read).toEqual({ ...query.defaults, owner: '12' });
    expect(query.narrows(read)).toBe(true);
    expect(query.toQuery(query.defaults)['owner']).toBeUndefined();
    await packageReviewList.load(read);
    expect(api.fetchPackages).toHaveBeenLastCalledWith(
      { page: 1, owner: 12 },
      expect.any(AbortSignal),
    );
  });
});
