/**
 * The remittances export: exactly the list's rows for the same filters, newest first, then a
 * totals row; header in the reader's words, times in Asia/Taipei with the offset; administrators
 * with `export` only.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Remittance } from '../../contract/finances.ts';
import { remittances, userPermissions, users } from '../../db/schema.ts';
import { csvOf } from '../../testing/csv.ts';
import { insertPayout, waitingApplyOf } from '../../testing/finances.ts';
import { openTestApi } from '../../testing/harness.ts';
import { sendAs } from '../../testing/item-fixtures.ts';
import { createUser } from '../../testing/users.ts';

const api = await openTestApi();
const base = '/lecturers/v2/remittances';

/** Remits a new apply of a lecturer, dated `at`; answers the remittance id. */
async function remitted(email: string, at: Date): Promise<number> {
  const { id } = await waitingApplyOf(api, email);
  const payout = await insertPayout(api, email);
  const response = await sendAs(api, 'PUT', `/lecturers/v2/applies/${id}/approve`, 'admin', {
    body: { payout_id: payout },
  });
  const remittance = (response.body as { remittance: { id: number } }).remittance.id;
  await api.db.update(remittances).set({ remittedAt: at }).where(eq(remittances.id, remittance));
  return remittance;
}

// 2031-05-01 23:30 in Taipei is 15:30 UTC; 2031-05-02 08:00 in Taipei is 00:00 UTC.
const first = await remitted('teacher@example.com', new Date('2031-05-01T15:30:00Z'));
const second = await remitted('teacher2@example.com', new Date('2031-05-02T00:00:00Z'));

/** The list's rows for a query. */
async function listed(query: string): Promise<Remittance[]> {
  const answer = await sendAs(api, 'GET', `${base}?${query}&per_page=100`, 'admin');
  return (answer.body as { data: Remittance[] }).data;
}

/** The export for a query as admin, in a locale. */
async function exported(query: string, locale: 'en' | 'zh-TW' = 'en') {
  const response = await sendAs(api, 'GET', `${base}/export?${query}`, 'admin', { locale });
  expect(response.status).toBe(200);
  return { response, ...csvOf(response.body) };
}

describe('GET /lecturers/v2/remittances/export', () => {
  it("answers the list's rows for the same filters, then a totals row of their amounts", async () => {
    for (const query of [
      'from=2031-05-01&to=2031-05-02',
      'from=2031-05-02',
      'from=2031-05-01&to=2031-05-02&keyword=teacher2%40',
    ]) {
      const list = await listed(query);
      const { response, rows } = await exported(query);
      const totals = rows.pop();
      expect(
        rows.map((row) => Number(row[0])),
        query,
      ).toEqual(list.map((row) => row.id));
      expect(totals).toEqual([
        'Total',
        '',
        '',
        '',
        String(list.reduce((sum, row) => sum + row.amount, 0)),
      ]);
      expect(response.headers.get('x-total-count')).toBe(String(list.length + 1));
    }
    expect((await listed('from=2031-05-01&to=2031-05-02')).map((row) => row.id)).toEqual([
      second,
      first,
    ]);
  });

  it("writes the header in the reader's words and times in Asia/Taipei with the offset", async () => {
    const english = await exported('from=2031-05-01&to=2031-05-01');
    expect(english.response.headers.get('content-disposition')).toMatch(
      /filename="remittances-\d{8}\.csv"/,
    );
    expect(english.header).toEqual([
      'Remittance ID',
      'Payout request ID',
      'Lecturer',
      'Lecturer email',
      'Amount',
      'Bank code',
      'Bank',
      'Account name',
      'Account number',
      'Remitted at',
      'Remitted by',
    ]);
    const [row] = english.rows;
    expect(row?.[0]).toBe(String(first));
    expect(row?.[3]).toBe('teacher@example.com');
    expect(row?.[6]).toBe('Fixture Bank');
    expect(row?.[9]).toBe('2031-05-01 23:30:00 +08:00');
    const chinese = await exported('from=2031-05-01&to=2031-05-01', 'zh-TW');
    expect(chinese.header.slice(0, 2)).toEqual(['匯款 ID', '提領申請 ID']);
    expect(chinese.rows.at(-1)?.[0]).toBe('合計');
  });

  it('is refused (404) without the export permission, to staff and to lecturers', async () => {
    for (const who of ['staff', 'teacher'] as const)
      expect((await sendAs(api, 'GET', `${base}/export`, who)).status).toBe(404);
    const admin = await createUser(api, 'Remittances only', false);
    await api.db
      .update(users)
      .set({ roles: ['ADMIN'] })
      .where(eq(users.id, admin.id));
    await api.db.insert(userPermissions).values({ userId: admin.id, key: 'v2_remittance.*' });
    const token = await api.tokenOf(admin.email);
    expect((await api.request('GET', base, { token })).status).toBe(200);
    expect((await api.request('GET', `${base}/export`, { token })).status).toBe(404);
  });
});
