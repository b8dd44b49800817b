/**
 * The demo orders (seed/orders.ts) are what the API would have written: a few seeded orders
 * placed, paid and refunded again with `placeOrder`, `payOrder` and `refundLines` at the same
 * times give the same order, lines, events and income rows; and the demo holds what the browser
 * tests rely on (the DEMO DATA PROMISE of issue #17).
 */
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIN_APPLY_AMOUNT } from '../contract/plain/finances.ts';
import { validTaxId } from '../contract/plain/orders.ts';
import { rowsOf, type Database, type Transaction } from '../db/index.ts';
import { invoiceNumber, payOrder, placeOrder, refundLines } from '../money/orders.ts';
import { openTestApi } from '../testing/harness.ts';
import { DEMO_LECTURER_EMAILS } from './marketplace.ts';
import { taipeiDayStart, taipeiMonthStart } from './order-plan.ts';

const api = await openTestApi();

const rows = <T>(query: SQL, db: Database | Transaction = api.db) => rowsOf<T>(db, query);

interface OrderRow {
  id: number;
  order_no: string;
  member_id: number;
  status: string;
  payment_method: 'CREDIT_CARD' | 'ATM' | 'CVS' | 'LINE_PAY' | 'APPLE_PAY';
  list_total: number;
  total: number;
  refunded: number;
  coupon_id: number | null;
  coupon_code: string | null;
  coupon_title: string | null;
  coupon_off: number;
  has_course: boolean;
  created_at: string;
  paid_at: string | null;
  invoice_type: 'PERSONAL' | 'COMPANY';
  carrier_type: 'MEMBER' | 'MOBILE' | 'CERTIFICATE' | null;
  carrier_number: string;
  company_title: string;
  company_tax_id: string;
  invoice_number: string | null;
}

/** An order as written: its row, lines, event types and income rows, without ids. */
async function written(db: Database | Transaction, id: number) {
  // Everything but the id and what carries it (the order and invoice numbers).
  const [order] = await rows<Record<string, unknown>>(
    sql`select member_id, status, payment_method, list_total, total, refunded, coupon_id,
      coupon_code, coupon_title, coupon_off, has_course, created_at, paid_at, invoice_type,
      carrier_type, carrier_number, company_title, company_tax_id, invoice_issued_at
      from orders where id = ${id}`,
    db,
  );
  const lines = await rows<Record<string, unknown>>(
    sql`select kind, course_id, package_id, title, lecturer_id, list_price, discount_id,
      discount_title, discount_rate, discount_off, coupon_off, pays, refunded, sort
      from order_lines where order_id = ${id} order by sort`,
    db,
  );
  const events = await rows<Record<string, unknown>>(
    sql`select e.type, e.at, e.actor_id, e.amount, e.reason, l.sort as line
      from order_events e left join order_lines l on l.id = e.line_id
      where e.order_id = ${id} order by e.id`,
    db,
  );
  const incomes = await rows<Record<string, unknown>>(
    sql`select i.kind, i.course_id, i.item_title, i.item_kind, i.lecturer_id, i.share, i.gross,
      i.platform_fee, i.amount, i.at, i.available_at, l.sort as line
      from incomes i join order_lines l on l.id = i.line_id where i.order_id = ${id} order by i.id`,
    db,
  );
  if (!order) throw new Error(`No order ${id}`);
  return { order, lines, events, incomes };
}

