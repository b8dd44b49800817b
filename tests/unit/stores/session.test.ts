/** The session store: loaded once, the last known session shown at once while it is checked. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../support/memory-storage.ts';

const api = vi.hoisted(() => ({
  fetchMe: vi.fn<() => Promise<unknown>>(),
  fetchPermissions: vi.fn<() => Promise<{ data: { key: string }[] }>>(),
}));
vi.mock('../../../src/api/me.ts', () => api);

const { $session, SESSION_KEY, lastKnownSession, loadSession, sessionLost } =
  await import('../../../src/stores/session.ts');

const teacher = { id: 7, name: 'Teacher Wang', email: 't@example.com', roles: ['TEACHER'] };

function signIn(token: string): void {
  vi.stubGlobal('document', { cookie: `token=${token}` });
}

describe('the session', () => {
  beforeEach(() => {
    api.fetchMe.mockReset();
    api.fetchPermissions.mockReset();
    vi.stubGlobal('localStorage', memoryStorage());
    signIn('token-a');
    $session.set({ status: 'unknown' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads once, and keeps the checked session for the next page', async () => {
    api.fetchMe.mockResolvedValue(teacher);
    const loading = loadSession('lecturer');
    expect($session.get().status).toBe('loading');
    expect(loadSession('lecturer')).toBe(loading);
    await loading;
    expect($session.get()).toMatchObject({ status: 'ready', persona: 'lecturer' });
    expect(api.fetchMe).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(SESSION_KEY)).not.toContain('token-a');
    expect(lastKnownSession('lecturer')).toMatchObject({ me: { name: 'Teacher Wang' } });
  });

  it('shows the last known session at once on the next page, then the checked one', async () => {
    api.fetchMe.mockResolvedValue(teacher);
    await loadSession('lecturer');
    $session.set({ status: 'unknown' });

    let answer: (me: unknown) => void = () => undefined;
    api.fetchMe.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const checking = loadSession('lecturer');
    expect($session.get()).toMatchObject({ status: 'ready', me: { name: 'Teacher Wang' } });
    // Whoever asks meanwhile waits for the checked answer, not the remembered one.
    expect(loadSession('lecturer')).toBe(checking);
    answer({ ...teacher, name: 'Teacher Wang-Li' });
    await checking;
    expect($session.get()).toMatchObject({ status: 'ready', me: { name: 'Teacher Wang-Li' } });
  });

  it('does not show the session of another login or another host', async () => {
    api.fetchMe.mockResolvedValue(teacher);
    await loadSession('lecturer');
    signIn('token-b');
    expect(lastKnownSession('lecturer')).toBeNull();
    signIn('token-a');
    expect(lastKnownSession('admin')).toBeNull();
    vi.stubGlobal('document', { cookie: '' });
    expect(lastKnownSession('lecturer')).toBeNull();
  });

  it('forgets the remembered session when the check finds no user or the token is refused', async () => {
    api.fetchMe.mockResolvedValue(teacher);
    await loadSession('lecturer');
    $session.set({ status: 'unknown' });
    api.fetchMe.mockResolvedValue({});
    await loadSession('lecturer');
    expect($session.get().status).toBe('anonymous');
    expect(lastKnownSession('lecturer')).toBeNull();

    api.fetchMe.mockResolvedValue(teacher);
    await loadSession('lecturer', true);
    expect(sessionLost()).toBe(true);
    expect(lastKnownSession('lecturer')).toBeNull();
  });
});
