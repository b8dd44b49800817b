/** The courses routes: the course list (lecturers see their own courses, admins all). */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { courseScope } from '../../auth/scope.ts';
import {
  courseListQuery,
  courseListResponse,
  type CourseListResponse,
  type CourseOrder,
} from '../../contract/courses.ts';
import type { Transaction } from '../../db/index.ts';
import { chapters, courses, lectures, users } from '../../db/schema.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import type { z } from 'zod';

/** Escapes `\`, `%` and `_` so a keyword matches literally inside a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

type SortColumns = Readonly<Record<'id' | 'createdAt' | 'title' | 'price', SQLWrapper>>;

/** Sort keys of each order; the id breaks ties so pages never overlap. */
const orderBy: Readonly<Record<CourseOrder, (t: SortColumns) => SQL[]>> = {
  latest: (t) => [desc(t.createdAt), desc(t.id)],
  oldest: (t) => [asc(t.createdAt), asc(t.id)],
  title: (t) => [asc(t.title), asc(t.id)],
  price_asc: (t) => [asc(t.price), asc(t.id)],
  price_desc: (t) => [desc(t.price), desc(t.id)],
};

/** Lists one page of courses within a scope; counts are correlated subqueries on this page only. */
async function listCourses(
  tx: Transaction,
  scope: SQL,
  query: z.output<typeof courseListQuery>,
): Promise<CourseListResponse> {
  const filters: (SQL | undefined)[] = [scope];
  if (query.category) filters.push(eq(courses.category, query.category));
  if (query.status) filters.push(eq(courses.status, query.status));
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    filters.push(or(ilike(courses.title, pattern), ilike(courses.subtitle, pattern)));
  }
  const where = and(...filters);

  const [counted] = await tx.select({ total: count() }).from(courses).where(where);
  const total = counted?.total ?? 0;
  const perPage = query.per_page;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const offset = (query.page - 1) * perPage;
  const meta = { current_page: query.page, last_page: lastPage, per_page: perPage, total };
  if (offset >= total) return { data: [], meta };

  const order = orderBy[query.order === undefined || query.order === '' ? 'latest' : query.order];
  // The page first (ids and fields only), then its lecturer and counts: the counts run for the
  // rows of this page only, however far the offset.
  const page = tx
    .select({
      id: courses.id,
      lecturerId: courses.lecturerId,
      title: courses.title,
      subtitle: courses.subtitle,
      category: courses.category,
      status: courses.status,
      level: courses.level,
      language: courses.language,
      price: courses.price,
      createdAt: courses.createdAt,
      updatedAt: courses.updatedAt,
    })
    .from(courses)
    .where(where)
    .orderBy(...order(courses))
    .limit(perPage)
    .offset(offset)
    .as('page');
  const rows = await tx
    .select({
      id: page.id,
      lecturerId: page.lecturerId,
      title: page.title,
      subtitle: page.subtitle,
      category: page.category,
      status: page.status,
      level: page.level,
      language: page.language,
      price: page.price,
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
      lecturerName: users.name,
      chaptersCount:
        sql<number>`(select count(*) from ${chapters} where ${chapters.courseId} = ${page.id})`.mapWith(
          Number,
        ),
      lecturesCount:
        sql<number>`(select count(*) from ${lectures} where ${lectures.courseId} = ${page.id})`.mapWith(
          Number,
        ),
    })
    .from(page)
    .innerJoin(users, eq(users.id, page.lecturerId))
    .orderBy(...order(page));

  return {
    data: rows.map((course) => ({
      id: course.id,
      title: course.title,
      subtitle: course.subtitle,
      category: course.category,
      status: course.status,
      level: course.level,
      language: course.language,
      price: course.price,
      lecturer: { id: course.lecturerId, name: course.lecturerName },
      chapters_count: course.chaptersCount,
      lectures_count: course.lecturesCount,
      created_at: course.createdAt.toISOString(),
      updated_at: course.updatedAt.toISOString(),
    })),
    meta,
  };
}

/** Declared routes of this resource. */
export const coursesRoutes: readonly RouteSpec[] = [
  defineRoute({
    method: 'get',
    path: '/lecturers/v2/courses',
    summary:
      'List courses: a lecturer their own, an admin every course. Filters: category, keyword (title or subtitle), status; order; page and per_page.',
    tag: 'courses',
    access: { kind: 'role', roles: ['ADMIN', 'TEACHER'], permission: 'v2_course.read' },
    query: courseListQuery,
    response: courseListResponse,
    handler: ({ tx, viewer, role, query }) => listCourses(tx, courseScope(viewer, role), query),
  }),
];
