/**
 * Login limiting, per account and per address, kept in the database so that every API process
 * shares it. Each key allows some failures in a row; past them every failure makes the key wait
 * longer (a first delay, doubling, up to a ceiling). An account's failures go on a successful
 * login; an address's go only with time. A limited address does not stop an account that has
 * logged in from it before, so one person guessing behind a shared address (an office, a proxy
 * without TRUST_PROXY) does not lock out everyone else there.
 *
 * A login locks its two rows for the length of the attempt (password check included): attempts on
 * one account or from one address take turns, so concurrent ones cannot slip past the count.
 */
import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.ts';
import { loginAddresses, loginLimits } from '../db/schema.ts';
import type { Env } from '../env.ts';

/** How one kind of key is limited. */
export interface KeyPolicy {
  /** Failures in a row allowed before delays start. */
  readonly freeFailures: number;
  /** Failures are forgotten after this long without one (milliseconds). */
  readonly resetMs: number;
}

/** The limits of logins. */
export interface LoginPolicy {
  readonly account: KeyPolicy;
  readonly address: KeyPolicy;
  /** The wait after the first failure past the free ones; each further one doubles it. */
  readonly firstDelayMs: number;
  /** The longest wait. */
  readonly maxDelayMs: number;
  /** How long an address an account logged in from stays known to it. */
  readonly knownAddressMs: number;
}

/** A key's counter as stored. */
export interface LimitState {
  readonly failures: number;
  readonly lastFailureAt: Date | null;
  readonly blockedUntil: Date | null;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The login policy of an environment. */
export function loginPolicy(env: Env): LoginPolicy {
  return {
    account: {
      freeFailures: env.LOGIN_ACCOUNT_FREE_FAILURES,
      resetMs: env.LOGIN_ACCOUNT_RESET_HOURS * HOUR_MS,
    },
    address: {
      freeFailures: env.LOGIN_ADDRESS_FREE_FAILURES,
      resetMs: env.LOGIN_ADDRESS_RESET_MINUTES * MINUTE_MS,
    },
    firstDelayMs: env.LOGIN_FIRST_DELAY_SECONDS * 1000,
    maxDelayMs: env.LOGIN_MAX_DELAY_MINUTES * MINUTE_MS,
    knownAddressMs: env.LOGIN_KNOWN_ADDRESS_DAYS * 24 * HOUR_MS,
  };
}

/** Milliseconds a key must still wait at `now` (0: it may try). */
export function waitOf(state: LimitState | undefined, now: Date): number {
  const until = state?.blockedUntil?.getTime() ?? 0;
  return Math.max(0, until - now.getTime());
}

/** A key's counter after one more failure at `now`. */
export function afterFailure(
  state: LimitState | undefined,
  now: Date,
  key: KeyPolicy,
  policy: LoginPolicy,
): LimitState {
  const last = state?.lastFailureAt?.getTime();
  const stale = last === undefined || now.getTime() - last >= key.resetMs;
  const failures = (stale ? 0 : (state?.failures ?? 0)) + 1;
  const past = failures - key.freeFailures;
  if (past <= 0) return { failures, lastFailureAt: now, blockedUntil: null };
  const delay = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(past - 1, 40));
  return { failures, lastFailureAt: now, blockedUntil: new Date(now.getTime() + delay) };
}

/** The two keys of an attempt. */
export interface AttemptKeys {
  /** The e-mail, lower-cased. */
  readonly account: string;
  /** The client's address. */
  readonly address: string;
}

const accountKey = (keys: AttemptKeys) => `account:${keys.account}`;
const addressKey = (keys: AttemptKeys) => `address:${keys.address}`;

/** What a login attempt learns before the password is checked. */
export interface AttemptCheck {
  /** Milliseconds to wait before trying again; 0 when the attempt may go on. */
  readonly waitMs: number;
  readonly account: LimitState | undefined;
  readonly address: LimitState | undefined;
}

/**
 * Locks the attempt's two counters (until the transaction ends) and says whether it may go on.
 * The address's wait does not apply to an account that logged in from it recently.
 */
export async function checkAttempt(
  tx: Transaction,
  keys: AttemptKeys,
  now: Date,
  policy: LoginPolicy,
): Promise<AttemptCheck> {
  const rows = await tx
    .insert(loginLimits)
    .values([{ key: accountKey(keys) }, { key: addressKey(keys) }])
    // Touching the row on conflict locks it, like SELECT ... FOR UPDATE, and returns it.
    .onConflictDoUpdate({ target: loginLimits.key, set: { key: sql`excluded.key` } })
    .returning();
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const account = byKey.get(accountKey(keys));
  const address = byKey.get(addressKey(keys));
  let addressWait = waitOf(address, now);
  if (addressWait > 0) {
    const [known] = await tx
      .select({ account: loginAddresses.account })
      .from(loginAddresses)
      .where(
        and(
          eq(loginAddresses.account, keys.account),
          eq(loginAddresses.address, keys.address),
          gte(loginAddresses.lastSuccessAt, new Date(now.getTime() - policy.knownAddressMs)),
        ),
      )
      .limit(1);
    if (known) addressWait = 0;
  }
  return { waitMs: Math.max(waitOf(account, now), addressWait), account, address };
}

/** Counts a failed attempt on both keys (to be committed even though the answer is an error). */
export async function recordFailure(
  tx: Transaction,
  keys: AttemptKeys,
  check: AttemptCheck,
  now: Date,
  policy: LoginPolicy,
): Promise<void> {
  for (const [key, state, keyPolicy] of [
    [accountKey(keys), check.account, policy.account],
    [addressKey(keys), check.address, policy.address],
  ] as const) {
    await tx
      .update(loginLimits)
      .set(afterFailure(state, now, keyPolicy, policy))
      .where(eq(loginLimits.key, key));
  }
}

/** A successful login: the account's failures go, and the address becomes known to it. */
export async function recordSuccess(tx: Transaction, keys: AttemptKeys, now: Date): Promise<void> {
  await tx.delete(loginLimits).where(eq(loginLimits.key, accountKey(keys)));
  await tx
    .insert(loginAddresses)
    .values({ account: keys.account, address: keys.address, lastSuccessAt: now })
    .onConflictDoUpdate({
      target: [loginAddresses.account, loginAddresses.address],
      set: { lastSuccessAt: now },
    });
}

/** Removes counters and known addresses nobody needs any more (stale ones). */
export async function forgetStaleLogins(
  db: Database,
  now: Date,
  policy: LoginPolicy,
): Promise<void> {
  const longest = Math.max(policy.account.resetMs, policy.address.resetMs, policy.maxDelayMs);
  const before = new Date(now.getTime() - longest);
  await db
    .delete(loginLimits)
    .where(
      and(
        or(lt(loginLimits.lastFailureAt, before), sql`${loginLimits.lastFailureAt} is null`),
        or(lt(loginLimits.blockedUntil, now), sql`${loginLimits.blockedUntil} is null`),
      ),
    );
  await db
    .delete(loginAddresses)
    .where(lt(loginAddresses.lastSuccessAt, new Date(now.getTime() - policy.knownAddressMs)));
}
