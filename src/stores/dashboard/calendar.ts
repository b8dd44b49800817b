/**
 * The administrators' calendar: the month the address names (`?month=2026-11`, the current
 * Asia/Taipei month by default), its grid of weeks, its events by day and where each event leads.
 *
 * The week starts on Sunday for zh-TW (as Taiwanese calendars print it) and en (US usage), on
 * Monday for zh-CN (as mainland calendars print it).
 */
import { fetchCalendar, type CalendarEvent, type CalendarMonth } from '../../api/dashboard.ts';
import type { Locale } from '../../i18n/locales.ts';
import { itemScreenUrl } from '../../routes/item-urls.ts';
import { urlFor } from '../../routes/urls.ts';
import { createLoader } from '../loader.ts';
import { isMonth, shiftDay, shiftMonth, taipeiDay, taipeiMonth, weekdayOf } from './months.ts';

/** A month's events. */
export const calendarLoader = createLoader<string, CalendarMonth>((month, signal) =>
  fetchCalendar(month, signal),
);

/** Loads a month's events (again when `force`). */
export function loadCalendar(month: string, force = false): Promise<void> {
  return calendarLoader.load(month, force);
}

/** The first day of the week in a locale: 0 = Sunday (zh-TW, en), 1 = Monday (zh-CN). */
export function weekStartOf(locale: Locale): 0 | 1 {
  return locale === 'zh-CN' ? 1 : 0;
}

/** The month the address names, or the current Asia/Taipei month when it names none or a bad one. */
export function monthFromQuery(query: URLSearchParams, now: Date): string {
  const month = query.get('month')?.trim() ?? '';
  return isMonth(month) ? month : taipeiMonth(now);
}

/** The calendar's address for a month. */
export function calendarUrl(locale: Locale, month: string): string {
  return urlFor(locale, 'calendars', {}, { month });
}

/** The addresses of the previous, next and current months. */
export function monthLinks(
  locale: Locale,
  month: string,
  now: Date,
): { readonly previous: string; readonly next: string; readonly today: string } {
  return {
    previous: calendarUrl(locale, shiftMonth(month, -1)),
    next: calendarUrl(locale, shiftMonth(month, 1)),
    today: calendarUrl(locale, taipeiMonth(now)),
  };
}

/** A cell of the month grid. */
export interface GridDay {
  /** `2026-11-26`. */
  readonly day: string;
  /** False for the previous and next months' days that fill the first and last weeks. */
  readonly inMonth: boolean;
}

/**
 * The month as whole weeks starting on `weekStart`: the previous month's last days lead, the next
 * month's first days trail, so every week has seven days.
 */
export function monthGrid(month: string, weekStart: 0 | 1): GridDay[][] {
  const first = `${month}-01`;
  const leading = (weekdayOf(first) - weekStart + 7) % 7;
  const weeks: GridDay[][] = [];
  let day = shiftDay(first, -leading);
  while (weeks.length === 0 || day.startsWith(month)) {
    const week: GridDay[] = [];
    for (let index = 0; index < 7; index += 1) {
      week.push({ day, inMonth: day.startsWith(month) });
      day = shiftDay(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** The events of each Asia/Taipei day, in the order given (time order). */
export function eventsByDay(
  events: readonly CalendarEvent[],
): ReadonlyMap<string, CalendarEvent[]> {
  const days = new Map<string, CalendarEvent[]>();
  for (const event of events) {
    const day = taipeiDay(event.at);
    days.set(day, [...(days.get(day) ?? []), event]);
  }
  return days;
}

/** Where an event leads: its announcement's page, else its item's basic screen. */
export function eventHref(locale: Locale, event: CalendarEvent): string {
  if (event.type === 'ANNOUNCEMENT' && event.announcement)
    return urlFor(locale, 'interactions-announcements-announcement_id-edit-view', {
      announcement_id: event.announcement.id,
    });
  return itemScreenUrl(locale, event.item.kind, event.item.id, 'infos-basic');
}

/** The short names of the week's days in a locale, starting on `weekStart`. */
export function weekdayNames(locale: Locale, weekStart: 0 | 1): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2026-11-01 is a Sunday.
  return Array.from({ length: 7 }, (_, index) =>
    format.format(new Date(Date.UTC(2026, 10, 1 + ((index + weekStart) % 7)))),
  );
}
