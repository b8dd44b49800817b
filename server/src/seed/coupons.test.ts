import { describe, expect, it } from 'vitest';
import type { CouponListResponse, CouponStatus } from '../contract/coupons.ts';
import { openTestApi } from '../testing/harness.ts';
import { sendAs, type DemoWho } from '../testing/item-fixtures.ts';

const api = await openTestApi();

const base = '/lecturers/v2/global_coupons';
const list = async (who: DemoWho, filter = '') =>
  ((await sendAs(api, 'GET', `${base}?per_page=100${filter}`, who)).body as CouponListResponse)
    .data;
const statuses: readonly CouponStatus[] = ['ACTIVE', 'SCHEDULED', 'EXPIRED', 'DISABLED'];

describe('the demo coupons', () => {
  it.each(['teacher', 'teacher2'] as const)(
    '%s has every status, amount and percent, a bundle, labels and redemptions',
    async (who) => {
      const coupons = await list(who);
      expect(new Set(coupons.map((coupon) => coupon.status))).toEqual(new Set(statuses));
      expect(new Set(coupons.map((coupon) => coupon.type))).toEqual(new Set(['AMOUNT', 'PERCENT']));
      expect(coupons.some((coupon) => coupon.isBundle && coupon.courses_count >= 2)).toBe(true);
      expect(coupons.some((coupon) => coupon.generated > 0)).toBe(true);
      const labels = (await sendAs(api, 'GET', `${base}/labels`, who)).body as { data: string[] };
      expect(labels.data).toEqual(expect.arrayContaining(['雙11', '新年', '會員專屬']));
      const used = coupons.find((coupon) => coupon.used > 0);
      const usage = await sendAs(api, 'GET', `${base}/${used?.code ?? ''}/usage`, who);
      const [first] = (usage.body as { data: { order_no: string }[] }).data;
      expect(first?.order_no).toMatch(/^ORD-\d{8}-\d{6}$/);
    },
  );

  it("has a few platform coupons for an administrator, who also sees the lecturers'", async () => {
    const coupons = await list('admin', '&owner=platform');
    expect(coupons.length).toBeGreaterThanOrEqual(3);
    expect(coupons.every((coupon) => coupon.owner === null)).toBe(true);
    expect((await list('admin')).some((coupon) => coupon.owner !== null)).toBe(true);
  });
});
