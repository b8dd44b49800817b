/**
 * A lecturer's payout accounts: listed with the main one first, added (the first becomes the
 * main one), edited, made main (the old main stops being main, in the same transaction) and
 * deleted (never the main one: 400 at `payout_id`). Remittances keep their own copy of the
 * account paid, so deleting an account changes no past payment. Numbers are masked (`****1234`)
 * for viewers who may not pay them. Every change is recorded in the audit log (PAYOUT), masked.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  lecturerPayout,
  lecturerPayoutBody,
  lecturerPayoutsResponse,
} from '../contract/lecturer-profiles.ts';
import {
  ACCOUNT_NUMBER_PATTERN,
  FINANCIAL_CODE_PATTERN,
  MASK_VISIBLE_DIGITS,
} from '../contract/plain/lecturer-profiles.ts';
import { recordAudit } from '../audit/record.ts';
import type { Database, Transaction } from '../db/index.ts';
import { payoutAccounts } from '../db/schema.ts';
import { badRequest, HttpError, notFound, type Problem } from '../http/errors.ts';

type Tx = Database | Transaction;
type Row = typeof payoutAccounts.$inferSelect;

/** An account number as a viewer who may not pay it sees it: `****` and its last four digits. */
export function maskAccountNumber(number: string): string {
  return `****${number.slice(-MASK_VISIBLE_DIGITS)}`;
}

function serialize(row: Row, masked: boolean): z.input<typeof lecturerPayout> {
  return {
    id: row.id,
    financial_code: row.financialCode,
    bank_name: row.bankName,
    account_name: row.accountName,
    account_number: masked ? maskAccountNumber(row.accountNumber) : row.accountNumber,
    main: row.main,
    created_at: row.createdAt.toISOString(),
  };
}

/** The fields of an account an audit entry names (the number masked, as the screen shows it). */
function auditValues(row: Row) {
  return {
    financial_code: row.financialCode,
    bank_name: row.bankName,
    account_name: row.accountName,
    account_number: maskAccountNumber(row.accountNumber),
    main: row.main,
  };
}

/** A lecturer's accounts, the main one first, then the oldest. */
export async function listPayouts(
  tx: Tx,
  lecturerId: number,
  masked: boolean,
): Promise<z.input<typeof lecturerPayoutsResponse>> {
  const rows = await tx
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.lecturerId, lecturerId))
    .orderBy(desc(payoutAccounts.main), asc(payoutAccounts.createdAt), asc(payoutAccounts.id));
  return { data: rows.map((row) => serialize(row, masked)), masked };
}

/** Checks an account's fields: every problem at once at its field. */
function check(body: z.output<typeof lecturerPayoutBody>) {
  const problems: Record<string, Problem[]> = {};
  const add = (field: string, id: Problem['id']) => (problems[field] ??= []).push({ id });
  if (body.financial_code === '') add('financial_code', 'payout.financialCodeEmpty');
  else if (!FINANCIAL_CODE_PATTERN.test(body.financial_code))
    add('financial_code', 'payout.financialCodeInvalid');
  if (body.account_name === '') add('account_name', 'payout.accountNameEmpty');
  if (body.account_number === '') add('account_number', 'payout.accountNumberEmpty');
  else if (!ACCOUNT_NUMBER_PATTERN.test(body.account_number))
    add('account_number', 'payout.accountNumberInvalid');
  if (Object.keys(problems).length > 0) throw new HttpError(400, problems);
  return {
    financialCode: body.financial_code,
    bankName: body.bank_name,
    accountName: body.account_name,
    accountNumber: body.account_number,
  };
}

/**
 * One of a lecturer's accounts (404 for another's), locked for a change unless `read` (the scope
 * check of a route naming it runs in a read-only transaction).
 */
export async function findOwnPayout(
  tx: Tx,
  lecturerId: number,
  payoutId: number,
  read = true,
): Promise<Row> {
  const query = tx
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.id, payoutId), eq(payoutAccounts.lecturerId, lecturerId)));
  const [row] = read ? await query : await query.for('update');
  if (!row) throw notFound();
  return row;
}

