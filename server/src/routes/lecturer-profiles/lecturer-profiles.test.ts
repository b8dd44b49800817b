/** Lecturers area: scope, the seed's validation messages, payout accounts, comments and audit. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/audit.ts';
import type {
  LecturerComment,
  LecturerListResponse,
  LecturerPayoutsResponse,
  LecturerProfile,
} from '../../contract/lecturer-profiles.ts';
import { users } from '../../db/schema.ts';
import { openTestApi } from '../../testing/harness.ts';
import { sendAs, userIdOf } from '../../testing/item-fixtures.ts';
import { lastMailTo } from '../../testing/mail.ts';
import { createUser } from '../../testing/users.ts';
import { adminWith, newLecturer, newPayout } from './fixtures.ts';

const BASE = '/lecturers/v2/lecturer-profiles';
const api = await openTestApi();

const messagesOf = (body: unknown) => (body as { message: Record<string, string[]> }).message;

async function auditOf(id: number): Promise<AuditEntry[]> {
  const response = await sendAs(api, 'GET', `${BASE}/${String(id)}/audit?per_page=100`, 'admin');
  return (response.body as { data: AuditEntry[] }).data;
}

describe('scope', () => {
  it('answers 404 to staff (no v2_lecturer) and to lecturers, everywhere', async () => {
    const lecturer = await newLecturer(api);
    const payout = await newPayout(api, lecturer.id);
    const id = String(lecturer.id);
    const calls: [string, string][] = [
      ['GET', BASE],
      ['POST', BASE],
      ['GET', `${BASE}/${id}`],
      ['PUT', `${BASE}/${id}`],
      ['PUT', `${BASE}/${id}/status`],
      ['GET', `${BASE}/${id}/courses`],
      ['GET', `${BASE}/${id}/incomes`],
      ['GET', `${BASE}/${id}/audit`],
      ['GET', `${BASE}/${id}/comments`],
      ['POST', `${BASE}/${id}/comments`],
      ['GET', `${BASE}/${id}/payouts`],
      ['DELETE', `${BASE}/${id}/payouts/${String(payout.id)}`],
      ['PUT', `${BASE}/${id}/payouts/${String(payout.id)}/main`],
    ];
    for (const who of ['staff', 'teacher', 'teacher2'] as const)
      for (const [method, path] of calls)
        expect((await sendAs(api, method, path, who)).status, `${who} ${method} ${path}`).toBe(404);
  });

  it('answers 404 for a user who is no lecturer', async () => {
    const student = await userIdOf(api, 'student@example.com');
    expect((await sendAs(api, 'GET', `${BASE}/${String(student)}`, 'admin')).status).toBe(404);
    expect((await sendAs(api, 'GET', `${BASE}/${String(student)}/payouts`, 'admin')).status).toBe(
      404,
    );
  });

  it('lets an administrator with v2_lecturer.read read but not change', async () => {
    const reader = await adminWith(api, 'lecturer-reader@example.com', ['v2_lecturer.read']);
    const lecturer = await newLecturer(api);
    const token = await api.tokenOf(reader);
    const read = await api.request('GET', `${BASE}/${String(lecturer.id)}`, { token });
    expect(read.status).toBe(200);
    const write = await api.request('PUT', `${BASE}/${String(lecturer.id)}/status`, {
      token,
      body: { status: 'SUSPENDED' },
    });
    expect(write.status).toBe(404);
  });
});

describe('creating and updating a lecturer', () => {
  it('queues an invitation to a new account only (an existing user keeps their password)', async () => {
    const lecturer = await newLecturer(api);
    const mail = await lastMailTo(api, lecturer.email);
    expect(mail).toMatchObject({ kind: 'INVITATION', locale: 'zh-TW', toUserId: lecturer.id });
    expect(mail?.token).toBeTruthy();
    const student = await createUser(api, '既有學生', false);
    await newLecturer(api, { email: student.email });
    expect(await lastMailTo(api, student.email)).toBeUndefined();
  });

  it("refuses 'realName empty' and 'lecturer description empty' at once, in the request's language", async () => {
    const response = await sendAs(api, 'POST', BASE, 'admin', {
      locale: 'zh-TW',
      body: {
        email: 'nobody-yet@example.com',
        real_name: '  ',
        description: '<p> </p><script>x</script>',
      },
    });
    expect(response.status).toBe(400);
    expect(messagesOf(response.body)).toEqual({
      real_name: ['請輸入真實姓名。'],
      description: ['請輸入講師介紹。'],
    });
    expect(
      await api.db.select().from(users).where(eq(users.email, 'nobody-yet@example.com')),
    ).toEqual([]);
  });

  it('refuses a malformed e-mail and a lecturer’s e-mail (without case)', async () => {
    const bad = await sendAs(api, 'POST', BASE, 'admin', {
      body: { email: 'not-an-email', real_name: 'A', description: 'B' },
    });
    expect(Object.keys(messagesOf(bad.body))).toEqual(['email']);
    const taken = await sendAs(api, 'POST', BASE, 'admin', {
      body: { email: 'TEACHER@example.com', real_name: 'A', description: 'B' },
    });
    expect(messagesOf(taken.body)).toEqual({
      email: ['This email address belongs to a lecturer already.'],
    });
  });

  it('makes a new account that cannot sign in, sanitising the description', async () => {
    const lecturer = await newLecturer(api, {
      email: 'new-lecturer@example.com',
      description: '<p>Hello<script>alert(1)</script></p>',
    });
    expect(lecturer).toMatchObject({ can_sign_in: false, status: 'ACTIVE' });
    expect(lecturer.description).toBe('<p>Hello</p>');
    const login = await api.request('POST', '/v2/auth/login', {
      body: { email: 'new-lecturer@example.com', password: '' },
    });
    expect(login.status).toBe(400);
    const [user] = await api.db.select().from(users).where(eq(users.id, lecturer.id));
    expect(user?.roles).toEqual(['TEACHER']);
    expect(user?.passwordHash.startsWith('scrypt$')).toBe(false);
  });

  it('turns an existing user who is not a lecturer into one', async () => {
    const student = await userIdOf(api, 'student@example.com');
    const lecturer = await newLecturer(api, { email: 'Student@Example.com', name: '' });
    expect(lecturer.id).toBe(student);
    expect(lecturer.can_sign_in).toBe(true);
    const [user] = await api.db.select().from(users).where(eq(users.id, student));
    expect(user?.roles).toContain('TEACHER');
  });

  it('updates with the same rules and records the change', async () => {
    const lecturer = await newLecturer(api);
    const path = `${BASE}/${String(lecturer.id)}`;
    const refused = await sendAs(api, 'PUT', path, 'admin', {
      body: { email: 'teacher2@example.com', real_name: '', description: '' },
    });
    expect(Object.keys(messagesOf(refused.body)).sort()).toEqual([
      'description',
      'email',
      'real_name',
    ]);
    const saved = await sendAs(api, 'PUT', path, 'admin', {
      body: { ...lecturer, headline: 'New headline' },
    });
    expect((saved.body as LecturerProfile).headline).toBe('New headline');
    const [latest] = await auditOf(lecturer.id);
    expect(latest).toMatchObject({
      subject: 'LECTURER',
      action: 'UPDATE',
      before: { headline: 'Teaches things' },
      after: { headline: 'New headline' },
      actor: { name: expect.any(String) as string },
    });
  });

  it('changes the status and records it', async () => {
    const lecturer = await newLecturer(api);
    const response = await sendAs(api, 'PUT', `${BASE}/${String(lecturer.id)}/status`, 'admin', {
      body: { status: 'SUSPENDED' },
    });
    expect((response.body as LecturerProfile).status).toBe('SUSPENDED');
    expect((await auditOf(lecturer.id))[0]).toMatchObject({
      before: { status: 'ACTIVE' },
      after: { status: 'SUSPENDED' },
    });
  });
});

describe('a suspended lecturer', () => {
  it('is no lecturer until reinstated: the sessions they hold stop lecturing at once', async () => {
    const id = await userIdOf(api, 'teacher@example.com');
    const me = async () =>
      (await sendAs(api, 'GET', '/v2/me', 'teacher')).body as { roles: string[] };
    const courses = async () =>
      (await sendAs(api, 'GET', '/lecturers/v2/courses', 'teacher')).status;
    expect((await me()).roles).toContain('TEACHER');
    expect(await courses()).toBe(200);

    const status = (value: 'ACTIVE' | 'SUSPENDED') =>
      sendAs(api, 'PUT', `${BASE}/${String(id)}/status`, 'admin', { body: { status: value } });
    expect((await status('SUSPENDED')).status).toBe(200);
    expect((await me()).roles).not.toContain('TEACHER');
    expect(await courses()).not.toBe(200);

    expect((await status('ACTIVE')).status).toBe(200);
    expect((await me()).roles).toContain('TEACHER');
    expect(await courses()).toBe(200);
  });
});

describe('the list', () => {
  it('finds by name, real name or e-mail (literally) and by status, with counts', async () => {
    const lecturer = await newLecturer(api, {
      email: 'list_find@example.com',
      name: 'Findable 100%',
      real_name: '林小美',
    });
    await newPayout(api, lecturer.id);
    const find = async (query: string) =>
      (
        (await sendAs(api, 'GET', `${BASE}?${query}`, 'admin')).body as LecturerListResponse
      ).data.map((row) => row.id);
    expect(await find('keyword=100%25')).toEqual([lecturer.id]);
    expect(await find(`keyword=${encodeURIComponent('林小美')}`)).toEqual([lecturer.id]);
    expect(await find('keyword=list_find')).toEqual([lecturer.id]);
    expect(await find('keyword=list%find')).toEqual([]);
    expect(await find('keyword=list_find&status=SUSPENDED')).toEqual([]);
    const [row] = (
      (await sendAs(api, 'GET', `${BASE}?keyword=list_find`, 'admin')).body as LecturerListResponse
    ).data;
    expect(row).toMatchObject({ payouts_count: 1, courses_count: 0, status: 'ACTIVE' });
  });
});

describe('payout accounts', () => {
  it("refuses 'financial code empty', 'account name empty', 'account number empty' at once", async () => {
    const lecturer = await newLecturer(api);
    const response = await sendAs(api, 'POST', `${BASE}/${String(lecturer.id)}/payouts`, 'admin', {
      body: { financial_code: '', bank_name: '', account_name: '', account_number: '' },
    });
    expect(response.status).toBe(400);
    expect(messagesOf(response.body)).toEqual({
      financial_code: ['Enter the financial code.'],
      account_name: ['Enter the account name.'],
      account_number: ['Enter the account number.'],
    });
    const formats = await sendAs(api, 'POST', `${BASE}/${String(lecturer.id)}/payouts`, 'admin', {
      body: { financial_code: '81', account_name: 'A', account_number: '12-34' },
    });
    expect(Object.keys(messagesOf(formats.body)).sort()).toEqual([
      'account_number',
      'financial_code',
    ]);
  });

  it('makes the first account main, moves main in one change, refuses deleting the main one', async () => {
    const lecturer = await newLecturer(api);
    const path = `${BASE}/${String(lecturer.id)}/payouts`;
    const first = await newPayout(api, lecturer.id, '11112222');
    const second = await newPayout(api, lecturer.id, '33334444');
    expect([first.main, second.main]).toEqual([true, false]);
    const moved = await sendAs(api, 'PUT', `${path}/${String(second.id)}/main`, 'admin');
    expect((moved.body as LecturerPayoutsResponse).data.map((row) => [row.id, row.main])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const refused = await sendAs(api, 'DELETE', `${path}/${String(second.id)}`, 'admin');
    expect(refused.status).toBe(400);
    expect(messagesOf(refused.body)).toEqual({
      payout_id: [
        'The main payout account cannot be deleted. Make another account the main one first.',
      ],
    });
    const removed = await sendAs(api, 'DELETE', `${path}/${String(first.id)}`, 'admin');
    expect(removed.status).toBe(200);
    const actions = (await auditOf(lecturer.id)).map((entry) => [entry.subject, entry.action]);
    expect(actions.slice(0, 4)).toEqual([
      ['PAYOUT', 'DELETE'],
      ['PAYOUT', 'MAKE_MAIN'],
      ['PAYOUT', 'UPDATE'],
      ['PAYOUT', 'CREATE'],
    ]);
    expect(JSON.stringify(await auditOf(lecturer.id))).not.toContain('11112222');
  });

  it('masks account numbers unless the viewer holds v2_remittance.write', async () => {
    const lecturer = await newLecturer(api);
    const payout = await newPayout(api, lecturer.id, '9876543210');
    const path = `${BASE}/${String(lecturer.id)}/payouts`;
    const full = (await sendAs(api, 'GET', path, 'admin')).body as LecturerPayoutsResponse;
    expect(full).toMatchObject({ masked: false, data: [{ account_number: '9876543210' }] });
    const viewer = await adminWith(api, 'lecturer-only@example.com', ['v2_lecturer.*']);
    const token = await api.tokenOf(viewer);
    const masked = (await api.request('GET', path, { token })).body as LecturerPayoutsResponse;
    expect(masked).toMatchObject({ masked: true, data: [{ account_number: '****3210' }] });
    // Sending the masked number back keeps the stored one.
    const edited = await api.request('PUT', `${path}/${String(payout.id)}`, {
      token,
      body: {
        financial_code: '8120011',
        bank_name: '台新銀行',
        account_name: '王小明',
        account_number: '****3210',
      },
    });
    expect(edited.status).toBe(200);
    const after = (await sendAs(api, 'GET', path, 'admin')).body as LecturerPayoutsResponse;
    expect(after.data[0]).toMatchObject({
      account_number: '9876543210',
      account_name: '王小明',
      financial_code: '8120011',
    });
  });
});

describe('comments', () => {
  it("refuses 'comment empty', keeps the author on edit and marks it edited", async () => {
    const lecturer = await newLecturer(api);
    const path = `${BASE}/${String(lecturer.id)}/comments`;
    const empty = await sendAs(api, 'POST', path, 'admin', { body: { body: '   ' } });
    expect(messagesOf(empty.body)).toEqual({ body: ['Enter a comment.'] });
    const written = (await sendAs(api, 'POST', path, 'admin', { body: { body: 'First note' } }))
      .body as LecturerComment;
    expect(written).toMatchObject({
      edited: false,
      author: { name: expect.any(String) as string },
    });
    const editor = await adminWith(api, 'comment-editor@example.com', ['v2_lecturer.*']);
    const edited = await api.request('PUT', `${path}/${String(written.id)}`, {
      token: await api.tokenOf(editor),
      body: { body: 'Edited note' },
    });
    expect(edited.body).toMatchObject({
      body: 'Edited note',
      edited: true,
      author: written.author,
    });
    const listed = (await sendAs(api, 'GET', path, 'admin')).body as { data: LecturerComment[] };
    expect(listed.data.map((row) => row.body)).toEqual(['Edited note']);
    expect((await sendAs(api, 'DELETE', `${path}/${String(written.id)}`, 'admin')).status).toBe(
      200,
    );
    expect(((await sendAs(api, 'GET', path, 'admin')).body as { data: [] }).data).toEqual([]);
  });
});

describe('courses and incomes', () => {
  it("lists the lecturer's items and answers the income of a year", async () => {
    const teacher = await userIdOf(api, 'teacher@example.com');
    const courses = await sendAs(api, 'GET', `${BASE}/${String(teacher)}/courses`, 'admin');
    expect(courses.status).toBe(200);
    const data = (courses.body as { data: { owner: boolean; price: number }[] }).data;
    expect(data.length).toBeGreaterThan(0);
    const incomes = await sendAs(
      api,
      'GET',
      `${BASE}/${String(teacher)}/incomes?year=2026`,
      'admin',
    );
    expect(incomes.status).toBe(200);
    expect((incomes.body as { months: unknown[] }).months).toHaveLength(12);
  });
});
