import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CouponChoice,
  GiveCouponBody,
  GrantBody,
  GrantChoice,
  GrantedItem,
  MemberCoupons,
  RevokeBody,
} from '../../../../server/src/contract/members.ts';
import { ApiError } from '../../../../src/api/client.ts';

const api = vi.hoisted(() => ({
  fetchCouponChoices:
    vi.fn<(id: number, keyword: string, signal?: AbortSignal) => Promise<CouponChoice[]>>(),
  giveCoupon: vi.fn<(id: number, body: GiveCouponBody) => Promise<MemberCoupons>>(),
  fetchGrants: vi.fn<(id: number, signal?: AbortSignal) => Promise<GrantedItem[]>>(),
  fetchGrantChoices:
    vi.fn<(id: number, keyword: string, signal?: AbortSignal) => Promise<GrantChoice[]>>(),
  grantItem: vi.fn<(id: number, body: GrantBody) => Promise<GrantedItem[]>>(),
  revokeItem: vi.fn<(id: number, itemId: number, body: RevokeBody) => Promise<GrantedItem[]>>(),
  fetchMemberCoupons: vi.fn(),
  fetchPurchased: vi.fn(),
  fetchMember: vi.fn(),
}));
vi.mock('../../../../src/api/members.ts', () => api);

const { catalogs } = await import('../../../../src/i18n/catalogs.ts');
const { compileMessages } = await import('../../../../src/i18n/compile.ts');
const { $i18n } = await import('../../../../src/stores/i18n.ts');
const { message } = await import('../../../../server/src/i18n/messages.ts');
const store = await import('../../../../src/stores/members/acting.ts');
const { memberCouponsLoader } = await import('../../../../src/stores/members/records.ts');
const { $auditVersion } = await import('../../../../src/stores/members/member.ts');

$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });

const coupon: CouponChoice = {
  id: 31,
  code: 'SORRY100',
  title: '客服補償券',
  type: 'AMOUNT',
  amount: 100,
  rate: null,
  ends_at: null,
  owned: false,
};

const item: GrantChoice = { id: 5, kind: 'courses', title: '贈送的課程', has_access: false };

const granted: GrantedItem = {
  item: { id: 5, kind: 'courses', title: '贈送的課程' },
  granted_at: '2026-11-28T02:00:00.000Z',
  granted_by: { id: 2, name: 'Staff' },
};

describe('giving a coupon', () => {
  beforeEach(() => {
    api.giveCoupon.mockReset();
    api.fetchCouponChoices.mockReset();
    api.fetchCouponChoices.mockResolvedValue([coupon]);
    store.openGiveCoupon(7);
  });

  it("asks for a coupon and a reason first, in the server's words, calling nothing", async () => {
    await expect(store.submitGiveCoupon(7)).resolves.toBe(false);
    expect(store.giveCouponForm.$errors.get()).toEqual({
      coupon_id: [message('en', 'member.couponUnknown')],
      reason: [message('en', 'member.reasonEmpty')],
    });
    store.pickCoupon(coupon);
    expect(store.giveCouponForm.errorOf('coupon_id')).toBeUndefined();
    expect(store.giveCouponForm.errorOf('reason')).toBeDefined();
    expect(api.giveCoupon).not.toHaveBeenCalled();
    expect(store.$giveCouponOpen.get()).toBe(true);
  });

  it('lists the newest coupons when opened and searches by what is typed', async () => {
    expect(api.fetchCouponChoices).toHaveBeenCalledWith(7, '', expect.any(AbortSignal));
    await store.couponSearch.search(7, ' sorry ');
    expect(api.fetchCouponChoices).toHaveBeenLastCalledWith(7, 'sorry', expect.any(AbortSignal));
    expect(store.couponSearch.$state.get()).toMatchObject({ status: 'ready', results: [coupon] });
  });

  it('gives it, shows it on the coupon tab at once, closes and moves the audit trail', async () => {
    const version = $auditVersion.get();
    const owned: MemberCoupons = {
      owned: [{ ...coupon, granted_at: '2026-11-28T02:00:00.000Z', used: false }],
      used: [],
    };
    api.giveCoupon.mockResolvedValue(owned);
    store.pickCoupon(coupon);
    store.giveCouponForm.set('reason', ' 課程延誤補償 ');
    await expect(store.submitGiveCoupon(7)).resolves.toBe(true);
    expect(api.giveCoupon).toHaveBeenCalledWith(7, { coupon_id: 31, reason: '課程延誤補償' });
    expect(memberCouponsLoader.dataFor(7)).toEqual(owned);
    expect(store.$giveCouponOpen.get()).toBe(false);
    expect($auditVersion.get()).toBe(version + 1);
  });

  it('keeps the dialog and what was typed when the server refuses the coupon', async () => {
    const refusal = message('en', 'member.couponOwned');
    api.giveCoupon.mockRejectedValue(new ApiError(400, { coupon_id: [refusal] }, refusal));
    store.pickCoupon(coupon);
    store.giveCouponForm.set('reason', 'Again');
    await expect(store.submitGiveCoupon(7)).resolves.toBe(false);
    expect(store.$giveCouponOpen.get()).toBe(true);
    expect(store.giveCouponForm.$values.get()).toEqual({ coupon, reason: 'Again' });
    expect(store.giveCouponForm.errorOf('coupon_id')).toBe(refusal);
  });
});

describe('granting and revoking access', () => {
  beforeEach(() => {
    api.grantItem.mockReset();
    api.revokeItem.mockReset();
    api.fetchGrantChoices.mockResolvedValue([item]);
    store.grantsLoader.set(7, []);
  });

  it('grants the picked item with the reason and lists it as granted at once', async () => {
    store.openGrant(7);
    await expect(store.submitGrant(7)).resolves.toBe(false);
    expect(store.grantForm.$errors.get()).toEqual({
      item_id: [message('en', 'member.itemUnknown')],
      reason: [message('en', 'member.reasonEmpty')],
    });
    api.grantItem.mockResolvedValue([granted]);
    store.pickItem(item);
    store.grantForm.set('reason', '講師邀請');
    await expect(store.submitGrant(7)).resolves.toBe(true);
    expect(api.grantItem).toHaveBeenCalledWith(7, { item_id: 5, reason: '講師邀請' });
    expect(store.grantsLoader.dataFor(7)).toEqual([granted]);
    expect(store.$grantOpen.get()).toBe(false);
  });

  it('revokes only after a reason, then drops the item from the granted list', async () => {
    store.grantsLoader.set(7, [granted]);
    store.openRevoke(granted);
    await expect(store.submitRevoke(7)).resolves.toBe(false);
    expect(store.revokeForm.errorOf('reason')).toBe(message('en', 'member.reasonEmpty'));
    expect(api.revokeItem).not.toHaveBeenCalled();
    api.revokeItem.mockResolvedValue([]);
    store.revokeForm.set('reason', '誤發');
    await expect(store.submitRevoke(7)).resolves.toBe(true);
    expect(api.revokeItem).toHaveBeenCalledWith(7, 5, { reason: '誤發' });
    expect(store.grantsLoader.dataFor(7)).toEqual([]);
    expect(store.$revoking.get()).toBeNull();
  });
});
