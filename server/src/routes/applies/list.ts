/**
 * Reading payout requests: the list (waiting ones first, then the newest; by status and by the
 * lecturer's name or e-mail, literal), one apply, and the accounts its lecturer can be paid to.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  applyListQuery,
  applyListResponse,
  payoutListResponse,
} from '../../contract/finances.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { applies, payoutAccounts } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { pagedList, readPage } from '../../http/paging.ts';
import {
  applyLecturer,
  applyRows,
  lecturerKeyword,
  serializeApply,
  type ApplyOut,
} from '../../finances/applies.ts';

type Tx = Database | Transaction;

/** The applies in scope of the list's status and keyword (on the lecturer alias), as a condition. */
export function applyConditions(
  scope: SQL | undefined,
  query: Pick<z.output<typeof applyListQuery>, 'status' | 'keyword'>,
): SQL | undefined {
  return and(
    scope,
    query.status === 'ALL' ? undefined : eq(applies.status, query.status),
    lecturerKeyword(applyLecturer.name, applyLecturer.email, query.keyword),
  );
}

/** The list's order: the waiting ones first, then the newest (the id breaks ties). */
export function applyOrder(): SQL[] {
  return [sql`(${applies.status} = 'PENDING') desc`, desc(applies.createdAt), desc(applies.id)];
}

/** `GET .../applies`: one page of the applies in scope. */
export async function listApplies(
  tx: Tx,
  scope: SQL | undefined,
  query: z.output<typeof applyListQuery>,
): Promise<z.input<typeof applyListResponse>> {
  const { rows, total } = await readPage(
    tx,
    applyRows(tx, applyConditions(scope, query)).orderBy(...applyOrder()),
    query,
  );
  return pagedList(rows.map(serializeApply), total, query);
}

/** `GET .../applies/{id}`: an apply in scope; 404 otherwise. */
export async function getApply(tx: Tx, scope: SQL | undefined, id: number): Promise<ApplyOut> {
  const [row] = await applyRows(tx, and(scope, eq(applies.id, id)));
  if (!row) throw notFound();
  return serializeApply(row);
}

/** `GET .../applies/{id}/payouts`: the apply's lecturer's accounts, the main one first. */
export async function applyPayouts(
  tx: Tx,
  id: number,
): Promise<z.input<typeof payoutListResponse>> {
  const [apply] = await tx
    .select({ lecturerId: applies.lecturerId })
    .from(applies)
    .where(eq(applies.id, id));
  if (!apply) throw notFound();
  const rows = await tx
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.lecturerId, apply.lecturerId))
    .orderBy(desc(payoutAccounts.main), asc(payoutAccounts.createdAt), asc(payoutAccounts.id));
  return {
    data: rows.map((row) => ({
      id: row.id,
      financial_code: row.financialCode,
      bank_name: row.bankName,
      account_name: row.accountName,
      account_number: row.accountNumber,
      main: row.main,
    })),
  };
}
