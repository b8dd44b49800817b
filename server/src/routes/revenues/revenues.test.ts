/**
 * A lecturer's revenue: only lecturers, only their own rows; balances by derived status, applying
 * for a payout (the minimum, one at a time), income sums equal to the records', the status
 * filter, and the export equal to the list.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  Apply,
  IncomeRecord,
  IncomeResponse,
  RevenueSummary,
} from '../../contract/finances.ts';
import { incomeStatuses, MIN_APPLY_AMOUNT } from '../../contract/plain/finances.ts';
import { applies, incomes } from '../../db/schema.ts';
import { violates } from './apply.ts';
import { fingerprint } from '../../testing/fingerprint.ts';
import { openTestApi } from '../../testing/harness.ts';
import { sendAs } from '../../testing/item-fixtures.ts';
import {
  availableTime,
  daysAgo,
  freshLecturer,
  incomesOf,
  insertPayout,
  insertPendingApply,
  paidOrder,
  refundFirstLine,
  sellableCourse,
} from '../../testing/finances.ts';

const api = await openTestApi();

const base = '/lecturers/v2/revenues';

/** A request as a lecturer made by `freshLecturer`. */
async function asLecturer(email: string, method: string, path: string) {
  return api.request(method, path, { locale: 'en', token: await api.tokenOf(email) });
}

/** Every record of a lecturer for a query (all pages). */
async function allRecords(email: string, query = ''): Promise<IncomeRecord[]> {
  const out: IncomeRecord[] = [];
  for (let page = 1; ; page++) {
    const response = await asLecturer(
      email,
      'GET',
      `${base}/records?per_page=100&page=${page}${query}`,
    );
    const body = response.body as { data: IncomeRecord[]; meta: { last_page: number } };
    out.push(...body.data);
    if (page >= body.meta.last_page) return out;
  }
}

describe('access', () => {
  it('answers 404 to administrators and staff', async () => {
    for (const tail of ['', '/income', '/records', '/records/export'])
      for (const who of ['admin', 'staff'] as const)
        expect((await sendAs(api, 'GET', `${base}${tail}`, who)).status, `${who} ${tail}`).toBe(
          404,
        );
    expect((await sendAs(api, 'POST', `${base}/applies`, 'admin')).status).toBe(404);
  });

  it('shows a lecturer only their own records', async () => {
    const course = await sellableCourse(api, 'teacher2@example.com', 500);
    const orderId = await paidOrder(api, [course], daysAgo(1));
    const records = await allRecords('teacher@example.com');
    const theirs = (await api.db.select().from(incomes).where(eq(incomes.orderId, orderId))).map(
      (row) => row.id,
    );
    expect(records.some((record) => theirs.includes(record.id))).toBe(false);
  });
});

/** Applies for a payout as a lecturer made by `freshLecturer`, with a body. */
async function applyFor(email: string, body: Record<string, unknown>) {
  return api.request('POST', `${base}/applies`, {
    locale: 'en',
    token: await api.tokenOf(email),
    body,
  });
}

