import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Coupon, CouponUpdateBody } from '../../../../server/src/contract/coupons.ts';
import type { CouponGroups } from '../../../../src/api/coupons.ts';
import { coupon } from './fixtures.ts';

const api = vi.hoisted(() => ({
  fetchCoupon: vi.fn<(code: string) => Promise<Coupon>>(),
  fetchCouponGroups: vi.fn<(query: { page: number; per_page?: number }) => Promise<CouponGroups>>(),
  createCoupon: vi.fn(),
  updateCoupon: vi.fn<(code: string, body: CouponUpdateBody) => Promise<Coupon>>(),
  deleteCoupon: vi.fn(),
  previewCoupon: vi.fn(),
}));
vi.mock('../../../../src/api/coupons.ts', () => api);

const form = await import('../../../../src/stores/coupons/form.ts');
const audience = await import('../../../../src/stores/coupons/audience.ts');
const vip = { id: 4, name: 'VIP' };

describe("a platform coupon's audience", () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
  });

  it('loads the group of a coupon limited to one, and sends its id', async () => {
    api.fetchCoupon.mockResolvedValue(coupon('VIPONLY', { owner: null, group: vip }));
    await form.startCouponEdit('VIPONLY', true);
    expect(form.couponForm.$values.get().group_id).toEqual(vip);
    expect(form.updateBodyOfDraft(form.couponForm.$values.get()).group_id).toBe(4);
  });

  it('opens a coupon to everyone (null) and limits it to a group chosen from the list', async () => {
    api.fetchCouponGroups.mockResolvedValue({
      data: [vip],
      meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 },
    });
    form.startCouponCreate();
    expect(form.updateBodyOfDraft(form.couponForm.$values.get()).group_id).toBeNull();
    await audience.loadCouponGroups();
    expect(api.fetchCouponGroups).toHaveBeenCalledWith(
      { page: 1, per_page: 100 },
      expect.anything(),
    );
    audience.setCouponAudience(vip);
    expect(form.updateBodyOfDraft(form.couponForm.$values.get()).group_id).toBe(4);
    audience.setCouponAudience(null);
    expect(form.updateBodyOfDraft(form.couponForm.$values.get()).group_id).toBeNull();
  });
});
