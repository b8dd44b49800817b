/** Values and operations of the home page's figures and the calendar. Zod-free. */

/** What the calendar shows on a day. */
export const calendarEventTypes = ['PUBLICATION', 'PRESALE_END', 'TICKET', 'ANNOUNCEMENT'] as const;

/** A calendar event type. */
export type CalendarEventType = (typeof calendarEventTypes)[number];

/** A month of the calendar or of income: `2026-11`. */
export const MONTH_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])$/;

/** How many Asia/Taipei days a sales period of the dashboard holds (the previous period as many). */
export const SALES_DAYS = 30;

/** How many items the dashboard ranks by sales. */
export const TOP_ITEMS = 5;

/** A day of a date range: `2026-11-26` (Asia/Taipei). */
export const DAY_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$/;

/** Operations of the dashboard (`dashboard` for administrators) and the calendar (administrators). */
export const dashboardOperations = {
  figures: { method: 'get', path: '/lecturers/v2/dashboard' },
  sales: { method: 'get', path: '/lecturers/v2/dashboard/sales' },
  calendar: { method: 'get', path: '/lecturers/v2/calendar' },
} as const;
