/**
 * `POST .../revenues/applies`: a lecturer asks to be paid a whole NT$ amount from MIN_APPLY_AMOUNT up
 * to their AVAILABLE balance (Σ amount of their available records, refunds included; by default
 * all of it). In one transaction, the lecturer's row and their available records locked: the apply
 * of that amount is inserted (the partial unique index `applies_one_pending_idx` refuses a second
 * waiting one, even in a race) and records adding up to exactly its amount are marked with it,
 * the last one split when needed (docs/decisions.md, "Payout requests").
 */
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { MIN_APPLY_AMOUNT, OWN_APPLIES_SHOWN } from '../../contract/plain/finances.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { applies, incomes, users } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { applyById, applyRows, serializeApply, type ApplyOut } from '../../finances/applies.ts';
import { pendingApplyId } from './summary.ts';

/** Whether an error (or its cause) is the violation of a unique index. */
export function violates(error: unknown, index: string): boolean {
  for (let cause = error; cause instanceof Error || (cause && typeof cause === 'object');) {
    const { code, constraint, message } = cause as {
      code?: string;
      constraint?: string;
      message?: string;
    };
    if (code === '23505' && (constraint === index || message?.includes(index) === true))
      return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** A lecturer's available records at `now`, locked (`for update`), refunds first, then the oldest. */
function availableRecords(tx: Transaction, lecturerId: number, now: Date) {
  return tx
    .select({ id: incomes.id, amount: incomes.amount })
    .from(incomes)
    .where(
      and(
        eq(incomes.lecturerId, lecturerId),
        lte(incomes.availableAt, now),
        or(
          isNull(incomes.applyId),
          inArray(
            incomes.applyId,
            tx.select({ id: applies.id }).from(applies).where(eq(applies.status, 'REJECTED')),
          ),
        ),
      ),
    )
    .orderBy(sql`${incomes.amount} >= 0`, asc(incomes.availableAt), asc(incomes.id))
    .for('update', { of: incomes });
}

/**
 * Marks records with an apply until they add up to exactly `amount` (≤ their sum): every refund
 * (negative) first, then the oldest; the record that crosses `amount` is split, its claimed part
 * keeping the record (and its gross and fee, so sales are never counted twice) and its rest a new
 * record of the same sale with gross and fee 0, still available.
 */
async function claim(
  tx: Transaction,
  applyId: number,
  records: readonly { id: number; amount: number }[],
  amount: number,
): Promise<void> {
  const claimed: number[] = [];
  let sum = 0;
  for (const record of records) {
    if (record.amount >= 0 && sum >= amount) break;
    if (record.amount > 0 && sum + record.amount > amount) {
      const part = amount - sum;
      const [whole] = await tx.select().from(incomes).where(eq(incomes.id, record.id));
      if (!whole) throw new Error(`Income ${record.id} vanished`);
      await tx.insert(incomes).values({
        ...whole,
        id: undefined,
        gross: 0,
        platformFee: 0,
        amount: record.amount - part,
        applyId: null,
        splitFrom: whole.splitFrom ?? whole.id,
      });
      await tx.update(incomes).set({ amount: part }).where(eq(incomes.id, record.id));
      claimed.push(record.id);
      sum = amount;
      break;
    }
    claimed.push(record.id);
    sum += record.amount;
  }
  if (claimed.length > 0)
    await tx.update(incomes).set({ applyId }).where(inArray(incomes.id, claimed));
}

/**
 * Creates the waiting apply of `amount` of a lecturer at `now`: under MIN_APPLY_AMOUNT or over
 * the available balance is a 400 at `amount`, writing nothing.
 */
export async function applyForPayout(
  tx: Transaction,
  lecturerId: number,
  amount: number,
  now: Date,
): Promise<ApplyOut> {
  // Two requests of one lecturer take turns; the partial unique index still refuses a second.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, lecturerId)).for('update');
  if ((await pendingApplyId(tx, lecturerId)) !== null) throw badRequest('apply.pendingExists');
  const records = await availableRecords(tx, lecturerId, now);
  const available = records.reduce((sum, row) => sum + row.amount, 0);
  if (amount < MIN_APPLY_AMOUNT)
    throw badRequest('apply.amountBelowMinimum', 'amount', { minimum: MIN_APPLY_AMOUNT });
  if (amount > available)
    throw badRequest('apply.amountOverBalance', 'amount', { available: Math.max(available, 0) });
  let id: number;
  try {
    const [row] = await tx
      .insert(applies)
      .values({ lecturerId, amount, status: 'PENDING', createdAt: now })
      .returning({ id: applies.id });
    id = row?.id ?? 0;
  } catch (error) {
    if (violates(error, 'applies_one_pending_idx')) throw badRequest('apply.pendingExists');
    throw error;
  }
  await claim(tx, id, records, amount);
  return applyById(tx, id);
}

/** A lecturer's payout requests, the newest first (at most OWN_APPLIES_SHOWN). */
export async function ownApplies(
  tx: Database | Transaction,
  lecturerId: number,
): Promise<ApplyOut[]> {
  const rows = await applyRows(tx, eq(applies.lecturerId, lecturerId))
    .orderBy(desc(applies.createdAt), desc(applies.id))
    .limit(OWN_APPLIES_SHOWN);
  return rows.map(serializeApply);
}
