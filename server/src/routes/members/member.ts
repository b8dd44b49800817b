/**
 * One member: the accounts without a role (administrators and lecturers are managed in their own
 * areas). Opened by id (404 when not a member), optionally locked for a change, and answered
 * with their orders count, wallet balance (the sum of the ledger) and settings.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { member } from '../../contract/members.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { isMember } from '../../members/is-member.ts';

type Tx = Database | Transaction;

/** A member's row. */
export type MemberRow = typeof users.$inferSelect;

/** `users.id`, qualified (drizzle leaves a lone FROM's columns bare, which a subquery would misread). */
const userId = sql.raw('"users"."id"');

/** A member's orders (any status). */
export const ordersCountSql = sql<number>`(select count(*)::int from orders o where o.member_id = ${userId})`;

/** A member's wallet balance: the sum of their ledger. */
export const walletBalanceSql = sql<number>`(select coalesce(sum(w.amount), 0)::int from wallet_entries w where w.member_id = ${userId})`;

/** The member of an id (404 when none); `lock` takes a row lock for a change. */
export async function openMember(tx: Tx, id: number, lock = false): Promise<MemberRow> {
  const query = tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), isMember));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** A member as the API answers them. */
export async function memberOf(tx: Tx, id: number): Promise<z.input<typeof member>> {
  const [row] = await tx
    .select({ user: users, ordersCount: ordersCountSql, balance: walletBalanceSql })
    .from(users)
    .where(and(eq(users.id, id), isMember));
  if (!row) throw notFound();
  return {
    ...listItemOf(row.user, row.ordersCount, row.balance),
    settings: {
      receivePlatformLatestEvents: row.user.receivePlatformLatestEvents,
      receiveCoursePromotion: row.user.receiveCoursePromotion,
    },
  };
}

/** A member's list fields. */
export function listItemOf(
  user: Pick<
    MemberRow,
    'id' | 'email' | 'name' | 'realName' | 'phone' | 'memberStatus' | 'createdAt'
  >,
  ordersCount: number,
  balance: number,
) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    real_name: user.realName,
    phone: user.phone,
    status: user.memberStatus,
    created_at: user.createdAt.toISOString(),
    orders_count: ordersCount,
    wallet_balance: balance,
  };
}

/** The fields of a member the audit trail shows (no password hash). */
export function auditedFields(row: MemberRow) {
  return {
    email: row.email,
    name: row.name,
    real_name: row.realName,
    phone: row.phone,
    status: row.memberStatus,
  };
}

/** The notification settings the audit trail shows. */
export function auditedSettings(row: MemberRow) {
  return {
    receivePlatformLatestEvents: row.receivePlatformLatestEvents,
    receiveCoursePromotion: row.receiveCoursePromotion,
  };
}
