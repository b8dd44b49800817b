/**
 * `GET /lecturers/v2/packages`: the viewer's packages (an administrator's: every lecturer's),
 * newest first, by status and by a literal part of the title.
 */
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Role, Viewer } from '../../auth/sessions.ts';
import type { packageListQuery, packageListResponse } from '../../contract/discounts.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { packages } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { packageScope } from '../../selling/discount-access.ts';
import { escapeLike } from '../../http/like.ts';
import { pageMeta } from '../../http/paging.ts';
import { serializePackages } from './serialize.ts';

/** One page of the viewer's packages. */
export async function listPackages(
  tx: Database | Transaction,
  env: Env,
  viewer: Viewer,
  role: Role,
  query: z.output<typeof packageListQuery>,
): Promise<z.input<typeof packageListResponse>> {
  const filters: (SQL | undefined)[] = [packageScope(viewer, role)];
  if (query.status) filters.push(eq(packages.status, query.status));
  if (query.keyword) filters.push(ilike(packages.title, `%${escapeLike(query.keyword)}%`));
  const where = and(...filters);
  const rows = await tx
    .select()
    .from(packages)
    .where(where)
    .orderBy(desc(packages.createdAt), desc(packages.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const [counted] = await tx.select({ total: count() }).from(packages).where(where);
  const total = counted?.total ?? 0;
  return {
    data: await serializePackages(tx, env, rows),
    meta: pageMeta(total, query.page, query.per_page),
  };
}
