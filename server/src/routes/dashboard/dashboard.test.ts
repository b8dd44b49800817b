/**
 * The dashboard's figures (each equal to an independent count of what its link lists) and the
 * administrators' calendar (events in the right Asia/Taipei month only).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AdminFigures,
  CalendarEvent,
  LecturerFigures,
  Sales,
} from '../../contract/dashboard.ts';
import type { IncomeRecord } from '../../contract/finances.ts';
import { announcements, applies, courses, fundraisingTickets } from '../../db/schema.ts';
import { MEMBER_INVOICE, placeOrder } from '../../money/orders.ts';
import { openTestApi } from '../../testing/harness.ts';
import {
  addCoLecturer,
  createItem,
  sendAs,
  setItemStatus,
  userIdOf,
} from '../../testing/item-fixtures.ts';
import { createPostCourse } from '../../testing/posts.ts';
import { paidOrder, refundFirstLine, sellableCourse } from '../../testing/finances.ts';
import { monthOf } from '../../time/periods.ts';

const api = await openTestApi();
const teacherId = await userIdOf(api, 'teacher@example.com');

/** One row of numbers from SQL. */
async function one(query: ReturnType<typeof sql>): Promise<Record<string, number>> {
  const result = await api.db.execute(query);
  const rows = (result as { rows?: Record<string, unknown>[] }).rows ?? [];
  return Object.fromEntries(
    Object.entries(rows[0] ?? {}).map(([key, value]) => [key, Number(value)]),
  );
}

/** Paid orders created in this Asia/Taipei day or month, counted by the database's own zone rules. */
function salesSql(unit: 'day' | 'month') {
  return sql`select count(*) as orders, coalesce(sum(total - refunded), 0) as amount from orders
    where paid_at is not null
    and date_trunc(${unit}, created_at at time zone 'Asia/Taipei') = date_trunc(${unit}, now() at time zone 'Asia/Taipei')`;
}

describe('figures', () => {
  it('answers 404 to staff and the role’s figures to the others', async () => {
    expect((await sendAs(api, 'GET', '/lecturers/v2/dashboard', 'staff')).status).toBe(404);
    expect((await sendAs(api, 'GET', '/lecturers/v2/dashboard', 'admin')).body).toHaveProperty(
      'role',
      'ADMIN',
    );
    expect((await sendAs(api, 'GET', '/lecturers/v2/dashboard', 'teacher')).body).toHaveProperty(
      'role',
      'TEACHER',
    );
  });

  it("gives an administrator's figures equal to independent counts", async () => {
    const course = await sellableCourse(api, 'teacher@example.com', 1000);
    const before = (await sendAs(api, 'GET', '/lecturers/v2/dashboard', 'admin'))
      .body as AdminFigures;
    const order = await paidOrder(api, [course], new Date());
    await refundFirstLine(api, order, 300, new Date());
    const memberId = await userIdOf(api, 'student@example.com');
    // An order placed but not paid does not count.
    await api.db.transaction((tx) =>
      placeOrder(tx, {
        memberId,
        courseIds: [course],
        packageIds: [],
        couponCode: null,
        paymentMethod: 'ATM',
        invoice: MEMBER_INVOICE,
        at: new Date(),
      }),
    );
    const figures = (await sendAs(api, 'GET', '/lecturers/v2/dashboard', 'admin'))
      .body as AdminFigures;
    expect(figures.sales_today.orders).toBe(before.sales_today.orders + 1);
    expect(figures.sales_today.amount).toBe(before.sales_today.amount + 700);
    expect(figures.sales_today).toEqual(await one(salesSql('day')));
    expect(figures.sales_month).toEqual(await one(salesSql('month')));
    const counts = await one(sql`select
      (select count(*) from courses where status = 'REVIEW') as review,
      (select count(*) from applies where status = 'PENDING') as applies`);
    expect(figures.items_in_review).toBe(counts['review']);
    expect(figures.applies_pending).toBe(counts['applies']);
    const waiting = await sendAs(api, 'GET', '/lecturers/v2/interactions/waiting', 'admin');
    expect(figures.interactions_waiting).toBe((waiting.body as { total: number }).total);
  });

  it("gives a lecturer's figures equal to their lists", async () => {
    const owned = await createItem(api, 'ebooks', 'teacher@example.com', 'In review');
    await setItemStatus(api, owned, 'REVIEW');
    const coTaught = await createItem(api, 'courses', 'teacher2@example.com', 'Co-taught');
    await addCoLecturer(api, coTaught, 'teacher@example.com');
    await setItemStatus(api, coTaught, 'REVIEW');
    const foreign = await createItem(api, 'courses', 'teacher2@example.com', 'Not theirs');
    await setItemStatus(api, foreign, 'REVIEW');
    const course = await sellableCourse(api, 'teacher@example.com', 400);
    await paidOrder(api, [course], new Date());
    await createPostCourse(api, 'teacher@example.com', teacherId, (_lectures, students) => [
      { type: 'comments', author: students[0], at: 0 },
      { type: 'comments', author: students[1], at: 1, responded: true },
      { type: 'feedbacks', author: students[1], at: 2 },
    ]);

    const figures = (await sendAs(api, 'GET', '/lecturers/v2/dashboard', 'teacher'))
      .body as LecturerFigures;
    const month = monthOf(new Date());
    let income = 0;
    for (let page = 1; ; page++) {
      const response = await sendAs(
        api,
        'GET',
        `/lecturers/v2/revenues/records?month=${month}&per_page=100&page=${page}`,
        'teacher',
      );
      const body = response.body as { data: IncomeRecord[]; meta: { last_page: number } };
      income += body.data.reduce((sum, record) => sum + record.income, 0);
      if (page >= body.meta.last_page) break;
    }
    expect(figures.income_month).toBe(income);
    expect(income).toBeGreaterThanOrEqual(280);
    const review = await one(sql`select count(*) as total from courses where status = 'REVIEW'
      and (lecturer_id = ${teacherId} or id in (select course_id from course_teachs where lecturer_id = ${teacherId}))`);
    expect(figures.items_in_review).toBe(review['total']);
    expect(figures.items_in_review).toBeGreaterThanOrEqual(2);
    const waiting = await sendAs(api, 'GET', '/lecturers/v2/interactions/waiting', 'teacher');
    expect(figures.questions_waiting).toBe(
      (waiting.body as { by_type: { comments: number } }).by_type.comments,
    );
    expect(figures.questions_waiting).toBeGreaterThanOrEqual(1);
  });
});

