/**
 * The viewer's coupons (`GET .../global_coupons`): filtered by status (default ALL), keyword (code,
 * title or a label, literal and case-insensitive), bundle or not, sorted and paged; their labels;
 * and the courses a coupon of theirs can name.
 */
import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CouponSort,
  couponCoursesQuery,
  couponCoursesResponse,
  couponGroupsQuery,
  couponGroupsResponse,
  couponListQuery,
  couponListResponse,
} from '../../contract/coupons.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { coupons, courses, memberGroups } from '../../db/schema.ts';
import { nameableCourses } from '../../selling/access.ts';
import { escapeLike } from '../../http/like.ts';
import { pagedList, readPage } from '../../http/paging.ts';
import { serializeCoupons } from './serialize.ts';
import { statusCondition } from './status.ts';

/** Sort keys of each order; the id breaks ties so pages never overlap. */
export const couponOrders: Readonly<Record<CouponSort, () => SQL[]>> = {
  latest: () => [desc(coupons.createdAt), desc(coupons.id)],
  oldest: () => [asc(coupons.createdAt), asc(coupons.id)],
  starts_at: () => [asc(coupons.startsAt), asc(coupons.id)],
  ends_at: () => [sql`${coupons.endsAt} asc nulls last`, asc(coupons.id)],
  code: () => [sql`lower(${coupons.code})`, asc(coupons.id)],
};

/** The coupons in a scope the list's filters (status at a time, keyword, bundle) keep. */
export function couponConditions(
  scope: SQL | undefined,
  query: Pick<z.output<typeof couponListQuery>, 'status' | 'keyword' | 'isBundle'>,
  now: Date,
): SQL | undefined {
  const filters: (SQL | undefined)[] = [scope, statusCondition(query.status, now)];
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    filters.push(
      or(
        ilike(coupons.code, pattern),
        ilike(coupons.title, pattern),
        sql`exists (select 1 from unnest(${coupons.labels}) as label where label ilike ${pattern})`,
      ),
    );
  }
  if (query.isBundle !== undefined)
    filters.push(query.isBundle ? eq(coupons.scope, 'BUNDLE') : ne(coupons.scope, 'BUNDLE'));
  return and(...filters);
}

/** One page of the coupons in a scope. */
export async function listCoupons(
  tx: Database | Transaction,
  scope: SQL | undefined,
  query: z.output<typeof couponListQuery>,
  now: Date,
): Promise<z.input<typeof couponListResponse>> {
  const { rows, total } = await readPage(
    tx,
    tx
      .select()
      .from(coupons)
      .where(couponConditions(scope, query, now))
      .orderBy(...couponOrders[query.sort]()),
    query,
  );
  return pagedList(await serializeCoupons(tx, rows, now), total, query);
}

/** The distinct labels of the coupons in a scope, sorted. */
export async function couponLabels(tx: Database | Transaction, scope: SQL): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ label: sql<string>`unnest(${coupons.labels})` })
    .from(coupons)
    .where(scope);
  return rows.map((row) => row.label).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** One page of the courses a coupon of an owner (null: the platform) can name, by title. */
export async function nameableCoursePage(
  tx: Database | Transaction,
  owner: number | null,
  query: z.output<typeof couponCoursesQuery>,
): Promise<z.input<typeof couponCoursesResponse>> {
  const where = and(
    nameableCourses(owner),
    query.keyword ? ilike(courses.title, `%${escapeLike(query.keyword)}%`) : undefined,
  );
  const { rows: data, total } = await readPage(
    tx,
    tx
      .select({ id: courses.id, title: courses.title, kind: courses.kind, price: courses.price })
      .from(courses)
      .where(where)
      .orderBy(asc(courses.title), asc(courses.id)),
    query,
  );
  return pagedList(data, total, query);
}

/** One page of the member groups a platform coupon can be limited to, by name. */
export async function couponGroupPage(
  tx: Database | Transaction,
  query: z.output<typeof couponGroupsQuery>,
): Promise<z.input<typeof couponGroupsResponse>> {
  const where = query.keyword
    ? ilike(memberGroups.name, `%${escapeLike(query.keyword)}%`)
    : undefined;
  const { rows: data, total } = await readPage(
    tx,
    tx
      .select({ id: memberGroups.id, name: memberGroups.name })
      .from(memberGroups)
      .where(where)
      .orderBy(asc(memberGroups.name), asc(memberGroups.id)),
    query,
  );
  return pagedList(data, total, query);
}
