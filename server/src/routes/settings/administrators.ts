/**
 * Administrators (staff accounts) and their permission keys: the users holding the ADMIN role, by
 * name, with their status (active, invited, deactivated) and last invitation; inviting one by
 * e-mail (an account with no usable password and a one-time set-password link, valid 48 hours),
 * sending the invitation again (the earlier links stop) or withdrawing it (the never-activated
 * account goes), replacing one's keys with keys of the known set, deactivating (their sessions end
 * at once) and reactivating. Nobody changes their own keys or deactivates themselves (they could
 * lock themselves out). Every change is audited (`SETTING`, key `admin:<id>`); keys hold from the
 * next request (sessions read permissions per request).
 */
import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import { stopPasswordTokens } from '../../auth/password-tokens.ts';
import { recordAudit } from '../../audit/record.ts';
import type { MailLocale } from '../../contract/plain/mail.ts';
import type { Administrator, AdministratorList } from '../../contract/settings.ts';
import {
  administratorAuditKey,
  isPermissionKey,
  type StaffStatus,
} from '../../contract/plain/settings.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { auditEntries, passwordTokens, sessions, userPermissions, users } from '../../db/schema.ts';
import { HttpError, badRequest, notFound, type Problem } from '../../http/errors.ts';
import { pagedList, readPage } from '../../http/paging.ts';
import { sendSetPasswordLink } from '../../mail/set-password.ts';

type Tx = Database | Transaction;

const isAdmin = sql`'ADMIN' = any(${users.roles})`;

/** The password hash of an invited account: no password matches it until they set one. */
function invitedPasswordHash(): string {
  return `!invited$${crypto.randomUUID()}`;
}

/** Whether a stored hash is a real password (an invited account has none yet). */
function hasPassword(hash: string): boolean {
  return hash.startsWith('scrypt$');
}

/** A staff account's status from its row. */
function statusOf(row: { memberStatus: string; passwordHash: string }): StaffStatus {
  if (row.memberStatus !== 'ACTIVE') return 'DEACTIVATED';
  return hasPassword(row.passwordHash) ? 'ACTIVE' : 'INVITED';
}

/** The permission keys of users, sorted, by user id. */
async function keysOf(tx: Tx, ids: readonly number[]): Promise<Map<number, string[]>> {
  const byUser = new Map<number, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byUser;
  const rows = await tx
    .select()
    .from(userPermissions)
    .where(inArray(userPermissions.userId, [...ids]))
    .orderBy(asc(userPermissions.key));
  for (const row of rows) byUser.get(row.userId)?.push(row.key);
  return byUser;
}

/** When each user's last invitation was sent, by user id. */
async function invitedAtOf(tx: Tx, ids: readonly number[]): Promise<Map<number, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ userId: passwordTokens.userId, at: max(passwordTokens.createdAt) })
    .from(passwordTokens)
    .where(and(inArray(passwordTokens.userId, [...ids]), eq(passwordTokens.purpose, 'INVITE')))
    .groupBy(passwordTokens.userId);
  return new Map(rows.flatMap((row) => (row.at ? [[row.userId, row.at] as const] : [])));
}

const staffFields = {
  id: users.id,
  name: users.name,
  email: users.email,
  memberStatus: users.memberStatus,
  passwordHash: users.passwordHash,
};

type StaffRow = { id: number; name: string; email: string } & Parameters<typeof statusOf>[0];

/** Staff rows as the contract shows them. */
async function administratorsOf(tx: Tx, rows: readonly StaffRow[]): Promise<Administrator[]> {
  const ids = rows.map((row) => row.id);
  const keys = await keysOf(tx, ids);
  const invited = await invitedAtOf(tx, ids);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    permissions: keys.get(row.id) ?? [],
    status: statusOf(row),
    invited_at: invited.get(row.id)?.toISOString() ?? null,
  }));
}

