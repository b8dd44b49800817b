/**
 * The read-only tabs of a lecturer's profile: their items (a page) and their income of a year by
 * month and item (one month's items when a month is chosen).
 */
import type { IncomeResponse } from '../../../server/src/contract/finances.ts';
import type { LecturerCoursesResponse } from '../../../server/src/contract/lecturer-profiles.ts';
import { fetchLecturerCourses, fetchLecturerIncomes } from '../../api/lecturer-profiles.ts';
import { createLoader } from '../loader.ts';

/** A page of a lecturer's items. */
export const lecturerCoursesLoader = createLoader<
  { readonly id: number; readonly page: number },
  LecturerCoursesResponse
>((key, signal) => fetchLecturerCourses(key.id, key.page, signal), {
  keep: (previous, next) => previous.id === next.id,
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
