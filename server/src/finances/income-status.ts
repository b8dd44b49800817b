/**
 * An income record's status, derived (not stored): PAID when its apply was remitted, REQUESTED
 * while its apply waits, PENDING inside the refund window, else AVAILABLE (a rejected apply's
 * records have their apply cleared, so they are available again). As a SQL value and as a
 * condition, both over `incomes` left-joined with `applies` on the record's apply.
 */
import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { IncomeStatus } from '../contract/plain/finances.ts';
import { applies, incomes } from '../db/schema.ts';

/** Not (or no longer) in an apply that counts. */
const free = (): SQL | undefined => or(isNull(applies.id), eq(applies.status, 'REJECTED'));

/** The condition of a status at `now`. */
export function statusCondition(status: IncomeStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'PAID':
      return eq(applies.status, 'REMITTED');
    case 'REQUESTED':
      return eq(applies.status, 'PENDING');
    case 'PENDING':
      return and(free(), gt(incomes.availableAt, now));
    case 'AVAILABLE':
      return and(free(), lte(incomes.availableAt, now));
  }
}

/** The status at `now` as a SQL value. */
export function statusValue(now: Date): SQL<IncomeStatus> {
  return sql<IncomeStatus>`case when ${applies.status} = 'REMITTED' then 'PAID' when ${applies.status} = 'PENDING' then 'REQUESTED' when ${incomes.availableAt} > ${now.toISOString()}::timestamptz then 'PENDING' else 'AVAILABLE' end`;
}

/** The join that the status needs: `incomes` → its apply. */
export const applyOfIncome = eq(applies.id, incomes.applyId);

/** A lecturer's own income rows (never the platform's). */
export function ownIncomes(lecturerId: number): SQL {
  return eq(incomes.lecturerId, lecturerId);
}
