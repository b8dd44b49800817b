/**
 * The payout requests export (`GET .../applies/export`): every apply the list's filters match, in
 * the list's order (the waiting ones first, then the newest), streamed as CSV in keyset pages of
 * (waiting, requested at, id). Header and statuses in the request's language; times Asia/Taipei
 * with their offset; the account paid (bank code, bank and account name as remitted) when remitted.
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { applyExportQuery } from '../../contract/finances.ts';
import { taipeiCompactDay, taipeiTimeWithOffset } from '../../contract/plain/csv.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { applies, incomes, remittances, users } from '../../db/schema.ts';
import { applyLecturer } from '../../finances/applies.ts';
import { CSV_PAGE_ROWS, csvStream, type CsvStream, keysetPages } from '../../http/csv-stream.ts';
import { type ApiLocale, message, type MessageId } from '../../i18n/messages.ts';
import { applyConditions, applyOrder } from './list.ts';

type Filters = z.output<typeof applyExportQuery>;

const remitter = alias(users, 'remitter');
const rejecter = alias(users, 'rejecter');

/** The columns of the export, in order. */
const columns: readonly MessageId[] = [
  'export.applies.id',
  'export.applies.lecturerName',
  'export.applies.lecturerEmail',
  'export.applies.amount',
  'export.applies.recordsCount',
  'export.applies.status',
  'export.applies.requestedAt',
  'export.applies.decidedAt',
  'export.applies.decidedBy',
  'export.applies.rejectReason',
  'export.applies.financialCode',
  'export.applies.bankName',
  'export.applies.accountName',
];

/** Where a page ends: the last row's waiting flag, time (as the database wrote it) and id. */
interface Cursor {
  readonly waiting: boolean;
  readonly key: string;
  readonly id: number;
}

const waiting = sql<boolean>`(${applies.status} = 'PENDING')`;

/** One page of export rows after a cursor, in the list's order. */
function exportPage(db: Database, where: SQL | undefined, cursor: Cursor | null) {
  return db
    .select({
      id: applies.id,
      waiting,
      key: sql<string>`${applies.createdAt}::text`,
      lecturerName: applyLecturer.name,
      lecturerEmail: applyLecturer.email,
      amount: applies.amount,
      recordsCount: sql<number>`(select count(*)::int from ${incomes} where ${incomes.applyId} = ${applies.id})`,
      status: applies.status,
      createdAt: applies.createdAt,
      rejectedAt: applies.rejectedAt,
      rejectReason: applies.rejectReason,
      rejecter: rejecter.name,
      remittedAt: remittances.remittedAt,
      remitter: remitter.name,
      financialCode: remittances.financialCode,
      bankName: remittances.bankName,
      accountName: remittances.accountName,
    })
    .from(applies)
    .innerJoin(applyLecturer, eq(applyLecturer.id, applies.lecturerId))
    .leftJoin(remittances, eq(remittances.applyId, applies.id))
    .leftJoin(remitter, eq(remitter.id, remittances.remittedBy))
    .leftJoin(rejecter, eq(rejecter.id, applies.rejectedBy))
    .where(
      and(
        where,
        cursor
          ? sql`(${waiting}, ${applies.createdAt}, ${applies.id}) < (${cursor.waiting}, ${cursor.key}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(...applyOrder())
    .limit(CSV_PAGE_ROWS);
}

type ExportRow = Awaited<ReturnType<typeof exportPage>>[number];

/** When and by whom a row was decided (remitted or rejected); empty while it waits. */
function decision(row: ExportRow): [string, string] {
  if (row.remittedAt) return [taipeiTimeWithOffset(row.remittedAt), row.remitter ?? ''];
  if (row.status === 'REJECTED' && row.rejectedAt)
    return [taipeiTimeWithOffset(row.rejectedAt), row.rejecter ?? ''];
  return ['', ''];
}

/** The export of the applies in scope matching the filters, counted in the request's transaction. */
export async function exportApplies(
  tx: Transaction,
  scope: SQL | undefined,
  filters: Filters,
  locale: ApiLocale,
  now: Date,
): Promise<CsvStream> {
  const where = applyConditions(scope, filters);
  const [counted] = await tx
    .select({ total: count() })
    .from(applies)
    .innerJoin(applyLecturer, eq(applyLecturer.id, applies.lecturerId))
    .where(where);
  return csvStream(
    `applies-${taipeiCompactDay(now)}.csv`,
    columns.map((id) => message(locale, id)),
    (db) =>
      keysetPages<ExportRow>(
        async (last) => exportPage(db, where, last),
        (row) => [
          row.id,
          row.lecturerName,
          row.lecturerEmail,
          row.amount,
          row.recordsCount,
          message(locale, `export.applies.value.status.${row.status}`),
          taipeiTimeWithOffset(row.createdAt),
          ...decision(row),
          row.status === 'REJECTED' ? (row.rejectReason ?? '') : '',
          row.financialCode ?? '',
          row.bankName ?? '',
          row.accountName ?? '',
        ],
      ),
    counted?.total ?? 0,
  );
}
