/**
 * The demo members (seed/members.ts): real names and phones, wallets whose `balance_after` is the
 * running sum of their ledger (never below 0) with each kind, administrators' adjustments in the
 * change history, and a few owned coupons.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries, memberCoupons, users, walletEntries } from '../db/schema.ts';
import { openTestApi } from '../testing/harness.ts';
import { DEMO_STUDENT_EMAIL } from './students.ts';

const api = await openTestApi();

describe('demo members', () => {
  it('gives the demo student a real name, a phone, a consistent wallet and coupons', async () => {
    const [student] = await api.db.select().from(users).where(eq(users.email, DEMO_STUDENT_EMAIL));
    expect(student?.realName).not.toBe('');
    expect(student?.phone).toMatch(/^09\d{2}-\d{3}-\d{3}$/);
    const owned = await api.db
      .select()
      .from(memberCoupons)
      .where(eq(memberCoupons.memberId, student?.id ?? 0));
    expect(owned.length).toBeGreaterThan(0);
  });

  it("keeps every wallet's balance_after the running sum of its ledger, never below 0", async () => {
    const entries = await api.db
      .select()
      .from(walletEntries)
      .orderBy(asc(walletEntries.memberId), asc(walletEntries.id));
    expect(new Set(entries.map((entry) => entry.kind))).toEqual(
      new Set(['TOP_UP', 'ADJUST', 'PURCHASE']),
    );
    expect(entries.filter((entry) => entry.kind === 'ADJUST').every((entry) => entry.reason)).toBe(
      true,
    );
    const running = new Map<number, number>();
    for (const entry of entries) {
      const balance = (running.get(entry.memberId) ?? 0) + entry.amount;
      running.set(entry.memberId, balance);
      expect(entry.balanceAfter).toBe(balance);
      expect(balance).toBeGreaterThanOrEqual(0);
    }
    expect(running.size).toBeGreaterThanOrEqual(10);
    const [withoutRealName] = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`cardinality(${users.roles}) = 0 and ${users.realName} = ''`);
    expect(withoutRealName?.n).toBe(0);
  });

  it("puts every administrator's adjustment in the member's change history", async () => {
    const adjustments = await api.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.kind, 'ADJUST'))
      .orderBy(asc(walletEntries.id));
    const audited = await api.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.subject, 'WALLET'))
      .orderBy(asc(auditEntries.id));
    expect(adjustments.length).toBeGreaterThan(0);
    expect(
      audited.map((entry) => [entry.ownerId, entry.actorId, entry.after, entry.at.getTime()]),
    ).toEqual(
      adjustments.map((entry) => [
        entry.memberId,
        entry.actorId,
        { balance: entry.balanceAfter, amount: entry.amount, reason: entry.reason },
        entry.createdAt.getTime(),
      ]),
    );
  });
});
