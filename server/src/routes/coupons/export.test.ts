/**
 * The coupons export: exactly the list's rows for the same scope, filters and order, across
 * keyset pages; owner, usage, type, scope, status and value in the reader's words, times in
 * Asia/Taipei with the offset; a lecturer only their own (no `export` needed), an administrator
 * with `export` only.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CouponListResponse } from '../../contract/coupons.ts';
import { coupons, userPermissions, users } from '../../db/schema.ts';
import { CSV_PAGE_ROWS } from '../../http/csv-stream.ts';
import { csvOf } from '../../testing/csv.ts';
import { openTestApi } from '../../testing/harness.ts';
import { sendAs } from '../../testing/item-fixtures.ts';
import { couponBody } from '../../testing/selling.ts';
import { createUser, sendAsUser, twoLecturers } from '../../testing/users.ts';
import { redeem } from './fixtures.ts';

const api = await openTestApi();
const { lecturer, other } = await twoLecturers(api, '匯出講師', 'Other Exporter');
const member = await createUser(api, 'A member', false);
const base = '/lecturers/v2/global_coupons';

/** Creates a coupon as a lecturer (by e-mail) or the admin. */
async function created(who: string, body: Record<string, unknown>): Promise<void> {
  const response =
    who === 'admin'
      ? await sendAs(api, 'POST', base, 'admin', { json: true, body: couponBody(body) })
      : await sendAsUser(api, 'POST', base, who, { json: true, body: couponBody(body) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

await created(lecturer.email, {
  code: 'XpAmount1',
  amount: 1500,
  labels: ['夏季', 'VIP'],
  starts_at: '2026-01-01T00:00:00Z',
});
await created(lecturer.email, {
  code: 'XpRate1',
  type: 'PERCENT',
  amount: undefined,
  discount: 0.85,
  // 2031-05-01 23:30 in Taipei is 15:30 UTC.
  starts_at: '2026-02-01T00:00:00Z',
  ends_at: '2031-05-01T15:30:00Z',
  total_limit: 10,
});
await created(other.email, { code: 'XpOther1' });
await created('admin', {
  code: 'XpPlatform1',
  type: 'PERCENT',
  amount: undefined,
  discount: 0.9,
  starts_at: '2030-01-01T00:00:00Z',
  ends_at: '2031-01-01T00:00:00Z',
});
await redeem(api, { couponCode: 'XpRate1', memberId: member.id, orderNo: 'XP-1' });
await redeem(api, { couponCode: 'XpRate1', memberId: member.id, orderNo: 'XP-2' });

/** The list's codes for a query, as someone. */
async function listed(query: string, who = 'admin') {
  const path = `${base}?${query}&per_page=100`;
  const answer =
    who === 'admin'
      ? await sendAs(api, 'GET', path, 'admin')
      : await sendAsUser(api, 'GET', path, who);
  expect(answer.status).toBe(200);
  return (answer.body as CouponListResponse).data.map((entry) => entry.code);
}

/** The export for a query, as someone, in a locale. */
async function exported(query: string, locale: 'en' | 'zh-TW' = 'en', who = 'admin') {
  const path = `${base}/export?${query}`;
  const response =
    who === 'admin'
      ? await sendAs(api, 'GET', path, 'admin', { locale })
      : await sendAsUser(api, 'GET', path, who, { locale });
  expect(response.status).toBe(200);
  return { response, ...csvOf(response.body) };
}

describe('GET /lecturers/v2/global_coupons/export', () => {
  it("answers the list's rows for the same filters and order", async () => {
    for (const query of [
      'keyword=xp',
      'keyword=xp&sort=oldest',
      'keyword=xp&sort=starts_at',
      'keyword=xp&sort=ends_at',
      'keyword=xp&sort=code',
      `keyword=xp&owner=${lecturer.id}`,
      'keyword=xp&owner=platform',
      'keyword=xp&status=ACTIVE&isBundle=0',
      'keyword=vip',
    ]) {
      const list = await listed(query);
      const { response, rows } = await exported(query);
      expect(
        rows.map((row) => row[0]),
        query,
      ).toEqual(list);
      expect(response.headers.get('x-total-count'), query).toBe(String(list.length));
    }
    expect(await listed('keyword=xp&sort=code')).toEqual([
      'XpAmount1',
      'XpOther1',
      'XpPlatform1',
      'XpRate1',
    ]);
  });

  it("writes owner, usage and the words of the list in the reader's language, Taipei times", async () => {
    const english = await exported('keyword=xp&sort=code');
    expect(english.response.headers.get('content-disposition')).toMatch(
      /filename="coupons-\d{8}\.csv"/,
    );
    expect(english.header).toEqual([
      'Code',
      'Title',
      'Owner',
      'Labels',
      'Type',
      'Value',
      'Minimum spend',
      'Applies to',
      'Status',
      'Starts',
      'Ends',
      'Used',
      'Total uses',
      'Uses per member',
      'Generated codes',
    ]);
    const byCode = new Map(english.rows.map((row) => [row[0], row]));
    expect(byCode.get('XpAmount1')?.slice(2, 7)).toEqual([
      '匯出講師',
      '夏季 / VIP',
      'Amount off',
      'NT$1,500 off',
      '0',
    ]);
    expect(byCode.get('XpRate1')?.slice(4, 15)).toEqual([
      'Percentage off',
      '15% off',
      '0',
      'All courses',
      'Active',
      '2026-02-01 08:00:00 +08:00',
      '2031-05-01 23:30:00 +08:00',
      '2',
      '10',
      '',
      '0',
    ]);
    expect(byCode.get('XpPlatform1')?.slice(2, 6)).toEqual([
      'Platform',
      '',
      'Percentage off',
      '10% off',
    ]);
    expect(byCode.get('XpPlatform1')?.[8]).toBe('Scheduled');
    const chinese = await exported('keyword=xp&sort=code', 'zh-TW');
    expect(chinese.header.slice(0, 3)).toEqual(['優惠碼', '名稱', '擁有者']);
    const zh = new Map(chinese.rows.map((row) => [row[0], row]));
    expect(zh.get('XpRate1')?.slice(4, 9)).toEqual(['打折', '85 折', '0', '所有課程', '進行中']);
    expect(zh.get('XpPlatform1')?.slice(2, 6)).toEqual(['平台', '', '打折', '9 折']);
    expect(zh.get('XpAmount1')?.[5]).toBe('折抵 NT$1,500');
    expect(zh.get('XpPlatform1')?.[8]).toBe('尚未開始');
  });

  it('exports a lecturer their own coupons only, the owner filter ignored, without `export`', async () => {
    for (const query of ['keyword=xp', `keyword=xp&owner=${other.id}`, 'owner=platform']) {
      const { rows } = await exported(query, 'en', lecturer.email);
      expect(
        rows.map((row) => row[0]),
        query,
      ).toEqual(await listed(query, lecturer.email));
      expect(new Set(rows.map((row) => row[2])), query).toEqual(new Set(['匯出講師']));
    }
    const { rows } = await exported('keyword=xp', 'en', other.email);
    expect(rows.map((row) => row[0])).toEqual(['XpOther1']);
  });

  it("exports the list's selection only, in the list's order; another's codes are absent", async () => {
    const { response, rows } = await exported(
      'sort=code&codes=xprate1&codes=XpAmount1&codes=XpOther1&codes=NoSuchCode',
      'en',
      lecturer.email,
    );
    expect(rows.map((row) => row[0])).toEqual(['XpAmount1', 'XpRate1']);
    expect(response.headers.get('x-total-count')).toBe('2');
    // One code alone, and the filters still hold.
    expect((await exported('codes=XpPlatform1')).rows.map((row) => row[0])).toEqual([
      'XpPlatform1',
    ]);
    expect((await exported('codes=XpPlatform1&status=ACTIVE')).rows).toEqual([]);
    const tooMany = Array.from({ length: 101 }, (_, index) => `codes=C${index}`).join('&');
    expect((await sendAs(api, 'GET', `${base}/export?${tooMany}`, 'admin')).status).toBe(400);
  });

  it('reads every page in order, open-ended ones last, ties broken by the id', async () => {
    const owner = await createUser(api, 'Many coupons', true);
    const end = new Date('2032-01-01T00:00:00Z');
    // 11 open-ended among 1030: the first page ends among the dated ones.
    await api.db.insert(coupons).values(
      Array.from({ length: CSV_PAGE_ROWS + 30 }, (_, index) => ({
        code: `XqMany${index}`,
        lecturerId: owner.id,
        createdBy: owner.id,
        title: 'Many',
        type: 'AMOUNT' as const,
        amount: 10,
        startsAt: new Date('2026-01-01T00:00:00Z'),
        endsAt: index % 100 === 0 ? null : index % 3 === 1 ? end : new Date(end.getTime() + index),
      })),
    );
    for (const sort of ['ends_at', 'code', 'latest', 'oldest', 'starts_at']) {
      const { response, rows } = await exported(`owner=${owner.id}&sort=${sort}`);
      const codes = rows.map((row) => row[0]);
      expect(response.headers.get('x-total-count'), sort).toBe(String(CSV_PAGE_ROWS + 30));
      expect(codes, sort).toHaveLength(CSV_PAGE_ROWS + 30);
      expect(new Set(codes).size, sort).toBe(codes.length);
      expect(codes.slice(0, 100), sort).toEqual(await listed(`owner=${owner.id}&sort=${sort}`));
    }
    const { rows } = await exported(`owner=${owner.id}&sort=ends_at`);
    const ends = rows.map((row) => row[10]);
    expect(ends.indexOf('')).toBeGreaterThan(0);
    expect(ends.slice(ends.indexOf('')).every((at) => at === '')).toBe(true);
  });

  it('is refused (404) to an administrator without the export permission, and to staff', async () => {
    expect((await sendAs(api, 'GET', `${base}/export`, 'staff')).status).toBe(404);
    const admin = await createUser(api, 'Coupons only', false);
    await api.db
      .update(users)
      .set({ roles: ['ADMIN'] })
      .where(eq(users.id, admin.id));
    await api.db.insert(userPermissions).values({ userId: admin.id, key: 'v2_coupon.*' });
    const token = await api.tokenOf(admin.email);
    expect((await api.request('GET', base, { token })).status).toBe(200);
    expect((await api.request('GET', `${base}/export`, { token })).status).toBe(404);
  });
});
