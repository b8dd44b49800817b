/** The professions a lecturer picks for an item (reference data of the migrations). */
import { asc } from 'drizzle-orm';
import { professionsContract } from '../../contract/items.ts';
import { professions } from '../../db/schema.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { roleAccess } from '../../auth/access.ts';

/** Declared routes of this resource. */
export const professionsRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: professionsContract.list,
    summary:
      'Professions to pick for an item, named in the hilocale language; an archived one (`archived`) is not offered for a new choice but still names the items that have it.',
    tag: 'professions',
    access: roleAccess(['ADMIN', 'TEACHER'], 'v2_course.read'),
    readOnly: true,
    handler: async ({ tx, locale }) => {
      const rows = await tx
        .select({ id: professions.id, names: professions.names, archived: professions.archived })
        .from(professions)
        .orderBy(asc(professions.id));
      return {
        data: rows.map((row) => ({ id: row.id, name: row.names[locale], archived: row.archived })),
      };
    },
  }),
];
