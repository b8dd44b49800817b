import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CouponListResponse } from '../../contract/coupons.ts';
import { auditEntries } from '../../db/schema.ts';
import { openTestApi, type TestResponse } from '../../testing/harness.ts';
import { sendAs } from '../../testing/item-fixtures.ts';
import { couponBody } from '../../testing/selling.ts';
import { createUser, sendAsUser, twoLecturers } from '../../testing/users.ts';
import { couponOf } from './fixtures.ts';

const api = await openTestApi();
const { lecturer, other } = await twoLecturers(api, '監督講師', '旁觀講師');
const member = await createUser(api, 'A member', false);
const base = '/lecturers/v2/global_coupons';

/** A coupon of the lecturer worth up to NT$10,000,000 off; answers its code. */
async function lecturerCoupon(code: string): Promise<string> {
  const response = await sendAsUser(api, 'POST', base, lecturer.email, {
    json: true,
    body: couponBody({ code, amount: 10_000_000 }),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return code;
}

const codesOf = (response: TestResponse) => {
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as CouponListResponse).data.map((entry) => entry.code);
};

const asJson = (body: Record<string, unknown>) => ({ json: true, body }) as const;

describe('oversight of coupons', () => {
  it("shows an administrator a lecturer's coupon, with its owner, filtered by owner", async () => {
    const code = await lecturerCoupon('HugeOff1');
    await sendAs(api, 'POST', base, 'admin', {
      json: true,
      body: couponBody({ code: 'PlatformOwn1' }),
    });
    const all = codesOf(await sendAs(api, 'GET', `${base}?keyword=1&per_page=100`, 'admin'));
    expect(all).toEqual(expect.arrayContaining([code, 'PlatformOwn1']));
    const mine = await sendAs(api, 'GET', `${base}?owner=${lecturer.id}&per_page=100`, 'admin');
    expect(codesOf(mine)).toEqual([code]);
    expect((mine.body as CouponListResponse).data[0]?.owner).toEqual({
      id: lecturer.id,
      name: '監督講師',
    });
    const platform = codesOf(
      await sendAs(api, 'GET', `${base}?owner=platform&per_page=100`, 'admin'),
    );
    expect(platform).toContain('PlatformOwn1');
    expect(platform).not.toContain(code);
    expect(codesOf(await sendAs(api, 'GET', `${base}?owner=${other.id}`, 'admin'))).toEqual([]);
    expect(couponOf(await sendAs(api, 'GET', `${base}/hugeoff1`, 'admin')).code).toBe(code);
  });

  it('ignores the owner filter for a lecturer: their own coupons only', async () => {
    const code = await lecturerCoupon('HugeOff2');
    for (const owner of ['platform', String(other.id), String(lecturer.id)]) {
      const codes = codesOf(
        await sendAsUser(api, 'GET', `${base}?owner=${owner}&keyword=HugeOff2`, lecturer.email),
      );
      expect(codes, owner).toEqual([code]);
    }
    expect(codesOf(await sendAsUser(api, 'GET', `${base}?owner=platform`, other.email))).toEqual(
      [],
    );
  });

  it("lets an administrator end a lecturer's coupon with a reason, kept in the audit log", async () => {
    const code = await lecturerCoupon('HugeOff3');
    const reason = '折扣金額異常';
    const response = await sendAs(api, 'PUT', `${base}/${code}/stop`, 'admin', {
      json: true,
      body: { action: 'end', reason },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const ended = couponOf(response);
    expect(ended.status).toBe('EXPIRED');
    expect(ended.owner?.id).toBe(lecturer.id);
    // The lecturer sees it ended.
    const seen = couponOf(await sendAsUser(api, 'GET', `${base}/${code}`, lecturer.email));
    expect(seen.status).toBe('EXPIRED');
    const entries = await api.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.subject, 'COUPON'), eq(auditEntries.ownerId, lecturer.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'UPDATE',
      before: { status: 'ACTIVE', ends_at: null, reason: null },
      after: { status: 'EXPIRED', reason },
    });
  });

  it("lets an administrator disable a lecturer's coupon; the lecturer sees it disabled", async () => {
    const code = await lecturerCoupon('HugeOff4');
    const response = await sendAs(api, 'PUT', `${base}/${code}/stop`, 'admin', {
      json: true,
      body: { action: 'disable', reason: 'Suspicious' },
    });
    expect(couponOf(response).status).toBe('DISABLED');
    const seen = couponOf(await sendAsUser(api, 'GET', `${base}/${code}`, lecturer.email));
    expect(seen.status).toBe('DISABLED');
  });

  it('answers 400 at reason when it is missing, blank or too long, and changes nothing', async () => {
    const code = await lecturerCoupon('HugeOff5');
    for (const body of [
      { action: 'end' },
      { action: 'end', reason: '   ' },
      { action: 'end', reason: 'x'.repeat(501) },
    ]) {
      const response = await sendAs(api, 'PUT', `${base}/${code}/stop`, 'admin', asJson(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((response.body as { message: object }).message)).toEqual(['reason']);
    }
    const seen = couponOf(await sendAsUser(api, 'GET', `${base}/${code}`, lecturer.email));
    expect(seen.status).toBe('ACTIVE');
  });

  it('refuses staff without the coupon key, lecturers (even the owner) and members: 404', async () => {
    const code = await lecturerCoupon('HugeOff6');
    const body = { action: 'end', reason: 'Because' };
    expect((await sendAs(api, 'PUT', `${base}/${code}/stop`, 'staff', asJson(body))).status).toBe(
      404,
    );
    expect((await sendAs(api, 'GET', `${base}/${code}`, 'staff')).status).toBe(404);
    for (const email of [other.email, lecturer.email, member.email]) {
      const response = await sendAsUser(api, 'PUT', `${base}/${code}/stop`, email, asJson(body));
      expect(response.status, email).toBe(404);
    }
    // Another lecturer does not even read it.
    expect((await sendAsUser(api, 'GET', `${base}/${code}`, other.email)).status).toBe(404);
    const seen = couponOf(await sendAsUser(api, 'GET', `${base}/${code}`, lecturer.email));
    expect(seen.status).toBe('ACTIVE');
  });
});
