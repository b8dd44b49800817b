/**
 * A coupon's audience: an administrator's coupon may be limited to a member group (shown on the
 * coupon), a lecturer's may not, the group must exist; the pricing function applies it to a
 * member of the group and refuses it (`not_in_group`) to anyone else.
 */
import { describe, expect, it } from 'vitest';
import type { Coupon, CouponListResponse } from '../../contract/coupons.ts';
import { MAX_INTEGER } from '../../contract/plain/operation.ts';
import { loadPriceInput } from '../../pricing/load.ts';
import { priceCart } from '../../pricing/price.ts';
import { openTestApi } from '../../testing/harness.ts';
import { createItem, sendAs } from '../../testing/item-fixtures.ts';
import { createUser } from '../../testing/users.ts';
import { addByEmails, createGroup } from '../../testing/member-groups.ts';
import { couponBody } from '../../testing/selling.ts';
import { setPrice, storedCoupon } from './fixtures.ts';

const api = await openTestApi();

const base = '/lecturers/v2/global_coupons';

describe('coupon audience', () => {
  it("limits an administrator's coupon to a group, shown on the coupon and the list", async () => {
    const group = await createGroup(api, { name: 'VIP 會員' });
    const body = couponBody({ group_id: group.id });
    const created = await sendAs(api, 'POST', base, 'admin', { json: true, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((created.body as Coupon).group).toEqual({ id: group.id, name: 'VIP 會員' });
    const list = await sendAs(api, 'GET', `${base}?keyword=${String(body.code)}`, 'admin');
    expect((list.body as CouponListResponse).data[0]?.group?.id).toBe(group.id);
    const groups = await sendAs(api, 'GET', `${base}/groups?keyword=VIP`, 'admin');
    expect((groups.body as { data: { id: number }[] }).data.map((row) => row.id)).toContain(
      group.id,
    );
  });

  it("refuses a lecturer's coupon limited to a group, and a group that does not exist", async () => {
    const group = await createGroup(api);
    const lecturer = await sendAs(api, 'POST', base, 'teacher', {
      json: true,
      body: couponBody({ group_id: group.id }),
    });
    expect(lecturer.status).toBe(400);
    expect(lecturer.body).toEqual({
      message: { group_id: ["Only the platform's coupons can be limited to a member group."] },
    });
    const unknown = await sendAs(api, 'POST', base, 'admin', {
      json: true,
      body: couponBody({ group_id: MAX_INTEGER }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: { group_id: ['This member group does not exist.'] } });
  });

  it('applies to a member of the group and refuses anyone else (not_in_group)', async () => {
    const insider = await createUser(api, '王小華', false);
    const outsider = await createUser(api, '陳大文', false);
    const group = await createGroup(api);
    await addByEmails(api, group.id, insider.email);
    const course = await createItem(api, 'courses', 'teacher@example.com', 'Audience course');
    await setPrice(api, course, 1000);
    const body = couponBody({ group_id: group.id, amount: 300 });
    expect((await sendAs(api, 'POST', base, 'admin', { json: true, body })).status).toBe(201);
    const row = await storedCoupon(api, String(body.code));
    if (!row) throw new Error('No coupon');
    const price = async (memberId: number | null) =>
      priceCart(
        await loadPriceInput(api.db, {
          courseIds: [course],
          packageIds: [],
          coupon: { row, code: row.code },
          memberId,
          at: new Date(),
        }),
      );
    const inside = await price(insider.id);
    expect(inside.coupon).toMatchObject({ applied: true, refusal: null, off: 300 });
    expect(inside.total).toBe(700);
    const outside = await price(outsider.id);
    expect(outside.coupon).toMatchObject({ applied: false, refusal: 'not_in_group', off: 0 });
    expect(outside.total).toBe(1000);
    expect((await price(null)).coupon?.refusal).toBe('not_in_group');
  });
});
