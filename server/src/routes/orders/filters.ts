/**
 * The orders list's filters and orders, shared by the list and the export: status, the seed's
 * filter values (all must hold), keyword (order number prefix or part of the member e-mail),
 * payment method and a range of Asia/Taipei days of creation; the export's selected `ids`.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrderSort, orderExportQuery } from '../../contract/orders.ts';
import { orders } from '../../db/schema.ts';
import { escapeLike } from '../../http/like.ts';
import { taipeiDayStart } from '../../time/periods.ts';

/** The filters of the list and the export (the export's selection optional). */
export type OrderFilters = Omit<z.output<typeof orderExportQuery>, 'ids'> & {
  readonly ids?: readonly number[] | undefined;
};

/**
 * Whether the buyer (`member`) has started the item of a line (`line`, an alias of order_lines):
 * an enrolment with progress on its course, or on one of its package's courses.
 */
export function lineLearned(line: string, member: SQL): SQL {
  const alias = sql.raw(line);
  return sql`(exists (select 1 from enrollments e where e.course_id = ${alias}.course_id and e.student_id = ${member} and e.progress > 0) or exists (select 1 from package_courses pc join enrollments e on e.course_id = pc.course_id where pc.package_id = ${alias}.package_id and e.student_id = ${member} and e.progress > 0))`;
}

/**
 * Whether the buyer of an order has started one of its items: two index probes per line (the
 * enrolment's primary key by course and student), never a scan of the buyer's enrolments.
 */
function orderLearned(): SQL {
  return sql`(exists (select 1 from order_lines ll join enrollments e on e.course_id = ll.course_id where ll.order_id = ${orders.id} and e.student_id = ${orders.memberId} and e.progress > 0) or exists (select 1 from order_lines ll join package_courses pc on pc.package_id = ll.package_id join enrollments e on e.course_id = pc.course_id where ll.order_id = ${orders.id} and e.student_id = ${orders.memberId} and e.progress > 0))`;
}

/** The conditions of the filters on `orders`. */
export function orderConditions(filters: OrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status !== 'ALL') conditions.push(eq(orders.status, filters.status));
  if (filters.payment_method) conditions.push(eq(orders.paymentMethod, filters.payment_method));
  if (filters.from) conditions.push(gte(orders.createdAt, taipeiDayStart(filters.from, 'from')));
  if (filters.to) {
    const end = new Date(taipeiDayStart(filters.to, 'to').getTime() + 86_400_000);
    conditions.push(lt(orders.createdAt, end));
  }
  for (const filter of new Set(filters.filter)) {
    if (filter === 'PAID') conditions.push(isNotNull(orders.paidAt));
    if (filter === 'COURSE') conditions.push(eq(orders.hasCourse, true));
    if (filter === 'LEARNED') conditions.push(orderLearned());
  }
  // The export of a list's selection: those orders only.
  if (filters.ids) conditions.push(inArray(orders.id, filters.ids));
  if (filters.keyword) {
    const literal = escapeLike(filters.keyword);
    // `= any(array(…))`, not `in (…)`: the members' ids become one value, so the planner can
    // read their orders off orders_member_idx (or'ed with the order-number index) instead of
    // walking every order by date to find a member's few.
    conditions.push(
      sql`(lower(${orders.orderNo}) like lower(${`${literal}%`}) or ${orders.memberId} = any(array(select u.id from users u where u.email ilike ${`%${literal}%`})))`,
    );
  }
  return and(...conditions);
}

/** Sort keys of each order; the id breaks ties so pages never overlap. */
export const orderSortKeys: Readonly<Record<OrderSort, () => SQL[]>> = {
  latest: () => [desc(orders.createdAt), desc(orders.id)],
  oldest: () => [asc(orders.createdAt), asc(orders.id)],
  amount: () => [desc(orders.total), desc(orders.id)],
};
