/**
 * The home page's figures and the administrators' calendar (`/lecturers/v2/dashboard`,
 * `/lecturers/v2/calendar`).
 */
import type {
  CalendarEvent,
  dashboardContract,
  Figures,
  Sales,
} from '../../server/src/contract/dashboard.ts';
import { dashboardOperations } from '../../server/src/contract/plain/dashboard.ts';
import { call } from './call.ts';
import { typed, type AnswerOf } from './operation.ts';

export type { CalendarEvent, Figures, Sales };

const operations = typed<typeof dashboardContract>(dashboardOperations);

/** A month's calendar: its events in time order. */
export type CalendarMonth = AnswerOf<typeof dashboardContract.calendar>;

/** The figures of the viewer's role (`GET /lecturers/v2/dashboard`). */
export function fetchFigures(signal?: AbortSignal): Promise<Figures> {
  return call(operations.figures, { signal });
}

/** Sales per Asia/Taipei day, this 30 days and the 30 before, and the best sellers (`GET /lecturers/v2/dashboard/sales`). */
export function fetchSales(signal?: AbortSignal): Promise<Sales> {
  return call(operations.sales, { signal });
}

/** The dated events of a month, `2026-11` (`GET /lecturers/v2/calendar?month=`). */
export function fetchCalendar(month: string, signal?: AbortSignal): Promise<CalendarMonth> {
  return call(operations.calendar, { query: { month }, signal });
}
