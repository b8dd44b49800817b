/** Remittances: administrators only; the newest first; by lecturer and by Asia/Taipei day. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Remittance } from '../../contract/finances.ts';
import { remittances } from '../../db/schema.ts';
import { openTestApi } from '../../testing/harness.ts';
import { sendAs, userIdOf } from '../../testing/item-fixtures.ts';
import { insertPayout, waitingApplyOf } from '../../testing/finances.ts';

const api = await openTestApi();

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

const list = async (query: string) =>
  (
    (await sendAs(api, 'GET', `/lecturers/v2/remittances?per_page=100${query}`, 'admin')).body as {
      data: Remittance[];
    }
  ).data;

describe('remittances', () => {
  it('answers 404 to lecturers and staff', async () => {
    for (const who of ['teacher', 'teacher2', 'staff'] as const)
      expect((await sendAs(api, 'GET', '/lecturers/v2/remittances', who)).status).toBe(404);
  });

  it('lists the newest first, by lecturer and by Taipei day', async () => {
    // 2030-01-01 23:30 in Taipei is 15:30 UTC; 2030-01-02 00:30 in Taipei is 2030-01-01 16:30 UTC.
    const first = await remitted('teacher@example.com', new Date('2030-01-01T15:30:00Z'));
    const second = await remitted('teacher2@example.com', new Date('2030-01-01T16:30:00Z'));
    const both = await list('&from=2030-01-01&to=2030-01-02');
    expect(both.map((row) => row.id)).toEqual([second, first]);
    expect((await list('&from=2030-01-01&to=2030-01-01')).map((row) => row.id)).toEqual([first]);
    expect((await list('&from=2030-01-02')).map((row) => row.id)).toContain(second);
    expect((await list('&from=2030-01-02')).map((row) => row.id)).not.toContain(first);
    const byName = await list('&from=2030-01-01&to=2030-01-02&keyword=teacher2%40');
    expect(byName.map((row) => row.id)).toEqual([second]);
    expect(byName[0]).toMatchObject({
      payout: { bank_name: 'Fixture Bank' },
      by: { id: await userIdOf(api, 'admin@example.com') },
    });
  });
});
