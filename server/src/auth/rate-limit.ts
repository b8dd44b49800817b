/**
 * Login rate limiting: at most N failed attempts per window, counted per client IP and per account.
 *
 * The counters live in this process's memory. That is right for one API process (the reference
 * API); a deployment with several instances behind a load balancer needs a shared store (Redis,
 * a database table) with the same semantics, or each instance would allow N failures on its own.
 */
import type { Env } from '../env.ts';

/** One counted failure: when it happened and which account it was against. */
interface Failure {
  readonly at: number;
  readonly account: string;
}

/** Settings of a limiter. */
export interface RateLimitOptions {
  /** Failed attempts allowed per key within the window. */
  readonly maxAttempts: number;
  /** Length of the sliding window in milliseconds. */
  readonly windowMs: number;
  /** The clock (milliseconds); injectable for tests. */
  readonly now?: () => number;
  /** Keys kept at most per counter; the oldest are dropped beyond it (bounded memory). */
  readonly maxKeys?: number;
}

/** The outcome of asking to attempt a login. */
export type AttemptDecision =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterMs: number };

/** In-memory sliding-window limiter of failed logins, per IP and per account (see file comment). */
export class LoginRateLimiter {
  readonly #maxAttempts: number;
  readonly #windowMs: number;
  readonly #now: () => number;
  readonly #maxKeys: number;
  readonly #byIp = new Map<string, Failure[]>();
  readonly #byAccount = new Map<string, Failure[]>();

  constructor(options: RateLimitOptions) {
    this.#maxAttempts = options.maxAttempts;
    this.#windowMs = options.windowMs;
    this.#now = options.now ?? (() => Date.now());
    this.#maxKeys = options.maxKeys ?? 100_000;
  }

  /**
   * Decides whether a login may be tried. When it may, a failure is counted right away (so
   * concurrent attempts cannot slip past the limit); `succeeded` takes it back. A refused attempt
   * is not counted, so the block ends when the window has passed.
   */
  attempt(ip: string, account: string): AttemptDecision {
    const now = this.#now();
    const ipFailures = this.#recent(this.#byIp, ip, now);
    const accountFailures = this.#recent(this.#byAccount, account, now);
    const retryAfterMs = Math.max(
      this.#retryAfter(ipFailures, now),
      this.#retryAfter(accountFailures, now),
    );
    if (retryAfterMs > 0) return { allowed: false, retryAfterMs };
    const failure = { at: now, account };
    this.#append(this.#byIp, ip, ipFailures, failure);
    this.#append(this.#byAccount, account, accountFailures, failure);
    return { allowed: true };
  }

  /**
   * A login succeeded: forgets the account's failures (in its own counter and in the IP's). The
   * IP keeps the failures against other accounts, so a valid account cannot unlock guessing.
   */
  succeeded(ip: string, account: string): void {
    this.#byAccount.delete(account);
    const ipFailures = this.#byIp.get(ip);
    if (!ipFailures) return;
    const rest = ipFailures.filter((failure) => failure.account !== account);
    if (rest.length === 0) this.#byIp.delete(ip);
    else this.#byIp.set(ip, rest);
  }

  /** Failures still in the window for a key (expired ones are dropped). */
  #recent(map: Map<string, Failure[]>, key: string, now: number): Failure[] {
    const list = map.get(key);
    if (!list) return [];
    const recent = list.filter((failure) => now - failure.at < this.#windowMs);
    if (recent.length === 0) map.delete(key);
    else if (recent.length !== list.length) map.set(key, recent);
    return recent;
  }

  /** Milliseconds until a key may try again; 0 when it may now. */
  #retryAfter(recent: readonly Failure[], now: number): number {
    if (recent.length < this.#maxAttempts) return 0;
    // The attempt frees up when enough of the oldest failures have left the window.
    const freeing = recent[recent.length - this.#maxAttempts];
    return freeing ? freeing.at + this.#windowMs - now : 0;
  }

  #append(map: Map<string, Failure[]>, key: string, recent: Failure[], failure: Failure): void {
    // Keep only what the limit needs to look at.
    const list = [...recent, failure].slice(-this.#maxAttempts);
    map.delete(key);
    map.set(key, list);
    if (map.size > this.#maxKeys) this.#evict(map);
  }

  /** Drops expired keys, then the least recently failed ones, until the map fits. */
  #evict(map: Map<string, Failure[]>): void {
    const now = this.#now();
    for (const [key, list] of map) {
      if (list.every((failure) => now - failure.at >= this.#windowMs)) map.delete(key);
    }
    for (const key of map.keys()) {
      if (map.size <= this.#maxKeys) break;
      map.delete(key);
    }
  }
}

const limiters = new WeakMap<Env, LoginRateLimiter>();

/** The login limiter of an app (one per environment object, that is per app instance). */
export function loginLimiterFor(env: Env): LoginRateLimiter {
  let limiter = limiters.get(env);
  if (!limiter) {
    limiter = new LoginRateLimiter({
      maxAttempts: env.LOGIN_MAX_ATTEMPTS,
      windowMs: env.LOGIN_WINDOW_MINUTES * 60_000,
    });
    limiters.set(env, limiter);
  }
  return limiter;
}
