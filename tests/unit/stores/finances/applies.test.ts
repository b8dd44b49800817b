import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplyList } from '../../../../src/api/applies.ts';
import { apply } from './fixtures.ts';

const api = vi.hoisted(() => ({
  fetchApplies: vi.fn<(query: object, signal?: AbortSignal) => Promise<ApplyList>>(),
}));
vi.mock('../../../../src/api/applies.ts', () => api);

const list = await import('../../../../src/stores/finances/applies.ts');
const remittances = await import('../../../../src/stores/finances/remittances.ts');

describe('the payout requests list', () => {
  beforeEach(() => {
    api.fetchApplies.mockReset();
    api.fetchApplies.mockResolvedValue({
      data: [apply(1)],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
    });
    list.applyListLoader.reset();
  });

  it('reads the filters from the address and writes them back, the status always', () => {
    const filters = list.applyFiltersFromQuery(
      new URLSearchParams('status=PENDING&keyword=%20li%20&page=2'),
    );
    expect(filters).toEqual({ status: 'PENDING', keyword: 'li', page: 2 });
    expect(list.queryOfApplyFilters(filters)).toEqual({
      status: 'PENDING',
      keyword: 'li',
      page: 2,
    });
    expect(list.queryOfApplyFilters(list.defaultApplyFilters)).toEqual({
      status: 'ALL',
      keyword: undefined,
      page: undefined,
    });
  });

  it('unknown values fall back to ALL and page 1; a changed filter goes back to page 1', () => {
    expect(list.applyFiltersFromQuery(new URLSearchParams('status=NOPE&page=x'))).toEqual(
      list.defaultApplyFilters,
    );
    const on3 = { ...list.defaultApplyFilters, page: 3 };
    expect(list.changeApplyFilters(on3, { status: 'REJECTED' }).page).toBe(1);
    expect(list.changeApplyFilters(on3, { page: 4 }).page).toBe(4);
    expect(list.hasApplyFilters(on3)).toBe(false);
    expect(list.hasApplyFilters({ ...on3, status: 'PENDING' })).toBe(true);
  });

  it('asks the API with the filters, leaving out an empty keyword', async () => {
    await list.loadApplyList({ status: 'PENDING', keyword: '', page: 2 });
    expect(api.fetchApplies).toHaveBeenCalledWith(
      { status: 'PENDING', page: 2 },
      expect.any(AbortSignal),
    );
    expect(list.applyListLoader.$state.get().data?.data[0]?.id).toBe(1);
  });
});

describe('the remittances filters', () => {
  it('keep well-formed days and the keyword in the address, dropping malformed days', () => {
    const filters = remittances.remittanceFiltersFromQuery(
      new URLSearchParams('from=2026-11-01&to=2026-13-01&keyword=li'),
    );
    expect(filters).toEqual({ from: '2026-11-01', to: '', keyword: 'li', page: 1 });
    expect(remittances.queryOfRemittanceFilters(filters)).toEqual({
      from: '2026-11-01',
      to: undefined,
      keyword: 'li',
      page: undefined,
    });
    expect(remittances.hasRemittanceFilters(remittances.defaultRemittanceFilters)).toBe(false);
  });
});