/** One of a lecturer's accounts, locked for a change (404 for another's). */
function loadPayout(tx: Tx, lecturerId: number, payoutId: number): Promise<Row> {
  return findOwnPayout(tx, lecturerId, payoutId, false);
}

/** Adds an account (the lecturer's first becomes the main one). Call with the lecturer locked. */
export async function createPayout(
  tx: Tx,
  lecturerId: number,
  body: z.output<typeof lecturerPayoutBody>,
  masked: boolean,
  actorId: number,
): Promise<z.input<typeof lecturerPayout>> {
  const fields = check(body);
  const [main] = await tx
    .select({ id: payoutAccounts.id })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.lecturerId, lecturerId), eq(payoutAccounts.main, true)));
  const [created] = await tx
    .insert(payoutAccounts)
    .values({ lecturerId, ...fields, main: !main })
    .returning();
  if (!created) throw new Error('The payout account was not added');
  await recordAudit(tx, {
    subject: 'PAYOUT',
    key: created.id,
    ownerId: lecturerId,
    action: 'CREATE',
    before: null,
    after: auditValues(created),
    actorId,
  });
  return serialize(created, masked);
}

/** Edits an account's fields (the number sent back masked keeps the stored one). */
export async function updatePayout(
  tx: Tx,
  lecturerId: number,
  payoutId: number,
  body: z.output<typeof lecturerPayoutBody>,
  masked: boolean,
  actorId: number,
): Promise<z.input<typeof lecturerPayout>> {
  const before = await loadPayout(tx, lecturerId, payoutId);
  // A viewer who sees the number masked sends it back masked: the stored number stays.
  const kept = body.account_number === maskAccountNumber(before.accountNumber);
  const fields = check(kept ? { ...body, account_number: before.accountNumber } : body);
  const [after] = await tx
    .update(payoutAccounts)
    .set(fields)
    .where(eq(payoutAccounts.id, payoutId))
    .returning();
  if (!after) throw notFound();
  await recordAudit(tx, {
    subject: 'PAYOUT',
    key: payoutId,
    ownerId: lecturerId,
    action: 'UPDATE',
    before: auditValues(before),
    after: auditValues(after),
    actorId,
  });
  return serialize(after, masked);
}

/** Makes an account the main one; the old main stops being main. Call with the lecturer locked. */
export async function makeMainPayout(
  tx: Tx,
  lecturerId: number,
  payoutId: number,
  masked: boolean,
  actorId: number,
): Promise<z.input<typeof lecturerPayoutsResponse>> {
  const chosen = await loadPayout(tx, lecturerId, payoutId);
  if (!chosen.main) {
    const old = await tx
      .update(payoutAccounts)
      .set({ main: false })
      .where(and(eq(payoutAccounts.lecturerId, lecturerId), eq(payoutAccounts.main, true)))
      .returning();
    await tx.update(payoutAccounts).set({ main: true }).where(eq(payoutAccounts.id, payoutId));
    for (const row of old)
      await recordAudit(tx, {
        subject: 'PAYOUT',
        key: row.id,
        ownerId: lecturerId,
        action: 'UPDATE',
        before: { main: true },
        after: { main: false },
        actorId,
      });
    await recordAudit(tx, {
      subject: 'PAYOUT',
      key: payoutId,
      ownerId: lecturerId,
      action: 'MAKE_MAIN',
      before: { main: false },
      after: { main: true },
      actorId,
    });
  }
  return listPayouts(tx, lecturerId, masked);
}

/** Deletes an account other than the main one (the main one: 400 at `payout_id`). */
export async function deletePayout(
  tx: Tx,
  lecturerId: number,
  payoutId: number,
  actorId: number,
): Promise<{ deleted: true }> {
  const row = await loadPayout(tx, lecturerId, payoutId);
  if (row.main) throw badRequest('payout.mainCannotBeDeleted', 'payout_id');
  await tx.delete(payoutAccounts).where(eq(payoutAccounts.id, payoutId));
  await recordAudit(tx, {
    subject: 'PAYOUT',
    key: payoutId,
    ownerId: lecturerId,
    action: 'DELETE',
    before: auditValues(row),
    after: null,
    actorId,
  });
  return { deleted: true };
}
