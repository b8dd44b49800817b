import { describe, expect, it } from 'vitest';
import type { CouponBulkEndResponse, CouponBulkTrashResponse } from '../../contract/coupons.ts';
import { MAX_BULK_ITEMS } from '../../contract/plain/items.ts';
import { openTestApi, type TestResponse } from '../../testing/harness.ts';
import { sendAs } from '../../testing/item-fixtures.ts';
import { couponBody } from '../../testing/selling.ts';
import { createUser, sendAsUser, twoLecturers } from '../../testing/users.ts';
import { redeem, storedCoupon } from './fixtures.ts';

const api = await openTestApi();
const { lecturer, other } = await twoLecturers(api, '批次講師', '別的講師');
const member = await createUser(api, 'A member', false);
const base = '/lecturers/v2/global_coupons';
const day = 24 * 60 * 60 * 1000;

const create = async (email: string, overrides: Record<string, unknown>) => {
  const response = await sendAsUser(api, 'POST', base, email, {
    json: true,
    body: couponBody(overrides),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
};
const answer = (response: TestResponse): unknown => {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};
const bulk = (tail: 'end' | 'trash', codes: string[], email = lecturer.email) =>
  sendAsUser(api, 'POST', `${base}/bulk/${tail}`, email, { json: true, body: { codes } });

describe('POST /lecturers/v2/global_coupons/bulk/end', () => {
  it('ends the active coupons now and names the others with why, another’s as not found', async () => {
    await create(lecturer.email, { code: 'EndActive' });
    await create(lecturer.email, {
      code: 'EndLater',
      starts_at: new Date(Date.now() + day).toISOString(),
    });
    await create(lecturer.email, { code: 'EndOff', disabled: true });
    await create(other.email, { code: 'EndTheirs' });
    const before = Date.now();
    const ended = answer(
      await bulk('end', ['endactive', 'EndLater', 'EndOff', 'EndTheirs', 'EndNone', 'ENDACTIVE']),
    ) as CouponBulkEndResponse;
    expect(ended.ended.map((coupon) => coupon.code)).toEqual(['EndActive']);
    expect(Date.parse(ended.ended[0]?.ends_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(ended.refused).toEqual([
      {
        code: 'EndLater',
        reason: 'Only an active coupon can be ended now: this one has not started.',
      },
      { code: 'EndOff', reason: 'Only an active coupon can be ended now: this one is disabled.' },
      { code: 'EndTheirs', reason: 'Not found.' },
      { code: 'EndNone', reason: 'Not found.' },
    ]);
    expect((await storedCoupon(api, 'EndActive'))?.endsAt?.getTime()).toBeLessThanOrEqual(
      Date.now(),
    );
    expect((await storedCoupon(api, 'EndLater'))?.endsAt).toBeNull();
    expect((await storedCoupon(api, 'EndTheirs'))?.endsAt).toBeNull();
    // Ended, it is refused the next time.
    expect((answer(await bulk('end', ['EndActive'])) as CouponBulkEndResponse).refused).toEqual([
      {
        code: 'EndActive',
        reason: 'Only an active coupon can be ended now: this one has already ended.',
      },
    ]);
  });

  it("refuses an administrator's end of a lecturer's coupon as not found, ending the platform's", async () => {
    await create(lecturer.email, { code: 'EndLecturers' });
    await sendAs(api, 'POST', base, 'admin', { json: true, body: couponBody({ code: 'EndOurs' }) });
    const ended = answer(
      await sendAs(api, 'POST', `${base}/bulk/end`, 'admin', {
        json: true,
        body: { codes: ['EndLecturers', 'EndOurs'] },
      }),
    ) as CouponBulkEndResponse;
    expect(ended.ended.map((coupon) => coupon.code)).toEqual(['EndOurs']);
    expect(ended.refused).toEqual([{ code: 'EndLecturers', reason: 'Not found.' }]);
    expect((await storedCoupon(api, 'EndLecturers'))?.endsAt).toBeNull();
  });

  it(`takes at most ${MAX_BULK_ITEMS} codes and at least one`, async () => {
    const codes = Array.from({ length: MAX_BULK_ITEMS + 1 }, (_, index) => `Many${index}`);
    expect((await bulk('end', codes)).status).toBe(400);
    expect((await bulk('end', [])).status).toBe(400);
  });
});

describe('POST /lecturers/v2/global_coupons/bulk/trash', () => {
  it('moves the coupons never used to the trash, one entry each, and names the others', async () => {
    await create(lecturer.email, { code: 'TrashA' });
    await create(lecturer.email, { code: 'TrashB' });
    await create(lecturer.email, { code: 'TrashUsed' });
    await create(other.email, { code: 'TrashTheirs' });
    await redeem(api, { couponCode: 'TrashUsed', memberId: member.id, orderNo: 'BULK-1' });
    const trashed = answer(
      await bulk('trash', ['TrashA', 'trashused', 'TrashB', 'TrashTheirs']),
    ) as CouponBulkTrashResponse;
    expect(trashed.trashed.map((coupon) => coupon.code)).toEqual(['TrashA', 'TrashB']);
    expect(new Set(trashed.trashed.map((coupon) => coupon.trash_id)).size).toBe(2);
    expect(trashed.refused).toEqual([
      {
        code: 'TrashUsed',
        reason: 'This coupon has been used on orders, so it cannot be deleted. Disable it instead.',
      },
      { code: 'TrashTheirs', reason: 'Not found.' },
    ]);
    expect(await storedCoupon(api, 'TrashA')).toBeUndefined();
    expect(await storedCoupon(api, 'TrashUsed')).toBeDefined();
    expect(await storedCoupon(api, 'TrashTheirs')).toBeDefined();
    // Each entry restores its coupon.
    for (const { trash_id } of trashed.trashed)
      expect(
        (await sendAsUser(api, 'POST', `/lecturers/v2/trash/${trash_id}/restore`, lecturer.email))
          .status,
      ).toBe(200);
    expect(await storedCoupon(api, 'TrashB')).toBeDefined();
  });
});
