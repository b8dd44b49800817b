/**
 * The remittances export (`GET .../remittances/export`): every remittance the list's filters
 * match, newest first, streamed as CSV in keyset pages of (remitted at, id), then a totals row
 * (the amounts written). Header in the request's language; times Asia/Taipei with their offset.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { remittanceExportQuery } from '../../contract/finances.ts';
import { type CsvField, taipeiCompactDay, taipeiTimeWithOffset } from '../../contract/plain/csv.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { remittances } from '../../db/schema.ts';
import { CSV_PAGE_ROWS, csvStream, type CsvStream, keysetPages } from '../../http/csv-stream.ts';
import { type ApiLocale, message, type MessageId } from '../../i18n/messages.ts';
import { lecturer, remittanceFilters, remitter } from './list.ts';

type Filters = z.output<typeof remittanceExportQuery>;

/** The columns of the export, in order. */
const columns: readonly MessageId[] = [
  'export.remittances.id',
  'export.remittances.applyId',
  'export.remittances.lecturerName',
  'export.remittances.lecturerEmail',
  'export.remittances.amount',
  'export.remittances.financialCode',
  'export.remittances.bankName',
  'export.remittances.accountName',
  'export.remittances.accountNumber',
  'export.remittances.remittedAt',
  'export.remittances.remittedBy',
];

/** Where a page ends: the last row's time (as the database wrote it, microseconds kept) and id. */
interface Cursor {
  readonly key: string;
  readonly id: number;
}

/** One page of export rows after a cursor, newest first (the list's order). */
function exportPage(db: Database, where: SQL | undefined, cursor: Cursor | null) {
  return db
    .select({
      id: remittances.id,
      key: sql<string>`${remittances.remittedAt}::text`,
      applyId: remittances.applyId,
      lecturerName: lecturer.name,
      lecturerEmail: lecturer.email,
      amount: remittances.amount,
      financialCode: remittances.financialCode,
      bankName: remittances.bankName,
      accountName: remittances.accountName,
      accountNumber: remittances.accountNumber,
      remittedAt: remittances.remittedAt,
      remittedBy: remitter.name,
    })
    .from(remittances)
    .innerJoin(lecturer, eq(lecturer.id, remittances.lecturerId))
    .leftJoin(remitter, eq(remitter.id, remittances.remittedBy))
    .where(
      and(
        where,
        cursor
          ? sql`(${remittances.remittedAt}, ${remittances.id}) < (${cursor.key}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(remittances.remittedAt), desc(remittances.id))
    .limit(CSV_PAGE_ROWS);
}

type ExportRow = Awaited<ReturnType<typeof exportPage>>[number];

/** The rows, then the totals row: "Total" and the sum of the amounts written. */
async function* withTotals(
  db: Database,
  where: SQL | undefined,
  locale: ApiLocale,
): AsyncGenerator<readonly (readonly CsvField[])[]> {
  let total = 0;
  yield* keysetPages<ExportRow>(
    async (last) => exportPage(db, where, last),
    (row) => {
      total += row.amount;
      return [
        row.id,
        row.applyId,
        row.lecturerName,
        row.lecturerEmail,
        row.amount,
        row.financialCode,
        row.bankName,
        row.accountName,
        row.accountNumber,
        taipeiTimeWithOffset(row.remittedAt),
        row.remittedBy ?? '',
      ];
    },
  );
  yield [[message(locale, 'export.remittances.total'), null, null, null, total]];
}

/** The export of the remittances matching the filters (`X-Total-Count`: the rows and the totals row). */
export async function exportRemittances(
  tx: Transaction,
  filters: Filters,
  locale: ApiLocale,
  now: Date,
): Promise<CsvStream> {
  const where = remittanceFilters(filters);
  const [counted] = await tx
    .select({ total: count() })
    .from(remittances)
    .innerJoin(lecturer, eq(lecturer.id, remittances.lecturerId))
    .where(where);
  return csvStream(
    `remittances-${taipeiCompactDay(now)}.csv`,
    columns.map((id) => message(locale, id)),
    (db) => withTotals(db, where, locale),
    (counted?.total ?? 0) + 1,
  );
}
