/**
 * The demo accounts' sessions of each worker's stack, signed in once by the global setup: a token
 * per account, and a storage state per account (the login cookie) for browser contexts.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContextOptions } from '@playwright/test';
import { join } from 'node:path';
import { e2eDataRoot, workerSlot } from '../../../playwright.config.ts';
import { repoRoot } from './source-files.ts';

/** The file of a worker slot's tokens, by email. */
export function sessionsFile(slot: number): string {
  return join(repoRoot, e2eDataRoot, `worker-${String(slot)}.sessions.json`);
}

/** The storage state (login cookie) of a demo account on a worker slot's stack. */
export function storageStateFile(slot: number, email: string): string {
  return join(repoRoot, e2eDataRoot, `worker-${String(slot)}.${email}.state.json`);
}

/** The storage state of a browser context holding a login token (a cookie of the hosts). */
export function storageStateOf(token: string) {
  return {
    cookies: [
      {
        name: 'token',
        value: token,
        domain: 'localhost',
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [],
  };
}

let tokens: Readonly<Record<string, string>> | null = null;

/**
 * The token of a demo account's session on this worker's stack. Tests share it: a test that logs
 * out or revokes a session signs in afresh instead (`signIn(context, email, { fresh: true })`).
 */
export function sharedToken(email: string): string {
  tokens ??= JSON.parse(readFileSync(sessionsFile(workerSlot), 'utf8')) as Record<string, string>;
  const token = tokens[email];
  if (!token) throw new Error(`No session of ${email} for worker ${String(workerSlot)}`);
  return token;
}

/** The login token a context's storage state (a file or an object) holds. */
export function tokenInState(state: BrowserContextOptions['storageState']): string {
  const { cookies } = (
    typeof state === 'string' ? JSON.parse(readFileSync(state, 'utf8')) : (state ?? { cookies: [] })
  ) as { cookies: readonly { name: string; value: string }[] };
  const token = cookies.find((cookie) => cookie.name === 'token')?.value;
  if (!token) throw new Error('The storage state holds no login token');
  return token;
}
