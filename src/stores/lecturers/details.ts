/**
 * The read-only tabs of a lecturer's profile: their items (a page, `?tab=courses&page=`) and
 * their income of a year by month and item (`?tab=incomes&year=` or one month's items with
 * `&month=`).
 */
import type { IncomeResponse } from '../../../server/src/contract/finances.ts';
import { fetchLecturerCourses, fetchLecturerIncomes } from '../../api/lecturer-profiles.ts';
import { choiceFilter, defineListQuery, monthFilter } from '../../lib/list-query.ts';
import { createList } from '../list.ts';
import { createLoader } from '../loader.ts';
import { taipeiMonth } from '../../lib/taipei.ts';

/** A lecturer's items, a page at a time, on the profile's courses tab. */
export const lecturerCourseList = createList(
  'lecturer-courses',
  defineListQuery({ tab: choiceFilter(['courses'], 'courses', { always: true, narrows: false }) }),
  (filters, signal, params) =>
    fetchLecturerCourses(Number(params['lecturer_id']), filters.page, signal),
);

/** The years the incomes tab offers: this one (in Taipei) and the four before it. */
export function incomeYears(now = new Date()): readonly string[] {
  const year = Number(taipeiMonth(now).slice(0, 4));
  return Array.from({ length: 5 }, (_, index) => String(year - index));
}

/** The incomes tab's address: a year (this one unless another offered one), or a month of it. */
export const incomeQuery = defineListQuery({
  tab: choiceFilter(['incomes'], 'incomes', { always: true }),
  year: choiceFilter(incomeYears(), incomeYears()[0] ?? ''),
  month: monthFilter(),
});

/** Which income: a lecturer's year, or one month of it ('' for the whole year). */
export interface IncomeKey {
  readonly id: number;
  readonly year: number;
  readonly month: string;
}

/** A lecturer's income of a year (and of a month's items). */
export const lecturerIncomesLoader = createLoader<IncomeKey, IncomeResponse>(
  (key, signal) =>
    fetchLecturerIncomes(key.id, key.month ? { month: key.month } : { year: key.year }, signal),
  { keep: (previous, next) => previous.id === next.id },
);