/** Places, pays and refunds the seeded order's cart again at its times; returns what was written. */
async function replay(id: number) {
  const seeded = await written(api.db, id);
  const replayed = await api.db
    .transaction(async (tx) => {
      const [order] = await rows<OrderRow>(sql`select * from orders where id = ${id}`, tx);
      if (!order) throw new Error(`No order ${id}`);
      const at = new Date(order.created_at);
      // The coupon's uses as they were when the order was placed.
      await tx.execute(sql`delete from coupon_redemptions where redeemed_at >= ${at}`);
      const lines = await rows<{ id: number; course_id: number | null; package_id: number | null }>(
        sql`select id, course_id, package_id from order_lines where order_id = ${id} order by sort`,
        tx,
      );
      const placed = await placeOrder(tx, {
        memberId: order.member_id,
        courseIds: lines.flatMap((line) => line.course_id ?? []),
        packageIds: lines.flatMap((line) => line.package_id ?? []),
        couponCode: order.coupon_code,
        paymentMethod: order.payment_method,
        invoice: {
          type: order.invoice_type,
          carrierType: order.carrier_type,
          carrierNumber: order.carrier_number,
          companyTitle: order.company_title,
          companyTaxId: order.company_tax_id,
        },
        at,
      });
      if (order.status === 'CANCELLED') {
        const [cancelled] = await rows<{ at: string }>(
          sql`select at from order_events where order_id = ${id} and type = 'CANCELLED'`,
          tx,
        );
        await tx.execute(sql`update orders set status = 'CANCELLED' where id = ${placed}`);
        await tx.execute(
          sql`insert into order_events (order_id, type, at) values (${placed}, 'CANCELLED', ${new Date(cancelled?.at ?? at)})`,
        );
      }
      if (order.paid_at !== null) await payOrder(tx, placed, new Date(order.paid_at));
      const newLines = await rows<{ id: number }>(
        sql`select id from order_lines where order_id = ${placed} order by sort`,
        tx,
      );
      const refunds = await rows<{
        at: string;
        sort: number;
        amount: number;
        reason: string;
        actor_id: number;
      }>(
        sql`select e.at, l.sort, e.amount, e.reason, e.actor_id from order_events e
          join order_lines l on l.id = e.line_id
          where e.order_id = ${id} and e.type = 'REFUNDED' order by e.id`,
        tx,
      );
      const first = refunds[0];
      if (first) {
        const refusal = await refundLines(tx, {
          orderId: placed,
          lines: refunds.map((refund) => ({
            lineId: newLines[refund.sort]?.id ?? 0,
            amount: refund.amount,
          })),
          reason: first.reason,
          actorId: first.actor_id,
          at: new Date(first.at),
        });
        expect(refusal).toBeNull();
      }
      const result = await written(tx, placed);
      throw new Replayed(result);
    })
    .catch((error: unknown) => {
      if (error instanceof Replayed) return error.result;
      throw error;
    });
  return { seeded, replayed };
}

/** Carries what a rolled-back replay wrote out of its transaction. */
class Replayed extends Error {
  constructor(readonly result: Awaited<ReturnType<typeof written>>) {
    super('rolled back');
  }
}

/** The first seeded order matching a condition. */
async function firstOrder(where: SQL): Promise<number> {
  const [found] = await rows<{ id: number }>(
    sql`select o.id from orders o where ${where} order by o.id limit 1`,
  );
  if (!found) throw new Error('No such demo order');
  return found.id;
}

