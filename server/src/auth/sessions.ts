/** Login sessions: random tokens stored as SHA-256 hashes, valid 365 days, revoked on logout. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.ts';
import type { Role } from '../contract/me.ts';
import { lecturerProfiles, sessions, userPermissions, users } from '../db/schema.ts';

/** How long a session lives (seed section 9: cookie lifetime 365 days). */
export const SESSION_DAYS = 365;

export type { Role } from '../contract/me.ts';

/** The user behind a valid token. */
export interface Viewer {
  readonly id: number;
  readonly email: string;
  readonly name: string;
  readonly avatarUrl: string | null;
  readonly roles: readonly Role[];
  readonly permissions: readonly string[];
  readonly sessionId: number;
}

/** The stored form of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a session; returns the token (shown once) and its expiry. */
export async function createSession(
  tx: Database | Transaction,
  userId: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await tx
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** A viewer's columns but the session's (one round trip with the user's roles and permissions). */
const viewerFields = {
  id: users.id,
  email: users.email,
  name: users.name,
  avatarUrl: users.avatarUrl,
  // A lecturer an administrator suspended is no lecturer until reinstated: every lecturer
  // operation and the lecturer host refuse them at once (an administrator stays one).
  roles: sql<
    Role[]
  >`case when exists (select 1 from ${lecturerProfiles} where ${lecturerProfiles.userId} = ${users.id} and ${lecturerProfiles.status} = 'SUSPENDED') then array_remove(${users.roles}, 'TEACHER') else ${users.roles} end`.mapWith(
    users.roles,
  ),
  permissions: sql<
    string[]
  >`coalesce((select array_agg(${userPermissions.key}) from ${userPermissions} where ${userPermissions.userId} = ${users.id}), '{}')`,
};

/**
 * A user as a viewer, as they are now (a signed link names them, not a session: sessionId 0), or
 * null when there is none or they are blocked.
 */
export async function viewerOfUser(
  db: Database | Transaction,
  userId: number,
): Promise<Viewer | null> {
  const [row] = await db
    .select(viewerFields)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.memberStatus, 'ACTIVE')))
    .limit(1);
  return row ? { ...row, sessionId: 0 } : null;
}

/** The viewer of a bearer token, or null when it is missing, unknown, expired, revoked or blocked. */
export async function authenticate(
  db: Database | Transaction,
  token: string | null,
  now = new Date(),
): Promise<Viewer | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ sessionId: sessions.id, ...viewerFields })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        // A member an administrator blocked is signed out everywhere at once.
        eq(users.memberStatus, 'ACTIVE'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Revokes a session (logout). */
export async function revokeSession(
  tx: Database | Transaction,
  sessionId: number,
  now = new Date(),
): Promise<void> {
  await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Reads the bearer token of an Authorization header. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
