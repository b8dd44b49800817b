/**
 * `GET .../calendar`: the dated events of an Asia/Taipei month (the current one by default), in
 * time order: PUBLICATION (items SCHEDULING with their scheduled time), PRESALE_END (PRESALE items'
 * fundraising end), TICKET (stage prices' start, with the price) and ANNOUNCEMENT (announcements
 * beginning; the item is the first course it names, or its lecturer's first one).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { calendarEvent, calendarQuery, calendarResponse } from '../../contract/dashboard.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { announcements, courses, fundraisingTickets } from '../../db/schema.ts';
import { monthOf, monthPeriod, within } from '../../time/periods.ts';

type Event = z.input<typeof calendarEvent>;

const item = { id: courses.id, kind: courses.kind, title: courses.title };

/** `GET .../calendar`. */
export async function calendarOf(
  tx: Database | Transaction,
  query: z.output<typeof calendarQuery>,
  now: Date,
): Promise<z.input<typeof calendarResponse>> {
  const month = query.month ?? monthOf(now);
  const period = monthPeriod(month);
  const events: { readonly event: Event; readonly time: number }[] = [];
  const add = (event: Omit<Event, 'at'>, at: Date) =>
    events.push({ event: { ...event, at: at.toISOString() }, time: at.getTime() });

  const scheduled = await tx
    .select({ item, at: courses.scheduledAt })
    .from(courses)
    .where(and(eq(courses.status, 'SCHEDULING'), within(courses.scheduledAt, period)));
  for (const row of scheduled)
    if (row.at)
      add({ type: 'PUBLICATION', item: row.item, announcement: null, price: null }, row.at);

  const presales = await tx
    .select({ item, at: courses.fundraisingEndsAt })
    .from(courses)
    .where(and(eq(courses.status, 'PRESALE'), within(courses.fundraisingEndsAt, period)));
  for (const row of presales)
    if (row.at)
      add({ type: 'PRESALE_END', item: row.item, announcement: null, price: null }, row.at);

  const tickets = await tx
    .select({ item, at: fundraisingTickets.scheduleAt, price: fundraisingTickets.fundraising })
    .from(fundraisingTickets)
    .innerJoin(courses, eq(courses.id, fundraisingTickets.courseId))
    .where(within(fundraisingTickets.scheduleAt, period));
  for (const row of tickets)
    add({ type: 'TICKET', item: row.item, announcement: null, price: row.price }, row.at);

  const notices = await tx
    .select({
      id: announcements.id,
      title: announcements.title,
      at: announcements.beginsAt,
      courseId: sql<
        number | null
      >`coalesce(${announcements.includes}[1], (select min(${courses.id}) from ${courses} where ${courses.lecturerId} = ${announcements.lecturerId}))`,
    })
    .from(announcements)
    .where(within(announcements.beginsAt, period));
  const ids = [...new Set(notices.flatMap((row) => (row.courseId === null ? [] : [row.courseId])))];
  const items =
    ids.length === 0 ? [] : await tx.select(item).from(courses).where(inArray(courses.id, ids));
  const itemOf = new Map(items.map((row) => [row.id, row]));
  for (const row of notices) {
    const named = row.courseId === null ? undefined : itemOf.get(row.courseId);
    if (named && row.at)
      add(
        {
          type: 'ANNOUNCEMENT',
          item: named,
          announcement: { id: row.id, title: row.title },
          price: null,
        },
        row.at,
      );
  }
  events.sort(
    (a, b) =>
      a.time - b.time ||
      a.event.type.localeCompare(b.event.type) ||
      a.event.item.id - b.event.item.id,
  );
  return { month, data: events.map(({ event }) => event) };
}