/** One page of administrators by name, each with their keys, status and last invitation. */
export async function listAdministrators(
  tx: Tx,
  page: number,
  perPage: number,
): Promise<AdministratorList> {
  const ask = { page, per_page: perPage };
  const { rows, total } = await readPage(
    tx,
    tx.select(staffFields).from(users).where(isAdmin).orderBy(asc(users.name), asc(users.id)),
    ask,
  );
  return pagedList(await administratorsOf(tx, rows), total, ask);
}

/** The keys as stored: known, once each, an area's `.read` left out when its `.*` is given. */
function normalized(keys: readonly string[]): string[] {
  const unique = [...new Set(keys)];
  return unique
    .filter((key) => !(key.endsWith('.read') && unique.includes(key.replace(/\.read$/, '.*'))))
    .sort();
}

/** 400 at `permissions` for keys outside the known set. */
function refuseUnknownKeys(keys: readonly string[]): void {
  const unknown = [...new Set(keys.filter((key) => !isPermissionKey(key)))];
  if (unknown.length > 0)
    throw new HttpError(400, {
      permissions: unknown.map((key): Problem => ({
        id: 'administrators.unknownPermission',
        values: { key },
      })),
    });
}

/** An administrator's row, locked for the change; 404 unless `id` is a user with the ADMIN role. */
async function lockedAdministrator(tx: Tx, id: number): Promise<StaffRow> {
  const [target] = await tx
    .select(staffFields)
    .from(users)
    .where(and(eq(users.id, id), isAdmin))
    .for('update');
  if (!target) throw notFound();
  return target;
}

/** One administrator as the contract shows them. */
async function administratorOf(tx: Tx, id: number): Promise<Administrator> {
  const [row] = await administratorsOf(tx, [await lockedAdministrator(tx, id)]);
  if (!row) throw notFound();
  return row;
}

/**
 * Replaces an administrator's keys: 404 unless `id` is a user with the ADMIN role; 400 at
 * `permissions` for one's own keys or a key not in the known set.
 */
export async function replacePermissions(
  tx: Tx,
  id: number,
  keys: readonly string[],
  actorId: number,
): Promise<Administrator> {
  const target = await lockedAdministrator(tx, id);
  if (target.id === actorId)
    throw new HttpError(400, { permissions: [{ id: 'administrators.ownPermissions' }] });
  refuseUnknownKeys(keys);
  const before = (await keysOf(tx, [id])).get(id) ?? [];
  const after = normalized(keys);
  await tx.delete(userPermissions).where(eq(userPermissions.userId, id));
  if (after.length > 0)
    await tx.insert(userPermissions).values(after.map((key) => ({ userId: id, key })));
  await recordAudit(tx, {
    subject: 'SETTING',
    key: administratorAuditKey(id),
    ownerId: id,
    action: 'UPDATE',
    before: { permissions: before },
    after: { permissions: after },
    actorId,
  });
  return administratorOf(tx, id);
}

/**
 * Invites an administrator: a new account with the ADMIN role, the keys, no usable password, and
 * an INVITATION with a one-time link in `locale`. 400 at `email` for an invalid or registered
 * address, at `permissions` for an unknown key.
 */
