/**
 * The payout requests export: exactly the list's rows for the same filters in its order (the
 * waiting ones first), across keyset pages; statuses and header in the reader's words, times in
 * Asia/Taipei with the offset, the account as remitted; administrators with `export` only.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Apply } from '../../contract/finances.ts';
import { applies, userPermissions, users } from '../../db/schema.ts';
import { CSV_PAGE_ROWS } from '../../http/csv-stream.ts';
import { csvOf } from '../../testing/csv.ts';
import { freshLecturer, insertPayout, waitingApplyOf } from '../../testing/finances.ts';
import { openTestApi } from '../../testing/harness.ts';
import { sendAs } from '../../testing/item-fixtures.ts';
import { createUser } from '../../testing/users.ts';

const api = await openTestApi();
const base = '/lecturers/v2/applies';
const email = 'export-applies@example.test';
await freshLecturer(api, email, 'Export Lecturer');

/** A new waiting apply of the export's lecturer requested at `at`; answers its id. */
async function requested(at: Date): Promise<number> {
  const { id } = await waitingApplyOf(api, email);
  await api.db.update(applies).set({ createdAt: at }).where(eq(applies.id, id));
  return id;
}

// 2031-05-01 23:30 in Taipei is 15:30 UTC.
const remitted = await requested(new Date('2031-05-01T15:30:00Z'));
const payout = await insertPayout(api, email);
await sendAs(api, 'PUT', `${base}/${remitted}/approve`, 'admin', { body: { payout_id: payout } });
const rejected = await requested(new Date('2031-05-03T00:00:00Z'));
await sendAs(api, 'PUT', `${base}/${rejected}/reject`, 'admin', {
  body: { reason: 'Wrong, "sum"' },
});
const waiting = await requested(new Date('2031-05-02T00:00:00Z'));

/** The list's rows for a query (as admin). */
async function listed(query: string): Promise<Apply[]> {
  const answer = await sendAs(api, 'GET', `${base}?${query}&per_page=100`, 'admin');
  return (answer.body as { data: Apply[] }).data;
}

/** The export for a query as admin, in a locale. */
async function exported(query: string, locale: 'en' | 'zh-TW' = 'en') {
  const response = await sendAs(api, 'GET', `${base}/export?${query}`, 'admin', { locale });
  expect(response.status).toBe(200);
  return { response, ...csvOf(response.body) };
}

describe('GET /lecturers/v2/applies/export', () => {
  it("answers the list's rows for the same filters, in its order (the waiting ones first)", async () => {
    for (const query of [
      'keyword=export-applies%40',
      'status=PENDING&keyword=export-applies',
      'status=REJECTED&keyword=EXPORT-APPLIES',
      'status=REMITTED',
    ]) {
      const list = await listed(query);
      const { response, rows } = await exported(query);
      expect(
        rows.map((row) => Number(row[0])),
        query,
      ).toEqual(list.map((row) => row.id));
      expect(response.headers.get('x-total-count'), query).toBe(String(list.length));
    }
    expect((await listed('keyword=export-applies%40')).map((row) => row.id)).toEqual([
      waiting,
      rejected,
      remitted,
    ]);
  });

  it("writes statuses and the header in the reader's words, times in Asia/Taipei with the offset", async () => {
    const english = await exported('keyword=export-applies%40');
    expect(english.response.headers.get('content-disposition')).toMatch(
      /filename="applies-\d{8}\.csv"/,
    );
    expect(english.header).toEqual([
      'Payout request ID',
      'Lecturer',
      'Lecturer email',
      'Amount',
      'Income records',
      'Status',
      'Requested at',
      'Decided at',
      'Decided by',
      'Rejection reason',
      'Bank code',
      'Bank',
      'Account name',
    ]);
    const byId = new Map(english.rows.map((row) => [Number(row[0]), row]));
    const [open] = await listed('status=PENDING&keyword=export-applies%40');
    expect(open?.records_count).toBeGreaterThan(0);
    expect(byId.get(waiting)?.slice(1, 13)).toEqual([
      'Export Lecturer',
      email,
      String(open?.amount),
      String(open?.records_count),
      'Waiting for review',
      '2031-05-02 08:00:00 +08:00',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    expect(byId.get(remitted)?.[5]).toBe('Remitted');
    expect(byId.get(remitted)?.[6]).toBe('2031-05-01 23:30:00 +08:00');
    expect(byId.get(remitted)?.[7]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \+08:00$/);
    expect(byId.get(remitted)?.[11]).toBe('Fixture Bank');
    expect(byId.get(rejected)?.slice(5, 10)).toEqual([
      'Rejected',
      '2031-05-03 08:00:00 +08:00',
      expect.stringMatching(/\+08:00$/),
      expect.any(String),
      'Wrong, "sum"',
    ]);
    const chinese = await exported('keyword=export-applies%40', 'zh-TW');
    expect(chinese.header.slice(0, 2)).toEqual(['提領申請 ID', '講師']);
    expect(chinese.rows.map((row) => row[5])).toEqual(['待審核', '已駁回', '已匯款']);
  });

  it('reads every page in order, the waiting one first, ties on the time broken by the id', async () => {
    const lecturer = await freshLecturer(api, 'export-pages@example.test');
    const at = new Date('2031-06-01T00:00:00Z');
    await api.db.insert(applies).values(
      Array.from({ length: CSV_PAGE_ROWS + 5 }, (_, index) => ({
        lecturerId: lecturer,
        amount: 100 + index,
        status: index % 2 === 0 ? ('REJECTED' as const) : ('REMITTED' as const),
        createdAt: index < 10 ? at : new Date(at.getTime() - index * 1000),
      })),
    );
    // The waiting one is the oldest: a cursor without the waiting flag would read it twice.
    const oldest = new Date(at.getTime() - 10_000_000);
    await api.db.insert(applies).values({ lecturerId: lecturer, amount: 7, createdAt: oldest });
    const { response, rows } = await exported('keyword=export-pages');
    const ids = rows.map((row) => Number(row[0]));
    expect(response.headers.get('x-total-count')).toBe(String(CSV_PAGE_ROWS + 6));
    expect(ids).toHaveLength(CSV_PAGE_ROWS + 6);
    expect(new Set(ids).size).toBe(ids.length);
    expect(rows[0]?.[5]).toBe('Waiting for review');
    const first = await listed('keyword=export-pages');
    expect(ids.slice(0, first.length)).toEqual(first.map((row) => row.id));
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
