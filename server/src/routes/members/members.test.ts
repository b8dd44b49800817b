/**
 * Members: administrators with `v2_member.*` (staff) manage them, lecturers get 404; the seed's
 * 'realName empty'; blocking signs a member out; the wallet is a ledger whose sum is the balance,
 * never below 0; every change is in the audit trail.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../contract/audit.ts';
import type { Member, MemberCoupons, PurchasedLine, WalletEntry } from '../../contract/members.ts';
import { auditEntries, users, walletEntries } from '../../db/schema.ts';
import { DEMO_PASSWORD } from '../../seed/accounts.ts';
import { fingerprint } from '../../testing/fingerprint.ts';
import { openTestApi } from '../../testing/harness.ts';
import { sendAs, userIdOf } from '../../testing/item-fixtures.ts';
import { createUser } from '../../testing/users.ts';
import { lastMailTo } from '../../testing/mail.ts';
import { paidOrderOf } from '../../testing/orders.ts';
import { adjust, freshEmail, newMember } from './fixtures.ts';

const api = await openTestApi();

const base = '/lecturers/v2/members';
const path = (id: number, tail = '') => `${base}/${String(id)}${tail}`;

interface Wallet {
  balance: number;
  data: WalletEntry[];
  meta: { total: number };
}

const walletOf = async (id: number) =>
  (await sendAs(api, 'GET', path(id, '/wallet?per_page=100'), 'staff')).body as Wallet;

const auditOf = async (id: number) =>
  (
    (await sendAs(api, 'GET', path(id, '/audit?per_page=100'), 'staff')).body as {
      data: AuditEntry[];
    }
  ).data;

describe('scope', () => {
  it('lets staff (v2_member.*) manage members; lecturers get 404', async () => {
    const member = await newMember(api);
    expect((await sendAs(api, 'GET', base, 'staff')).status).toBe(200);
    expect((await sendAs(api, 'GET', path(member.id), 'staff')).status).toBe(200);
    expect((await adjust(api, member.id, 10)).status).toBe(201);
    for (const who of ['teacher', 'teacher2'] as const) {
      expect((await sendAs(api, 'GET', base, who)).status).toBe(404);
      expect((await sendAs(api, 'GET', path(member.id), who)).status).toBe(404);
      const response = await sendAs(api, 'POST', path(member.id, '/wallet/adjustments'), who, {
        body: { amount: 10, reason: 'x' },
      });
      expect(response.status).toBe(404);
    }
  });

  it('answers 404 for an account with a role (not a member)', async () => {
    const teacher = await userIdOf(api, 'teacher@example.com');
    expect((await sendAs(api, 'GET', path(teacher), 'admin')).status).toBe(404);
    expect((await adjust(api, teacher, 10)).status).toBe(404);
  });
});

describe('create and update', () => {
  it("refuses an empty real name with the seed's message, with every problem at once", async () => {
    const before = await fingerprint(api.db);
    const response = await sendAs(api, 'POST', base, 'staff', {
      body: { email: 'not-an-email', name: '', real_name: '  ', phone: '' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: {
        email: ['Enter a valid email address.'],
        name: ['This field is required.'],
        real_name: ['Enter the real name.'],
      },
    });
    const zh = await sendAs(api, 'POST', base, 'staff', {
      body: { email: freshEmail(), name: 'A', real_name: '' },
      locale: 'zh-TW',
    });
    expect(zh.body).toEqual({ message: { real_name: ['請填寫真實姓名。'] } });
    expect(await fingerprint(api.db)).toEqual(before);
  });

  it('refuses an e-mail already used, whatever its case', async () => {
    const member = await newMember(api);
    const response = await sendAs(api, 'POST', base, 'staff', {
      body: { email: member.email.toUpperCase(), name: 'B', real_name: 'B' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toHaveProperty(['message', 'email']);
  });

  it('creates an account nobody can sign in to until a password is set', async () => {
    const member = await newMember(api, '林小雨');
    expect(member).toMatchObject({
      name: '林小雨',
      status: 'ACTIVE',
      wallet_balance: 0,
      orders_count: 0,
    });
    for (const password of ['', '!unusable', DEMO_PASSWORD]) {
      const login = await api.request('POST', '/v2/auth/login', {
        body: { email: member.email, password },
      });
      expect(login.status).not.toBe(200);
    }
  });

  it('queues an invitation whose one-time link sets the password, then the member logs in', async () => {
    const member = await newMember(api, '林小晴');
    const mail = await lastMailTo(api, member.email);
    expect(mail).toMatchObject({ kind: 'INVITATION', locale: 'zh-TW', toUserId: member.id });
    const password = 'member-password-1';
    const set = await api.request('POST', '/v2/auth/password', {
      json: true,
      body: { token: mail?.token ?? '', password, password_confirmation: password },
    });
    expect(set.status).toBe(200);
    const login = await api.request('POST', '/v2/auth/login', {
      body: { email: member.email, password },
    });
    expect(login.status).toBe(200);
  });

  it('updates the basic fields, blocks a member (their sessions stop) and audits it', async () => {
    const student = await createUser(api, '陳怡君', false);
    const login = await api.request('POST', '/v2/auth/login', {
      body: { email: student.email, password: DEMO_PASSWORD },
    });
    const token = (login.body as { token: string }).token;
    expect((await api.request('GET', '/v2/me', { token })).status).toBe(200);
    const response = await sendAs(api, 'PUT', path(student.id), 'staff', {
      body: { name: '陳怡君', real_name: '陳怡君', phone: '0922-000-111', status: 'BLOCKED' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'BLOCKED', phone: '0922-000-111' });
    expect((await api.request('GET', '/v2/me', { token })).status).toBe(403);
    const [entry] = await auditOf(student.id);
    expect(entry).toMatchObject({
      subject: 'MEMBER',
      action: 'UPDATE',
      before: { real_name: '', phone: '', status: 'ACTIVE' },
      after: { real_name: '陳怡君', phone: '0922-000-111', status: 'BLOCKED' },
      actor: { id: await userIdOf(api, 'staff@example.com') },
    });
    expect(entry?.before).not.toHaveProperty('name');
  });

  it('saves the notification settings and audits them', async () => {
    const member = await newMember(api);
    const response = await sendAs(api, 'PUT', path(member.id, '/settings'), 'staff', {
      body: { receivePlatformLatestEvents: 'false', receiveCoursePromotion: 'true' },
    });
    expect(response.status).toBe(200);
    const read = (await sendAs(api, 'GET', path(member.id), 'admin')).body as Member;
    expect(read.settings).toEqual({
      receivePlatformLatestEvents: false,
      receiveCoursePromotion: true,
    });
    const [entry] = await auditOf(member.id);
    expect(entry).toMatchObject({
      before: { receivePlatformLatestEvents: true },
      after: { receivePlatformLatestEvents: false },
    });
  });
});

describe('list', () => {
  it('finds by name, real name, e-mail or phone, literally, with the status filter', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const member = await newMember(api, `王${tag}`);
    const find = async (query: string) =>
      (
        (await sendAs(api, 'GET', `${base}?per_page=100&${query}`, 'staff')).body as {
          data: Member[];
        }
      ).data.map((row) => row.id);
    expect(await find(`keyword=${tag}`)).toEqual([member.id]);
    expect(await find(`keyword=${encodeURIComponent(member.email.toUpperCase())}`)).toEqual([
      member.id,
    ]);
    expect(await find(`keyword=${tag}&status=BLOCKED`)).toEqual([]);
    expect(await find(`keyword=${tag}%25`)).toEqual([]);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect(await find(`keyword=${tag}&from=${today}&to=${today}`)).toEqual([member.id]);
    expect(await find(`keyword=${tag}&to=2020-01-01`)).toEqual([]);
    const all = await find('sort=name');
    expect(all).not.toContain(await userIdOf(api, 'admin@example.com'));
  });
});

describe('purchased and coupons', () => {
  it("lists the lines of a member's paid orders", async () => {
    const student = await createUser(api, '黃志明', false);
    const order = await paidOrderOf(api, student.email, 'teacher@example.com');
    const body = (await sendAs(api, 'GET', path(student.id, '/purchased'), 'staff')).body as {
      data: PurchasedLine[];
    };
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      id: order.lineId,
      order: { status: 'PAID' },
      refunded: 0,
    });
    const coupons = (await sendAs(api, 'GET', path(student.id, '/coupons'), 'staff'))
      .body as MemberCoupons;
    expect(coupons).toEqual({ owned: [], used: [] });
  });
});

describe('wallet', () => {
  it('keeps the balance equal to its ledger through random adjustments', async () => {
    const member = await newMember(api);
    // A small deterministic PRNG (mulberry32) so a failure replays.
    let seed = 20261126;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    let expected = 0;
    for (let step = 0; step < 30; step += 1) {
      const amount = Math.round((random() - 0.45) * 2000);
      const response = await adjust(api, member.id, amount, `step ${String(step)}`);
      if (amount === 0 || expected + amount < 0) {
        expect(response.status, `step ${String(step)}: ${String(amount)}`).toBe(400);
        continue;
      }
      expect(response.status).toBe(201);
      expected += amount;
      expect(response.body).toMatchObject({
        balance: expected,
        entry: { balance_after: expected },
      });
    }
    const wallet = await walletOf(member.id);
    const ledger = await api.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.memberId, member.id))
      .orderBy(walletEntries.id);
    expect(wallet.balance).toBe(expected);
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(expected);
    let running = 0;
    for (const row of ledger) {
      running += row.amount;
      expect(row.balanceAfter).toBe(running);
      expect(row.balanceAfter).toBeGreaterThanOrEqual(0);
    }
    expect(wallet.data.map((entry) => entry.id)).toEqual(ledger.map((row) => row.id).reverse());
    expect(
      ((await sendAs(api, 'GET', path(member.id), 'staff')).body as Member).wallet_balance,
    ).toBe(expected);
  });

  it('refuses an overdraft, a zero amount and an empty reason, writing nothing', async () => {
    const member = await newMember(api);
    expect((await adjust(api, member.id, 300, '開戶禮')).status).toBe(201);
    const before = await fingerprint(api.db);
    const overdraft = await adjust(api, member.id, -301, '扣款');
    expect(overdraft.status).toBe(400);
    expect(overdraft.body).toEqual({
      message: { amount: ['The balance is 300 TWD; it cannot go below 0.'] },
    });
    const empty = await adjust(api, member.id, 0, ' ');
    expect(empty.body).toEqual({
      message: {
        amount: ['Enter an amount other than 0.'],
        reason: ['Enter the reason for the adjustment.'],
      },
    });
    expect(await fingerprint(api.db)).toEqual(before);
    expect((await walletOf(member.id)).balance).toBe(300);
  });

  it('never loses one of two adjustments made at once', async () => {
    const member = await newMember(api);
    const results = await Promise.all([adjust(api, member.id, 100), adjust(api, member.id, 250)]);
    expect(results.map((response) => response.status)).toEqual([201, 201]);
    const wallet = await walletOf(member.id);
    expect(wallet.balance).toBe(350);
    const afters = wallet.data.map((entry) => entry.balance_after).sort((a, b) => a - b);
    expect([
      [100, 350],
      [250, 350],
    ]).toContainEqual(afters);
  });

  it('records each adjustment in the audit trail with the reason', async () => {
    const member = await newMember(api);
    await adjust(api, member.id, 500, '活動獎勵');
    await adjust(api, member.id, -120, '誤發扣回');
    const [latest, first] = await auditOf(member.id);
    expect(latest).toMatchObject({
      subject: 'WALLET',
      action: 'ADJUST',
      before: { balance: 500 },
      after: { balance: 380, amount: -120, reason: '誤發扣回' },
    });
    expect(first).toMatchObject({ after: { balance: 500, amount: 500, reason: '活動獎勵' } });
    const rows = await api.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.ownerId, member.id));
    expect(rows.map((row) => row.subject).sort()).toEqual(['MEMBER', 'WALLET', 'WALLET']);
    const [user] = await api.db.select().from(users).where(eq(users.id, member.id));
    expect(JSON.stringify(rows)).not.toContain(user?.passwordHash ?? 'none');
  });
});
