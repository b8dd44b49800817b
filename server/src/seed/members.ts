/**
 * The demo's members: real names and phones for the students (the display name is the real one,
 * as most buyers sign up), a wallet history for the demo student and a dozen learners (top-ups,
 * spending on a paid order, administrators' adjustments with reasons; each entry's
 * `balance_after` is the running sum) and a few platform coupons given to them. Deterministic.
 */
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { coupons, memberCoupons, orders, users, walletEntries } from '../db/schema.ts';
import { DEMO_STUDENT_EMAIL, studentEmail } from './students.ts';
import { recordAudit } from '../audit/record.ts';

/** A member: an account without a role. */
const isMember = sql`cardinality(${users.roles}) = 0`;

const DAY = 86_400_000;

/** Learners (by number) who get a wallet history and coupons, besides the demo student. */
const WALLET_LEARNERS = [1, 2, 3, 5, 8, 13, 21, 22, 25, 28];

/** The administrators' reasons for adjustments (positive and negative). */
const creditReasons = [
  '客服補償：課程影片無法播放',
  '生日禮金',
  '活動獎勵：雙11抽獎',
  'Referral bonus',
];
const debitReasons = ['誤發扣回', '退款重複入帳沖銷'];

/** Seeds the members' real names, phones, wallets and coupons (scale 1 and up). */
export async function seedMembers(db: Database, scale: number, now: Date): Promise<void> {
  if (scale < 1) return;
  await db.transaction(async (tx) => {
    // Every member (no role) gets their name as real name and a phone, in one statement.
    const digits = sql`lpad(((${users.id}::bigint * 7919731 + 12345678) % 100000000)::text, 8, '0')`;
    await tx
      .update(users)
      .set({
        realName: sql`${users.name}`,
        phone: sql`'09' || substr(${digits}, 1, 2) || '-' || substr(${digits}, 3, 3) || '-' || substr(${digits}, 6)`,
      })
      .where(isMember);
    const members = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(isMember)
      .orderBy(users.id);
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@example.com'));
    const emails = [DEMO_STUDENT_EMAIL, ...WALLET_LEARNERS.map(studentEmail)];
    const chosen = members.filter((member) => emails.includes(member.email));
    const platformCoupons = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(isNull(coupons.lecturerId))
      .orderBy(coupons.id)
      .limit(3);
    for (const [index, member] of chosen.entries()) {
      const [order] = await tx
        .select({ id: orders.id, total: orders.total, paidAt: orders.paidAt })
        .from(orders)
        .where(and(eq(orders.memberId, member.id), isNotNull(orders.paidAt)))
        .orderBy(desc(orders.paidAt))
        .limit(1);
      const start = now.getTime() - (120 - index * 3) * DAY;
      const moves: {
        kind: 'TOP_UP' | 'PURCHASE' | 'ADJUST';
        amount: number;
        reason: string;
        orderId?: number;
        actor?: boolean;
        at: number;
      }[] = [
        { kind: 'TOP_UP', amount: 1000 + (index % 3) * 500, reason: '', at: start },
        {
          kind: 'ADJUST',
          amount: 100 + (index % 4) * 50,
          reason: creditReasons[index % creditReasons.length] ?? '',
          actor: true,
          at: start + 10 * DAY,
        },
      ];
      if (order)
        moves.push({
          kind: 'PURCHASE',
          amount: -Math.min(order.total, 800),
          reason: '',
          orderId: order.id,
          at: start + 20 * DAY,
        });
      if (index % 3 === 1)
        moves.push({
          kind: 'ADJUST',
          amount: -50,
          reason: debitReasons[index % debitReasons.length] ?? '',
          actor: true,
          at: start + 30 * DAY,
        });
      let balance = 0;
      for (const move of moves) {
        balance += move.amount;
        await tx.insert(walletEntries).values({
          memberId: member.id,
          kind: move.kind,
          amount: move.amount,
          balanceAfter: balance,
          reason: move.reason,
          orderId: move.orderId ?? null,
          actorId: move.actor ? (admin?.id ?? null) : null,
          createdAt: new Date(move.at),
        });
        // An administrator's adjustment is in the member's change history, as the API writes it.
        if (move.actor && admin)
          await recordAudit(tx, {
            subject: 'WALLET',
            key: member.id,
            ownerId: member.id,
            action: 'ADJUST',
            before: { balance: balance - move.amount },
            after: { balance, amount: move.amount, reason: move.reason },
            actorId: admin.id,
            at: new Date(move.at),
          });
      }
      const given = platformCoupons.filter((_coupon, at) => (index + at) % 2 === 0);
      if (given.length > 0)
        await tx
          .insert(memberCoupons)
          .values(
            given.map((coupon, at) => ({
              memberId: member.id,
              couponId: coupon.id,
              grantedBy: admin?.id ?? null,
              grantedAt: new Date(start + (5 + at) * DAY),
            })),
          )
          .onConflictDoNothing();
    }
  });
}
