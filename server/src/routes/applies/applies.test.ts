/**
 * Payout requests: who sees which, the list's order and filters, approving (an account of the
 * lecturer's must be chosen; all or nothing) and rejecting (the records are free again).
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Apply, PayoutAccount } from '../../contract/finances.ts';
import { applies, incomes, outboxMessages, remittances, users } from '../../db/schema.ts';
import { fingerprint } from '../../testing/fingerprint.ts';
import { openTestApi } from '../../testing/harness.ts';
import { sendAs, userIdOf } from '../../testing/item-fixtures.ts';
import { insertPayout, waitingApplyOf } from '../../testing/finances.ts';

const api = await openTestApi();
const teacherId = await userIdOf(api, 'teacher@example.com');
const teacher2Id = await userIdOf(api, 'teacher2@example.com');
const adminId = await userIdOf(api, 'admin@example.com');

const path = (id: number, tail = '') => `/lecturers/v2/applies/${id}${tail}`;

describe('scope', () => {
  it('shows a lecturer only their own applies; another lecturer’s answers 404', async () => {
    const mine = await waitingApplyOf(api, 'teacher@example.com');
    const theirs = await waitingApplyOf(api, 'teacher2@example.com');
    const list = await sendAs(api, 'GET', '/lecturers/v2/applies?per_page=100', 'teacher');
    expect(list.status).toBe(200);
    const data = (list.body as { data: Apply[] }).data;
    expect(data.map((apply) => apply.id)).toContain(mine.id);
    expect(data.every((apply) => apply.lecturer.id === teacherId)).toBe(true);
    expect((await sendAs(api, 'GET', path(mine.id), 'teacher')).status).toBe(200);
    expect((await sendAs(api, 'GET', path(theirs.id), 'teacher')).status).toBe(404);
    const admin = await sendAs(api, 'GET', path(theirs.id), 'admin');
    expect((admin.body as Apply).lecturer.id).toBe(teacher2Id);
  });

  it('never lets a lecturer see accounts or decide, and hides applies from staff', async () => {
    const mine = await waitingApplyOf(api, 'teacher@example.com');
    const account = await insertPayout(api, 'teacher@example.com');
    expect((await sendAs(api, 'GET', path(mine.id, '/payouts'), 'teacher')).status).toBe(404);
    const approve = await sendAs(api, 'PUT', path(mine.id, '/approve'), 'teacher', {
      body: { payout_id: account },
    });
    expect(approve.status).toBe(404);
    const reject = await sendAs(api, 'PUT', path(mine.id, '/reject'), 'teacher', {
      body: { reason: 'no' },
    });
    expect(reject.status).toBe(404);
    expect((await sendAs(api, 'GET', '/lecturers/v2/applies', 'staff')).status).toBe(404);
    expect((await sendAs(api, 'GET', path(mine.id), 'staff')).status).toBe(404);
    const [row] = await api.db.select().from(applies).where(eq(applies.id, mine.id));
    expect(row?.status).toBe('PENDING');
  });
});

describe('list', () => {
  it('puts waiting applies first, then the newest, and filters by status and keyword', async () => {
    await waitingApplyOf(api, 'teacher2@example.com');
    const response = await sendAs(api, 'GET', '/lecturers/v2/applies?per_page=100', 'admin');
    const data = (response.body as { data: Apply[] }).data;
    const firstDecided = data.findIndex((apply) => apply.status !== 'PENDING');
    if (firstDecided >= 0)
      expect(data.slice(firstDecided).every((apply) => apply.status !== 'PENDING')).toBe(true);
    const waiting = data.filter((apply) => apply.status === 'PENDING');
    const times = waiting.map((apply) => apply.created_at);
    expect(times).toEqual([...times].sort().reverse());

    const pendingOnly = await sendAs(api, 'GET', '/lecturers/v2/applies?status=PENDING', 'admin');
    const pendingData = (pendingOnly.body as { data: Apply[] }).data;
    expect(pendingData.length).toBeGreaterThan(0);
    expect(pendingData.every((apply) => apply.status === 'PENDING')).toBe(true);

    const byMail = await sendAs(
      api,
      'GET',
      '/lecturers/v2/applies?per_page=100&keyword=TEACHER2%40example',
      'admin',
    );
    const mailData = (byMail.body as { data: Apply[] }).data;
    expect(mailData.length).toBeGreaterThan(0);
    expect(mailData.every((apply) => apply.lecturer.id === teacher2Id)).toBe(true);
    const literal = await sendAs(api, 'GET', '/lecturers/v2/applies?keyword=%25', 'admin');
    expect((literal.body as { data: Apply[] }).data).toEqual([]);
  });

  it('counts the income records an apply pays', async () => {
    const { id, incomeIds } = await waitingApplyOf(api, 'teacher@example.com');
    const response = await sendAs(api, 'GET', path(id), 'admin');
    expect((response.body as Apply).records_count).toBe(incomeIds.length);
    expect(incomeIds.length).toBeGreaterThan(0);
  });

  it("lists the apply's lecturer's payout accounts, the main one first", async () => {
    const { id } = await waitingApplyOf(api, 'teacher2@example.com');
    const other = await insertPayout(api, 'teacher2@example.com');
    const main = await insertPayout(api, 'teacher2@example.com', true);
    const foreign = await insertPayout(api, 'teacher@example.com');
    const response = await sendAs(api, 'GET', path(id, '/payouts'), 'admin');
    const data = (response.body as { data: PayoutAccount[] }).data;
    expect(data[0]).toMatchObject({ id: main, main: true });
    expect(data.map((account) => account.id)).toContain(other);
    expect(data.map((account) => account.id)).not.toContain(foreign);
  });
});

describe('approve', () => {
  it('refuses without a chosen account, with the message, writing nothing', async () => {
    const { id } = await waitingApplyOf(api, 'teacher2@example.com');
    const before = await fingerprint(api.db);
    const response = await sendAs(api, 'PUT', path(id, '/approve'), 'admin', {
      body: { payout_id: '' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: { payout_id: ['No payout account chosen.'] } });
    expect(await fingerprint(api.db)).toEqual(before);
  });

  it("refuses another lecturer's account", async () => {
    const { id } = await waitingApplyOf(api, 'teacher2@example.com');
    const foreign = await insertPayout(api, 'teacher@example.com');
    const response = await sendAs(api, 'PUT', path(id, '/approve'), 'admin', {
      body: { payout_id: foreign },
    });
    expect(response.status).toBe(400);
    expect(response.body).toHaveProperty(['message', 'payout_id']);
  });

  it('remits: the apply, a remittance with the account, the records PAID; only once', async () => {
    const { id, incomeIds } = await waitingApplyOf(api, 'teacher2@example.com');
    const account = await insertPayout(api, 'teacher2@example.com');
    const response = await sendAs(api, 'PUT', path(id, '/approve'), 'admin', {
      body: { payout_id: account },
    });
    expect(response.status).toBe(200);
    const apply = response.body as Apply;
    expect(apply.status).toBe('REMITTED');
    expect(apply.remittance).toMatchObject({
      amount: apply.amount,
      payout: { bank_name: 'Fixture Bank', account_name: 'Fixture Account' },
      by: { id: adminId },
    });
    const [stored] = await api.db.select().from(remittances).where(eq(remittances.applyId, id));
    expect(stored).toMatchObject({ remittedBy: adminId, lecturerId: teacher2Id });
    const rows = await api.db.select().from(incomes).where(eq(incomes.applyId, id));
    expect(rows.map((row) => row.id).sort()).toEqual([...incomeIds].sort());
    const paid = await sendAs(
      api,
      'GET',
      '/lecturers/v2/revenues/records?status=PAID&per_page=100',
      'teacher2',
    );
    const paidIds = (paid.body as { data: { id: number }[] }).data.map((row) => row.id);
    for (const incomeId of incomeIds) expect(paidIds).toContain(incomeId);

    const again = await sendAs(api, 'PUT', path(id, '/approve'), 'admin', {
      body: { payout_id: account },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: 'This payout request has already been handled.' });
    expect(await api.db.select().from(remittances).where(eq(remittances.applyId, id))).toHaveLength(
      1,
    );
  });

  it('is one transaction: a failing remittance leaves the apply waiting', async () => {
    const { id } = await waitingApplyOf(api, 'teacher2@example.com');
    const account = await insertPayout(api, 'teacher2@example.com');
    // A remittance already naming the apply makes the approval's insert fail (unique apply_id).
    await api.db.insert(remittances).values({
      applyId: id,
      lecturerId: teacher2Id,
      amount: 1,
      financialCode: 'x',
      bankName: 'x',
      accountName: 'x',
      accountNumber: 'x',
      remittedBy: adminId,
    });
    const response = await sendAs(api, 'PUT', path(id, '/approve'), 'admin', {
      body: { payout_id: account },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    const [row] = await api.db.select().from(applies).where(eq(applies.id, id));
    expect(row?.status).toBe('PENDING');
  });
});

describe('reject', () => {
  it('needs a reason', async () => {
    const { id } = await waitingApplyOf(api, 'teacher@example.com');
    const response = await sendAs(api, 'PUT', path(id, '/reject'), 'admin', {
      body: { reason: '  ' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toHaveProperty(['message', 'reason']);
  });

  it('records why and frees the records (available again)', async () => {
    const { id, incomeIds } = await waitingApplyOf(api, 'teacher@example.com');
    const response = await sendAs(api, 'PUT', path(id, '/reject'), 'admin', {
      body: { reason: 'Wrong account' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'REJECTED',
      rejection: { reason: 'Wrong account', by: { id: adminId } },
      records_count: 0,
    });
    const rows = await api.db.select().from(incomes).where(eq(incomes.lecturerId, teacherId));
    for (const row of rows.filter((candidate) => incomeIds.includes(candidate.id)))
      expect(row.applyId).toBeNull();
    const available = await sendAs(
      api,
      'GET',
      '/lecturers/v2/revenues/records?status=AVAILABLE&per_page=100',
      'teacher',
    );
    const ids = (available.body as { data: { id: number }[] }).data.map((row) => row.id);
    for (const incomeId of incomeIds) expect(ids).toContain(incomeId);
    const again = await sendAs(api, 'PUT', path(id, '/reject'), 'admin', {
      body: { reason: 'Twice' },
    });
    expect(again.status).toBe(400);
  });
});

describe('messages to the lecturer', () => {
  /** The outbox messages of an apply. */
  const messagesOf = (id: number) =>
    api.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.sourceType, 'apply'), eq(outboxMessages.sourceId, id)));

  it('queues APPLY_APPROVED to the lecturer with the amount, in their locale', async () => {
    await api.db.update(users).set({ locale: 'en' }).where(eq(users.id, teacher2Id));
    const { id } = await waitingApplyOf(api, 'teacher2@example.com');
    const [apply] = await api.db.select().from(applies).where(eq(applies.id, id));
    const account = await insertPayout(api, 'teacher2@example.com');
    await sendAs(api, 'PUT', path(id, '/approve'), 'admin', { body: { payout_id: account } });
    const messages = await messagesOf(id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      kind: 'APPLY_APPROVED',
      toAddress: 'teacher2@example.com',
      toUserId: teacher2Id,
      locale: 'en',
      subject: 'Your payout request was approved',
      status: 'QUEUED',
    });
    expect(messages[0]?.text).toContain(`(NT$${(apply?.amount ?? 0).toLocaleString('en')})`);
    expect(messages[0]?.text).toContain('Fixture Bank');
    await api.db.update(users).set({ locale: 'zh-TW' }).where(eq(users.id, teacher2Id));
  });

  it('queues APPLY_REJECTED with the reason; nothing when the decision is refused', async () => {
    const { id } = await waitingApplyOf(api, 'teacher@example.com');
    await sendAs(api, 'PUT', path(id, '/reject'), 'admin', { body: { reason: '  ' } });
    expect(await messagesOf(id)).toEqual([]);
    await sendAs(api, 'PUT', path(id, '/reject'), 'admin', {
      body: { reason: 'Bank details do not match' },
    });
    const messages = await messagesOf(id);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      kind: 'APPLY_REJECTED',
      toAddress: 'teacher@example.com',
      toUserId: teacherId,
      locale: 'zh-TW',
      subject: '您的提領申請未獲核准',
    });
    expect(messages[0]?.text).toContain('原因：Bank details do not match');
  });
});
