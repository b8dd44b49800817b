/** The professions to pick for an item. Zod-free. */

/** Operations of professions. */
export const professionsOperations = {
  list: { method: 'get', path: '/lecturers/v2/professions' },
} as const;
