/**
 * Administrators and their permission keys: the users holding the ADMIN role, by name, and
 * replacing one's keys with keys of the known set. Nobody changes their own keys (they could lock
 * themselves out); the change is audited (`SETTING`, key `admin:<id>`) and holds from the next
 * request (sessions read permissions per request).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../audit/record.ts';
import type { Administrator, AdministratorList } from '../../contract/settings.ts';
import { administratorAuditKey, isPermissionKey } from '../../contract/plain/settings.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { userPermissions, users } from '../../db/schema.ts';
import { HttpError, notFound, type Problem } from '../../http/errors.ts';
import { pagedList, readPage } from '../../http/paging.ts';

type Tx = Database | Transaction;

const isAdmin = sql`'ADMIN' = any(${users.roles})`;

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

/** One page of administrators by name, each with their keys. */
export async function listAdministrators(
  tx: Tx,
  page: number,
  perPage: number,
): Promise<AdministratorList> {
  const ask = { page, per_page: perPage };
  const { rows, total } = await readPage(
    tx,
    tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(isAdmin)
      .orderBy(asc(users.name), asc(users.id)),
    ask,
  );
  const keys = await keysOf(
    tx,
    rows.map((row) => row.id),
  );
  const data = rows.map((row) => ({ ...row, permissions: keys.get(row.id) ?? [] }));
  return pagedList(data, total, ask);
}

/** The keys as stored: known, once each, an area's `.read` left out when its `.*` is given. */
function normalized(keys: readonly string[]): string[] {
  const unique = [...new Set(keys)];
  return unique
    .filter((key) => !(key.endsWith('.read') && unique.includes(key.replace(/\.read$/, '.*'))))
    .sort();
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
  const [target] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), isAdmin))
    .for('update');
  if (!target) throw notFound();
  if (target.id === actorId)
    throw new HttpError(400, { permissions: [{ id: 'administrators.ownPermissions' }] });
  const unknown = [...new Set(keys.filter((key) => !isPermissionKey(key)))];
  if (unknown.length > 0)
    throw new HttpError(400, {
      permissions: unknown.map((key): Problem => ({
        id: 'administrators.unknownPermission',
        values: { key },
      })),
    });
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
  return { ...target, permissions: after };
}
