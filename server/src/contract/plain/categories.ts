/** The categories to pick for an item. Zod-free. */

/** Operations of categories. */
export const categoriesOperations = {
  list: { method: 'get', path: '/lecturers/v2/categories' },
} as const;
