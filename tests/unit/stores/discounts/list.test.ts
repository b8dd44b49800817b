import { describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  fetchDiscounts: vi.fn(() => Promise.resolve({ data: [], meta: {} })),
  fetchDiscountTargets: vi.fn(),
  previewDiscount: vi.fn(),
  createDiscount: vi.fn(),
  updateDiscount: vi.fn(),
  deleteDiscount: vi.fn(),
  endDiscount: vi.fn(),
}));
vi.mock('../../../../src/api/discounts.ts', () => api);

const list = await import('../../../../src/stores/discounts/list.ts');

describe('the discount list filters', () => {
  it('start at ALL and keep only what narrows the list in the address', () => {
    const filters = list.discountFiltersFromQuery(new URLSearchParams(''));
    expect(filters).toEqual({ status: 'ALL', keyword: '', page: 1 });
    expect(list.queryOfDiscountFilters(filters)).toEqual({
      status: undefined,
      keyword: undefined,
      page: undefined,
    });
    const read = list.discountFiltersFromQuery(
      new URLSearchParams('status=ENDED&keyword=%20go%20&page=3'),
    );
    expect(read).toEqual({ status: 'ENDED', keyword: 'go', page: 3 });
    expect(list.discountFiltersFromQuery(new URLSearchParams('status=NOPE&page=-1'))).toEqual(
      list.defaultDiscountFilters,
    );
    expect(list.changeDiscountFilters(read, { status: 'ACTIVE' }).page).toBe(1);
    expect(list.hasDiscountFilters(list.defaultDiscountFilters)).toBe(false);
  });

  it('load one kind with its filters (ALL sends no status)', async () => {
    await list.loadDiscountList({ kind: 'PACKAGE', filters: list.defaultDiscountFilters });
    expect(api.fetchDiscounts).toHaveBeenLastCalledWith(
      { page: 1, kind: 'PACKAGE' },
      expect.any(AbortSignal),
    );
    await list.loadDiscountList({
      kind: null,
      filters: { status: 'SCHEDULED', keyword: 'go', page: 2 },
    });
    expect(api.fetchDiscounts).toHaveBeenLastCalledWith(
      { page: 2, status: 'SCHEDULED', keyword: 'go' },
      expect.any(AbortSignal),
    );
  });
});
