/** The auth routes: login (rate-limited, timing-safe) and logout. */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/sessions.ts';
import { createSession, revokeSession } from '../../auth/sessions.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { checkAttempt, loginPolicy, recordFailure, recordSuccess } from '../../auth/rate-limit.ts';
import { authContract } from '../../contract/auth.ts';
import { users } from '../../db/schema.ts';
import { afterTransaction } from '../../http/after-transaction.ts';
import { HttpError, badRequest, invalidToken } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';

/** A hash to check passwords against when the email is unknown, so both cases cost one KDF run. */
const unknownAccountHash = hashPassword(randomBytes(16).toString('base64url'));

/** 429 with Retry-After, in seconds under a minute, else in minutes. */
function tooManyAttempts(waitMs: number): HttpError {
  const seconds = Math.ceil(waitMs / 1000);
  const headers = { 'Retry-After': String(seconds) };
  return seconds < 60
    ? new HttpError(429, { id: 'auth.tooManyAttemptsSeconds', values: { seconds } }, headers)
    : new HttpError(
        429,
        { id: 'auth.tooManyAttempts', values: { minutes: Math.ceil(seconds / 60) } },
        headers,
      );
}

function signedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw invalidToken();
  return viewer;
}

/** Declared routes of this resource. */
export const authRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: authContract.login,
    summary:
      'Log in with email and password; answers a bearer token. Failed attempts are limited per account and per client address with increasing delays (429 with Retry-After); an address does not stop accounts that logged in from it before.',
    tag: 'auth',
    access: { kind: 'public' },
    handler: async ({ tx, body, env, ip }) => {
      const keys = { account: body.email.toLowerCase(), address: ip };
      const policy = loginPolicy(env);
      const now = new Date();
      const check = await checkAttempt(tx, keys, now, policy);
      if (check.waitMs > 0) throw tooManyAttempts(check.waitMs);
      const [user] = await tx
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${body.email})`)
        .limit(1);
      // Run the KDF either way so the answer time does not tell which emails have accounts.
      const valid = await verifyPassword(
        body.password,
        user?.passwordHash ?? (await unknownAccountHash),
      );
      if (!user || !valid) {
        await recordFailure(tx, keys, check, now, policy);
        // The failure is committed with the transaction; the answer is the error.
        return afterTransaction(() =>
          Promise.reject(badRequest('auth.badCredentials', 'password')),
        );
      }
      await recordSuccess(tx, keys, now);
      const session = await createSession(tx, user.id);
      return { token: session.token, expires_at: session.expiresAt.toISOString() };
    },
  }),
  defineRoute({
    operation: authContract.logout,
    summary: 'Log out: revokes the current token (it answers 403 afterwards).',
    tag: 'auth',
    access: { kind: 'signed-in' },
    handler: async ({ tx, viewer }) => {
      await revokeSession(tx, signedIn(viewer).sessionId);
      return { ok: true as const };
    },
  }),
];
