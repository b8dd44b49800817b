/**
 * One-time set-password links (issue #32): a random token whose SHA-256 hash alone is stored,
 * valid 48 hours and used once. Issuing one stops the user's other open links of the purpose;
 * using one sets the password, ends the user's sessions and stops every other open link of the
 * purpose. An expired, used or stopped link changes nothing.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.ts';
import { passwordTokens, sessions, users } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { hashPassword } from './passwords.ts';
import { hashToken } from './sessions.ts';

type Tx = Database | Transaction;

/** What a link is for. */
export type PasswordTokenPurpose = (typeof passwordTokens.$inferSelect)['purpose'];

/** How long a link stays valid (48 hours). */
export const PASSWORD_TOKEN_MS = 48 * 3_600_000;

/** Stops a user's open links of a purpose (or of every purpose). */
export async function stopPasswordTokens(
  tx: Tx,
  userId: number,
  purpose: PasswordTokenPurpose | null,
  now: Date,
): Promise<void> {
  await tx
    .update(passwordTokens)
    .set({ stoppedAt: now })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        purpose ? eq(passwordTokens.purpose, purpose) : undefined,
        isNull(passwordTokens.usedAt),
        isNull(passwordTokens.stoppedAt),
      ),
    );
}

/** Issues a new link for a user (their other open links of the purpose stop); answers the raw token. */
export async function issuePasswordToken(
  tx: Tx,
  link: {
    readonly userId: number;
    readonly purpose: PasswordTokenPurpose;
    readonly createdBy: number | null;
  },
  now: Date,
): Promise<string> {
  await stopPasswordTokens(tx, link.userId, link.purpose, now);
  const token = randomBytes(32).toString('base64url');
  await tx.insert(passwordTokens).values({
    userId: link.userId,
    purpose: link.purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSWORD_TOKEN_MS),
    createdBy: link.createdBy,
  });
  return token;
}

/**
 * Uses a link: sets the password (scrypt, as every password), marks the link used, ends the user's
 * sessions and stops their other open links of the purpose. 400 at `token` when it is unknown,
 * expired, used or stopped (nothing changes). Answers the user's id.
 */
export async function usePasswordToken(
  tx: Tx,
  token: string,
  password: string,
  now: Date,
): Promise<number> {
  const [link] = await tx
    .select()
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.tokenHash, hashToken(token)),
        isNull(passwordTokens.usedAt),
        isNull(passwordTokens.stoppedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .for('update');
  if (!link) throw badRequest('passwordToken.invalid', 'token');
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, link.userId));
  await tx.update(passwordTokens).set({ usedAt: now }).where(eq(passwordTokens.id, link.id));
  await tx
    .update(passwordTokens)
    .set({ stoppedAt: now })
    .where(
      and(
        eq(passwordTokens.userId, link.userId),
        eq(passwordTokens.purpose, link.purpose),
        ne(passwordTokens.id, link.id),
        isNull(passwordTokens.usedAt),
        isNull(passwordTokens.stoppedAt),
      ),
    );
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, link.userId), isNull(sessions.revokedAt)));
  return link.userId;
}

/** Whether a user got a link of the purpose after `since` (forgot password asks at most once a minute). */
export async function issuedSince(
  tx: Tx,
  userId: number,
  purpose: PasswordTokenPurpose,
  since: Date,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: passwordTokens.id })
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.userId, userId),
        eq(passwordTokens.purpose, purpose),
        gt(passwordTokens.createdAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}
