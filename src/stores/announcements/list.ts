/**
 * The announcement list: its filters (course, shown or hidden, page) kept in the address, the page
 * of announcements they give, the courses a filter can pick and the sending allowance of this month.
 */
import {
  fetchAnnouncementCourses,
  fetchAnnouncements,
  fetchAnnouncementUsage,
  type AnnouncementUsage,
  type InteractionCourses,
} from '../../api/announcements.ts';
import { choiceFilter, defineListQuery, idFilter } from '../../lib/list-query.ts';
import { createList } from '../list.ts';
import { createLoader } from '../loader.ts';

/** Shown or hidden announcements only, or both (''). */
export const displayFilters = ['', 'shown', 'hidden'] as const;

/**
 * The announcements, by course and shown or hidden; the courses the course filter picks from load
 * with the first page.
 */
export const announcementList = createList(
  'announcements',
  defineListQuery({
    course: idFilter({ param: 'course_id' }),
    display: choiceFilter(displayFilters, ''),
  }),
  (filters, signal) => {
    void loadAnnouncementCourses();
    return fetchAnnouncements(
      {
        page: filters.page,
        ...(filters.course === null ? {} : { course_id: filters.course }),
        ...(filters.display === '' ? {} : { display: filters.display === 'shown' ? '1' : '0' }),
      },
      signal,
    );
  },
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

/** Loads the courses a filter or an audience can name (the viewer's, or a lecturer's), once. */
export function loadAnnouncementCourses(lecturer: LecturerKey = 'own'): Promise<void> {
  return announcementCoursesLoader.load(lecturer);
}

/** Loads (again) a lecturer's sending allowance. */
export function loadUsage(key: LecturerKey): Promise<void> {
  return usageLoader.load(key, true);
}
