/**
 * `GET /lecturers/v2/discounts/targets`: what a discount of a kind can price for the lecturer:
 * their own courses and ebooks (SINGLE) or their own packages (PACKAGE), newest first, by a
 * literal part of the title, with the list price.
 */
import { and, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Viewer } from '../../auth/sessions.ts';
import type { discountTargetsQuery, discountTargetsResponse } from '../../contract/discounts.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { courses, packages } from '../../db/schema.ts';
import { sellableKinds } from '../../selling/discount-access.ts';
import { escapeLike } from '../../http/like.ts';
import { pagedList, readPage } from '../../http/paging.ts';

type Query = z.output<typeof discountTargetsQuery>;
type Answer = z.input<typeof discountTargetsResponse>;

/** One page of what the lecturer's discounts of a kind can price. */
export async function listTargets(
  tx: Database | Transaction,
  lecturer: Viewer,
  query: Query,
): Promise<Answer> {
  const pattern = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
  if (query.kind === 'SINGLE') {
    const where = and(
      eq(courses.lecturerId, lecturer.id),
      inArray(courses.kind, [...sellableKinds]),
      pattern ? ilike(courses.title, pattern) : undefined,
    );
    const { rows, total } = await readPage(
      tx,
      tx
        .select({ id: courses.id, title: courses.title, kind: courses.kind, price: courses.price })
        .from(courses)
        .where(where)
        .orderBy(desc(courses.createdAt), desc(courses.id)),
      query,
    );
    return pagedList(rows, total, query);
  }
  const where: SQL | undefined = and(
    eq(packages.lecturerId, lecturer.id),
    pattern ? ilike(packages.title, pattern) : undefined,
  );
  const { rows, total } = await readPage(
    tx,
    tx
      .select({ id: packages.id, title: packages.title, price: packages.price })
      .from(packages)
      .where(where)
      .orderBy(desc(packages.createdAt), desc(packages.id)),
    query,
  );
  return pagedList(
    rows.map((row) => ({ ...row, kind: 'packages' as const })),
    total,
    query,
  );
}
