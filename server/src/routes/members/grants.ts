/**
 * Access an administrator gives a member to a course, ebook or article without an order (an
 * enrollment marked `granted`), with a reason, and takes back the same way. Access the member
 * bought is not touched here (a refund ends it). Each change is audited (MEMBER, GRANT/REVOKE).
 */
import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../audit/record.ts';
import type {
  grantBody,
  grantChoicesResponse,
  grantsResponse,
  revokeBody,
} from '../../contract/members.ts';
import { MAX_MEMBER_CHOICES } from '../../contract/plain/members.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { courses, enrollments, users } from '../../db/schema.ts';
import { badRequest, HttpError, notFound, type Problem } from '../../http/errors.ts';
import { escapeLike } from '../../http/like.ts';
import { openMember } from './member.ts';

type Tx = Database | Transaction;
type Grants = z.input<typeof grantsResponse>;

/** Most granted items answered. */
const MAX_GRANTS = 200;

/** The items given to a member, newest first. */
export async function grantsOf(tx: Tx, memberId: number): Promise<Grants> {
  const rows = await tx
    .select({
      id: courses.id,
      kind: courses.kind,
      title: courses.title,
      grantedAt: enrollments.createdAt,
      grantedBy: enrollments.grantedBy,
      grantedByName: users.name,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(users, eq(users.id, enrollments.grantedBy))
    .where(and(eq(enrollments.studentId, memberId), eq(enrollments.granted, true)))
    .orderBy(desc(enrollments.createdAt), desc(courses.id))
    .limit(MAX_GRANTS);
  return {
    data: rows.map((row) => ({
      item: { id: row.id, kind: row.kind, title: row.title },
      granted_at: row.grantedAt.toISOString(),
      granted_by:
        row.grantedBy === null ? null : { id: row.grantedBy, name: row.grantedByName ?? '' },
    })),
  };
}

/** Items whose title holds the keyword, with whether the member already has access. */
export async function grantChoicesOf(
  tx: Tx,
  memberId: number,
  keyword: string,
): Promise<z.input<typeof grantChoicesResponse>> {
  const rows = await tx
    .select({
      id: courses.id,
      kind: courses.kind,
      title: courses.title,
      hasAccess: sql<boolean>`exists (select 1 from enrollments e where e.course_id = ${courses.id} and e.student_id = ${memberId})`,
    })
    .from(courses)
    .where(keyword === '' ? undefined : ilike(courses.title, `%${escapeLike(keyword)}%`))
    .orderBy(asc(courses.title), asc(courses.id))
    .limit(MAX_MEMBER_CHOICES);
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      has_access: row.hasAccess,
    })),
  };
}

/** Gives a member access to an item they cannot open yet; answers their granted items. */
export async function grantItem(
  tx: Transaction,
  memberId: number,
  body: z.output<typeof grantBody>,
  actorId: number,
): Promise<Grants> {
  await openMember(tx, memberId, true);
  const [item] = await tx.select().from(courses).where(eq(courses.id, body.item_id));
  const problems: Record<string, Problem[]> = {};
  const add = (field: string, problem: Problem) => (problems[field] ??= []).push(problem);
  if (!item) add('item_id', { id: 'member.itemUnknown' });
  else {
    const [access] = await tx
      .select({ id: enrollments.courseId })
      .from(enrollments)
      .where(and(eq(enrollments.studentId, memberId), eq(enrollments.courseId, item.id)));
    if (access) add('item_id', { id: 'member.itemOwned' });
  }
  if (body.reason === '') add('reason', { id: 'member.reasonEmpty' });
  if (!item || Object.keys(problems).length > 0) throw new HttpError(400, problems);
  await tx
    .insert(enrollments)
    .values({ courseId: item.id, studentId: memberId, granted: true, grantedBy: actorId });
  await recordAudit(tx, {
    subject: 'MEMBER',
    key: memberId,
    ownerId: memberId,
    action: 'GRANT',
    before: null,
    after: { item_id: item.id, item_kind: item.kind, item_title: item.title, reason: body.reason },
    actorId,
  });
  return grantsOf(tx, memberId);
}

/**
 * Takes back access an administrator gave (404 when the member has no access to the item, 400
 * when they bought it); answers their granted items.
 */
export async function revokeItem(
  tx: Transaction,
  memberId: number,
  itemId: number,
  body: z.output<typeof revokeBody>,
  actorId: number,
): Promise<Grants> {
  await openMember(tx, memberId, true);
  const [access] = await tx
    .select({ granted: enrollments.granted, kind: courses.kind, title: courses.title })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(eq(enrollments.studentId, memberId), eq(enrollments.courseId, itemId)));
  if (!access) throw notFound();
  if (!access.granted) throw badRequest('member.itemBought', 'item_id');
  if (body.reason === '') throw badRequest('member.reasonEmpty', 'reason');
  await tx
    .delete(enrollments)
    .where(and(eq(enrollments.studentId, memberId), eq(enrollments.courseId, itemId)));
  await recordAudit(tx, {
    subject: 'MEMBER',
    key: memberId,
    ownerId: memberId,
    action: 'REVOKE',
    before: { item_id: itemId, item_kind: access.kind, item_title: access.title },
    after: { reason: body.reason },
    actorId,
  });
  return grantsOf(tx, memberId);
}
