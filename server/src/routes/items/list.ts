/** One page of a kind's items in the viewer's scope, filtered and ordered (seed section 7). */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { CourseOrder } from '../../contract/courses.ts';
import {
  itemFeatures,
  type ItemKind,
  type ItemListResponse,
  type itemListQuery,
} from '../../contract/items.ts';
import type { Transaction } from '../../db/index.ts';
import { chapters, courses, lectures, users } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { badRequest } from '../../http/errors.ts';
import { escapeLike } from '../../http/like.ts';
import { pageMeta } from '../../http/paging.ts';
import { fileUrl } from '../../items/detail.ts';
import { apiStatus, storedStatus } from '../../items/status-machine.ts';

/**
 * A column of the page subquery, always qualified: drizzle leaves a lone FROM's columns bare,
 * and inside a correlated subquery a bare `id` would name the inner table's own column.
 */
function pageColumn(name: 'id' | 'lecturer_id'): SQL {
  return sql`${sql.identifier('page')}.${sql.identifier(name)}`;
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

/**
 * Lists one page of items of a kind within a scope (which names the kind). A status the kind does
 * not have is a 400 at `status`, a type filter on a kind without types one at `type`. Counts are correlated subqueries on this page's rows only.
 */
export async function listItems(
  tx: Transaction,
  env: Env,
  kind: ItemKind,
  scope: SQL | undefined,
  query: z.output<typeof itemListQuery>,
): Promise<ItemListResponse> {
  const filters: (SQL | undefined)[] = [scope];
  if (query.category) filters.push(eq(courses.category, query.category));
  if (query.status) {
    const status = storedStatus(kind, query.status);
    if (status === null) throw badRequest('validation.invalid', 'status');
    filters.push(eq(courses.status, status));
  }
  if (query.type) {
    if (!itemFeatures[kind].type) throw badRequest('item.fieldNotOfKind', 'type');
    filters.push(eq(courses.type, query.type));
  }
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    filters.push(or(ilike(courses.title, pattern), ilike(courses.subtitle, pattern)));
  }
  const where = and(...filters);

  const perPage = query.per_page;
  const offset = (query.page - 1) * perPage;
  const metaOf = (total: number) => pageMeta(total, query.page, perPage);

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
      type: courses.type,
      level: courses.level,
      language: courses.language,
      price: courses.price,
      coverUploadId: courses.coverUploadId,
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
      type: page.type,
      level: page.level,
      language: page.language,
      price: page.price,
      coverUploadId: page.coverUploadId,
      createdAt: page.createdAt,
      updatedAt: page.updatedAt,
      // One index lookup per row of the page (a join would hash the whole users table).
      lecturerName: sql<string>`(select ${users.name} from ${users} where ${users.id} = ${pageColumn('lecturer_id')})`,
      chaptersCount:
        sql<number>`(select count(*) from ${chapters} where ${chapters.courseId} = ${pageColumn('id')})`.mapWith(
          Number,
        ),
      lecturesCount:
        sql<number>`(select count(*) from ${lectures} where ${lectures.courseId} = ${pageColumn('id')})`.mapWith(
          Number,
        ),
      // The total rides along (one round trip); only a page past the end counts on its own.
      total: sql<number>`(select count(*) from ${courses} where ${where})`.mapWith(Number),
    })
    .from(page)
    .orderBy(...order(page));

  const total =
    rows[0]?.total ??
    (offset === 0
      ? 0
      : ((await tx.select({ total: count() }).from(courses).where(where))[0]?.total ?? 0));
  return {
    data: rows.map((item) => ({
      id: item.id,
      title: item.title,
      subtitle: item.subtitle,
      category: item.category,
      status: apiStatus(kind, item.status),
      type: item.type,
      level: item.level,
      language: item.language,
      price: item.price,
      cover_url: item.coverUploadId ? fileUrl(env, item.coverUploadId) : null,
      lecturer: { id: item.lecturerId, name: item.lecturerName },
      chapters_count: item.chaptersCount,
      lectures_count: item.lecturesCount,
      created_at: item.createdAt.toISOString(),
      updated_at: item.updatedAt.toISOString(),
    })),
    meta: metaOf(total),
  };
}
