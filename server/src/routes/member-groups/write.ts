/**
 * Changing member groups, each change recorded in the audit log (`GROUP`, key = the group's id):
 * create and update (a name is required), delete (refused while a coupon is limited to the
 * group), add members (chosen by id or pasted e-mails: answers who was added, who was already in
 * and which e-mails name no member) and remove one.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { addGroupMembersBody, memberGroupBody } from '../../contract/member-groups.ts';
import { splitPastedEmails } from '../../contract/plain/member-groups.ts';
import { PEOPLE_LIMITS } from '../../contract/plain/people.ts';
import { recordAudit } from '../../audit/record.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { coupons, memberGroupMembers, memberGroups, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { isMember } from '../../members/is-member.ts';
import type { MemberGroupRow } from './access.ts';

type Tx = Database | Transaction;

/** The fields of a group an administrator recognises (its audit values). */
function auditValues(row: Pick<MemberGroupRow, 'name' | 'description'>) {
  return { name: row.name, description: row.description };
}

/** The checked name of a body: 400 `memberGroup.nameEmpty` at `name` when blank. */
function nameOf(body: z.output<typeof memberGroupBody>): string {
  if (body.name === '') throw badRequest('memberGroup.nameEmpty', 'name');
  return body.name;
}

/** Creates a group. */
export async function createGroup(
  tx: Tx,
  body: z.output<typeof memberGroupBody>,
  actorId: number,
): Promise<MemberGroupRow> {
  const name = nameOf(body);
  const [row] = await tx
    .insert(memberGroups)
    .values({ name, description: body.description })
    .returning();
  if (!row) throw new Error('No group stored');
  await recordAudit(tx, {
    subject: 'GROUP',
    key: row.id,
    action: 'CREATE',
    before: null,
    after: auditValues(row),
    actorId,
  });
  return row;
}

/** Changes a group's name and description. */
export async function updateGroup(
  tx: Tx,
  row: MemberGroupRow,
  body: z.output<typeof memberGroupBody>,
  actorId: number,
): Promise<MemberGroupRow> {
  const name = nameOf(body);
  const [updated] = await tx
    .update(memberGroups)
    .set({ name, description: body.description, updatedAt: new Date() })
    .where(eq(memberGroups.id, row.id))
    .returning();
  if (!updated) throw notFound();
  await recordAudit(tx, {
    subject: 'GROUP',
    key: row.id,
    action: 'UPDATE',
    before: auditValues(row),
    after: auditValues(updated),
    actorId,
  });
  return updated;
}

/** Deletes a group no coupon is limited to (400 `memberGroup.inUse` otherwise). */
export async function deleteGroup(tx: Tx, row: MemberGroupRow, actorId: number): Promise<void> {
  const [limited] = await tx
    .select({ n: count() })
    .from(coupons)
    .where(eq(coupons.groupId, row.id));
  if ((limited?.n ?? 0) > 0)
    throw badRequest('memberGroup.inUse', undefined, { count: limited?.n ?? 0 });
  await tx.delete(memberGroups).where(eq(memberGroups.id, row.id));
  await recordAudit(tx, {
    subject: 'GROUP',
    key: row.id,
    action: 'DELETE',
    before: auditValues(row),
    after: null,
    actorId,
  });
}

/** A member by id and e-mail. */
interface MemberRef {
  readonly id: number;
  readonly name: string;
  readonly email: string;
}

/** What adding members did. */
export interface AddOutcome {
  readonly added: MemberRef[];
  readonly already: MemberRef[];
  readonly unknown: string[];
  readonly members_count: number;
}

/**
 * Adds members chosen by id (an id of no member: 400 at `member_ids`) and members named by pasted
 * e-mails (without case; an e-mail of no member is answered as unknown). Nothing chosen: 400
 * `memberGroup.noMemberChosen`; more than PEOPLE_LIMITS.pastedEmails e-mails: 400 at `emails`.
 */
export async function addMembers(
  tx: Tx,
  row: MemberGroupRow,
  body: z.output<typeof addGroupMembersBody>,
  actorId: number,
): Promise<AddOutcome> {
  const ids = [...new Set(body.member_ids ?? [])];
  const emails = splitPastedEmails(body.emails ?? '');
  const field = body.emails !== undefined && ids.length === 0 ? 'emails' : 'member_ids';
  if (ids.length === 0 && emails.length === 0)
    throw badRequest('memberGroup.noMemberChosen', field);
  if (emails.length > PEOPLE_LIMITS.pastedEmails)
    throw badRequest('memberGroup.tooManyEmails', 'emails', { max: PEOPLE_LIMITS.pastedEmails });
  const columns = { id: users.id, name: users.name, email: users.email };
  const byId =
    ids.length === 0
      ? []
      : await tx
          .select(columns)
          .from(users)
          .where(and(isMember, inArray(users.id, ids)));
  if (byId.length !== ids.length) throw badRequest('memberGroup.memberUnknown', 'member_ids');
  const lowered = emails.map((email) => email.toLowerCase());
  const byEmail =
    emails.length === 0
      ? []
      : await tx
          .select(columns)
          .from(users)
          .where(and(isMember, inArray(sql`lower(${users.email})`, lowered)));
  const known = new Set(byEmail.map((member) => member.email.toLowerCase()));
  const unknown = emails.filter((email) => !known.has(email.toLowerCase()));
  // In the order they were chosen or pasted (a select answers rows in no order of its own).
  byId.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  byEmail.sort(
    (a, b) => lowered.indexOf(a.email.toLowerCase()) - lowered.indexOf(b.email.toLowerCase()),
  );
  const chosen = [...new Map([...byId, ...byEmail].map((member) => [member.id, member])).values()];
  const inserted =
    chosen.length === 0
      ? []
      : await tx
          .insert(memberGroupMembers)
          .values(chosen.map((member) => ({ groupId: row.id, memberId: member.id })))
          .onConflictDoNothing()
          .returning({ id: memberGroupMembers.memberId });
  const addedIds = new Set(inserted.map((member) => member.id));
  const added = chosen.filter((member) => addedIds.has(member.id));
  if (added.length > 0) {
    await tx.update(memberGroups).set({ updatedAt: new Date() }).where(eq(memberGroups.id, row.id));
    await recordAudit(tx, {
      subject: 'GROUP',
      key: row.id,
      action: 'ADD_MEMBERS',
      before: {},
      after: { members: added.map((member) => member.email) },
      actorId,
    });
  }
  const [counted] = await tx
    .select({ n: count() })
    .from(memberGroupMembers)
    .where(eq(memberGroupMembers.groupId, row.id));
  return {
    added,
    already: chosen.filter((member) => !addedIds.has(member.id)),
    unknown,
    members_count: counted?.n ?? 0,
  };
}

/** Removes a member from a group (404 when they are not in it). */
export async function removeMember(
  tx: Tx,
  row: MemberGroupRow,
  memberId: number,
  actorId: number,
): Promise<void> {
  const [removed] = await tx
    .delete(memberGroupMembers)
    .where(and(eq(memberGroupMembers.groupId, row.id), eq(memberGroupMembers.memberId, memberId)))
    .returning({ id: memberGroupMembers.memberId });
  if (!removed) throw notFound();
  const [member] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, memberId));
  await tx.update(memberGroups).set({ updatedAt: new Date() }).where(eq(memberGroups.id, row.id));
  await recordAudit(tx, {
    subject: 'GROUP',
    key: row.id,
    action: 'REMOVE_MEMBERS',
    before: { members: [member?.email ?? String(memberId)] },
    after: {},
    actorId,
  });
}
