/** The categories a lecturer picks for a course and lists filter by (managed in settings). */
import { asc } from 'drizzle-orm';
import { categoriesContract } from '../../contract/items.ts';
import { categories } from '../../db/schema.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { roleAccess } from '../../auth/access.ts';

/** Declared routes of this resource. */
export const categoriesRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: categoriesContract.list,
    summary:
      'Categories to pick for a course and to filter lists by, in their order: the key items store, the name in the hilocale language, and `archived` (not offered for a new choice but still naming the items that have it).',
    tag: 'categories',
    access: roleAccess(['ADMIN', 'TEACHER'], 'v2_course.read'),
    readOnly: true,
    handler: async ({ tx, locale }) => {
      const rows = await tx
        .select({ key: categories.key, names: categories.names, archived: categories.archived })
        .from(categories)
        .orderBy(asc(categories.sortOrder), asc(categories.id));
      return {
        data: rows.map((row) => ({
          key: row.key,
          name: row.names[locale],
          archived: row.archived,
        })),
      };
    },
  }),
];
