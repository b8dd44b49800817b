/**
 * Lecturer profiles: the list (keyword on name, real name or e-mail, literal; status), one
 * profile, creating one (a new account that cannot sign in yet, or an existing user who becomes a
 * lecturer), updating it and its status. Every change is recorded in the audit log (LECTURER).
 */
import { randomBytes } from 'node:crypto';
import { and, arrayContains, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type {
  lecturerBody,
  lecturerListQuery,
  lecturerListResponse,
  lecturerProfile,
  lecturerRow,
  LecturerStatus,
} from '../../contract/lecturer-profiles.ts';
import { recordAudit } from '../../audit/record.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { courses, courseTeachs, lecturerProfiles, payoutAccounts, users } from '../../db/schema.ts';
import { HttpError, notFound, type Problem } from '../../http/errors.ts';
import { sanitizeIntroduction } from '../../items/sanitize.ts';
import { pagedList, readPage } from '../../http/paging.ts';
import { escapeLike } from '../../http/like.ts';
import { sendSetPasswordLink } from '../../mail/set-password.ts';

type Tx = Database | Transaction;
type Problems = Record<string, Problem[]>;

/**
 * Items the user owns or co-teaches: a union of two index reads (by owner, by co-lecturer), each
 * item once; not an `or` over every item (a scan of the items per lecturer).
 */
const coursesCount = sql<number>`(
  select count(*)::int from (
    select ${courses.id} from ${courses} where ${courses.lecturerId} = ${users.id}
    union
    select ${courseTeachs.courseId} from ${courseTeachs} where ${courseTeachs.lecturerId} = ${users.id}
  ) as taught)`.mapWith(Number);

/** Their payout accounts. */
const payoutsCount = sql<number>`(
  select count(*)::int from ${payoutAccounts} where ${payoutAccounts.lecturerId} = ${users.id})`.mapWith(
  Number,
);

/** A lecturer without a profile row yet (made outside this area) counts as ACTIVE. */
const profileStatus = sql<LecturerStatus>`coalesce(${lecturerProfiles.status}, 'ACTIVE')`;

const columns = {
  id: users.id,
  name: users.name,
  realName: users.realName,
  email: users.email,
  passwordHash: users.passwordHash,
  headline: sql<string>`coalesce(${lecturerProfiles.headline}, '')`,
  description: sql<string>`coalesce(${lecturerProfiles.description}, '')`,
  status: profileStatus,
  createdAt: sql<Date>`coalesce(${lecturerProfiles.createdAt}, ${users.createdAt})`.mapWith(
    (value: string | Date) => new Date(value),
  ),
  updatedAt: sql<Date>`coalesce(${lecturerProfiles.updatedAt}, ${users.createdAt})`.mapWith(
    (value: string | Date) => new Date(value),
  ),
  coursesCount,
  payoutsCount,
};

/** The lecturers: users with the TEACHER role (their profile row may not exist yet). */
const isLecturer = arrayContains(users.roles, ['TEACHER']);

/** The stored hash of an account made here: no password matches it (not an scrypt hash). */
export function unusablePasswordHash(): string {
  return `!unusable$${randomBytes(16).toString('base64url')}`;
}

/** One page of lecturers, the newest first. */
export async function listLecturers(
  tx: Tx,
  query: z.output<typeof lecturerListQuery>,
): Promise<z.input<typeof lecturerListResponse>> {
  const conditions: (SQL | undefined)[] = [isLecturer];
  if (query.keyword) {
    const pattern = `%${escapeLike(query.keyword)}%`;
    conditions.push(
      or(ilike(users.name, pattern), ilike(users.realName, pattern), ilike(users.email, pattern)),
    );
  }
  if (query.status !== 'ALL') conditions.push(sql`${profileStatus} = ${query.status}`);
  const where = and(...conditions);
  const { rows, total } = await readPage(
    tx,
    tx
      .select(columns)
      .from(users)
      .leftJoin(lecturerProfiles, eq(lecturerProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id)),
    query,
  );
  return pagedList(rows.map(summaryOf), total, query);
}

type Row = Awaited<ReturnType<typeof loadRow>>;

async function loadRow(tx: Tx, id: number) {
  const [row] = await tx
    .select(columns)
    .from(users)
    .leftJoin(lecturerProfiles, eq(lecturerProfiles.userId, users.id))
    .where(and(eq(users.id, id), isLecturer));
  if (!row) throw notFound();
  return row;
}

/** A lecturer as the list shows them. */
function summaryOf(row: Row): z.input<typeof lecturerRow> {
  return {
    id: row.id,
    name: row.name,
    real_name: row.realName,
    email: row.email,
    headline: row.headline,
    status: row.status,
    courses_count: row.coursesCount,
    payouts_count: row.payoutsCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** A lecturer as their screens show them: the list's fields and the profile's. */
function serialize(row: Row): z.input<typeof lecturerProfile> {
  return {
    ...summaryOf(row),
    description: row.description,
    can_sign_in: row.passwordHash.startsWith('scrypt$'),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The fields of a lecturer an audit entry names. */
function auditValues(row: Row) {
  return {
    email: row.email,
    name: row.name,
    real_name: row.realName,
    headline: row.headline,
    description: row.description,
    status: row.status,
  };
}

/** One lecturer's profile (404 when `id` is no lecturer). */
export async function getLecturer(tx: Tx, id: number): Promise<z.input<typeof lecturerProfile>> {
  return serialize(await loadRow(tx, id));
}

/** Whether sanitised rich text shows nothing (no text, no image or video). */
function blank(html: string): boolean {
  if (/<(img|video|iframe)\b/i.test(html)) return false;
  const textOnly = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return textOnly === '';
}

interface CheckedBody {
  readonly email: string;
  readonly name: string;
  readonly realName: string;
  readonly headline: string;
  readonly description: string;
}

const emailFormat = z.email();

/** Checks a body: every problem at once at its field (the e-mail's uniqueness is checked after). */
function check(body: z.output<typeof lecturerBody>): { problems: Problems; draft: CheckedBody } {
  const problems: Problems = {};
  const add = (field: string, problem: Problem) => (problems[field] ??= []).push(problem);
  if (body.email === '') add('email', { id: 'validation.required' });
  else if (!emailFormat.safeParse(body.email).success) add('email', { id: 'validation.email' });
  if (body.real_name === '') add('real_name', { id: 'lecturer.realNameEmpty' });
  const description = sanitizeIntroduction(body.description);
  if (blank(description)) add('description', { id: 'lecturer.descriptionEmpty' });
  return {
    problems,
    draft: {
      email: body.email,
      name: body.name === '' ? body.real_name : body.name,
      realName: body.real_name,
      headline: body.headline,
      description,
    },
  };
}

function refuse(problems: Problems): void {
  if (Object.keys(problems).length > 0) throw new HttpError(400, problems);
}

/** The user holding an e-mail address (without case), if any. */
async function userByEmail(tx: Tx, email: string) {
  const [found] = await tx
    .select({ id: users.id, roles: users.roles, name: users.name })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .for('update');
  return found ?? null;
}

/**
 * Creates a lecturer: an existing user with the e-mail who is not a lecturer yet gets the TEACHER
 * role and a profile; otherwise a new account whose password cannot match until they set one
 * through the INVITATION queued to them.
 */
export async function createLecturer(
  tx: Tx,
  body: z.output<typeof lecturerBody>,
  actorId: number,
  publicUrl: string,
): Promise<z.input<typeof lecturerProfile>> {
  const { problems, draft } = check(body);
  const existing = problems['email'] ? null : await userByEmail(tx, draft.email);
  if (existing?.roles.includes('TEACHER')) add(problems, 'email', { id: 'lecturer.emailTaken' });
  refuse(problems);
  let id: number;
  if (existing) {
    id = existing.id;
    await tx
      .update(users)
      .set({
        roles: sql`array_append(${users.roles}, 'TEACHER'::role)`,
        realName: draft.realName,
        name: body.name === '' ? existing.name : draft.name,
      })
      .where(eq(users.id, id));
  } else {
    const [created] = await tx
      .insert(users)
      .values({
        email: draft.email,
        name: draft.name,
        realName: draft.realName,
        passwordHash: unusablePasswordHash(),
        roles: ['TEACHER'],
      })
      .returning({ id: users.id });
    if (!created) throw new Error('The lecturer was not created');
    id = created.id;
    await sendSetPasswordLink(
      tx,
      { userId: id, purpose: 'INVITE', createdBy: actorId, publicUrl },
      new Date(),
    );
  }
  return saveProfile(tx, id, draft, null, actorId);
}

/**
 * Writes a lecturer's profile (headline, description) and records the change in the audit log
 * (`before` null: created); answers the lecturer as the contract shows them.
 */
async function saveProfile(
  tx: Tx,
  id: number,
  draft: CheckedBody,
  before: Awaited<ReturnType<typeof loadRow>> | null,
  actorId: number,
): Promise<z.input<typeof lecturerProfile>> {
  await tx
    .insert(lecturerProfiles)
    .values({ userId: id, headline: draft.headline, description: draft.description })
    .onConflictDoUpdate({
      target: lecturerProfiles.userId,
      set: { headline: draft.headline, description: draft.description, updatedAt: new Date() },
    });
  const after = await loadRow(tx, id);
  await recordAudit(tx, {
    subject: 'LECTURER',
    key: id,
    ownerId: id,
    action: before ? 'UPDATE' : 'CREATE',
    before: before ? auditValues(before) : null,
    after: auditValues(after),
    actorId,
  });
  return serialize(after);
}

function add(problems: Problems, field: string, problem: Problem): void {
  (problems[field] ??= []).push(problem);
}

/** Updates a lecturer's account fields and profile (the rules of creating). */
export async function updateLecturer(
  tx: Tx,
  id: number,
  body: z.output<typeof lecturerBody>,
  actorId: number,
): Promise<z.input<typeof lecturerProfile>> {
  const before = await loadRow(tx, id);
  const { problems, draft } = check(body);
  if (!problems['email']) {
    const holder = await userByEmail(tx, draft.email);
    if (holder && holder.id !== id) add(problems, 'email', { id: 'lecturer.emailInUse' });
  }
  refuse(problems);
  await tx
    .update(users)
    .set({ email: draft.email, name: draft.name, realName: draft.realName })
    .where(eq(users.id, id));
  return saveProfile(tx, id, draft, before, actorId);
}

/** Sets a lecturer's status (ACTIVE or SUSPENDED). */
export async function setLecturerStatus(
  tx: Tx,
  id: number,
  status: LecturerStatus,
  actorId: number,
): Promise<z.input<typeof lecturerProfile>> {
  const before = await loadRow(tx, id);
  await tx
    .insert(lecturerProfiles)
    .values({ userId: id, description: before.description, status })
    .onConflictDoUpdate({
      target: lecturerProfiles.userId,
      set: { status, updatedAt: new Date() },
    });
  const after = await loadRow(tx, id);
  await recordAudit(tx, {
    subject: 'LECTURER',
    key: id,
    ownerId: id,
    action: 'UPDATE',
    before: { status: before.status },
    after: { status: after.status },
    actorId,
  });
  return serialize(after);
}
