/** Lecturers (administrators): the list, a new lecturer, a profile, comments and payout accounts. */
import { inSection } from '../define.ts';

/** Declares one of the area's routes: they all hang under the lecturers section. */
const route = inSection('lecturers');

/** The area's screens. */
export const routes = [
  route('lecturers', '/lecturers', 'lecturers/LecturerListScreen', {
    list: true,
    persist: true,
    title: 'page.lecturers',
  }),
  route('lecturers-create', '/lecturers/create', 'lecturers/LecturerCreateScreen', {
    title: 'page.lecturers.create',
  }),
  // The profile's tabs (profiles, payouts, courses, incomes, settings, comments) are drawn by the
  // screens: four of them are `?tab=` on the profile's route, which the route tabs cannot mark.
  route('lecturers-lecturer_id', '/lecturers/{lecturer_id}', 'lecturers/LecturerScreen', {
    list: true,
    persist: true,
    title: 'page.lecturers.profile',
    link: 'lecturers',
  }),
  route(
    'lecturers-lecturer_id-comments-comment_id-mode',
    '/lecturers/{lecturer_id}/comments/{comment_id?}/{mode?}',
    'lecturers/LecturerCommentsScreen',
    {
      list: true,
      persist: true,
      title: 'page.lecturers.comments',
      link: 'lecturers',
    },
  ),
  route(
    'lecturers-lecturer_id-payouts-payout_id-mode',
    '/lecturers/{lecturer_id}/payouts/{payout_id?}/{mode?}',
    'lecturers/LecturerPayoutsScreen',
    {
      list: true,
      persist: true,
      title: 'page.lecturers.payouts',
      link: 'lecturers',
    },
  ),
] as const;
