/**
 * The lecturers to pick from (the co-lecturer picker): users with the lecturer role, found by a
 * part of their name or by their whole e-mail address. Nobody's address is listed unless it was
 * typed: a picker must not be a way to collect every lecturer's e-mail.
 */
import { and, arrayContains, asc, count, ilike, or, type SQL } from 'drizzle-orm';
import { lecturersContract } from '../../contract/items.ts';
import { users } from '../../db/schema.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { itemReadAccess } from '../../items/routing.ts';
import { escapeLike } from '../../http/like.ts';
import { pageMeta } from '../../http/paging.ts';

/** Lecturers per page. */
export const LECTURERS_PER_PAGE = 20;

/** Declared routes of the lecturer picker. */
export const lecturersRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: lecturersContract.list,
    summary:
      'Lecturers to add as co-lecturers: keyword matches a part of the name, or the whole email (case-insensitive, literal); 20 per page. Names only: the email is answered only for a lecturer whose whole address is the keyword (admins included).',
    tag: 'lecturers',
    access: itemReadAccess,
    readOnly: true,
    handler: async ({ tx, query }) => {
      const filters: (SQL | undefined)[] = [arrayContains(users.roles, ['TEACHER'])];
      const typed = query.keyword?.toLowerCase();
      if (query.keyword) {
        const literal = escapeLike(query.keyword);
        filters.push(or(ilike(users.name, `%${literal}%`), ilike(users.email, literal)));
      }
      const where = and(...filters);
      const [counted] = await tx.select({ total: count() }).from(users).where(where);
      const total = counted?.total ?? 0;
      const meta = pageMeta(total, query.page, LECTURERS_PER_PAGE);
      const offset = (query.page - 1) * LECTURERS_PER_PAGE;
      if (offset >= total) return { data: [], meta };
      const rows = await tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(where)
        .orderBy(asc(users.name), asc(users.id))
        .limit(LECTURERS_PER_PAGE)
        .offset(offset);
      const data = rows.map(({ id, name, email }) =>
        email.toLowerCase() === typed ? { id, name, email } : { id, name },
      );
      return { data, meta };
    },
  }),
];
