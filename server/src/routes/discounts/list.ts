/**
 * `GET /lecturers/v2/discounts`: the viewer's discounts (an administrator's: every lecturer's,
 * the review of `/management-discounts`), newest first, by kind, by status now, by a literal
 * part of the title, of the course or package, or of the lecturer's name, and (administrators) by
 * owner.
 */
import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Role, Viewer } from '../../auth/sessions.ts';
import type { discountListQuery, discountListResponse } from '../../contract/discounts.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { courses, discounts, packages, users } from '../../db/schema.ts';
import { discountScope } from '../../selling/discount-access.ts';
import { ownerCondition } from '../../selling/oversight.ts';
import { discountStatusCondition } from '../../selling/discount-status.ts';
import { escapeLike } from '../../http/like.ts';
import { pagedList, readPage } from '../../http/paging.ts';
import { serializeDiscounts } from './serialize.ts';

/** One page of the viewer's discounts. */
export async function listDiscounts(
  tx: Database | Transaction,
  viewer: Viewer,
  role: Role,
  query: z.output<typeof discountListQuery>,
): Promise<z.input<typeof discountListResponse>> {
  const now = new Date();
  const filters: (SQL | undefined)[] = [
    discountScope(viewer, role),
    ownerCondition(discounts.lecturerId, query.owner, role),
  ];
  if (query.kind) filters.push(eq(discounts.kind, query.kind));
  if (query.status !== 'ALL') filters.push(discountStatusCondition(query.status, now));
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    filters.push(
      or(
        ilike(discounts.title, pattern),
        ilike(courses.title, pattern),
        ilike(packages.title, pattern),
        ilike(users.name, pattern),
      ),
    );
  }
  const where = and(...filters);
  const { rows, total } = await readPage(
    tx,
    tx
      .select({ discount: discounts })
      .from(discounts)
      .innerJoin(users, eq(users.id, discounts.lecturerId))
      .leftJoin(courses, eq(courses.id, discounts.courseId))
      .leftJoin(packages, eq(packages.id, discounts.packageId))
      .where(where)
      .orderBy(desc(discounts.createdAt), desc(discounts.id)),
    query,
  );
  return pagedList(
    await serializeDiscounts(
      tx,
      rows.map((row) => row.discount),
      now,
    ),
    total,
    query,
  );
}
