/**
 * The coupons export (`GET .../global_coupons/export`): every coupon the list's scope and filters
 * keep, in the list's order, streamed as CSV in keyset pages (after the last row's sort key and
 * id), each with its owner and usage. Header, type, scope, status and value in the request's
 * language (the value as the list shows it: "85 折", "15% off"); times Asia/Taipei with their offset.
 */
import { and, count, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { couponExportQuery, CouponSort } from '../../contract/coupons.ts';
import { taipeiCompactDay, taipeiTimeWithOffset } from '../../contract/plain/csv.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { coupons } from '../../db/schema.ts';
import { CSV_PAGE_ROWS, csvStream, type CsvStream, keysetPages } from '../../http/csv-stream.ts';
import { type ApiLocale, message, type MessageId } from '../../i18n/messages.ts';
import type { CouponRow } from '../../selling/access.ts';
import { couponConditions, couponOrders } from './list.ts';
import { serializeCoupons } from './serialize.ts';

type Filters = z.output<typeof couponExportQuery>;

/** The columns of the export, in order. */
const columns: readonly MessageId[] = [
  'export.coupons.code',
  'export.coupons.title',
  'export.coupons.owner',
  'export.coupons.labels',
  'export.coupons.type',
  'export.coupons.value',
  'export.coupons.minSpend',
  'export.coupons.scope',
  'export.coupons.status',
  'export.coupons.startsAt',
  'export.coupons.endsAt',
  'export.coupons.used',
  'export.coupons.totalLimit',
  'export.coupons.perMemberLimit',
  'export.coupons.generated',
];

/** Where a page ends: the last row's sort key (as the database wrote it; null: no end) and id. */
interface Cursor {
  readonly key: string | null;
  readonly id: number;
}

/** The sort key of an order, as text. */
function sortKey(sort: CouponSort): SQL<string | null> {
  switch (sort) {
    case 'latest':
    case 'oldest':
      return sql<string>`${coupons.createdAt}::text`;
    case 'starts_at':
      return sql<string>`${coupons.startsAt}::text`;
    case 'ends_at':
      return sql<string | null>`${coupons.endsAt}::text`;
    case 'code':
      return sql<string>`lower(${coupons.code})`;
  }
}

/** The rows after a cursor in the list's order. */
function after(sort: CouponSort, cursor: Cursor): SQL | undefined {
  const at = sql`(${cursor.key}::timestamptz, ${cursor.id})`;
  switch (sort) {
    case 'latest':
      return sql`(${coupons.createdAt}, ${coupons.id}) < ${at}`;
    case 'oldest':
      return sql`(${coupons.createdAt}, ${coupons.id}) > ${at}`;
    case 'starts_at':
      return sql`(${coupons.startsAt}, ${coupons.id}) > ${at}`;
    case 'code':
      return sql`(lower(${coupons.code}), ${coupons.id}) > (${cursor.key}, ${cursor.id})`;
    case 'ends_at':
      // Ends ascending, the open-ended ones last.
      return cursor.key === null
        ? and(isNull(coupons.endsAt), sql`${coupons.id} > ${cursor.id}`)
        : or(
            and(isNotNull(coupons.endsAt), sql`(${coupons.endsAt}, ${coupons.id}) > ${at}`),
            isNull(coupons.endsAt),
          );
  }
}

/** One page of coupons after a cursor, with their list entries (owner, usage, status). */
async function exportPage(
  db: Database,
  where: SQL | undefined,
  sort: CouponSort,
  cursor: Cursor | null,
  now: Date,
) {
  const rows = await db
    .select({ coupon: coupons, key: sortKey(sort) })
    .from(coupons)
    .where(and(where, cursor ? after(sort, cursor) : undefined))
    .orderBy(...couponOrders[sort]())
    .limit(CSV_PAGE_ROWS);
  const entries = await serializeCoupons(
    db,
    rows.map((row): CouponRow => row.coupon),
    now,
  );
  return rows.flatMap((row, index) => {
    const entry = entries[index];
    return entry ? [{ id: row.coupon.id, key: row.key, row: row.coupon, entry }] : [];
  });
}

type ExportRow = Awaited<ReturnType<typeof exportPage>>[number];

/**
 * A rate paid (percent, 1-99) as its "折" figure, as the screens' `formatDiscount` writes it:
 * 85 → `85`, 90 → `9`, 5 → `0.5`.
 */
function discountFigure(rate: number): string {
  return String(rate % 10 === 0 || rate < 10 ? rate / 10 : rate);
}

/** A coupon's value as the list shows it: "折抵 NT$100" / "NT$100 off", "85 折" / "15% off". */
function valueOf(row: CouponRow, locale: ApiLocale): string {
  if (row.type === 'AMOUNT')
    return message(locale, 'export.coupons.value.amount', {
      price: `NT$${(row.amount ?? 0).toLocaleString('en-US')}`,
    });
  const rate = row.rate ?? 0;
  return message(locale, 'export.coupons.value.percent', {
    value: discountFigure(rate),
    off: 100 - rate,
  });
}

/** The fields of one coupon. */
function fieldsOf({ row, entry }: ExportRow, locale: ApiLocale) {
  return [
    row.code,
    row.title,
    entry.owner?.name ?? message(locale, 'export.coupons.value.platform'),
    row.labels.join(' / '),
    message(locale, `export.coupons.value.type.${row.type}`),
    valueOf(row, locale),
    row.minSpend,
    message(locale, `export.coupons.value.scope.${row.scope}`),
    message(locale, `export.coupons.value.status.${entry.status}`),
    taipeiTimeWithOffset(row.startsAt),
    row.endsAt ? taipeiTimeWithOffset(row.endsAt) : '',
    entry.used,
    row.totalLimit,
    row.perMemberLimit,
    entry.generated,
  ];
}

/** The export of the coupons in scope matching the filters, counted in the request's transaction. */
export async function exportCoupons(
  tx: Transaction,
  scope: SQL | undefined,
  filters: Filters,
  locale: ApiLocale,
  now: Date,
): Promise<CsvStream> {
  const selected = filters.codes?.map((code) => code.toLowerCase());
  const where = and(
    couponConditions(scope, filters, now),
    // The list's selection: those coupons only (their codes, without case).
    selected ? inArray(sql`lower(${coupons.code})`, selected) : undefined,
  );
  const [counted] = await tx.select({ total: count() }).from(coupons).where(where);
  return csvStream(
    `coupons-${taipeiCompactDay(now)}.csv`,
    columns.map((id) => message(locale, id)),
    (db) =>
      keysetPages<ExportRow>(
        async (last) => exportPage(db, where, filters.sort, last, now),
        (row) => fieldsOf(row, locale),
      ),
    counted?.total ?? 0,
  );
}
