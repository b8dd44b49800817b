/**
 * Applies as the contract shows them: the lecturer, the income records they pay, and the
 * rejection or the remittance that decided them. One query for any number of applies.
 */
import { eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { apply as applySchema } from '../contract/finances.ts';
import type { Database, Transaction } from '../db/index.ts';
import { applies, incomes, remittances, users } from '../db/schema.ts';
import { escapeLike } from '../http/like.ts';

type Tx = Database | Transaction;

/** An apply in the contract's shape. */
export type ApplyOut = z.input<typeof applySchema>;

const lecturer = alias(users, 'lecturer');
const remitter = alias(users, 'remitter');
const rejecter = alias(users, 'rejecter');

/** Income records per apply, as a subquery column. */
const recordsCount = sql<number>`(select count(*)::int from ${incomes} where ${incomes.applyId} = ${applies.id})`;

/** The applies (joined with who and what decided them) matching a condition, in an order. */
export function applyRows(tx: Tx, where: SQL | undefined) {
  return tx
    .select({
      apply: applies,
      lecturer: { id: lecturer.id, name: lecturer.name, email: lecturer.email },
      remittance: remittances,
      remitter: { id: remitter.id, name: remitter.name },
      rejecter: { id: rejecter.id, name: rejecter.name },
      recordsCount,
    })
    .from(applies)
    .innerJoin(lecturer, eq(lecturer.id, applies.lecturerId))
    .leftJoin(remittances, eq(remittances.applyId, applies.id))
    .leftJoin(remitter, eq(remitter.id, remittances.remittedBy))
    .leftJoin(rejecter, eq(rejecter.id, applies.rejectedBy))
    .where(where)
    .$dynamic();
}

/** The lecturer table alias the list's keyword filters on. */
export const applyLecturer = lecturer;

/** A condition: the lecturer's name or e-mail holds the keyword (literal, any case). */
export function lecturerKeyword(
  name: typeof applyLecturer.name,
  email: typeof applyLecturer.email,
  keyword: string | undefined,
): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${escapeLike(keyword)}%`;
  return or(ilike(name, pattern), ilike(email, pattern));
}

/**
 * A transfer as the contract shows it (its lecturer and apply aside): the account paid as it was,
 * and who remitted it (their name empty when the account is gone).
 */
export function remittanceOf(
  paid: typeof remittances.$inferSelect,
  by: { readonly id: number; readonly name: string } | null,
) {
  return {
    id: paid.id,
    amount: paid.amount,
    payout: {
      financial_code: paid.financialCode,
      bank_name: paid.bankName,
      account_name: paid.accountName,
      account_number: paid.accountNumber,
    },
    remitted_at: paid.remittedAt.toISOString(),
    by: { id: by?.id ?? paid.remittedBy, name: by?.name ?? '' },
  };
}

/** One joined row in the contract's shape. */
export function serializeApply(row: Awaited<ReturnType<typeof applyRows>>[number]): ApplyOut {
  const { apply, remittance: paid } = row;
  return {
    id: apply.id,
    lecturer: row.lecturer,
    amount: apply.amount,
    records_count: row.recordsCount,
    status: apply.status,
    created_at: apply.createdAt.toISOString(),
    rejection:
      apply.status === 'REJECTED' && apply.rejectedAt
        ? {
            reason: apply.rejectReason ?? '',
            by: { id: row.rejecter?.id ?? 0, name: row.rejecter?.name ?? '' },
            at: apply.rejectedAt.toISOString(),
          }
        : null,
    remittance: paid ? remittanceOf(paid, row.remitter) : null,
  };
}

/** Loads applies by id in the contract's shape (in the order of `ids`). */
export async function appliesByIds(tx: Tx, ids: readonly number[]): Promise<ApplyOut[]> {
  if (ids.length === 0) return [];
  const rows = await applyRows(tx, inArray(applies.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.apply.id, serializeApply(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Loads one apply in the contract's shape (it exists: the caller just read or wrote it). */
export async function applyById(tx: Tx, id: number): Promise<ApplyOut> {
  const [found] = await appliesByIds(tx, [id]);
  if (!found) throw new Error(`Apply ${id} vanished`);
  return found;
}