describe('summary and applying', () => {
  it('sums the balances by status and applies for exactly the available ones', async () => {
    const email = 'summary@example.com';
    const id = await freshLecturer(api, email);
    const course = await sellableCourse(api, email, 1000);
    await paidOrder(api, [course], availableTime()); // 700 available
    const refunded = await paidOrder(api, [course], availableTime()); // 700 available
    await refundFirstLine(api, refunded, 200, daysAgo(2)); // −140, available at once
    await paidOrder(api, [course], daysAgo(1)); // 700 pending
    const remitted = await paidOrder(api, [course], availableTime());
    const applyId = await insertPendingApply(
      api,
      id,
      (await incomesOf(api, remitted, id)).map((row) => row.id),
    );
    const payout = await insertPayout(api, email, true);
    const approved = await sendAs(api, 'PUT', `/lecturers/v2/applies/${applyId}/approve`, 'admin', {
      body: { payout_id: payout },
    });
    expect(approved.status).toBe(200);

    const summary = (await asLecturer(email, 'GET', base)).body as RevenueSummary;
    expect(summary).toMatchObject({
      pending: 700,
      available: 1260,
      requested: 0,
      paid: 700,
      can_apply: true,
      open_apply: null,
    });

    const applied = await applyFor(email, { amount: 1260 });
    expect(applied.status).toBe(201);
    const apply = applied.body as Apply;
    expect(apply).toMatchObject({ status: 'PENDING', amount: 1260, records_count: 3 });
    const after = (await asLecturer(email, 'GET', base)).body as RevenueSummary;
    expect(after).toMatchObject({ available: 0, requested: 1260, can_apply: false });
    expect(after.open_apply?.id).toBe(apply.id);
    const requested = await allRecords(email, '&status=REQUESTED');
    expect(requested.reduce((sum, record) => sum + record.income, 0)).toBe(1260);

    const twice = await applyFor(email, { amount: MIN_APPLY_AMOUNT });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual({ message: 'A payout request of yours is already waiting.' });
  });

  it('refuses below the minimum and writes nothing', async () => {
    const email = 'small@example.com';
    await freshLecturer(api, email);
    const course = await sellableCourse(api, email, 100);
    await paidOrder(api, [course], availableTime()); // 70 available
    const before = await fingerprint(api.db);
    const response = await applyFor(email, { amount: 70 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: { amount: [`A payout request needs at least ${MIN_APPLY_AMOUNT} TWD.`] },
    });
    const all = await applyFor(email, { amount: MIN_APPLY_AMOUNT });
    expect(all.body).toEqual({
      message: { amount: ['This is more than your available income of 70 TWD.'] },
    });
    expect(await fingerprint(api.db)).toEqual(before);
    expect(((await asLecturer(email, 'GET', base)).body as RevenueSummary).can_apply).toBe(false);
  });
});

/** A lecturer with two available sales of 700 each (1,400 available); answers their id. */
async function lecturerWith1400(email: string) {
  const id = await freshLecturer(api, email);
  const course = await sellableCourse(api, email, 1000);
  const first = await paidOrder(api, [course], availableTime());
  const second = await paidOrder(api, [course], availableTime());
  return { id, first, second };
}

const summaryOf = async (email: string) =>
  (await asLecturer(email, 'GET', base)).body as RevenueSummary;

const sumOf = (records: readonly IncomeRecord[]) =>
  records.reduce((sum, record) => sum + record.income, 0);

