/** Lecturers (administrators): the list, a new lecturer, a profile, comments and payout accounts. */
import { r } from '../define.ts';

const lecturer = { section: 'lecturers', link: 'lecturers' } as const;

/** The area's screens. */
export const routes = [
  r('lecturers', '/lecturers', 'lecturers/LecturerListScreen', {
    list: true,
    persist: true,
    title: 'page.lecturers',
    section: 'lecturers',
  }),
  r('lecturers-create', '/lecturers/create', 'lecturers/LecturerCreateScreen', {
    title: 'page.lecturers.create',
    section: 'lecturers',
  }),
  // The profile's tabs (profiles, payouts, courses, incomes, settings, comments) are drawn by the
  // screens: four of them are `?tab=` on the profile's route, which the route tabs cannot mark.
  r('lecturers-lecturer_id', '/lecturers/{lecturer_id}', 'lecturers/LecturerScreen', {
    list: true,
    persist: true,
    title: 'page.lecturers.profile',
    ...lecturer,
  }),
  r(
    'lecturers-lecturer_id-comments-comment_id-mode',
    '/lecturers/{lecturer_id}/comments/{comment_id?}/{mode?}',
    'lecturers/LecturerCommentsScreen',
    {
      list: true,
      persist: true,
      title: 'page.lecturers.comments',
      ...lecturer,
    },
  ),
  r(
    'lecturers-lecturer_id-payouts-payout_id-mode',
    '/lecturers/{lecturer_id}/payouts/{payout_id?}/{mode?}',
    'lecturers/LecturerPayoutsScreen',
    {
      list: true,
      persist: true,
      title: 'page.lecturers.payouts',
      ...lecturer,
    },
  ),
] as const;
