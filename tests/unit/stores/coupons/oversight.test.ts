import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  Coupon,
  CouponListResponse as CouponList,
  CouponStopBody,
} from '../../../../server/src/contract/coupons.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { catalogs } from '../../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../../src/i18n/compile.ts';
import { $i18n } from '../../../../src/stores/i18n.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { coupon } from './fixtures.ts';

const api = vi.hoisted(() => ({
  fetchCoupons: vi.fn<(query: object, signal?: AbortSignal) => Promise<CouponList>>(),
  fetchCoupon: vi.fn<(code: string, signal?: AbortSignal) => Promise<Coupon>>(),
  stopCoupon: vi.fn<(code: string, body: CouponStopBody) => Promise<Coupon>>(),
}));
vi.mock('../../../../src/api/coupons.ts', () => api);

const {
  $couponStop,
  $couponStopReason,
  confirmCouponStop,
  couponStop,
  editCouponStopReason,
  openCouponStop,
} = await import('../../../../src/stores/coupons/oversight.ts');
const { couponLoader } = await import('../../../../src/stores/coupons/form.ts');
const { couponList } = await import('../../../../src/stores/coupons/list.ts');
$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });

const toasts = () => $toasts.get().map((toast) => `${toast.type}: ${toast.message}`);

describe("an administrator ending or disabling a lecturer's coupon", () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    $toasts.set([]);
    couponLoader.reset();
    couponList.loader.reset();
  });

  it('sends the action with the reason, closes the dialog and shows the coupon ended', async () => {
    couponLoader.set('hugeoff', coupon('HugeOff'));
    api.stopCoupon.mockResolvedValue(coupon('HugeOff', { status: 'EXPIRED' }));
    openCouponStop('HugeOff', 'end');
    editCouponStopReason('金額異常');
    expect(await confirmCouponStop()).toBe(true);
    expect(api.stopCoupon).toHaveBeenCalledWith('HugeOff', { action: 'end', reason: '金額異常' });
    expect($couponStop.get()).toBeNull();
    expect(couponLoader.dataFor()?.status).toBe('EXPIRED');
    expect(toasts()).toEqual(['success: The coupon HugeOff has ended.']);
  });

  it("shows the server's refusal at the reason and keeps the dialog and what was typed", async () => {
    api.stopCoupon.mockRejectedValue(
      new ApiError(400, { reason: ['This field is required.'] }, 'This field is required.'),
    );
    openCouponStop('HugeOff', 'disable');
    editCouponStopReason('  ');
    expect(await confirmCouponStop()).toBe(false);
    expect(couponStop.$error.get()).toBe('This field is required.');
    expect($couponStop.get()).toEqual({ code: 'HugeOff', action: 'disable' });
    expect($couponStopReason.get()).toBe('  ');
    expect(toasts()).toEqual([]);
  });

  it('opens with an empty reason and no earlier refusal', async () => {
    api.stopCoupon.mockRejectedValue(new ApiError(400, { reason: ['Required'] }, 'Required'));
    openCouponStop('A1', 'end');
    await confirmCouponStop();
    editCouponStopReason('typed');
    openCouponStop('B2', 'disable');
    expect($couponStopReason.get()).toBe('');
    expect(couponStop.$error.get()).toBeNull();
  });

  it('the list filters by owner for the API', async () => {
    api.fetchCoupons.mockResolvedValue({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
    });
    await couponList.load({ ...couponList.query.defaults, owner: '12' });
    expect(api.fetchCoupons).toHaveBeenLastCalledWith(
      { status: 'ALL', sort: 'latest', page: 1, owner: 12 },
      expect.any(AbortSignal),
    );
    await couponList.load({ ...couponList.query.defaults, owner: 'platform' });
    expect(api.fetchCoupons).toHaveBeenLastCalledWith(
      { status: 'ALL', sort: 'latest', page: 1, owner: 'platform' },
      expect.any(AbortSignal),
    );
  });
});
