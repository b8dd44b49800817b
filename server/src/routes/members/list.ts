/**
 * The members list (`GET .../members`): keyword over name, real name, e-mail and phone (literal),
 * status, the Asia/Taipei days they joined, sorted and paged, each with their orders count and
 * wallet balance.
 */
import { and, asc, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { memberListQuery, memberListResponse } from '../../contract/members.ts';
import type { MemberSort } from '../../contract/plain/members.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { users } from '../../db/schema.ts';
import { pageMeta } from '../../http/paging.ts';
import { escapeLike } from '../../http/like.ts';
import { taipeiDayStart } from '../../time/periods.ts';
import { isMember } from '../../members/is-member.ts';
import { listItemOf, ordersCountSql, walletBalanceSql } from './member.ts';

type Query = z.output<typeof memberListQuery>;

/** Sort keys of each member; the id breaks ties so pages never overlap. */
export const memberSortKeys: Readonly<Record<MemberSort, () => SQL[]>> = {
  latest: () => [desc(users.createdAt), desc(users.id)],
  oldest: () => [asc(users.createdAt), asc(users.id)],
  name: () => [asc(users.name), asc(users.id)],
};

/** The conditions of the list's filters (the export's too). */
export function memberConditions(query: Omit<Query, 'page' | 'per_page'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [isMember];
  if (query.status !== 'ALL') parts.push(eq(users.memberStatus, query.status));
  if (query.from) parts.push(gte(users.createdAt, taipeiDayStart(query.from, 'from')));
  if (query.to)
    parts.push(
      lt(users.createdAt, new Date(taipeiDayStart(query.to, 'to').getTime() + 86_400_000)),
    );
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    parts.push(
      or(
        ilike(users.name, pattern),
        ilike(users.realName, pattern),
        ilike(users.email, pattern),
        ilike(users.phone, pattern),
      ),
    );
  }
  return and(...parts);
}

/** One page of the members matching the query. */
export async function listMembers(
  tx: Database | Transaction,
  query: Query,
): Promise<z.input<typeof memberListResponse>> {
  const where = memberConditions(query);
  const [counted] = await tx.select({ total: count() }).from(users).where(where);
  const total = counted?.total ?? 0;
  const rows =
    (query.page - 1) * query.per_page >= total
      ? []
      : await tx
          .select({
            id: users.id,
            email: users.email,
            name: users.name,
            realName: users.realName,
            phone: users.phone,
            memberStatus: users.memberStatus,
            createdAt: users.createdAt,
            ordersCount: ordersCountSql,
            balance: walletBalanceSql,
          })
          .from(users)
          .where(where)
          .orderBy(...memberSortKeys[query.sort]())
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page);
  return {
    data: rows.map((row) => listItemOf(row, row.ordersCount, row.balance)),
    meta: pageMeta(total, query.page, query.per_page),
  };
}
