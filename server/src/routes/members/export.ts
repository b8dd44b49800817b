/**
 * The members export (`GET .../members/export`): every member the list's filters match (of the
 * selected `ids` when given), in the
 * list's order, streamed as CSV in keyset pages (after the last row's sort key and id). Header and
 * statuses in the request's language; times Asia/Taipei with their offset.
 */
import { and, count, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { memberExportQuery } from '../../contract/members.ts';
import { taipeiCompactDay, taipeiTimeWithOffset } from '../../contract/plain/csv.ts';
import type { MemberSort } from '../../contract/plain/members.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { users } from '../../db/schema.ts';
import { CSV_PAGE_ROWS, csvStream, type CsvStream, keysetPages } from '../../http/csv-stream.ts';
import { type ApiLocale, message, type MessageId } from '../../i18n/messages.ts';
import { memberConditions, memberSortKeys } from './list.ts';
import { ordersCountSql, walletBalanceSql } from './member.ts';

type Filters = z.output<typeof memberExportQuery>;

/** The list's conditions, and the selection (`ids`) when one is given: members of it only. */
function exportConditions(filters: Filters): SQL | undefined {
  return and(memberConditions(filters), filters.ids ? inArray(users.id, filters.ids) : undefined);
}

/** The columns of the export, in order. */
const columns: readonly MessageId[] = [
  'export.members.id',
  'export.members.name',
  'export.members.realName',
  'export.members.email',
  'export.members.phone',
  'export.members.status',
  'export.members.joinedAt',
  'export.members.ordersCount',
  'export.members.balance',
];

/** Where a page ends: the last row's sort key (as the database wrote it) and id. */
interface Cursor {
  readonly key: string;
  readonly id: number;
}

/** The rows after a cursor in the list's order. */
function after(sort: MemberSort, cursor: Cursor): SQL {
  if (sort === 'name') return sql`(${users.name}, ${users.id}) > (${cursor.key}, ${cursor.id})`;
  const row = sql`(${users.createdAt}, ${users.id})`;
  const key = sql`(${cursor.key}::timestamptz, ${cursor.id})`;
  return sort === 'oldest' ? sql`${row} > ${key}` : sql`${row} < ${key}`;
}

/** One page of export rows after a cursor. */
function exportPage(db: Database, filters: Filters, cursor: Cursor | null) {
  return db
    .select({
      id: users.id,
      key: filters.sort === 'name' ? users.name : sql<string>`${users.createdAt}::text`,
      name: users.name,
      realName: users.realName,
      email: users.email,
      phone: users.phone,
      status: users.memberStatus,
      createdAt: users.createdAt,
      ordersCount: ordersCountSql,
      balance: walletBalanceSql,
    })
    .from(users)
    .where(and(exportConditions(filters), cursor ? after(filters.sort, cursor) : undefined))
    .orderBy(...memberSortKeys[filters.sort]())
    .limit(CSV_PAGE_ROWS);
}

type ExportRow = Awaited<ReturnType<typeof exportPage>>[number];

/** The export of the members matching the filters, counted in the request's transaction. */
export async function exportMembers(
  tx: Transaction,
  filters: Filters,
  locale: ApiLocale,
  now: Date,
): Promise<CsvStream> {
  const [counted] = await tx
    .select({ total: count() })
    .from(users)
    .where(exportConditions(filters));
  return csvStream(
    `members-${taipeiCompactDay(now)}.csv`,
    columns.map((id) => message(locale, id)),
    (db) =>
      keysetPages<ExportRow>(
        async (last) => exportPage(db, filters, last),
        (row) => [
          row.id,
          row.name,
          row.realName,
          row.email,
          row.phone,
          message(locale, `export.members.value.status.${row.status}`),
          taipeiTimeWithOffset(row.createdAt),
          row.ordersCount,
          row.balance,
        ],
      ),
    counted?.total ?? 0,
  );
}
