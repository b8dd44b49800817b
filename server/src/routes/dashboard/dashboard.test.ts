/**
 * The dashboard's figures (each equal to an independent count of what its link lists) and the
 * administrators' calendar (events in the right Asia/Taipei month only).
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminFigures, CalendarEvent, LecturerFigures } from '../../contract/dashboard.ts';
import type { IncomeRecord } from '../../contract/finances.ts';
import { announcements, courses, fundraisingTickets } from '../../db/schema.ts';
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
