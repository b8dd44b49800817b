/** The lecturer picker. Zod-free. */

/** Operations of the lecturer picker. */
export const lecturersOperations = {
  list: { method: 'get', path: '/lecturers/v2/lecturers' },
} as const;
