/**
 * A lecturer's income records (`GET .../revenues/records`): the newest first, by month
 * (Asia/Taipei), item and derived status, paged; and the same filters exported as CSV, read in
 * keyset pages of (at, id) after the request's transaction.
 */
import { and, count, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  incomeRecord,
  recordExportQuery,
  recordListQuery,
  recordListResponse,
} from '../../contract/finances.ts';
import type { CsvField } from '../../contract/plain/csv.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { applies, incomes, orders } from '../../db/schema.ts';
import { CSV_PAGE_ROWS, csvStream, type CsvStream } from '../../http/csv-stream.ts';
import { message, type ApiLocale, type MessageId } from '../../i18n/messages.ts';
import { pagedList, readPage } from '../../http/paging.ts';
import { dayOf, monthPeriod, within } from '../../time/periods.ts';
import {
  applyOfIncome,
  ownIncomes,
  statusCondition,
  statusValue,
} from '../../finances/income-status.ts';

type Tx = Database | Transaction;
type Filters = z.output<typeof recordExportQuery>;

/** The filters of the list and the export as one condition. */
function filtersOf(lecturerId: number, query: Filters, now: Date): SQL | undefined {
  return and(
    ownIncomes(lecturerId),
    query.month ? within(incomes.at, monthPeriod(query.month)) : undefined,
    query.course_id === undefined ? undefined : eq(incomes.courseId, query.course_id),
    query.status ? statusCondition(query.status, now) : undefined,
  );
}

/** The records matching a condition, joined with their order and apply, newest first. */
function recordRows(tx: Tx, where: SQL | undefined, now: Date) {
  return tx
    .select({ income: incomes, orderNo: orders.orderNo, status: statusValue(now) })
    .from(incomes)
    .innerJoin(orders, eq(orders.id, incomes.orderId))
    .leftJoin(applies, applyOfIncome)
    .where(where)
    .orderBy(desc(incomes.at), desc(incomes.id))
    .$dynamic();
}

type RecordRow = Awaited<ReturnType<typeof recordRows>>[number];

/** One joined row in the contract's shape. */
function serializeRecord({ income, orderNo, status }: RecordRow): z.input<typeof incomeRecord> {
  return {
    id: income.id,
    kind: income.kind,
    at: income.at.toISOString(),
    order_no: orderNo,
    item: {
      id: income.courseId ?? 0,
      title: income.itemTitle,
      kind: income.itemKind,
    },
    price: income.gross,
    platform_fee: income.platformFee,
    share: income.share,
    income: income.amount,
    status,
    available_at: income.availableAt.toISOString(),
  };
}

/** `GET .../revenues/records`. */
export async function listRecords(
  tx: Tx,
  lecturerId: number,
  query: z.output<typeof recordListQuery>,
  now: Date,
): Promise<z.input<typeof recordListResponse>> {
  const where = filtersOf(lecturerId, query, now);
  const { rows, total } = await readPage(tx, recordRows(tx, where, now), query);
  return pagedList(rows.map(serializeRecord), total, query);
}

/** Columns of the export, in order, as message ids of their headers. */
const columns: readonly MessageId[] = [
  'revenueCsv.kind',
  'revenueCsv.at',
  'revenueCsv.orderNo',
  'revenueCsv.item',
  'revenueCsv.price',
  'revenueCsv.platformFee',
  'revenueCsv.share',
  'revenueCsv.income',
  'revenueCsv.status',
  'revenueCsv.availableAt',
];

/** An instant as an Asia/Taipei `2026-11-26 14:05`. */
function taipeiTime(at: Date): string {
  const clock = new Date(at.getTime() + 8 * 3600_000).toISOString().slice(11, 16);
  return `${dayOf(at)} ${clock}`;
}

/** One record as CSV fields in the request's language. */
function csvFields(row: RecordRow, locale: ApiLocale): CsvField[] {
  const record = serializeRecord(row);
  return [
    message(locale, `revenueCsv.kind.${record.kind}`),
    taipeiTime(row.income.at),
    record.order_no,
    record.item.title,
    record.price,
    record.platform_fee,
    record.share,
    record.income,
    message(locale, `revenueCsv.status.${record.status}`),
    taipeiTime(row.income.availableAt),
  ];
}

/** `GET .../revenues/records/export`: every record of the filters, streamed. */
export async function exportRecords(
  tx: Tx,
  lecturerId: number,
  query: Filters,
  locale: ApiLocale,
  now: Date,
): Promise<CsvStream> {
  const where = filtersOf(lecturerId, query, now);
  const [counted] = await tx
    .select({ total: count() })
    .from(incomes)
    .leftJoin(applies, applyOfIncome)
    .where(where);
  const filename = query.month ? `revenue-${query.month.replace('-', '')}.csv` : 'revenue.csv';
  const header = columns.map((id) => message(locale, id));
  async function* pages(db: Database) {
    let last: { at: Date; id: number } | null = null;
    for (;;) {
      const after: SQL | undefined = last
        ? or(lt(incomes.at, last.at), and(eq(incomes.at, last.at), lt(incomes.id, last.id)))
        : undefined;
      const rows = await recordRows(db, and(where, after), now).limit(CSV_PAGE_ROWS);
      if (rows.length > 0) yield rows.map((row) => csvFields(row, locale));
      const tail = rows.at(-1);
      if (!tail || rows.length < CSV_PAGE_ROWS) return;
      last = { at: tail.income.at, id: tail.income.id };
    }
  }
  return csvStream(filename, header, pages, counted?.total ?? 0);
}
