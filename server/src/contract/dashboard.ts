/**
 * Contract of the home page's figures (administrators: sales and what waits for them; lecturers:
 * their month) and the administrators' calendar of dated events. Values and operations live in the
 * zod-free `plain/dashboard.ts`; the client imports only types from here.
 */
import { z } from 'zod';
import { dayText, isoDateTime, monthText } from './dates.ts';
import { withSchemas } from './operation.ts';
import { calendarEventTypes, dashboardOperations } from './plain/dashboard.ts';
import { itemKinds } from './plain/items.ts';

export type { CalendarEventType } from './plain/dashboard.ts';

const id = z.number().int();
const money = z.number().int();

/** Sales of a period: paid orders and what they brought in (refunds taken off), TWD. */
const sales = z.object({ orders: z.number().int(), amount: money });

/** An administrator's figures (Asia/Taipei days and months). */
export const adminFigures = z.object({
  role: z.literal('ADMIN'),
  sales_today: sales,
  sales_month: sales,
  /** Items waiting for review. */
  items_in_review: z.number().int(),
  /** Payout requests waiting. */
  applies_pending: z.number().int(),
  /** Student posts waiting for an answer. */
  interactions_waiting: z.number().int(),
  /** Since when the oldest of each waits (null when none does). */
  oldest: z.object({
    /** The oldest item in review's last change (its request for review). */
    items_in_review: isoDateTime.nullable(),
    /** The oldest waiting payout request's creation. */
    applies_pending: isoDateTime.nullable(),
    /** The oldest waiting post's creation. */
    interactions_waiting: isoDateTime.nullable(),
  }),
});

/** A lecturer's figures. */
export const lecturerFigures = z.object({
  role: z.literal('TEACHER'),
  /** Their income this month (refunds taken off), TWD. */
  income_month: money,
  /** Their items waiting for review. */
  items_in_review: z.number().int(),
  /** Questions waiting for their answer. */
  questions_waiting: z.number().int(),
  /** Since when the oldest of each waits (null when none does). */
  oldest: z.object({
    items_in_review: isoDateTime.nullable(),
    questions_waiting: isoDateTime.nullable(),
  }),
});

/** `GET .../dashboard`: the figures of the viewer's role. */
export const figuresResponse = z.discriminatedUnion('role', [adminFigures, lecturerFigures]);

/** `GET .../dashboard/sales` query: the period's last day (Asia/Taipei); today by default. */
export const salesQuery = z.object({ to: dayText.optional() });

/** One Asia/Taipei day's sales: ADMIN paid orders less refunds; TEACHER the viewer's income. */
const daySales = z.object({ day: z.string(), amount: money, orders: z.number().int() });

/** An item among the period's best sellers. */
const topItem = z.object({
  id,
  kind: z.enum(itemKinds),
  title: z.string(),
  amount: money,
  orders: z.number().int(),
});

/**
 * `GET .../dashboard/sales`: the last 30 Asia/Taipei days up to `to`, the 30 days before them,
 * each day listed (zero included, oldest first), and the period's best-selling items.
 */
export const salesResponse = z.object({
  role: z.enum(['ADMIN', 'TEACHER']),
  current: z.array(daySales),
  previous: z.array(daySales),
  top_items: z.array(topItem),
});

/** `GET .../calendar` query: a month (`2026-11`, Asia/Taipei); the current one by default. */
export const calendarQuery = z.object({ month: monthText.optional() });

/** A dated event and the item (or announcement) it belongs to. */
export const calendarEvent = z.object({
  type: z.enum(calendarEventTypes),
  at: isoDateTime,
  item: z.object({ id, kind: z.enum(itemKinds), title: z.string() }),
  /** ANNOUNCEMENT: which one. */
  announcement: z.object({ id, title: z.string() }).nullable(),
  /** TICKET: the stage price, TWD. */
  price: money.nullable(),
});

/** `GET .../calendar`: the month's events in time order. */
export const calendarResponse = z.object({
  month: z.string(),
  data: z.array(calendarEvent),
});

/** Types the client uses. */
export type AdminFigures = z.output<typeof adminFigures>;
export type LecturerFigures = z.output<typeof lecturerFigures>;
export type Figures = z.output<typeof figuresResponse>;
export type CalendarEvent = z.output<typeof calendarEvent>;
export type Sales = z.output<typeof salesResponse>;

/** The operations of the dashboard and the calendar with their schemas. */
export const dashboardContract = withSchemas(dashboardOperations, {
  figures: { response: figuresResponse },
  sales: { query: salesQuery, response: salesResponse },
  calendar: { query: calendarQuery, response: calendarResponse },
});