describe('the demo orders', () => {
  it.each([
    ['with a coupon', sql`o.coupon_id is not null and o.status = 'PAID'`],
    [
      'with a discounted line',
      sql`exists (select 1 from order_lines l where l.order_id = o.id and l.discount_id is not null)`,
    ],
    [
      'with a package line',
      sql`exists (select 1 from order_lines l where l.order_id = o.id and l.package_id is not null)`,
    ],
    ['refunded in part', sql`o.status = 'PARTIALLY_REFUNDED'`],
    [
      'refunded',
      sql`o.status = 'REFUNDED' and (select count(*) from order_lines l where l.order_id = o.id) > 1`,
    ],
    ['cancelled', sql`o.status = 'CANCELLED'`],
    ['with a company invoice', sql`o.invoice_type = 'COMPANY' and o.status = 'PAID'`],
    ['unpaid', sql`o.status = 'UNPAID'`],
  ])('an order %s is what placeOrder, payOrder and refundLines write', async (_, where) => {
    const id = await firstOrder(where);
    const { seeded, replayed } = await replay(id);
    expect(seeded.lines.length).toBeGreaterThan(0);
    expect(seeded.incomes.length > 0).toBe(seeded.order.paid_at !== null);
    expect(replayed).toEqual(seeded);
    const [order] = await rows<OrderRow>(sql`select * from orders where id = ${id}`);
    if (order?.paid_at)
      expect(order.invoice_number).toBe(invoiceNumber(id, new Date(order.paid_at)));
  });

  it('has every status, coupons, discounts, packages, every carrier and valid company tax ids', async () => {
    const statuses = await rows<{ status: string }>(sql`select distinct status from orders`);
    expect(new Set(statuses.map((row) => row.status))).toEqual(
      new Set(['UNPAID', 'PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'CANCELLED']),
    );
    const [mix] = await rows<Record<string, number>>(sql`select
      (select count(*)::int from orders where coupon_id is not null) as coupons,
      (select count(*)::int from order_lines where discount_id is not null) as discounted,
      (select count(*)::int from order_lines where package_id is not null) as packaged,
      (select count(*)::int from orders where status = 'UNPAID' and payment_method not in ('ATM', 'CVS')) as odd_unpaid,
      (select count(*)::int from orders where status = 'UNPAID' and created_at < now() - interval '4 days') as old_unpaid,
      (select count(*)::int from coupon_redemptions r where not exists (select 1 from orders o where o.order_no = r.order_no)) as orphan_redemptions,
      (select count(*)::int from orders o where o.coupon_id is not null and not exists (select 1 from coupon_redemptions r where r.order_no = o.order_no)) as unredeemed`);
    expect(mix?.['coupons']).toBeGreaterThan(0);
    expect(mix?.['discounted']).toBeGreaterThan(0);
    expect(mix?.['packaged']).toBeGreaterThan(0);
    expect(mix).toMatchObject({
      odd_unpaid: 0,
      old_unpaid: 0,
      orphan_redemptions: 0,
      unredeemed: 0,
    });
    const carriers = await rows<{ carrier_type: string | null; carrier_number: string }>(
      sql`select carrier_type, carrier_number from orders where invoice_type = 'PERSONAL'`,
    );
    expect(new Set(carriers.map((row) => row.carrier_type))).toEqual(
      new Set(['MEMBER', 'MOBILE', 'CERTIFICATE']),
    );
    for (const row of carriers) {
      if (row.carrier_type === 'MOBILE') expect(row.carrier_number).toMatch(/^\/[0-9A-Z.+-]{7}$/);
      if (row.carrier_type === 'CERTIFICATE')
        expect(row.carrier_number).toMatch(/^[A-Z]{2}\d{14}$/);
    }
    const companies = await rows<{ company_tax_id: string; company_title: string }>(
      sql`select distinct company_tax_id, company_title from orders where invoice_type = 'COMPANY'`,
    );
    expect(companies.length).toBeGreaterThan(3);
    expect(
      companies.every((row) => validTaxId(row.company_tax_id) && row.company_title !== ''),
    ).toBe(true);
  });

  it.each(DEMO_LECTURER_EMAILS)(
    '%s has paid orders today and this month (Asia/Taipei)',
    async (email) => {
      // The seed's time (the accounts are its first rows), not the test's: a run may cross midnight.
      const [seeded] = await rows<{ ms: number }>(
        sql`select (extract(epoch from min(created_at)) * 1000)::float8 as ms from users where email = ${email}`,
      );
      const now = new Date(seeded?.ms ?? Date.now());
      const count = async (from: Date) => {
        const [row] = await rows<{
          n: number;
        }>(sql`select count(distinct o.id)::int as n from orders o
        join order_lines l on l.order_id = o.id join users u on u.id = l.lecturer_id
        where u.email = ${email} and o.status = 'PAID' and o.paid_at >= ${from}`);
        return row?.n ?? 0;
      };
      expect(await count(taipeiDayStart(now))).toBeGreaterThan(0);
      // On the 1st of a month the month's orders may all be today's.
      expect(await count(taipeiMonthStart(now))).toBeGreaterThanOrEqual(
        await count(taipeiDayStart(now)),
      );
    },
  );
});

describe('the demo payouts', () => {
  /** A demo lecturer's income rows by status, and applies by status. */
  async function standing(email: string) {
    const statuses = await rows<{ status: string; amount: number }>(sql`select
        case when a.status = 'REMITTED' then 'PAID' when a.status = 'PENDING' then 'REQUESTED'
          when i.available_at > now() then 'PENDING' else 'AVAILABLE' end as status,
        sum(i.amount)::int as amount
      from incomes i join users u on u.id = i.lecturer_id left join applies a on a.id = i.apply_id
      where u.email = ${email} group by 1`);
    const applies = await rows<{
      status: string;
      n: number;
    }>(sql`select a.status, count(*)::int as n
      from applies a join users u on u.id = a.lecturer_id where u.email = ${email} group by 1`);
    const accounts = await rows<{
      financial_code: string;
      main: boolean;
    }>(sql`select p.financial_code, p.main
      from payout_accounts p join users u on u.id = p.lecturer_id where u.email = ${email} order by p.id`);
    return {
      incomes: Object.fromEntries(statuses.map((row) => [row.status, row.amount])),
      applies: Object.fromEntries(applies.map((row) => [row.status, row.n])),
      accounts,
    };
  }

  it('teacher can apply: an AVAILABLE balance, no pending apply, one rejected, some remitted, two accounts', async () => {
    const teacher = await standing('teacher@example.com');
    expect(teacher.incomes['AVAILABLE']).toBeGreaterThanOrEqual(MIN_APPLY_AMOUNT);
    expect(teacher.incomes['PENDING']).toBeGreaterThan(0);
    expect(teacher.incomes['PAID']).toBeGreaterThan(0);
    expect(Object.keys(teacher.applies).sort()).toEqual(['REJECTED', 'REMITTED']);
    expect(teacher.applies['REJECTED']).toBe(1);
    expect(teacher.accounts).toEqual([
      { financial_code: '822', main: true },
      { financial_code: '700', main: false },
    ]);
  });

  it('teacher2 has exactly one pending apply (its rows requested), remitted ones and one main account', async () => {
    const teacher2 = await standing('teacher2@example.com');
    expect(Object.keys(teacher2.applies).sort()).toEqual(['PENDING', 'REMITTED']);
    expect(teacher2.applies['PENDING']).toBe(1);
    expect(teacher2.incomes['REQUESTED']).toBeGreaterThanOrEqual(MIN_APPLY_AMOUNT);
    expect(teacher2.incomes['PAID']).toBeGreaterThan(0);
    expect(teacher2.accounts.map((account) => account.main)).toEqual([true]);
    const [pending] = await rows<{ amount: number; rows: number }>(sql`select a.amount,
      (select sum(i.amount)::int from incomes i where i.apply_id = a.id) as rows
      from applies a where a.status = 'PENDING'`);
    expect(pending?.amount).toBe(pending?.rows);
  });

  it('remittances copy the main account and pay what their applies hold; rejected applies hold no rows', async () => {
    const [check] = await rows<Record<string, number>>(sql`select
      (select count(*)::int from applies a where a.status = 'REMITTED'
        and not exists (select 1 from remittances r where r.apply_id = a.id)) as unpaid,
      (select count(*)::int from remittances r join applies a on a.id = r.apply_id
        where r.amount <> a.amount or r.amount <> (select sum(i.amount) from incomes i where i.apply_id = a.id)) as wrong,
      (select count(*)::int from remittances r where not exists (select 1 from payout_accounts p
        where p.lecturer_id = r.lecturer_id and p.main and p.account_number = r.account_number
          and p.financial_code = r.financial_code and p.bank_name = r.bank_name)) as other_account,
      (select count(*)::int from incomes i join applies a on a.id = i.apply_id where a.status = 'REJECTED') as held,
      (select count(*)::int from applies where status = 'REJECTED' and reject_reason is null) as no_reason`);
    expect(check).toEqual({ unpaid: 0, wrong: 0, other_account: 0, held: 0, no_reason: 0 });
  });
});

describe('the books over the demo', () => {
  /** Σ paid totals − Σ refunds and Σ incomes of a period, by Asia/Taipei month and overall. */
  it('money in less refunds is the incomes, for the whole demo and each month, to the dollar', async () => {
    const months = await rows<{
      month: string;
      paid: number;
      refunds: number;
      incomes: number;
    }>(sql`
      with paid as (select to_char(paid_at at time zone 'Asia/Taipei', 'YYYY-MM') as month, sum(total) as amount
          from orders where paid_at is not null group by 1),
        refunds as (select to_char(at at time zone 'Asia/Taipei', 'YYYY-MM') as month, sum(amount) as amount
          from order_events where type = 'REFUNDED' group by 1),
        books as (select to_char(at at time zone 'Asia/Taipei', 'YYYY-MM') as month, sum(amount) as amount
          from incomes group by 1)
      select coalesce(p.month, r.month, b.month) as month, coalesce(p.amount, 0)::int as paid,
        coalesce(r.amount, 0)::int as refunds, coalesce(b.amount, 0)::int as incomes
      from paid p full join refunds r on r.month = p.month full join books b on b.month = coalesce(p.month, r.month)
      order by 1`);
    expect(months.length).toBeGreaterThanOrEqual(12);
    for (const month of months)
      expect({ ...month, incomes: month.paid - month.refunds }).toEqual(month);
    const total = (key: 'paid' | 'refunds' | 'incomes') =>
      months.reduce((sum, month) => sum + month[key], 0);
    expect(total('paid') - total('refunds')).toBe(total('incomes'));
  });

  it('orders add up their lines, lines their refunds, and each line its platform SALE rows', async () => {
    const [check] = await rows<Record<string, number>>(sql`select
      (select count(*)::int from orders o where o.total <> (select sum(l.pays) from order_lines l where l.order_id = o.id)
        or o.refunded <> (select sum(l.refunded) from order_lines l where l.order_id = o.id)) as orders,
      (select count(*)::int from order_lines l where l.refunded <> (select coalesce(sum(e.amount), 0)
        from order_events e where e.line_id = l.id and e.type = 'REFUNDED')) as refunds,
      (select count(*)::int from order_lines l join orders o on o.id = l.order_id where o.paid_at is not null
        and l.pays <> (select coalesce(sum(i.gross), 0) from incomes i
          where i.line_id = l.id and i.kind = 'SALE' and i.lecturer_id is null)) as sales,
      (select count(*)::int from order_lines l join orders o on o.id = l.order_id where o.paid_at is null
        and exists (select 1 from incomes i where i.line_id = l.id)) as unpaid_incomes`);
    expect(check).toEqual({ orders: 0, refunds: 0, sales: 0, unpaid_incomes: 0 });
  });
});
