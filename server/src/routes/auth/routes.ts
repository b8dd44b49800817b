/** The auth routes: login (rate-limited, timing-safe) and logout. */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/sessions.ts';
import { createSession, revokeSession } from '../../auth/sessions.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { loginLimiterFor } from '../../auth/rate-limit.ts';
import { authContract } from '../../contract/auth.ts';
import { users } from '../../db/schema.ts';
import { HttpError, badRequest, invalidToken } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';

/** A hash to check passwords against when the email is unknown, so both cases cost one KDF run. */
const unknownAccountHash = hashPassword(randomBytes(16).toString('base64url'));

function signedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw invalidToken();
  return viewer;
}

/** Declared routes of this resource. */
export const authRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: authContract.login,
    summary:
      'Log in with email and password; answers a bearer token. Failed attempts are limited per client IP and per account (429).',
    tag: 'auth',
    access: { kind: 'public' },
    handler: async ({ tx, body, env, ip }) => {
      const account = body.email.toLowerCase();
      const limiter = loginLimiterFor(env);
      const decision = limiter.attempt(ip, account);
      if (!decision.allowed) {
        throw new HttpError(429, {
          id: 'auth.tooManyAttempts',
          values: { minutes: Math.max(1, Math.ceil(decision.retryAfterMs / 60_000)) },
        });
      }
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
      if (!user || !valid) throw badRequest('auth.badCredentials', 'password');
      limiter.succeeded(ip, account);
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
