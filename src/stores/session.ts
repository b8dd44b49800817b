/**
 * The session: who is signed in on this host (`$session`), loaded from `GET /v2/me` (logged in
 * when me is non-empty) and, for non-lecturers, `GET /lecturers/v2/permissions`. The last session
 * this browser knew for the same login and host shows at once on the next page while it is
 * checked again; the guard decides only on the checked one (and the server on every call).
 */
import { atom } from 'nanostores';
import type { MeResponse } from '../../server/src/contract/me.ts';
import { logout as apiLogout } from '../api/auth.ts';
import { isSignedOut } from '../api/client.ts';
import { answers } from '../api/http.ts';
import { fetchMe, fetchPermissions } from '../api/me.ts';
import { personaOf, visibleSections, type Persona } from '../lib/access.ts';
import { fingerprint } from '../lib/fingerprint.ts';
import { readLoginToken, removeLoginToken } from '../lib/session.ts';
import type { SectionId } from '../routes/table.ts';

/** What the back office knows about the user. */
export type SessionState =
  | { readonly status: 'unknown' | 'loading' | 'anonymous' }
  | { readonly status: 'error'; readonly error: string }
  | {
      readonly status: 'ready';
      readonly me: MeResponse;
      readonly persona: Persona;
      readonly permissions: readonly string[];
      readonly sections: readonly SectionId[];
    };

type ReadySession = Extract<SessionState, { status: 'ready' }>;

/** The current session. */
export const $session = atom<SessionState>({ status: 'unknown' });

let pending: Promise<SessionState> | null = null;

/** Where the last known session is kept (this origin's localStorage). */
export const SESSION_KEY = 'backoffice:session';

interface StoredSession {
  readonly host: string;
  /** A fingerprint of the login token the session belongs to (never the token). */
  readonly login: string;
  readonly session: ReadySession;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The session this browser last knew for the current login on a kind of host, or null. */
export function lastKnownSession(host: string): ReadySession | null {
  const token = readLoginToken();
  const text = token === null ? null : storage()?.getItem(SESSION_KEY);
  if (!token || !text) return null;
  try {
    const stored = JSON.parse(text) as StoredSession;
    return stored.host === host && stored.login === fingerprint(token) ? stored.session : null;
  } catch {
    return null;
  }
}

function remember(host: string, state: SessionState): void {
  const store = storage();
  const token = readLoginToken();
  try {
    if (state.status === 'ready' && token) {
      const stored: StoredSession = { host, login: fingerprint(token), session: state };
      store?.setItem(SESSION_KEY, JSON.stringify(stored));
    } else if (state.status !== 'error') store?.removeItem(SESSION_KEY);
  } catch {
    // Storage can be full or blocked: the next page waits for the session.
  }
}

/** Loads the session for a kind of host (once; `force` reloads). */
export function loadSession(
  host: 'admin' | 'lecturer' | 'unknown',
  force = false,
): Promise<SessionState> {
  if (!force && pending) return pending;
  const current = $session.get();
  if (!force && (current.status === 'ready' || current.status === 'anonymous'))
    return Promise.resolve(current);
  const known = current.status === 'unknown' ? lastKnownSession(host) : null;
  $session.set(known ?? { status: 'loading' });
  pending = (async (): Promise<SessionState> => {
    try {
      const me = await fetchMe();
      if (Object.keys(me).length === 0) return { status: 'anonymous' };
      const persona = personaOf(me.roles, host);
      const permissions =
        persona === 'admin' ? (await fetchPermissions()).data.map((item) => item.key) : [];
      return {
        status: 'ready',
        me,
        persona,
        permissions,
        sections: visibleSections(persona, permissions),
      };
    } catch (error) {
      if (isSignedOut(error)) return { status: 'anonymous' };
      return { status: 'error', error: error instanceof Error ? error.message : String(error) };
    }
  })().then((state) => {
    remember(host, state);
    $session.set(state);
    pending = null;
    return state;
  });
  return pending;
}

/**
 * Forgets a signed-in user after the server refused their token (the cookie is already gone);
 * returns whether there was one (a load in progress handles its own 403).
 */
export function sessionLost(): boolean {
  storage()?.removeItem(SESSION_KEY);
  answers.clear();
  if ($session.get().status !== 'ready') return false;
  $session.set({ status: 'anonymous' });
  return true;
}

/**
 * Replaces the signed-in user's acknowledged prompts (the answer of recording one), in the session
 * and in the one remembered for the next page, so a dismissed prompt does not show there again.
 */
export function updatePrompts(prompts: readonly string[]): void {
  const current = $session.get();
  if (current.status !== 'ready') return;
  const next: ReadySession = { ...current, me: { ...current.me, prompts: [...prompts] } };
  $session.set(next);
  const store = storage();
  try {
    const text = store?.getItem(SESSION_KEY);
    if (!text) return;
    const stored = JSON.parse(text) as StoredSession;
    store?.setItem(SESSION_KEY, JSON.stringify({ ...stored, session: next }));
  } catch {
    // Storage can be full or blocked: the next page checks the session again anyway.
  }
}

/** Logs out: revokes the session on the server, removes the login cookie, forgets the user and their kept answers. */
export async function signOut(): Promise<void> {
  try {
    await apiLogout();
  } finally {
    removeLoginToken();
    storage()?.removeItem(SESSION_KEY);
    answers.clear();
    $session.set({ status: 'anonymous' });
  }
}