describe('applying for part of the balance', () => {
  it('claims exactly the amount, leaves the rest available, sums unchanged, refunds exact', async () => {
    const email = 'partial@example.com';
    const { id, second } = await lecturerWith1400(email);
    const incomeBefore = (await asLecturer(email, 'GET', `${base}/income`)).body as IncomeResponse;

    const applied = await applyFor(email, { amount: 1000 });
    expect(applied.status).toBe(201);
    expect(applied.body).toMatchObject({ status: 'PENDING', amount: 1000, records_count: 2 });
    expect(await summaryOf(email)).toMatchObject({
      available: 400,
      requested: 1000,
      can_apply: false,
    });
    expect(sumOf(await allRecords(email, '&status=REQUESTED'))).toBe(1000);
    expect(sumOf(await allRecords(email, '&status=AVAILABLE'))).toBe(400);
    expect((await asLecturer(email, 'GET', `${base}/income`)).body).toEqual(incomeBefore);

    // Refunding the split sale in full takes back exactly what the sale gave the lecturer.
    await refundFirstLine(api, second, 1000, daysAgo(1));
    const rows = await incomesOf(api, second, id);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
    expect(rows.filter((row) => row.kind === 'REFUND').map((row) => row.amount)).toEqual([-700]);
    expect(await summaryOf(email)).toMatchObject({ available: -300, requested: 1000 });
  });

  it('refuses under the minimum or over the balance at `amount`, writing nothing', async () => {
    const email = 'partial-refused@example.com';
    await lecturerWith1400(email);
    const before = await fingerprint(api.db);
    const under = await applyFor(email, { amount: MIN_APPLY_AMOUNT - 1 });
    expect(under.status).toBe(400);
    expect(under.body).toEqual({
      message: { amount: [`A payout request needs at least ${MIN_APPLY_AMOUNT} TWD.`] },
    });
    const over = await applyFor(email, { amount: 1401 });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({
      message: { amount: ['This is more than your available income of 1,400 TWD.'] },
    });
    const fraction = await applyFor(email, { amount: 150.5 });
    expect(fraction.status).toBe(400);
    expect(fraction.body).toHaveProperty(['message', 'amount']);
    expect(await fingerprint(api.db)).toEqual(before);
    expect((await applyFor(email, { amount: 1400 })).status).toBe(201);
  });

  it('never claims more than the balance when two requests race', async () => {
    const email = 'partial-race@example.com';
    await lecturerWith1400(email);
    const answers = await Promise.all([
      applyFor(email, { amount: 800 }),
      applyFor(email, { amount: 800 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(await summaryOf(email)).toMatchObject({ available: 600, requested: 800 });
    expect(sumOf(await allRecords(email, '&status=REQUESTED'))).toBe(800);
  });

  it('returns a rejected amount to available; approving remits exactly the amount', async () => {
    const email = 'partial-decided@example.com';
    await lecturerWith1400(email);
    const first = (await applyFor(email, { amount: 1000 })).body as Apply;
    const rejected = await sendAs(api, 'PUT', `/lecturers/v2/applies/${first.id}/reject`, 'admin', {
      body: { reason: 'Split it' },
    });
    expect(rejected.status).toBe(200);
    expect(await summaryOf(email)).toMatchObject({ available: 1400, requested: 0 });

    const second = (await applyFor(email, { amount: 500 })).body as Apply;
    expect(second.amount).toBe(500);
    const payout = await insertPayout(api, email, true);
    const approved = await sendAs(
      api,
      'PUT',
      `/lecturers/v2/applies/${second.id}/approve`,
      'admin',
      { body: { payout_id: payout } },
    );
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'REMITTED',
      amount: 500,
      remittance: { amount: 500 },
    });
    expect(await summaryOf(email)).toMatchObject({ available: 900, requested: 0, paid: 500 });
    expect(sumOf(await allRecords(email, '&status=PAID'))).toBe(500);

    const missing = await applyFor(email, {});
    expect(missing.status).toBe(400);
    expect(missing.body).toHaveProperty(['message', 'amount']);
    const rest = await applyFor(email, { amount: 900 });
    expect(rest.body).toMatchObject({ amount: 900 });
    expect(await summaryOf(email)).toMatchObject({ available: 0, requested: 900, paid: 500 });
  });
});

describe('the one-waiting-apply index', () => {
  it('is recognised in the driver’s error (a race past the check answers the same 400)', async () => {
    const lecturerId = await freshLecturer(api, 'race@example.com');
    await api.db.insert(applies).values({ lecturerId, amount: 100 });
    const error = await api.db
      .insert(applies)
      .values({ lecturerId, amount: 100 })
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(violates(error, 'applies_one_pending_idx')).toBe(true);
    expect(violates(error, 'remittances_apply_idx')).toBe(false);
  });
});

describe('income', () => {
  it('sums by month and by item equal to the records, refunds positive', async () => {
    const email = 'income@example.com';
    await freshLecturer(api, email);
    const first = await sellableCourse(api, email, 1000, 'First');
    const second = await sellableCourse(api, email, 500, 'Second');
    // 2025-03-10, and 2025-03-31 23:30 in Taipei (15:30 UTC): both March.
    const march = await paidOrder(api, [first], new Date('2025-03-10T02:00:00Z'));
    await paidOrder(api, [second], new Date('2025-03-31T15:30:00Z'));
    await refundFirstLine(api, march, 200, new Date('2025-03-20T02:00:00Z'));
    // 2025-04-30 16:30 UTC is 2025-05-01 00:30 in Taipei.
    await paidOrder(api, [first], new Date('2025-04-30T16:30:00Z'));

    const year = (await asLecturer(email, 'GET', `${base}/income?year=2025`))
      .body as IncomeResponse;
    expect(year.months).toHaveLength(12);
    expect(year.months[2]).toEqual({
      month: '2025-03',
      sales: 1500,
      refunds: 200,
      platform_fee: 300 + 150 - 60,
      income: 700 + 350 - 140,
    });
    expect(year.months[3]?.income).toBe(0);
    expect(year.months[4]?.income).toBe(700);

    for (const month of ['2025-03', '2025-05']) {
      const records = await allRecords(email, `&month=${month}`);
      const sums = (await asLecturer(email, 'GET', `${base}/income?month=${month}`))
        .body as IncomeResponse;
      const sale = records.filter((record) => record.kind === 'SALE');
      const refund = records.filter((record) => record.kind === 'REFUND');
      const expected = {
        sales: sale.reduce((sum, record) => sum + record.price, 0),
        refunds: refund.reduce((sum, record) => sum - record.price, 0),
        platform_fee: records.reduce((sum, record) => sum + record.platform_fee, 0),
        income: records.reduce((sum, record) => sum + record.income, 0),
      };
      expect(sums.total).toEqual(expected);
      expect(sums.months.find((row) => row.month === month)).toEqual({ month, ...expected });
      expect(sums.courses.reduce((sum, row) => sum + row.income, 0)).toBe(expected.income);
    }
    const byItem = (await asLecturer(email, 'GET', `${base}/income?year=2025`))
      .body as IncomeResponse;
    expect(byItem.courses.map((row) => row.item.id)).toEqual([first, second]);
    expect(byItem.total.income).toBe(700 + 350 - 140 + 700);
  });
});

describe('records', () => {
  it('filters by derived status, each record once', async () => {
    const email = 'records@example.com';
    const id = await freshLecturer(api, email);
    const course = await sellableCourse(api, email, 1000);
    await paidOrder(api, [course], availableTime());
    await paidOrder(api, [course], daysAgo(1));
    const requested = await paidOrder(api, [course], availableTime());
    await insertPendingApply(
      api,
      id,
      (await incomesOf(api, requested, id)).map((row) => row.id),
    );
    const every = await allRecords(email);
    expect(every).toHaveLength(3);
    const seen: number[] = [];
    for (const status of incomeStatuses) {
      const rows = await allRecords(email, `&status=${status}`);
      expect(rows.every((row) => row.status === status)).toBe(true);
      seen.push(...rows.map((row) => row.id));
    }
    expect(seen.sort()).toEqual(every.map((row) => row.id).sort());
    expect(every.map((row) => row.status).sort()).toEqual(['AVAILABLE', 'PENDING', 'REQUESTED']);
    const times = every.map((row) => row.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('exports the same rows as the list, header in the request’s language', async () => {
    const email = 'export@example.com';
    await freshLecturer(api, email);
    const course = await sellableCourse(api, email, 800, '=SUM(A1)');
    const order = await paidOrder(api, [course], new Date('2025-06-10T02:00:00Z'));
    await refundFirstLine(api, order, 100, new Date('2025-06-11T02:00:00Z'));
    await paidOrder(api, [course], new Date('2025-07-10T02:00:00Z'));
    const records = await allRecords(email, '&month=2025-06');
    const response = await asLecturer(email, 'GET', `${base}/records/export?month=2025-06`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('revenue-202506.csv');
    const lines = String(response.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Type,Time,Order number,Product,Price,Platform fee,Revenue share (%),Income,Status,Available from',
    );
    expect(lines).toHaveLength(records.length + 1);
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(
      records.map((record) => record.order_no),
    );
    expect(lines.slice(1).map((line) => Number(line.split(',')[7]))).toEqual(
      records.map((record) => record.income),
    );
    expect(lines[1]).toContain("'=SUM(A1)");
    const zh = await api.request('GET', `${base}/records/export`, {
      locale: 'zh-TW',
      token: await api.tokenOf(email),
    });
    expect(
      String(zh.body)
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0],
    ).toContain('訂單編號');
    expect(zh.headers.get('content-disposition')).toContain('revenue.csv');
  });
});

describe('payout request history', () => {
  it('lists the viewer’s own requests, newest first, with the rejection reason', async () => {
    const email = 'history-lecturer@example.com';
    await freshLecturer(api, email);
    const course = await sellableCourse(api, email, 1000);
    await paidOrder(api, [course], availableTime());
    const first = (await applyFor(email, { amount: 700 })).body as Apply;
    await api.db
      .update(applies)
      .set({ status: 'REJECTED', rejectReason: 'Wrong account', rejectedAt: new Date() })
      .where(eq(applies.id, first.id));
    const second = (await applyFor(email, { amount: 700 })).body as Apply;

    const history = await asLecturer(email, 'GET', `${base}/applies`);
    expect(history.status).toBe(200);
    const data = (history.body as { data: Apply[] }).data;
    expect(data.map((row) => [row.id, row.status])).toEqual([
      [second.id, 'PENDING'],
      [first.id, 'REJECTED'],
    ]);
    expect(data[1]?.rejection?.reason).toBe('Wrong account');
    expect(data[0]?.amount).toBe(second.amount);

    const others = (await sendAs(api, 'GET', `${base}/applies`, 'teacher2')).body as {
      data: Apply[];
    };
    expect(others.data.map((row) => row.id)).not.toContain(first.id);
    expect((await sendAs(api, 'GET', `${base}/applies`, 'admin')).status).toBe(404);
  });
});
