/**
 * The session: who is signed in on this host (`$session`), loaded from `GET /v2/me` (logged in
 * when me is non-empty) and, for non-lecturers, `GET /lecturers/v2/permissions`.
 */
import { atom } from 'nanostores';
import type { MeResponse } from '../../server/src/contract/me.ts';
import { logout as apiLogout } from '../api/auth.ts';
import { ApiError } from '../api/client.ts';
import { fetchMe, fetchPermissions } from '../api/me.ts';
import { personaOf, visibleSections, type Persona } from '../lib/access.ts';
import { removeLoginToken } from '../lib/session.ts';
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

/** The current session. */
export const $session = atom<SessionState>({ status: 'unknown' });

let pending: Promise<SessionState> | null = null;

/** Loads the session for a kind of host (once; `force` reloads). */
export function loadSession(
  host: 'admin' | 'lecturer' | 'unknown',
  force = false,
): Promise<SessionState> {
  const current = $session.get();
  if (!force && (current.status === 'ready' || current.status === 'anonymous'))
    return Promise.resolve(current);
  if (!force && pending) return pending;
  $session.set({ status: 'loading' });
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
      if (error instanceof ApiError && error.status === 403) return { status: 'anonymous' };
      return { status: 'error', error: error instanceof Error ? error.message : String(error) };
    }
  })().then((state) => {
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
  if ($session.get().status !== 'ready') return false;
  $session.set({ status: 'anonymous' });
  return true;
}

/** Logs out: revokes the session on the server, removes the login cookie, forgets the user. */
export async function signOut(): Promise<void> {
  try {
    await apiLogout();
  } finally {
    removeLoginToken();
    $session.set({ status: 'anonymous' });
  }
}
