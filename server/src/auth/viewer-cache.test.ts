import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { createApp } from '../app.ts';
import { allRoutes } from '../routes/index.ts';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { createTestApi, type TestApi } from '../testing/harness.ts';
import type { Viewer } from './sessions.ts';
import { ViewerCache } from './viewer-cache.ts';

const viewer = (id: number): Viewer => ({
  id,
  email: `user${String(id)}@example.com`,
  name: `User ${String(id)}`,
  avatarUrl: null,
  roles: ['TEACHER'],
  permissions: [],
  sessionId: id,
});

/** A lookup that counts its calls and answers the viewer it is given. */
function lookup(answer: Viewer | null) {
  const calls: (string | null)[] = [];
  return {
    calls,
    load: (token: string | null) => {
      calls.push(token);
      return Promise.resolve(answer);
    },
  };
}

describe('ViewerCache', () => {
  it('looks a token up once within its time, again after it', async () => {
    let clock = 0;
    const cache = new ViewerCache({ ttlMs: 1_000, now: () => clock });
    const { calls, load } = lookup(viewer(1));
    expect(await cache.viewerOf('a', load)).toEqual(viewer(1));
    clock = 999;
    expect(await cache.viewerOf('a', load)).toEqual(viewer(1));
    expect(calls).toEqual(['a']);
    clock = 1_000;
    expect(await cache.viewerOf('a', load)).toEqual(viewer(1));
    expect(calls).toEqual(['a', 'a']);
  });

  it('never keeps a token that names nobody, nor a missing one', async () => {
    const cache = new ViewerCache({ ttlMs: 1_000, now: () => 0 });
    const { calls, load } = lookup(null);
    await cache.viewerOf('revoked', load);
    await cache.viewerOf('revoked', load);
    await cache.viewerOf(null, load);
    await cache.viewerOf(null, load);
    expect(calls).toEqual(['revoked', 'revoked', null, null]);
    expect(cache.size).toBe(0);
  });

  it('forgets every viewer on clear, and does not keep a lookup that began before it', async () => {
    const cache = new ViewerCache({ ttlMs: 60_000, now: () => 0 });
    const { calls, load } = lookup(viewer(1));
    await cache.viewerOf('a', load);
    cache.clear();
    await cache.viewerOf('a', load);
    expect(calls).toEqual(['a', 'a']);

    // A lookup under way while a write ends may answer what was true before the write.
    let finish = (): void => undefined;
    const slow = cache.viewerOf(
      'b',
      () =>
        new Promise<Viewer>((resolve) => {
          finish = () => resolve(viewer(2));
        }),
    );
    cache.clear();
    finish();
    expect(await slow).toEqual(viewer(2));
    const after = lookup(viewer(3));
    expect(await cache.viewerOf('b', after.load)).toEqual(viewer(3));
    expect(after.calls).toEqual(['b']);
  });

  it('keeps at most maxEntries tokens, the oldest going first', async () => {
    const cache = new ViewerCache({ ttlMs: 60_000, maxEntries: 2, now: () => 0 });
    for (const token of ['a', 'b', 'c']) await cache.viewerOf(token, lookup(viewer(1)).load);
    expect(cache.size).toBe(2);
    const again = lookup(viewer(1));
    await cache.viewerOf('c', again.load);
    await cache.viewerOf('b', again.load);
    await cache.viewerOf('a', again.load);
    expect(again.calls).toEqual(['a']);
  });
});

describe('the API with a viewer cache (PGlite)', () => {
  let api: TestApi;
  let app: Hono;
  beforeAll(async () => {
    api = await createTestApi({ mount: () => [] });
    app = createApp({
      env: api.env,
      db: api.db,
      routes: allRoutes,
      mount: () => [],
      viewerCache: new ViewerCache({ ttlMs: 60_000 }),
    });
  });
  afterAll(() => api.close());

  async function login(email: string): Promise<string> {
    const response = await app.request('/v2/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password: DEMO_PASSWORD }).toString(),
    });
    return ((await response.json()) as { token: string }).token;
  }
  const me = (token: string) =>
    app.request('/v2/me', { headers: { authorization: `Bearer ${token}` } });

  it('reads a kept viewer without its session, and a write route forgets it', async () => {
    const token = await login('teacher@example.com');
    expect((await me(token)).status).toBe(200);
    // Revoked behind the API's back (no write route ran): the kept viewer still answers.
    await api.db.execute(sql`update sessions set revoked_at = now() where revoked_at is null`);
    expect((await me(token)).status).toBe(200);
    // Any write route ends by forgetting the kept viewers (here another account's login).
    await login('admin@example.com');
    expect((await me(token)).status).toBe(403);
  });

  it('refuses a token at once after its logout', async () => {
    const token = await login('teacher@example.com');
    expect((await me(token)).status).toBe(200);
    const logout = await app.request('/v2/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    expect((await me(token)).status).toBe(403);
  });
});
