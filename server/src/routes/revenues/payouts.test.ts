/**
 * A lecturer's own payout accounts: only their own (another lecturer's id is 404, administrators
 * and members are refused), the administrators' validation, the main account protected (never
 * deleted, changed to another), every change in the audit log.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LecturerPayout, LecturerPayoutsResponse } from '../../contract/lecturer-profiles.ts';
import { auditEntries } from '../../db/schema.ts';
import { freshLecturer, insertPayout } from '../../testing/finances.ts';
import { openTestApi } from '../../testing/harness.ts';
import { sendAs } from '../../testing/item-fixtures.ts';

const api = await openTestApi();

const base = '/lecturers/v2/revenues/payouts';

const body = {
  financial_code: '812',
  bank_name: '',
  account_name: 'Own Account',
  account_number: '1234567890',
};

/** A request as a lecturer by e-mail. */
async function as(email: string, method: string, path: string, payload?: Record<string, unknown>) {
  return api.request(method, path, {
    locale: 'en',
    token: await api.tokenOf(email),
    ...(payload === undefined ? {} : { body: payload }),
  });
}

/** The audit entries of a payout account. */
async function auditOf(payoutId: number) {
  return api.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.subject, 'PAYOUT'), eq(auditEntries.subjectKey, String(payoutId))));
}

describe('own payout accounts', () => {
  it('adds, lists (numbers in full), edits and audits the owner’s accounts', async () => {
    const email = 'own-payouts@example.com';
    const lecturerId = await freshLecturer(api, email);
    const created = await as(email, 'POST', base, body);
    expect(created.status).toBe(201);
    const first = created.body as LecturerPayout;
    expect(first).toMatchObject({ main: true, account_number: '1234567890' });
    const second = (await as(email, 'POST', base, { ...body, account_number: '555' }))
      .body as LecturerPayout;
    expect(second.main).toBe(false);

    const edited = await as(email, 'PUT', `${base}/${String(second.id)}`, {
      ...body,
      account_name: 'Renamed',
      account_number: '5556',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ account_name: 'Renamed', account_number: '5556' });

    const list = (await as(email, 'GET', base)).body as LecturerPayoutsResponse;
    expect(list.masked).toBe(false);
    expect(list.data.map((row) => [row.id, row.main])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);

    const entries = await auditOf(second.id);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['CREATE', 'UPDATE']);
    expect(
      entries.every((entry) => entry.ownerId === lecturerId && entry.actorId === lecturerId),
    ).toBe(true);
    expect(entries.find((entry) => entry.action === 'UPDATE')?.after).toMatchObject({
      account_name: 'Renamed',
      account_number: '****5556',
    });
  });

  it('checks the fields like the administrators’ form, at each field', async () => {
    const email = 'own-payouts-bad@example.com';
    await freshLecturer(api, email);
    const refused = await as(email, 'POST', base, {
      ...body,
      financial_code: '81',
      account_name: '',
      account_number: '12-34',
    });
    expect(refused.status).toBe(400);
    expect(Object.keys((refused.body as { message: object }).message).sort()).toEqual([
      'account_name',
      'account_number',
      'financial_code',
    ]);
  });

  it('protects the main account: not deleted, but another can become main', async () => {
    const email = 'own-payouts-main@example.com';
    await freshLecturer(api, email);
    const main = (await as(email, 'POST', base, body)).body as LecturerPayout;
    const other = (await as(email, 'POST', base, { ...body, account_number: '777' }))
      .body as LecturerPayout;

    const refused = await as(email, 'DELETE', `${base}/${String(main.id)}`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: { payout_id: [expect.any(String)] },
    });

    const switched = await as(email, 'PUT', `${base}/${String(other.id)}/main`);
    expect(switched.status).toBe(200);
    expect((switched.body as LecturerPayoutsResponse).data[0]).toMatchObject({
      id: other.id,
      main: true,
    });
    expect((await auditOf(other.id)).map((entry) => entry.action)).toContain('MAKE_MAIN');

    const deleted = await as(email, 'DELETE', `${base}/${String(main.id)}`);
    expect(deleted.status).toBe(200);
    expect((await auditOf(main.id)).map((entry) => entry.action)).toContain('DELETE');
  });

  it('answers 404 for another lecturer’s account and refuses administrators and members', async () => {
    const othersAccount = await insertPayout(api, 'teacher2@example.com');
    for (const [method, path, payload] of [
      ['PUT', `${base}/${String(othersAccount)}`, body],
      ['DELETE', `${base}/${String(othersAccount)}`, undefined],
      ['PUT', `${base}/${String(othersAccount)}/main`, undefined],
    ] as const)
      expect(
        (await sendAs(api, method, path, 'teacher', payload ? { body: payload } : {})).status,
        `${method} ${path}`,
      ).toBe(404);
    const own = await sendAs(api, 'GET', base, 'teacher');
    expect((own.body as LecturerPayoutsResponse).data.map((row) => row.id)).not.toContain(
      othersAccount,
    );
    for (const who of ['admin', 'staff', 'student'] as const) {
      expect((await as(`${who}@example.com`, 'GET', base)).status, who).toBe(404);
      expect((await as(`${who}@example.com`, 'POST', base, body)).status, who).toBe(404);
    }
  });
});