export async function inviteAdministrator(
  tx: Tx,
  body: {
    readonly email: string;
    readonly name: string;
    readonly permissions: readonly string[];
    readonly locale: MailLocale;
  },
  actorId: number,
  publicUrl: string,
  now: Date,
): Promise<Administrator> {
  const problems: Record<string, Problem[]> = {};
  if (body.email === '') problems['email'] = [{ id: 'validation.required' }];
  else if (!z.email().safeParse(body.email).success)
    problems['email'] = [{ id: 'validation.email' }];
  else {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${body.email})`);
    if (taken) problems['email'] = [{ id: 'administrators.emailTaken' }];
  }
  const unknown = body.permissions.filter((key) => !isPermissionKey(key));
  if (unknown.length > 0)
    problems['permissions'] = [...new Set(unknown)].map((key) => ({
      id: 'administrators.unknownPermission',
      values: { key },
    }));
  if (Object.keys(problems).length > 0) throw new HttpError(400, problems);
  const [created] = await tx
    .insert(users)
    .values({
      email: body.email,
      name: body.name === '' ? body.email : body.name,
      passwordHash: invitedPasswordHash(),
      roles: ['ADMIN'],
      locale: body.locale,
    })
    .returning({ id: users.id });
  if (!created) throw new Error('The administrator was not created');
  const keys = normalized(body.permissions);
  if (keys.length > 0)
    await tx.insert(userPermissions).values(keys.map((key) => ({ userId: created.id, key })));
  await sendSetPasswordLink(
    tx,
    { userId: created.id, purpose: 'INVITE', createdBy: actorId, publicUrl },
    now,
  );
  await recordAudit(tx, {
    subject: 'SETTING',
    key: administratorAuditKey(created.id),
    ownerId: null,
    action: 'CREATE',
    before: null,
    after: { email: body.email, permissions: keys, status: 'INVITED' },
    actorId,
  });
  return administratorOf(tx, created.id);
}

/** A pending invitation's administrator, locked; 400 when they already set a password. */
async function invitedAdministrator(tx: Tx, id: number): Promise<StaffRow> {
  const target = await lockedAdministrator(tx, id);
  if (statusOf(target) !== 'INVITED') throw badRequest('administrators.notInvited');
  return target;
}

/** Sends an invitation again: a new link (the earlier ones stop); 400 unless one is pending. */
export async function resendInvitation(
  tx: Tx,
  id: number,
  actorId: number,
  publicUrl: string,
  now: Date,
): Promise<Administrator> {
  await invitedAdministrator(tx, id);
  await sendSetPasswordLink(
    tx,
    { userId: id, purpose: 'INVITE', createdBy: actorId, publicUrl },
    now,
  );
  await recordAudit(tx, {
    subject: 'SETTING',
    key: administratorAuditKey(id),
    ownerId: null,
    action: 'UPDATE',
    before: null,
    after: { invited_at: now.toISOString() },
    actorId,
  });
  return administratorOf(tx, id);
}

/**
 * Withdraws a pending invitation: its links stop and the never-activated account is removed (its
 * audit entries stay, by key). 400 unless an invitation is pending.
 */
export async function withdrawInvitation(
  tx: Tx,
  id: number,
  actorId: number,
  now: Date,
): Promise<void> {
  const target = await invitedAdministrator(tx, id);
  await stopPasswordTokens(tx, id, null, now);
  await tx.update(auditEntries).set({ ownerId: null }).where(eq(auditEntries.ownerId, id));
  await recordAudit(tx, {
    subject: 'SETTING',
    key: administratorAuditKey(id),
    ownerId: null,
    action: 'DELETE',
    before: { email: target.email, status: 'INVITED' },
    after: null,
    actorId,
  });
  await tx.delete(users).where(eq(users.id, id));
}

/**
 * Deactivates (their sessions end at once and they cannot log in) or reactivates an
 * administrator; 400 for oneself.
 */
export async function updateAdministratorStatus(
  tx: Tx,
  id: number,
  status: 'ACTIVE' | 'DEACTIVATED',
  actorId: number,
  now: Date,
): Promise<Administrator> {
  const target = await lockedAdministrator(tx, id);
  if (id === actorId) throw badRequest('administrators.deactivateSelf', 'status');
  const before = statusOf(target);
  await tx
    .update(users)
    .set({ memberStatus: status === 'ACTIVE' ? 'ACTIVE' : 'BLOCKED' })
    .where(eq(users.id, id));
  if (status === 'DEACTIVATED')
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
  const after = await administratorOf(tx, id);
  if (after.status !== before)
    await recordAudit(tx, {
      subject: 'SETTING',
      key: administratorAuditKey(id),
      ownerId: id,
      action: 'UPDATE',
      before: { status: before },
      after: { status: after.status },
      actorId,
    });
  return after;
}
