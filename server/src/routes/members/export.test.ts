/**
 * The members export: exactly the list's rows for the same filters, in its order; statuses in the
 * reader's words, joined times in Asia/Taipei with the offset; only administrators holding
 * `export` (staff, with v2_member.* only, and lecturers get 404).
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MemberListItem } from '../../contract/members.ts';
import { csvOf } from '../../testing/csv.ts';
import { openTestApi } from '../../testing/harness.ts';
import { sendAs, userIdOf } from '../../testing/item-fixtures.ts';
import { adjust, newMember } from './fixtures.ts';

const api = await openTestApi();
const base = '/lecturers/v2/members';

const token = randomBytes(4).toString('hex');
const first = await newMember(api, `匯出甲 ${token}`);
const second = await newMember(api, `匯出乙 ${token}`);
const third = await newMember(api, `匯出丙 ${token}`);
await sendAs(api, 'PUT', `${base}/${String(second.id)}`, 'staff', {
  body: { name: second.name, real_name: second.real_name, phone: '', status: 'BLOCKED' },
});
await adjust(api, third.id, 300);

/** The list's rows for a query, every page. */
async function listed(query: string): Promise<MemberListItem[]> {
  const answer = await sendAs(api, 'GET', `${base}?${query}&per_page=100`, 'admin');
  return (answer.body as { data: MemberListItem[] }).data;
}

/** The export for a query as admin, in a locale. */
async function exported(query: string, locale: 'en' | 'zh-TW' = 'en') {
  const response = await sendAs(api, 'GET', `${base}/export?${query}`, 'admin', { locale });
  expect(response.status).toBe(200);
  return { response, ...csvOf(response.body) };
}

/** Asia/Taipei time with the offset of an ISO instant. */
const taipei = (iso: string) => {
  const local = new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 19)} +08:00`;
};

describe('GET /lecturers/v2/members/export', () => {
  it("answers the list's rows for the same filters, in the same order and count", async () => {
    for (const query of [
      `keyword=${token}`,
      `keyword=${token}&sort=name`,
      `keyword=${token}&sort=oldest`,
      `keyword=${token}&status=BLOCKED`,
      `keyword=${token}&status=ACTIVE`,
    ]) {
      const list = await listed(query);
      const { response, rows } = await exported(query);
      expect(
        rows.map((row) => Number(row[0])),
        query,
      ).toEqual(list.map((member) => member.id));
      expect(response.headers.get('x-total-count')).toBe(String(list.length));
    }
    expect((await exported(`keyword=${token}`)).rows).toHaveLength(3);
    expect((await exported(`keyword=${token}&status=BLOCKED`)).rows).toHaveLength(1);
  });

  it("exports the list's selection only, in the list's order; an id that is no member's is absent", async () => {
    // A lecturer is no member: outside the list's scope.
    const teacher = await userIdOf(api, 'teacher@example.com');
    const { response, rows } = await exported(
      `sort=name&ids=${third.id}&ids=${first.id}&ids=${teacher}&ids=999999`,
    );
    const list = await listed(`keyword=${token}&sort=name`);
    expect(rows.map((row) => Number(row[0]))).toEqual(
      list.map((member) => member.id).filter((id) => id === first.id || id === third.id),
    );
    expect(response.headers.get('x-total-count')).toBe('2');
    expect((await exported(`ids=${second.id}`)).rows.map((row) => Number(row[0]))).toEqual([
      second.id,
    ]);
    const tooMany = Array.from({ length: 101 }, (_, index) => `ids=${index + 1}`).join('&');
    expect((await sendAs(api, 'GET', `${base}/export?${tooMany}`, 'admin')).status).toBe(400);
  });

  it("writes headers and statuses in the reader's words and times in Asia/Taipei with the offset", async () => {
    const english = await exported(`keyword=${token}&sort=oldest`);
    expect(english.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(english.response.headers.get('content-disposition')).toMatch(
      /filename="members-\d{8}\.csv"/,
    );
    expect(english.header).toEqual([
      'Member ID',
      'Display name',
      'Real name',
      'Email',
      'Phone',
      'Status',
      'Joined',
      'Orders',
      'Wallet balance',
    ]);
    expect(english.rows[0]).toEqual([
      String(first.id),
      first.name,
      first.real_name,
      first.email,
      first.phone,
      'Active',
      taipei(first.created_at),
      '0',
      '0',
    ]);
    expect(english.rows[0]?.[6]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+08:00$/);
    expect(english.rows[1]?.[5]).toBe('Blocked');
    expect(english.rows[2]?.[8]).toBe('300');

    const chinese = await exported(`keyword=${token}&sort=oldest`, 'zh-TW');
    expect(chinese.header.slice(0, 2)).toEqual(['會員 ID', '顯示名稱']);
    expect(chinese.rows.map((row) => row[5])).toEqual(['正常', '已停權', '正常']);
  });

  it('is refused (404) without the export permission: staff with v2_member.* only, lecturers', async () => {
    expect((await sendAs(api, 'GET', `${base}?keyword=${token}`, 'staff')).status).toBe(200);
    expect((await sendAs(api, 'GET', `${base}/export?keyword=${token}`, 'staff')).status).toBe(404);
    expect((await sendAs(api, 'GET', `${base}/export`, 'teacher')).status).toBe(404);
  });
});
