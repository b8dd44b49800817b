/**
 * The auth routes: login (rate-limited, timing-safe), logout, setting a password through a one-time
 * link, and asking for such a link (forgot password).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../auth/sessions.ts';
import { createSession, revokeSession } from '../../auth/sessions.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { issuedSince, usePasswordToken } from '../../auth/password-tokens.ts';
import { MIN_PASSWORD_LENGTH } from '../../contract/plain/auth.ts';
import { sendSetPasswordLink } from '../../mail/set-password.ts';
import { checkAttempt, loginPolicy, recordFailure, recordSuccess } from '../../auth/rate-limit.ts';
import { authContract } from '../../contract/auth.ts';
import { users } from '../../db/schema.ts';
import { afterTransaction } from '../../http/after-transaction.ts';
import { HttpError, badRequest, invalidToken, type Problem } from '../../http/errors.ts';
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

/** How long after a reset link another is not sent (one a minute per account). */
const RESET_INTERVAL_MS = 60_000;

function signedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw invalidToken();
  return viewer;
}

/** Declared routes of this resource. */
export const authRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: authContract.login,
    summary:
      'Log in with email and password; answers a bearer token. The language of the request (`hilocale`) becomes the language of e-mail to the user. Failed attempts are limited per account and per client address with increasing delays (429 with Retry-After); an address does not stop accounts that logged in from it before.',
    tag: 'auth',
    access: { kind: 'public' },
    handler: async ({ tx, body, env, ip, locale }) => {
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
      // E-mail to the user is written in the language they last logged in with.
      await tx.update(users).set({ locale }).where(eq(users.id, user.id));
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
  defineRoute({
    operation: authContract.setPassword,
    summary:
      "Sets a password through a one-time link (invitation or reset): the token is valid 48 hours and once; using it ends the account's sessions and stops its other open links of that kind. A password shorter than 8 characters or a confirmation that differs is refused at its field; an unknown, expired or used token at `token`. Nothing changes on a refusal.",
    tag: 'auth',
    access: { kind: 'public' },
    handler: async ({ tx, body }) => {
      const problems: Record<string, Problem[]> = {};
      if (body.token === '') problems['token'] = [{ id: 'passwordToken.invalid' }];
      if (body.password.length < MIN_PASSWORD_LENGTH)
        problems['password'] = [{ id: 'password.tooShort', values: { min: MIN_PASSWORD_LENGTH } }];
      else if (body.password !== body.password_confirmation)
        problems['password_confirmation'] = [{ id: 'password.mismatch' }];
      if (Object.keys(problems).length > 0) throw new HttpError(400, problems);
      await usePasswordToken(tx, body.token, body.password, new Date());
      return { ok: true as const };
    },
  }),
  defineRoute({
    operation: authContract.forgotPassword,
    summary:
      'Asks for a set-password link: always answers the same (whether the address has an account is not told); a PASSWORD_RESET message is queued only for an active account that set a password, at most once a minute per account, in its locale.',
    tag: 'auth',
    access: { kind: 'public' },
    handler: async ({ tx, body, env }) => {
      const now = new Date();
      const [user] = await tx
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(
          and(sql`lower(${users.email}) = lower(${body.email})`, eq(users.memberStatus, 'ACTIVE')),
        )
        .limit(1);
      const canSignIn = user?.passwordHash.startsWith('scrypt$') === true;
      if (
        user &&
        canSignIn &&
        !(await issuedSince(tx, user.id, 'RESET', new Date(now.getTime() - RESET_INTERVAL_MS)))
      )
        await sendSetPasswordLink(
          tx,
          { userId: user.id, purpose: 'RESET', createdBy: null, publicUrl: env.PUBLIC_URL },
          now,
        );
      return { ok: true as const };
    },
  }),
];
