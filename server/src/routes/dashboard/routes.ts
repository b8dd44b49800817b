/**
 * The home page's figures (`/lecturers/v2/dashboard`: lecturers, and administrators with
 * `dashboard`) and the administrators' calendar (`/lecturers/v2/calendar`, with `v2_course`).
 */
import { roleAccess } from '../../auth/access.ts';
import { dashboardContract } from '../../contract/dashboard.ts';
import { notFound } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { calendarOf } from './calendar.ts';
import { adminFiguresOf, lecturerFiguresOf } from './figures.ts';
import { salesOf } from './sales.ts';

const tag = 'dashboard';

/** The figures: lecturers, and administrators with `dashboard`. */
const figuresAccess = roleAccess(['ADMIN', 'TEACHER'], 'dashboard.read');

/** The calendar: administrators with `v2_course`. */
const calendarAccess = roleAccess(['ADMIN'], 'v2_course.read');

/** Declared routes of the dashboard and the calendar. */
export const dashboardRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: dashboardContract.figures,
    summary:
      "The home page's figures of the viewer's role, each equal to the list it links to. ADMIN: orders created today and this month (Asia/Taipei) that were paid, and their total less refunds (`/orders?filter=PAID&from=D&to=D`); items in review; waiting applies; posts waiting in the inbox. TEACHER: their income this month (refunds taken off); their own and co-taught items in review; questions waiting in their courses.",
    tag,
    access: figuresAccess,
    readOnly: true,
    handler: ({ tx, viewer, role }) => {
      if (!viewer || !role) throw notFound();
      const now = new Date();
      return role === 'ADMIN'
        ? adminFiguresOf(tx, viewer, now)
        : lecturerFiguresOf(tx, viewer, now);
    },
  }),
  defineRoute({
    operation: dashboardContract.sales,
    summary:
      'Sales per Asia/Taipei day over the 30 days up to `to` (today by default) and the 30 days before, every day listed oldest first, and the 5 best-selling items of the period. ADMIN: paid orders by creation day, less refunds (as the sales figures); items by their order lines. TEACHER: their own income by the day it was booked, refunds taken off (as `/revenues/record`).',
    tag,
    access: figuresAccess,
    readOnly: true,
    handler: ({ tx, viewer, role, query }) => {
      if (!viewer || !role) throw notFound();
      return salesOf(tx, viewer, role === 'ADMIN' ? 'ADMIN' : 'TEACHER', query, new Date());
    },
  }),
  defineRoute({
    operation: dashboardContract.calendar,
    summary:
      "Dated events of a month (`month`, Asia/Taipei; the current one by default) in time order: PUBLICATION (scheduled publication), PRESALE_END (a presale's end), TICKET (a stage price starting, with its price), ANNOUNCEMENT (an announcement beginning, on its first course).",
    tag,
    access: calendarAccess,
    readOnly: true,
    handler: ({ tx, query }) => calendarOf(tx, query, new Date()),
  }),
];
