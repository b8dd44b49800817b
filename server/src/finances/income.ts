/**
 * `GET .../revenues/income`: a lecturer's income of a year (Asia/Taipei) by month, and by item for
 * the year or for one month, with the total of that same period. Sums of their own records:
 * `sales` Σ gross of SALE records, `refunds` −Σ gross of REFUND records (a positive number),
 * `platform_fee` Σ platform_fee (refunds taking back theirs), `income` Σ amount.
 */
import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { incomeQuery, incomeResponse } from '../contract/finances.ts';
import type { Database, Transaction } from '../db/index.ts';
import { incomes } from '../db/schema.ts';
import { monthKey, monthPeriod, taipeiParts, within, yearPeriod } from '../time/periods.ts';
import { ownIncomes } from './income-status.ts';

type Tx = Database | Transaction;

/** The four sums as SQL columns. */
const sums = {
  sales: sql<string>`coalesce(sum(${incomes.gross}) filter (where ${incomes.kind} = 'SALE'), 0)`,
  refunds: sql<string>`coalesce(-sum(${incomes.gross}) filter (where ${incomes.kind} = 'REFUND'), 0)`,
  platform_fee: sql<string>`coalesce(sum(${incomes.platformFee}), 0)`,
  income: sql<string>`coalesce(sum(${incomes.amount}), 0)`,
};

interface Sums {
  sales: number;
  refunds: number;
  platform_fee: number;
  income: number;
}

/** Numbers of a row of sums (the database answers big sums as text). */
function numbers(row: {
  sales: string;
  refunds: string;
  platform_fee: string;
  income: string;
}): Sums {
  return {
    sales: Number(row.sales),
    refunds: Number(row.refunds),
    platform_fee: Number(row.platform_fee),
    income: Number(row.income),
  };
}

const none = (): Sums => ({ sales: 0, refunds: 0, platform_fee: 0, income: 0 });

/** `GET .../revenues/income`. */
export async function incomeOf(
  tx: Tx,
  lecturerId: number,
  query: z.output<typeof incomeQuery>,
  now: Date,
): Promise<z.input<typeof incomeResponse>> {
  const year =
    query.year ?? (query.month ? Number(query.month.slice(0, 4)) : taipeiParts(now).year);
  const month = query.month ?? null;
  const own = ownIncomes(lecturerId);
  const byMonth = await tx
    .select({ month: monthKey(incomes.at), ...sums })
    .from(incomes)
    .where(and(own, within(incomes.at, yearPeriod(year))))
    .groupBy(sql`1`);
  const found = new Map(byMonth.map((row) => [row.month, numbers(row)]));
  const months = Array.from({ length: 12 }, (_, index) => {
    const key = `${year}-${String(index + 1).padStart(2, '0')}`;
    return { month: key, ...(found.get(key) ?? none()) };
  });
  const period: SQL = within(incomes.at, month ? monthPeriod(month) : yearPeriod(year));
  const byItem = await tx
    .select({
      id: sql<number>`coalesce(${incomes.courseId}, 0)`,
      kind: incomes.itemKind,
      title: sql<string>`max(${incomes.itemTitle})`,
      ...sums,
    })
    .from(incomes)
    .where(and(own, period))
    .groupBy(sql`1`, incomes.itemKind)
    .orderBy(desc(sums.income), sql`1`);
  const courses = byItem.map((row) => ({
    item: { id: row.id, title: row.title, kind: row.kind },
    ...numbers(row),
  }));
  const total = courses.reduce(
    (sum, row) => ({
      sales: sum.sales + row.sales,
      refunds: sum.refunds + row.refunds,
      platform_fee: sum.platform_fee + row.platform_fee,
      income: sum.income + row.income,
    }),
    none(),
  );
  return { year, month, months, courses, total };
}