describe('what waits, and since when', () => {
  it('gives the oldest waiting payout request, item in review and post of each role', async () => {
    const admin = (await sendAs(api, 'GET', '/lecturers/v2/dashboard', 'admin'))
      .body as AdminFigures;
    const oldest = await api.db.execute(sql`select
      (select min(created_at) from applies where status = 'PENDING') as applies,
      (select min(updated_at) from courses where status = 'REVIEW') as review,
      (select min(created_at) from interactions where handled_at is null) as posts`);
    const row = ((oldest as { rows: Record<string, unknown>[] }).rows[0] ?? {}) as Record<
      string,
      string | Date | null
    >;
    const instant = (value: string | Date | null | undefined) =>
      value ? new Date(value).toISOString() : null;
    expect(admin.oldest).toEqual({
      applies_pending: instant(row['applies']),
      items_in_review: instant(row['review']),
      interactions_waiting: instant(row['posts']),
    });
    // A request older than any other becomes the oldest.
    const old = new Date('2020-01-02T03:04:05.000Z');
    const [first] = await api.db
      .select({ id: applies.id })
      .from(applies)
      .where(eq(applies.status, 'PENDING'))
      .limit(1);
    if (first) {
      await api.db.update(applies).set({ createdAt: old }).where(eq(applies.id, first.id));
      const again = (await sendAs(api, 'GET', '/lecturers/v2/dashboard', 'admin'))
        .body as AdminFigures;
      expect(again.oldest.applies_pending).toBe(old.toISOString());
    } else expect(admin.oldest.applies_pending).toBeNull();

    const teacher = (await sendAs(api, 'GET', '/lecturers/v2/dashboard', 'teacher'))
      .body as LecturerFigures;
    const own = await api.db.execute(sql`select min(created_at) as at from interactions
      where handled_at is null and type = 'comments' and course_id in (select id from courses
      where lecturer_id = ${teacherId} or id in (select course_id from course_teachs where lecturer_id = ${teacherId}))`);
    const { rows } = own as { rows: { at: string | null }[] };
    const at = rows[0]?.at ?? null;
    expect(teacher.oldest.questions_waiting).toBe(instant(at));
  });
});

