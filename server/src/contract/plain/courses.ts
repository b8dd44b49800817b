/** Values of courses (and the item list) the client and the server share. Zod-free. */

/** Course statuses (seed section 4). */
export const courseStatuses = [
  'PUBLISH',
  'SCHEDULING',
  'DRAFT',
  'REVIEW',
  'OFFLINE',
  'PRESALE',
  'PREPARE',
] as const;

/** Course levels (seed section 3). */
export const courseLevels = [
  'DEFAULT',
  'ELEMENTARY',
  'INTERMEDIATE',
  'HIGH_INTERMEDIATE',
  'ADVANCED',
  'SUPERIOR',
] as const;

/** Course languages (seed section 3). */
export const courseLanguages = ['CHINESE', 'SIMPLIFIED_CHINESE', 'ENGLISH'] as const;

/** Orders of the course list: newest first (default), oldest first, by title, by price. */
export const courseOrders = ['latest', 'oldest', 'title', 'price_asc', 'price_desc'] as const;

/** Most items one list page may hold. */
export const MAX_PER_PAGE = 100;

/** Longest keyword the course list accepts. */
export const MAX_KEYWORD_LENGTH = 100;

/** A course status. */
export type CourseStatus = (typeof courseStatuses)[number];
/** An order of the course list. */
export type CourseOrder = (typeof courseOrders)[number];
