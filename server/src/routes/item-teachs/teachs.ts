/** The lecturers of an item (owner first) and the rules a new list of them must keep. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { teachPermissions, type Teach, type TeachsResponse } from '../../contract/items.ts';
import type { Transaction } from '../../db/index.ts';
import { courseTeachs, users } from '../../db/schema.ts';
import { HttpError, type Problem } from '../../http/errors.ts';
import type { ItemRow } from '../../items/access.ts';

/** Most lecturers an item may have (the contract's `teachsBody` limit). */
export const MAX_TEACHS = 20;

/** The shares of every lecturer add up to this. */
const TOTAL_SHARE = 100;

/**
 * The item's lecturers: the owner first (every permission), then co-lecturers in the order they
 * were added. An owner without a row (an item from before co-lecturers) holds what the others
 * do not.
 */
export async function readTeachs(tx: Transaction, item: ItemRow): Promise<TeachsResponse> {
  const rows = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      share: courseTeachs.share,
      permissions: courseTeachs.permissions,
    })
    .from(courseTeachs)
    .innerJoin(users, eq(users.id, courseTeachs.lecturerId))
    .where(eq(courseTeachs.courseId, item.id))
    .orderBy(asc(courseTeachs.createdAt), asc(courseTeachs.lecturerId));
  const others: Teach[] = rows
    .filter((row) => row.id !== item.lecturerId)
    .map((row) => ({
      lecturer: { id: row.id, name: row.name, email: row.email },
      owner: false,
      share: row.share,
      permissions: row.permissions,
    }));
  const ownerRow = rows.find((row) => row.id === item.lecturerId);
  const [owner] = ownerRow
    ? [ownerRow]
    : await tx
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, item.lecturerId));
  const othersShare = others.reduce((sum, teach) => sum + teach.share, 0);
  const ownerTeach: Teach = {
    lecturer: { id: item.lecturerId, name: owner?.name ?? '', email: owner?.email ?? '' },
    owner: true,
    share: ownerRow?.share ?? Math.max(0, TOTAL_SHARE - othersShare),
    permissions: [...teachPermissions],
  };
  return { data: [ownerTeach, ...others] };
}

/** Which of these users hold the lecturer role. */
export async function lecturerIds(
  tx: Transaction,
  ids: readonly number[],
): Promise<ReadonlySet<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Set(rows.filter((row) => row.roles.includes('TEACHER')).map((row) => row.id));
}

/** One lecturer of a new list. */
export interface TeachInput {
  readonly lecturer_id: number;
  readonly share: number;
  readonly permissions: readonly string[];
}

/**
 * Refuses (400) a new list that breaks a rule: a lecturer listed twice or without the lecturer
 * role (at `teachs.{i}.lecturer_id`; the owner keeps the item whatever their roles), the owner
 * missing, shares not adding up to 100 (at `teachs`). Every broken rule is reported at once.
 */
export async function checkTeachs(
  tx: Transaction,
  item: ItemRow,
  teachs: readonly TeachInput[],
): Promise<void> {
  const problems: Record<string, Problem[]> = {};
  const add = (field: string, problem: Problem) => (problems[field] ??= []).push(problem);
  const lecturers = await lecturerIds(
    tx,
    teachs.map((teach) => teach.lecturer_id),
  );
  const seen = new Set<number>();
  teachs.forEach((teach, i) => {
    const field = `teachs.${i}.lecturer_id`;
    if (seen.has(teach.lecturer_id)) add(field, { id: 'item.teachDuplicate' });
    else if (teach.lecturer_id !== item.lecturerId && !lecturers.has(teach.lecturer_id))
      add(field, { id: 'item.teachNotLecturer' });
    seen.add(teach.lecturer_id);
  });
  if (!seen.has(item.lecturerId)) add('teachs', { id: 'item.teachOwnerMissing' });
  const total = teachs.reduce((sum, teach) => sum + teach.share, 0);
  if (total !== TOTAL_SHARE) add('teachs', { id: 'item.teachSharesTotal', values: { total } });
  if (Object.keys(problems).length > 0) throw new HttpError(400, problems);
}

/** Whether a user already teaches the item (owner or co-lecturer). */
export async function teaches(tx: Transaction, item: ItemRow, userId: number): Promise<boolean> {
  if (userId === item.lecturerId) return true;
  const [row] = await tx
    .select({ id: courseTeachs.lecturerId })
    .from(courseTeachs)
    .where(and(eq(courseTeachs.courseId, item.id), eq(courseTeachs.lecturerId, userId)));
  return row !== undefined;
}