describe('sales per day', () => {
  // The period ending on 2031-03-01 (Taipei) starts on 2031-01-31; the previous one is
  // 2031-01-01 to 2031-01-30. Times are UTC: Taipei is 8 hours ahead.
  const times = {
    previousLast: new Date('2031-01-30T15:30:00Z'), // 2031-01-30 23:30 in Taipei
    currentFirst: new Date('2031-01-30T16:30:00Z'), // 2031-01-31 00:30 in Taipei
    currentLast: new Date('2031-02-28T16:10:00Z'), // 2031-03-01 00:10 in Taipei
    after: new Date('2031-03-01T16:00:00Z'), // 2031-03-02 in Taipei: in neither
  };

  it("lists 30 Taipei days and the 30 before, an administrator's all sales, a lecturer's own income", async () => {
    const mine = await sellableCourse(api, 'teacher@example.com', 1000, 'Dashboard best seller');
    const theirs = await sellableCourse(api, 'teacher2@example.com', 400, 'Not the teacher’s');
    await paidOrder(api, [mine], times.previousLast);
    await paidOrder(api, [mine, theirs], times.currentFirst);
    const refunded = await paidOrder(api, [mine], times.currentLast);
    await refundFirstLine(api, refunded, 300, times.currentLast);
    await paidOrder(api, [theirs], times.after);

    const admin = (await sendAs(api, 'GET', '/lecturers/v2/dashboard/sales?to=2031-03-01', 'admin'))
      .body as Sales;
    expect(admin.role).toBe('ADMIN');
    expect(admin.current).toHaveLength(30);
    expect(admin.previous).toHaveLength(30);
    expect(admin.current[0]?.day).toBe('2031-01-31');
    expect(admin.current[29]?.day).toBe('2031-03-01');
    expect(admin.previous[0]?.day).toBe('2031-01-01');
    expect(admin.previous[29]?.day).toBe('2031-01-30');
    const dayOf = (answer: Sales, day: string) =>
      [...answer.current, ...answer.previous].find((each) => each.day === day);
    expect(dayOf(admin, '2031-01-30')).toEqual({ day: '2031-01-30', amount: 1000, orders: 1 });
    expect(dayOf(admin, '2031-01-31')).toEqual({ day: '2031-01-31', amount: 1400, orders: 1 });
    expect(dayOf(admin, '2031-03-01')).toEqual({ day: '2031-03-01', amount: 700, orders: 1 });
    expect(admin.current.reduce((sum, each) => sum + each.amount, 0)).toBe(2100);
    expect(admin.previous.reduce((sum, each) => sum + each.amount, 0)).toBe(1000);
    expect(admin.top_items.map((item) => [item.id, item.amount, item.orders])).toEqual([
      [mine, 1700, 2],
      [theirs, 400, 1],
    ]);
    expect(admin.top_items[0]).toMatchObject({ kind: 'courses', title: 'Dashboard best seller' });

    // The lecturer's income of each Taipei day, counted by the database's own zone rules.
    const income = await api.db.execute(sql`select
      to_char(at at time zone 'Asia/Taipei', 'YYYY-MM-DD') as day, sum(amount)::int as amount
      from incomes where lecturer_id = ${teacherId}
      and at >= '2031-01-01T00:00:00+08:00' and at < '2031-03-02T00:00:00+08:00'
      group by 1`);
    const expected = new Map(
      (income as { rows: { day: string; amount: unknown }[] }).rows.map((row) => [
        row.day,
        Number(row.amount),
      ]),
    );
    expect([...expected.keys()].sort()).toEqual(['2031-01-30', '2031-01-31', '2031-03-01']);
    const teacher = (
      await sendAs(api, 'GET', '/lecturers/v2/dashboard/sales?to=2031-03-01', 'teacher')
    ).body as Sales;
    expect(teacher.role).toBe('TEACHER');
    for (const day of [...teacher.current, ...teacher.previous])
      expect(day.amount, day.day).toBe(expected.get(day.day) ?? 0);
    expect(dayOf(teacher, '2031-01-31')?.orders).toBe(1);
    // Only their own items rank: the other lecturer's course is not there.
    expect(teacher.top_items.map((item) => item.id)).toEqual([mine]);
    expect(teacher.top_items[0]?.amount).toBe(
      (expected.get('2031-01-31') ?? 0) + (expected.get('2031-03-01') ?? 0),
    );

    const other = (
      await sendAs(api, 'GET', '/lecturers/v2/dashboard/sales?to=2031-03-01', 'teacher2')
    ).body as Sales;
    expect(other.top_items.map((item) => item.id)).toEqual([theirs]);
    expect(dayOf(other, '2031-01-30')?.amount).toBe(0);
  });

  it('ends today (Taipei) by default and refuses a day that does not exist', async () => {
    const today = monthOf(new Date());
    const answer = (await sendAs(api, 'GET', '/lecturers/v2/dashboard/sales', 'teacher'))
      .body as Sales;
    expect(answer.current.at(-1)?.day.slice(0, 7)).toBe(today);
    expect((await sendAs(api, 'GET', '/lecturers/v2/dashboard/sales', 'staff')).status).toBe(404);
    for (const bad of ['2031-02-31', 'soon']) {
      const refused = await sendAs(api, 'GET', `/lecturers/v2/dashboard/sales?to=${bad}`, 'admin');
      expect(refused.status, bad).toBe(400);
      expect(refused.body, bad).toHaveProperty(['message', 'to']);
    }
  });
});

