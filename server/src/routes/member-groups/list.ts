/**
 * Reading member groups: the list (keyword on name or description, by name, with members and
 * coupons counted), one group, its members (newest first, keyword on name or e-mail) and the
 * candidates a picker offers (members by name, marked when already in the group).
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  groupCandidatesQuery,
  groupCandidatesResponse,
  groupMembersQuery,
  groupMembersResponse,
  memberGroup,
  memberGroupListQuery,
  memberGroupListResponse,
} from '../../contract/member-groups.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { coupons, memberGroupMembers, memberGroups, users } from '../../db/schema.ts';
import { pagedList, readPage } from '../../http/paging.ts';
import { escapeLike } from '../../http/like.ts';
import { isMember } from '../../members/is-member.ts';
import type { MemberGroupRow } from './access.ts';

type Tx = Database | Transaction;

/** Counts per group id from a grouped query. */
async function countsBy(
  tx: Tx,
  ids: readonly number[],
  table: typeof memberGroupMembers | typeof coupons,
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const column = table.groupId;
  const rows = await tx
    .select({ id: column, n: count() })
    .from(table)
    .where(inArray(column, [...ids]))
    .groupBy(column);
  return new Map(rows.flatMap((row) => (row.id === null ? [] : [[row.id, row.n]])));
}

/** Groups as the API answers them, in their order. */
export async function serializeGroups(
  tx: Tx,
  rows: readonly MemberGroupRow[],
): Promise<z.input<typeof memberGroup>[]> {
  const ids = rows.map((row) => row.id);
  const members = await countsBy(tx, ids, memberGroupMembers);
  const limited = await countsBy(tx, ids, coupons);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    members_count: members.get(row.id) ?? 0,
    coupons_count: limited.get(row.id) ?? 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** One group as the API answers it. */
export async function groupDetail(tx: Tx, row: MemberGroupRow) {
  const [entry] = await serializeGroups(tx, [row]);
  if (!entry) throw new Error('No group entry');
  return entry;
}

/** One page of groups, by name. */
export async function listGroups(
  tx: Tx,
  query: z.output<typeof memberGroupListQuery>,
): Promise<z.input<typeof memberGroupListResponse>> {
  const pattern = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
  const where = pattern
    ? or(ilike(memberGroups.name, pattern), ilike(memberGroups.description, pattern))
    : undefined;
  const { rows, total } = await readPage(
    tx,
    tx
      .select()
      .from(memberGroups)
      .where(where)
      .orderBy(asc(memberGroups.name), asc(memberGroups.id)),
    query,
  );
  return pagedList(await serializeGroups(tx, rows), total, query);
}

/** A member as the group's members and the picker's candidates show them. */
const memberColumns = {
  id: users.id,
  name: users.name,
  real_name: users.realName,
  email: users.email,
};

/** A member's name, real name or e-mail containing a keyword (literal), or nothing. */
function memberKeyword(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = `%${escapeLike(keyword)}%`;
  return or(
    ilike(users.name, pattern),
    ilike(users.realName, pattern),
    ilike(users.email, pattern),
  );
}

/** One page of a group's members, the newest first. */
export async function listGroupMembers(
  tx: Tx,
  groupId: number,
  query: z.output<typeof groupMembersQuery>,
): Promise<z.input<typeof groupMembersResponse>> {
  const where = and(eq(memberGroupMembers.groupId, groupId), memberKeyword(query.keyword));
  const { rows, total } = await readPage(
    tx,
    tx
      .select({ ...memberColumns, addedAt: memberGroupMembers.addedAt })
      .from(memberGroupMembers)
      .innerJoin(users, eq(users.id, memberGroupMembers.memberId))
      .where(where)
      .orderBy(desc(memberGroupMembers.addedAt), desc(users.id)),
    query,
  );
  const data = rows.map(({ addedAt, ...row }) => ({ ...row, added_at: addedAt.toISOString() }));
  return pagedList(data, total, query);
}

/** One page of the members a picker offers (not administrators), by name, marked when in the group. */
export async function listCandidates(
  tx: Tx,
  groupId: number,
  query: z.output<typeof groupCandidatesQuery>,
): Promise<z.input<typeof groupCandidatesResponse>> {
  const where = and(isMember, memberKeyword(query.keyword));
  const { rows, total } = await readPage(
    tx,
    tx
      .select({
        ...memberColumns,
        in_group: sql<boolean>`exists (select 1 from ${memberGroupMembers} where ${memberGroupMembers.groupId} = ${groupId} and ${memberGroupMembers.memberId} = ${users.id})`,
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.id)),
    query,
  );
  return pagedList(rows, total, query);
}
