/**
 * The counts the database keeps per day (order_counts, by a trigger on orders) give the same total
 * as counting the orders themselves, for every filter the list counts from them, over the demo
 * orders and after orders are placed, paid, cancelled and refunded around a Taipei midnight.
 */
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import { refundLines } from '../../money/orders.ts';
import { openTestApi } from '../../testing/harness.ts';
import { userIdOf } from '../../testing/item-fixtures.ts';
import { countOrders } from './count.ts';
import { orderConditions, type OrderFilters } from './filters.ts';
import { place } from '../../testing/orders.ts';
import { taipei, teacherCourses } from './fixtures.ts';

const api = await openTestApi();

const base: OrderFilters = { status: 'ALL', filter: [], sort: 'latest' };

/** Filters the list counts from order_counts, over the demo's months. */
const cases: OrderFilters[] = [
  base,
  { ...base, status: 'PAID' },
  { ...base, status: 'REFUNDED', payment_method: 'CREDIT_CARD' },
  { ...base, filter: ['PAID'] },
  { ...base, filter: ['PAID', 'COURSE'] },
  { ...base, status: 'UNPAID', filter: ['COURSE'] },
  { ...base, from: '2026-11-01', to: '2026-11-30' },
  { ...base, from: '2026-01-01', to: '2026-01-01' },
  { ...base, payment_method: 'ATM', to: '2026-06-30' },
];

/** The orders matching filters, counted one by one. */
async function counted(filters: OrderFilters): Promise<number> {
  const [row] = await api.db.select({ n: count() }).from(orders).where(orderConditions(filters));
  return row?.n ?? 0;
}

describe('the kept order counts', () => {
  it('equal the orders counted one by one over the demo orders', async () => {
    expect(await counted(base)).toBeGreaterThan(500);
    for (const filters of cases)
      expect(await countOrders(api.db, filters)).toBe(await counted(filters));
  });

  it('follow orders placed, paid, cancelled and refunded around a Taipei midnight', async () => {
    const [course] = await teacherCourses(api);
    const memberId = await userIdOf(api, 'student@example.com');
    const beforeMidnight = taipei('2026-03-09 23:59:59');
    const paid = await place(api, {
      memberId,
      courseIds: [course ?? 0],
      at: beforeMidnight,
      then: 2000,
    });
    await place(api, { memberId, courseIds: [course ?? 0], at: beforeMidnight, then: 'cancel' });
    await place(api, {
      memberId,
      courseIds: [course ?? 0],
      at: taipei('2026-03-10 00:00:00'),
      paymentMethod: 'ATM',
    });
    const [line] = await api.db
      .execute(sql`select id, pays from order_lines where order_id = ${paid}`)
      .then((result) => (result as { rows: { id: number; pays: number }[] }).rows);
    const admin = await userIdOf(api, 'admin@example.com');
    await api.db.transaction((tx) =>
      refundLines(tx, {
        orderId: paid,
        lines: [{ lineId: line?.id ?? 0, amount: line?.pays ?? 0 }],
        reason: 'count',
        actorId: admin,
        at: taipei('2026-03-11 10:00:00'),
      }),
    );
    for (const filters of [
      { ...base, from: '2026-03-09', to: '2026-03-09' },
      { ...base, from: '2026-03-10', to: '2026-03-10' },
      { ...base, status: 'REFUNDED' as const, from: '2026-03-09', to: '2026-03-09' },
      { ...base, status: 'CANCELLED' as const },
      { ...base, filter: ['PAID' as const], from: '2026-03-09', to: '2026-03-10' },
      ...cases,
    ])
      expect(await countOrders(api.db, filters)).toBe(await counted(filters));
    // Deleting an order takes it off the counts too.
    await api.db.execute(sql`delete from orders where id = ${paid}`);
    for (const filters of cases)
      expect(await countOrders(api.db, filters)).toBe(await counted(filters));
  });
});
