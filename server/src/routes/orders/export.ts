/**
 * The orders export (`GET .../orders/export`): every order the list's filters match, in the
 * list's order, streamed as CSV in keyset pages (after the last row's sort key and id, never an
 * offset) so 100,000 rows export in constant memory. Header, statuses, payment methods and invoice
 * types in the request's language (the screens' words); times Asia/Taipei with their offset.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { countOrders } from './count.ts';
import type { OrderSort } from '../../contract/orders.ts';
import type { InvoiceType, OrderStatus, PaymentMethod } from '../../contract/plain/orders.ts';
import { type CsvField, taipeiCompactDay, taipeiTimeWithOffset } from '../../contract/plain/csv.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { orders, users } from '../../db/schema.ts';
import { CSV_PAGE_ROWS, csvStream, type CsvStream } from '../../http/csv-stream.ts';
import { type ApiLocale, message, type MessageId } from '../../i18n/messages.ts';
import { type OrderFilters, orderConditions, orderSortKeys } from './filters.ts';

/** The words of a status, payment method and invoice type (the screens' words). */
const statusWords: Readonly<Record<OrderStatus, MessageId>> = {
  UNPAID: 'export.orders.value.status.UNPAID',
  PAID: 'export.orders.value.status.PAID',
  PARTIALLY_REFUNDED: 'export.orders.value.status.PARTIALLY_REFUNDED',
  REFUNDED: 'export.orders.value.status.REFUNDED',
  CANCELLED: 'export.orders.value.status.CANCELLED',
};
const methodWords: Readonly<Record<PaymentMethod, MessageId>> = {
  CREDIT_CARD: 'export.orders.value.method.CREDIT_CARD',
  ATM: 'export.orders.value.method.ATM',
  CVS: 'export.orders.value.method.CVS',
  LINE_PAY: 'export.orders.value.method.LINE_PAY',
  APPLE_PAY: 'export.orders.value.method.APPLE_PAY',
};
const invoiceWords: Readonly<Record<InvoiceType, MessageId>> = {
  PERSONAL: 'export.orders.value.invoice.PERSONAL',
  COMPANY: 'export.orders.value.invoice.COMPANY',
};

/** The columns of the export, in order. */
const columns: readonly MessageId[] = [
  'export.orders.orderNo',
  'export.orders.createdAt',
  'export.orders.paidAt',
  'export.orders.status',
  'export.orders.memberName',
  'export.orders.memberEmail',
  'export.orders.items',
  'export.orders.listTotal',
  'export.orders.total',
  'export.orders.refunded',
  'export.orders.paymentMethod',
  'export.orders.invoiceType',
  'export.orders.companyTaxId',
];

/** Where a page ends: the last row's sort key (as the database wrote it) and id. */
interface Cursor {
  readonly key: string;
  readonly id: number;
}

/** The rows after a cursor in the list's order (the key compared as the database stores it). */
function after(sort: OrderSort, cursor: Cursor): SQL {
  if (sort === 'amount')
    return sql`(${orders.total}, ${orders.id}) < (${Number(cursor.key)}, ${cursor.id})`;
  const row = sql`(${orders.createdAt}, ${orders.id})`;
  const key = sql`(${cursor.key}::timestamptz, ${cursor.id})`;
  return sort === 'oldest' ? sql`${row} > ${key}` : sql`${row} < ${key}`;
}

/** One page of export rows after a cursor. */
async function exportPage(db: Database, filters: OrderFilters, cursor: Cursor | null) {
  return db
    .select({
      id: orders.id,
      key:
        filters.sort === 'amount'
          ? sql<string>`${orders.total}::text`
          : sql<string>`${orders.createdAt}::text`,
      orderNo: orders.orderNo,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      status: orders.status,
      memberName: users.name,
      memberEmail: users.email,
      items: sql<string>`coalesce((select string_agg(l.title, ' / ' order by l.sort, l.id) from order_lines l where l.order_id = ${orders.id}), '')`,
      listTotal: orders.listTotal,
      total: orders.total,
      refunded: orders.refunded,
      paymentMethod: orders.paymentMethod,
      invoiceType: orders.invoiceType,
      companyTaxId: orders.companyTaxId,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.memberId))
    .where(and(orderConditions(filters), cursor ? after(filters.sort, cursor) : undefined))
    .orderBy(...orderSortKeys[filters.sort]())
    .limit(CSV_PAGE_ROWS);
}

/** The pages of an export, read one at a time. */
async function* exportPages(
  db: Database,
  filters: OrderFilters,
  locale: ApiLocale,
): AsyncGenerator<readonly (readonly CsvField[])[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await exportPage(db, filters, cursor);
    if (rows.length === 0) return;
    yield rows.map((row) => [
      row.orderNo,
      taipeiTimeWithOffset(row.createdAt),
      row.paidAt ? taipeiTimeWithOffset(row.paidAt) : '',
      message(locale, statusWords[row.status]),
      row.memberName,
      row.memberEmail,
      row.items,
      row.listTotal,
      row.total,
      row.refunded,
      message(locale, methodWords[row.paymentMethod]),
      message(locale, invoiceWords[row.invoiceType]),
      row.companyTaxId,
    ]);
    if (rows.length < CSV_PAGE_ROWS) return;
    const last = rows[rows.length - 1];
    if (!last) return;
    cursor = { key: last.key, id: last.id };
  }
}

/** The export of the orders matching the filters, counted in the request's transaction. */
export async function exportOrders(
  tx: Transaction,
  filters: OrderFilters,
  locale: ApiLocale,
  now: Date,
): Promise<CsvStream> {
  const total = await countOrders(tx, filters);
  return csvStream(
    `orders-${taipeiCompactDay(now)}.csv`,
    columns.map((id) => message(locale, id)),
    (db) => exportPages(db, filters, locale),
    total,
  );
}
