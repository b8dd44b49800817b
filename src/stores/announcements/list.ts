/**
 * The announcement list: its filters (course, shown or hidden, page) read from and written to the
 * address's query, the page of announcements they give, the courses a filter can pick and the
 * sending allowance of this month.
 */
import {
  fetchAnnouncementCourses,
  fetchAnnouncements,
  fetchAnnouncementUsage,
  type AnnouncementList,
  type AnnouncementUsage,
  type InteractionCourses,
} from '../../api/announcements.ts';
import { createLoader } from '../loader.ts';

/** Shown or hidden announcements only, or both (''). */
export type DisplayFilter = '' | 'shown' | 'hidden';

/** The filters of the list, as the address holds them. */
export interface AnnouncementFilters {
  /** A course id, or null for every course. */
  readonly course: number | null;
  readonly display: DisplayFilter;
  readonly page: number;
}

/** Filters of an unfiltered list. */
export const defaultAnnouncementFilters: AnnouncementFilters = {
  course: null,
  display: '',
  page: 1,
};

function positive(text: string | null): number | null {
  const value = Number(text ?? '');
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** Reads filters from a query string; unknown or malformed values fall back to the defaults. */
export function announcementFiltersFromQuery(query: URLSearchParams): AnnouncementFilters {
  const display = query.get('display') ?? '';
  return {
    course: positive(query.get('course_id')),
    display: display === 'shown' || display === 'hidden' ? display : '',
    page: positive(query.get('page')) ?? 1,
  };
}

/** The query of filters, leaving out defaults (for the address). */
export function queryOfAnnouncementFilters(
  filters: AnnouncementFilters,
): Record<string, string | number | undefined> {
  return {
    course_id: filters.course ?? undefined,
    display: filters.display || undefined,
    page: filters.page === 1 ? undefined : filters.page,
  };
}

/** Whether any filter narrows the list (the page does not). */
export function hasAnnouncementFilters(filters: AnnouncementFilters): boolean {
  return filters.course !== null || filters.display !== '';
}

/** Filters changed by a user: any change other than the page goes back to page 1. */
export function changeAnnouncementFilters(
  filters: AnnouncementFilters,
  change: Partial<AnnouncementFilters>,
): AnnouncementFilters {
  const next = { ...filters, ...change };
  return change.page === undefined ? { ...next, page: 1 } : next;
}

/** One page of announcements for the filters; the previous page stays shown while the next loads. */
export const announcementListLoader = createLoader<AnnouncementFilters, AnnouncementList>(
  (filters, signal) =>
    fetchAnnouncements(
      {
        page: filters.page,
        ...(filters.course === null ? {} : { course_id: filters.course }),
        ...(filters.display === '' ? {} : { display: filters.display === 'shown' ? '1' : '0' }),
      },
      signal,
    ),
  { keep: () => true },
);

/** Whose courses or allowance: the signed-in viewer's own, or a lecturer's an admin names. */
export type LecturerKey = 'own' | number;

/** The viewer's courses (the course filter, a lecturer's audience) or a named lecturer's. */
export const announcementCoursesLoader = createLoader<LecturerKey, InteractionCourses>(
  (key, signal) => fetchAnnouncementCourses(key === 'own' ? undefined : key, signal),
);

/** The sending allowance of a lecturer. */
export const usageLoader = createLoader<LecturerKey, AnnouncementUsage>((key, signal) =>
  fetchAnnouncementUsage(key === 'own' ? undefined : key, signal),
);

/** Loads (again) the page of the list the filters name. */
export function loadAnnouncementList(filters: AnnouncementFilters): Promise<void> {
  return announcementListLoader.load(filters, true);
}

/** Loads the courses a filter or an audience can name (the viewer's, or a lecturer's), once. */
export function loadAnnouncementCourses(lecturer: LecturerKey = 'own'): Promise<void> {
  return announcementCoursesLoader.load(lecturer);
}

/** Loads (again) a lecturer's sending allowance. */
export function loadUsage(key: LecturerKey): Promise<void> {
  return usageLoader.load(key, true);
}
