/** The lecturers to pick from (the co-lecturer picker): users with the lecturer role. */
import { and, arrayContains, asc, count, ilike, or, type SQL } from 'drizzle-orm';
import { lecturersContract } from '../../contract/items.ts';
import { users } from '../../db/schema.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { itemReadAccess } from '../../items/routing.ts';
import { escapeLike } from '../items/list.ts';

/** Lecturers per page. */
export const LECTURERS_PER_PAGE = 20;

/** Declared routes of the lecturer picker. */
export const lecturersRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: lecturersContract.list,
    summary:
      'Lecturers to add as co-lecturers, by name: keyword matches the name or the email (case-insensitive, literal); 20 per page.',
    tag: 'lecturers',
    access: itemReadAccess,
    handler: async ({ tx, query }) => {
      const filters: (SQL | undefined)[] = [arrayContains(users.roles, ['TEACHER'])];
      if (query.keyword) {
        const pattern = `%${escapeLike(query.keyword)}%`;
        filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
      }
      const where = and(...filters);
      const [counted] = await tx.select({ total: count() }).from(users).where(where);
      const total = counted?.total ?? 0;
      const meta = {
        current_page: query.page,
        last_page: Math.max(1, Math.ceil(total / LECTURERS_PER_PAGE)),
        per_page: LECTURERS_PER_PAGE,
        total,
      };
      const offset = (query.page - 1) * LECTURERS_PER_PAGE;
      if (offset >= total) return { data: [], meta };
      const data = await tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(where)
        .orderBy(asc(users.name), asc(users.id))
        .limit(LECTURERS_PER_PAGE)
        .offset(offset);
      return { data, meta };
    },
  }),
];
