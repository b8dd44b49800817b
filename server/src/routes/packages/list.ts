/**
 * `GET /lecturers/v2/packages`: the viewer's packages (an administrator's: every lecturer's),
 * newest first, by status, by a literal part of the title and (administrators) by owner.
 */
import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Role, Viewer } from '../../auth/sessions.ts';
import type { packageListQuery, packageListResponse } from '../../contract/discounts.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { packages } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { packageScope } from '../../selling/discount-access.ts';
import { ownerCondition } from '../../selling/oversight.ts';
import { escapeLike } from '../../http/like.ts';
import { pagedList, readPage } from '../../http/paging.ts';
import { serializePackages } from './serialize.ts';

/** One page of the viewer's packages. */
export async function listPackages(
  tx: Database | Transaction,
  env: Env,
  viewer: Viewer,
  role: Role,
  query: z.output<typeof packageListQuery>,
): Promise<z.input<typeof packageListResponse>> {
  const filters: (SQL | undefined)[] = [
    packageScope(viewer, role),
    ownerCondition(packages.lecturerId, query.owner, role),
  ];
  if (query.status) filters.push(eq(packages.status, query.status));
  if (query.keyword) filters.push(ilike(packages.title, `%${escapeLike(query.keyword)}%`));
  const where = and(...filters);
  const { rows, total } = await readPage(
    tx,
    tx.select().from(packages).where(where).orderBy(desc(packages.createdAt), desc(packages.id)),
    query,
  );
  return pagedList(await serializePackages(tx, env, rows), total, query);
}
