/**
 * The tabs of a lecturer's profile (seed section 2: profiles, payouts, courses, incomes,
 * settings, and the comments): payouts and comments are routes of their own, the others are
 * `?tab=` on the profile's route, kept in the address.
 */

/** Tabs reached by `?tab=` on the profile route. */
export const profileQueryTabs = ['profiles', 'courses', 'incomes', 'settings'] as const;

/** A tab on the profile route. */
export type ProfileQueryTab = (typeof profileQueryTabs)[number];

/** Every tab of a lecturer, in order. */
export const lecturerTabs = [
  'profiles',
  'payouts',
  'courses',
  'incomes',
  'settings',
  'comments',
] as const;

/** A tab of a lecturer. */
export type LecturerTab = (typeof lecturerTabs)[number];

/** The profile route's tab named by a query (`profiles` when missing or unknown). */
export function profileTabOf(query: URLSearchParams): ProfileQueryTab {
  const tab = query.get('tab');
  return profileQueryTabs.find((candidate) => candidate === tab) ?? 'profiles';
}
