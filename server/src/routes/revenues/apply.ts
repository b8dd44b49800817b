/**
 * `POST .../revenues/applies`: a lecturer asks to be paid their AVAILABLE balance (Σ amount of
 * their available records, refunds included). In one transaction: the apply is inserted (the
 * partial unique index `applies_one_pending_idx` refuses a second waiting one, even in a race),
 * exactly the available records are marked with it, and the sum of what was marked is its amount;
 * below MIN_APPLY_AMOUNT everything is undone with a 400.
 */
import { and, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { MIN_APPLY_AMOUNT, OWN_APPLIES_SHOWN } from '../../contract/plain/finances.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { applies, incomes } from '../../db/schema.ts';
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

/** Creates the waiting apply of a lecturer's available balance at `now`. */
export async function applyForPayout(
  tx: Transaction,
  lecturerId: number,
  now: Date,
): Promise<ApplyOut> {
  if ((await pendingApplyId(tx, lecturerId)) !== null) throw badRequest('apply.pendingExists');
  let id: number;
  try {
    const [row] = await tx
      .insert(applies)
      .values({ lecturerId, amount: 0, status: 'PENDING', createdAt: now })
      .returning({ id: applies.id });
    id = row?.id ?? 0;
  } catch (error) {
    if (violates(error, 'applies_one_pending_idx')) throw badRequest('apply.pendingExists');
    throw error;
  }
  const marked = await tx
    .update(incomes)
    .set({ applyId: id })
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
    .returning({ amount: incomes.amount });
  const amount = marked.reduce((sum, row) => sum + row.amount, 0);
  if (amount < MIN_APPLY_AMOUNT)
    throw badRequest('apply.belowMinimum', undefined, { amount, minimum: MIN_APPLY_AMOUNT });
  await tx.update(applies).set({ amount }).where(eq(applies.id, id));
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
