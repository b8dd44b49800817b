/**
 * A member's wallet: a ledger whose sum is the balance. An administrator adjusts it by a signed
 * amount with a reason, under a row lock on the member (two adjustments at once never lose one),
 * never below zero; the entry keeps the balance after it and the change is audited.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adjustBody, walletEntry, walletResponse } from '../../contract/members.ts';
import { MAX_INTEGER } from '../../contract/plain/operation.ts';
import { recordAudit } from '../../audit/record.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { orders, users, walletEntries } from '../../db/schema.ts';
import { HttpError, type Problem } from '../../http/errors.ts';
import { pagedList, readPage } from '../../http/paging.ts';
import { openMember } from './member.ts';

type Tx = Database | Transaction;
type Entry = z.input<typeof walletEntry>;

/** The balance of a member's wallet: the sum of their ledger. */
export async function walletBalance(tx: Tx, memberId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: sql<number>`coalesce(sum(${walletEntries.amount}), 0)::int` })
    .from(walletEntries)
    .where(eq(walletEntries.memberId, memberId));
  return row?.balance ?? 0;
}

const entryColumns = {
  entry: walletEntries,
  orderNo: orders.orderNo,
  actorName: users.name,
};

/** An entry as the API answers it. */
function entryOf(row: {
  entry: typeof walletEntries.$inferSelect;
  orderNo: string | null;
  actorName: string | null;
}): Entry {
  const { entry } = row;
  return {
    id: entry.id,
    kind: entry.kind,
    amount: entry.amount,
    balance_after: entry.balanceAfter,
    reason: entry.reason,
    order:
      entry.orderId === null || row.orderNo === null
        ? null
        : { id: entry.orderId, order_no: row.orderNo },
    actor: entry.actorId === null ? null : { id: entry.actorId, name: row.actorName ?? '' },
    created_at: entry.createdAt.toISOString(),
  };
}

/** The balance and one page of the entries, newest first. */
export async function walletPage(
  tx: Tx,
  memberId: number,
  page: number,
  perPage: number,
): Promise<z.input<typeof walletResponse>> {
  const where = eq(walletEntries.memberId, memberId);
  const ask = { page, per_page: perPage };
  const { rows, total } = await readPage(
    tx,
    tx
      .select(entryColumns)
      .from(walletEntries)
      .leftJoin(orders, eq(orders.id, walletEntries.orderId))
      .leftJoin(users, eq(users.id, walletEntries.actorId))
      .where(where)
      .orderBy(desc(walletEntries.id)),
    ask,
  );
  return {
    balance: await walletBalance(tx, memberId),
    ...pagedList(rows.map(entryOf), total, ask),
  };
}

/** Adjusts a member's wallet; answers the new entry and balance. */
export async function adjustWallet(
  tx: Transaction,
  memberId: number,
  body: z.output<typeof adjustBody>,
  actorId: number,
): Promise<{ balance: number; entry: Entry }> {
  await openMember(tx, memberId, true);
  const balance = await walletBalance(tx, memberId);
  const problems: Record<string, Problem[]> = {};
  const add = (field: string, problem: Problem) => (problems[field] ??= []).push(problem);
  const after = balance + body.amount;
  if (body.amount === 0) add('amount', { id: 'member.walletAmountZero' });
  else if (after < 0) add('amount', { id: 'member.walletOverdraft', values: { balance } });
  else if (after > MAX_INTEGER)
    add('amount', { id: 'validation.tooBig', values: { max: MAX_INTEGER - balance } });
  if (body.reason === '') add('reason', { id: 'member.walletReasonEmpty' });
  if (Object.keys(problems).length > 0) throw new HttpError(400, problems);
  const [inserted] = await tx
    .insert(walletEntries)
    .values({
      memberId,
      kind: 'ADJUST',
      amount: body.amount,
      balanceAfter: after,
      reason: body.reason,
      actorId,
    })
    .returning({ id: walletEntries.id });
  if (!inserted) throw new Error('wallet entry not inserted');
  await recordAudit(tx, {
    subject: 'WALLET',
    key: memberId,
    ownerId: memberId,
    action: 'ADJUST',
    before: { balance },
    after: { balance: after, amount: body.amount, reason: body.reason },
    actorId,
  });
  const [row] = await tx
    .select(entryColumns)
    .from(walletEntries)
    .leftJoin(orders, eq(orders.id, walletEntries.orderId))
    .leftJoin(users, eq(users.id, walletEntries.actorId))
    .where(eq(walletEntries.id, inserted.id));
  if (!row) throw new Error('wallet entry not read');
  return { balance: after, entry: entryOf(row) };
}
