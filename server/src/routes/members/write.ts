/**
 * Administrators' changes to a member: create (an account that cannot log in until they set a
 * password through the invitation queued to them), the basic fields and status, the notification settings. Every
 * broken rule is answered at once, at its field; each change is recorded in the audit log.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  memberCreateBody,
  memberSettingsBody,
  memberUpdateBody,
} from '../../contract/members.ts';
import { recordAudit } from '../../audit/record.ts';
import type { Transaction } from '../../db/index.ts';
import { users } from '../../db/schema.ts';
import { HttpError, type Problem } from '../../http/errors.ts';
import { sendSetPasswordLink } from '../../mail/set-password.ts';
import { auditedFields, auditedSettings, openMember, type MemberRow } from './member.ts';

/**
 * The password hash of an account created by an administrator: not a hash any password matches
 * (verifyPassword only accepts `scrypt$…`), so nobody signs in until the member sets a password
 * through the main site.
 */
export const UNUSABLE_PASSWORD_HASH = '!unusable';

type Problems = Record<string, Problem[]>;

/** Adds a problem at a field. */
function adder(problems: Problems) {
  return (field: string, problem: Problem) => (problems[field] ??= []).push(problem);
}

/** What is wrong with a member's basic fields (name, real name). */
function basicProblems(body: { name: string; real_name: string }, problems: Problems): void {
  const add = adder(problems);
  if (body.name === '') add('name', { id: 'validation.required' });
  if (body.real_name === '') add('real_name', { id: 'member.realNameEmpty' });
}

/** Throws the problems, if any. */
function refuse(problems: Problems): void {
  if (Object.keys(problems).length > 0) throw new HttpError(400, problems);
}

/** Creates a member; answers their id. */
export async function createMember(
  tx: Transaction,
  body: z.output<typeof memberCreateBody>,
  actorId: number,
  publicUrl: string,
): Promise<number> {
  const problems: Problems = {};
  const add = adder(problems);
  if (body.email === '') add('email', { id: 'validation.required' });
  else if (!z.email().safeParse(body.email).success) add('email', { id: 'validation.email' });
  else {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, body.email.toLowerCase()));
    if (taken) add('email', { id: 'member.emailTaken' });
  }
  basicProblems(body, problems);
  refuse(problems);
  const [row] = await tx
    .insert(users)
    .values({
      email: body.email,
      name: body.name,
      realName: body.real_name,
      phone: body.phone,
      passwordHash: UNUSABLE_PASSWORD_HASH,
    })
    .returning();
  if (!row) throw new Error('member not inserted');
  await recordAudit(tx, {
    subject: 'MEMBER',
    key: row.id,
    ownerId: row.id,
    action: 'CREATE',
    before: null,
    after: auditedFields(row),
    actorId,
  });
  await sendSetPasswordLink(
    tx,
    { userId: row.id, purpose: 'INVITE', createdBy: actorId, publicUrl },
    new Date(),
  );
  return row.id;
}

/** Changes a member's basic fields and status (a blocked member's sessions stop working). */
export async function updateMember(
  tx: Transaction,
  id: number,
  body: z.output<typeof memberUpdateBody>,
  actorId: number,
): Promise<void> {
  const before = await openMember(tx, id, true);
  const problems: Problems = {};
  basicProblems(body, problems);
  refuse(problems);
  const [after] = await tx
    .update(users)
    .set({
      name: body.name,
      realName: body.real_name,
      phone: body.phone,
      memberStatus: body.status,
    })
    .where(eq(users.id, id))
    .returning();
  await audit(tx, before, after, actorId, auditedFields);
}

/** Changes a member's notification settings. */
export async function updateSettings(
  tx: Transaction,
  id: number,
  body: z.output<typeof memberSettingsBody>,
  actorId: number,
): Promise<void> {
  const before = await openMember(tx, id, true);
  const [after] = await tx
    .update(users)
    .set({
      receivePlatformLatestEvents: body.receivePlatformLatestEvents,
      receiveCoursePromotion: body.receiveCoursePromotion,
    })
    .where(eq(users.id, id))
    .returning();
  await audit(tx, before, after, actorId, auditedSettings);
}

/** Records an update of a member (nothing when no shown field changed). */
async function audit(
  tx: Transaction,
  before: MemberRow,
  after: MemberRow | undefined,
  actorId: number,
  fields: (row: MemberRow) => Record<string, unknown>,
): Promise<void> {
  if (!after) return;
  await recordAudit(tx, {
    subject: 'MEMBER',
    key: before.id,
    ownerId: before.id,
    action: 'UPDATE',
    before: fields(before),
    after: fields(after),
    actorId,
  });
}
