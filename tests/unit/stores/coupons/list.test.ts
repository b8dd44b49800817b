import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CouponBulkAction,
  CouponListResponse as CouponList,
} from '../../../../server/src/contract/coupons.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { $confirm, answerConfirm } from '../../../../src/stores/unsaved.ts';
import { coupon } from './fixtures.ts';

const api = vi.hoisted(() => ({
  fetchCoupons: vi.fn<(query: object, signal?: AbortSignal) => Promise<CouponList>>(),
  bulkCoupons: vi.fn<(action: CouponBulkAction, codes: readonly string[]) => Promise<unknown>>(),
}));
vi.mock('../../../../src/api/coupons.ts', () => api);

const list = await import('../../../../src/stores/coupons/list.ts');

const page = (codes: string[]): CouponList => ({
  data: codes.map((code) => coupon(code)),
  meta: { current_page: 1, last_page: 1, per_page: 20, total: codes.length },
});

describe('the coupon list', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.fetchCoupons.mockResolvedValue(page(['A1', 'B2']));
    api.bulkCoupons.mockResolvedValue({ data: [] });
    $toasts.set([]);
    list.couponListLoader.reset();
    list.$selectedCoupons.set([]);
  });

  it('the status starts at ALL and stays in the address; other defaults are left out', () => {
    const filters = list.couponFiltersFromQuery(new URLSearchParams(''));
    expect(filters).toEqual(list.defaultCouponFilters);
    expect(list.queryOfCouponFilters(filters)).toEqual({
      status: 'ALL',
      keyword: undefined,
      isBundle: undefined,
      sort: undefined,
      page: undefined,
    });
  });

  it('reads filters from the address, unknown values falling back', () => {
    expect(
      list.couponFiltersFromQuery(
        new URLSearchParams('status=EXPIRED&keyword=%20vip%20&isBundle=1&sort=code&page=3'),
      ),
    ).toEqual({ status: 'EXPIRED', keyword: 'vip', isBundle: '1', sort: 'code', page: 3 });
    expect(
      list.couponFiltersFromQuery(new URLSearchParams('status=NOPE&isBundle=2&sort=x&page=-1')),
    ).toEqual(list.defaultCouponFilters);
  });

  it('a changed filter goes back to page 1; the order and page narrow nothing', () => {
    const on3 = { ...list.defaultCouponFilters, page: 3 };
    expect(list.changeCouponFilters(on3, { status: 'ACTIVE' }).page).toBe(1);
    expect(list.changeCouponFilters(on3, { page: 4 }).page).toBe(4);
    expect(list.hasCouponFilters({ ...on3, sort: 'code' })).toBe(false);
    expect(list.hasCouponFilters({ ...on3, keyword: 'x' })).toBe(true);
  });

  it('asks the API with the filters, leaving out empty ones', async () => {
    await list.loadCouponList({ ...list.defaultCouponFilters, isBundle: '0' });
    expect(api.fetchCoupons).toHaveBeenCalledWith(
      { status: 'ALL', sort: 'latest', page: 1, isBundle: '0' },
      expect.any(AbortSignal),
    );
  });

  it('selects rows one by one or all, and a reload clears the selection', async () => {
    list.toggleCoupon('A1', true);
    list.toggleCoupon('B2', true);
    list.toggleCoupon('A1', false);
    expect(list.$selectedCoupons.get()).toEqual(['B2']);
    list.selectAllCoupons(['A1', 'B2'], true);
    expect(list.$selectedCoupons.get()).toEqual(['A1', 'B2']);
    await list.loadCouponList(list.defaultCouponFilters);
    expect(list.$selectedCoupons.get()).toEqual([]);
  });

  it('disables the selected coupons at once, with a toast and a reload', async () => {
    await list.loadCouponList(list.defaultCouponFilters);
    list.selectAllCoupons(['A1', 'B2'], true);
    await expect(list.runBulkAction('disable')).resolves.toBe(true);
    expect(api.bulkCoupons).toHaveBeenCalledWith('disable', ['A1', 'B2']);
    expect($toasts.get().map((toast) => toast.type)).toEqual(['success']);
    expect(api.fetchCoupons).toHaveBeenCalledTimes(2);
    expect(list.$selectedCoupons.get()).toEqual([]);
  });

  it('"end now" asks first; cancelled changes nothing', async () => {
    list.toggleCoupon('A1', true);
    const cancelled = list.runBulkAction('end');
    expect($confirm.get()?.danger).toBe(true);
    answerConfirm(false);
    await expect(cancelled).resolves.toBe(false);
    expect(api.bulkCoupons).not.toHaveBeenCalled();
    const confirmed = list.runBulkAction('end');
    answerConfirm(true);
    await expect(confirmed).resolves.toBe(true);
    expect(api.bulkCoupons).toHaveBeenCalledWith('end', ['A1']);
  });

  it('does nothing with no row selected', async () => {
    await expect(list.runBulkAction('enable')).resolves.toBe(false);
    expect(api.bulkCoupons).not.toHaveBeenCalled();
  });
});
