/**
 * `GET .../revenues`: a lecturer's income by status (sums of their records' amounts), whether
 * they can apply for a payout, and the apply that waits (if any).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { revenueSummary } from '../../contract/finances.ts';
import { MIN_APPLY_AMOUNT, type IncomeStatus } from '../../contract/plain/finances.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { applies, incomes } from '../../db/schema.ts';
import { applyById } from '../../finances/applies.ts';
import { applyOfIncome, ownIncomes, statusCondition } from '../../finances/income-status.ts';

type Tx = Database | Transaction;

/** Σ amount of a lecturer's records per status at `now`. */
export async function balances(
  tx: Tx,
  lecturerId: number,
  now: Date,
): Promise<Record<IncomeStatus, number>> {
  const sum = (status: IncomeStatus) =>
    sql<string>`coalesce(sum(${incomes.amount}) filter (where ${statusCondition(status, now)}), 0)`;
  const [row] = await tx
    .select({
      PENDING: sum('PENDING'),
      AVAILABLE: sum('AVAILABLE'),
      REQUESTED: sum('REQUESTED'),
      PAID: sum('PAID'),
    })
    .from(incomes)
    .leftJoin(applies, applyOfIncome)
    .where(ownIncomes(lecturerId));
  return {
    PENDING: Number(row?.PENDING ?? 0),
    AVAILABLE: Number(row?.AVAILABLE ?? 0),
    REQUESTED: Number(row?.REQUESTED ?? 0),
    PAID: Number(row?.PAID ?? 0),
  };
}

/** The id of a lecturer's waiting apply, or null. */
export async function pendingApplyId(tx: Tx, lecturerId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: applies.id })
    .from(applies)
    .where(and(eq(applies.lecturerId, lecturerId), eq(applies.status, 'PENDING')))
    .orderBy(desc(applies.id))
    .limit(1);
  return row?.id ?? null;
}

/** `GET .../revenues`. */
export async function revenueSummaryOf(
  tx: Tx,
  lecturerId: number,
  now: Date,
): Promise<z.input<typeof revenueSummary>> {
  const sums = await balances(tx, lecturerId, now);
  const openId = await pendingApplyId(tx, lecturerId);
  return {
    pending: sums.PENDING,
    available: sums.AVAILABLE,
    requested: sums.REQUESTED,
    paid: sums.PAID,
    can_apply: openId === null && sums.AVAILABLE >= MIN_APPLY_AMOUNT,
    open_apply: openId === null ? null : await applyById(tx, openId),
  };
}