describe('calendar', () => {
  it('is for administrators with the course area only', async () => {
    expect((await sendAs(api, 'GET', '/lecturers/v2/calendar', 'teacher')).status).toBe(404);
    expect((await sendAs(api, 'GET', '/lecturers/v2/calendar', 'staff')).status).toBe(404);
    const current = await sendAs(api, 'GET', '/lecturers/v2/calendar', 'admin');
    expect(current.body).toHaveProperty('month', monthOf(new Date()));
  });

  it('shows each event in its Asia/Taipei month, in time order', async () => {
    const scheduled = await createItem(api, 'courses', 'teacher@example.com', 'Scheduled');
    await api.db
      .update(courses)
      .set({ status: 'SCHEDULING', scheduledAt: new Date('2031-03-15T04:00:00Z') })
      .where(eq(courses.id, scheduled));
    // 2031-03-31 17:00 UTC is 2031-04-01 01:00 in Taipei: April's.
    const late = await createItem(api, 'ebooks', 'teacher@example.com', 'Scheduled late');
    await api.db
      .update(courses)
      .set({ status: 'SCHEDULING', scheduledAt: new Date('2031-03-31T17:00:00Z') })
      .where(eq(courses.id, late));
    const presale = await createItem(api, 'courses', 'teacher2@example.com', 'Presale');
    await api.db
      .update(courses)
      .set({ status: 'PRESALE', fundraisingEndsAt: new Date('2031-03-25T10:00:00Z') })
      .where(eq(courses.id, presale));
    await api.db.insert(fundraisingTickets).values({
      courseId: presale,
      fundraising: 399,
      scheduleAt: new Date('2031-03-20T01:00:00Z'),
    });
    const [notice] = await api.db
      .insert(announcements)
      .values({
        lecturerId: teacherId,
        createdBy: teacherId,
        title: 'Spring notice',
        body: '<p>Hi</p>',
        includes: [scheduled],
        beginsAt: new Date('2031-03-05T02:00:00Z'),
      })
      .returning({ id: announcements.id });

    const march = (await sendAs(api, 'GET', '/lecturers/v2/calendar?month=2031-03', 'admin'))
      .body as { month: string; data: CalendarEvent[] };
    expect(march.month).toBe('2031-03');
    expect(march.data.map((event) => [event.type, event.item.id])).toEqual([
      ['ANNOUNCEMENT', scheduled],
      ['PUBLICATION', scheduled],
      ['TICKET', presale],
      ['PRESALE_END', presale],
    ]);
    expect(march.data[0]?.announcement).toEqual({ id: notice?.id, title: 'Spring notice' });
    expect(march.data[2]?.price).toBe(399);
    expect(march.data[1]?.item).toEqual({ id: scheduled, kind: 'courses', title: 'Scheduled' });

    const april = (await sendAs(api, 'GET', '/lecturers/v2/calendar?month=2031-04', 'admin'))
      .body as { data: CalendarEvent[] };
    expect(april.data.map((event) => [event.type, event.item.id, event.item.kind])).toEqual([
      ['PUBLICATION', late, 'ebooks'],
    ]);
    const february = (await sendAs(api, 'GET', '/lecturers/v2/calendar?month=2031-02', 'admin'))
      .body as { data: CalendarEvent[] };
    expect(february.data).toEqual([]);
  });
});
