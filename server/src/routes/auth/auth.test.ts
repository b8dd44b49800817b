import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginRateLimiter } from '../../auth/rate-limit.ts';
import { createSession, SESSION_DAYS } from '../../auth/sessions.ts';
import { sessions, users } from '../../db/schema.ts';
import { DEMO_PASSWORD } from '../../seed/accounts.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';

let api: TestApi;
let nextIp = 1;

/** A fresh client address per call (the test app trusts X-Forwarded-For). */
function freshIp(): string {
  nextIp += 1;
  return `198.51.100.${nextIp}`;
}

function login(
  target: TestApi,
  email: string,
  password: string,
  options: { ip?: string; locale?: 'zh-TW' | 'zh-CN' | 'en'; json?: boolean } = {},
) {
  return target.request('POST', '/v2/auth/login', {
    body: { email, password },
    headers: { 'x-forwarded-for': options.ip ?? freshIp() },
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.json ? { json: true } : {}),
  });
}

function tokenFrom(body: unknown): string {
  const token = (body as { token?: unknown }).token;
  if (typeof token !== 'string') throw new Error(`No token in ${JSON.stringify(body)}`);
  return token;
}

async function userId(target: TestApi, email: string): Promise<number> {
  const [user] = await target.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`No user ${email}`);
  return user.id;
}

beforeAll(async () => {
  api = await createTestApi({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => api.close());

describe('POST /v2/auth/login', () => {
  it('answers a token and its expiry, and the token opens /v2/me', async () => {
    const before = Date.now();
    const response = await login(api, 'teacher@example.com', DEMO_PASSWORD);
    expect(response.status).toBe(200);
    const body = response.body as { token: string; expires_at: string };
    expect(Object.keys(body).sort()).toEqual(['expires_at', 'token']);
    expect(body.token.length).toBeGreaterThanOrEqual(40);
    const expires = Date.parse(body.expires_at);
    expect(body.expires_at).toBe(new Date(expires).toISOString());
    expect(expires - before).toBeGreaterThanOrEqual(SESSION_DAYS * 86_400_000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(SESSION_DAYS * 86_400_000 + 60_000);

    const me = await api.request('GET', '/v2/me', { token: body.token });
    expect(me).toMatchObject({ status: 200, body: { email: 'teacher@example.com' } });
  });

  it('accepts JSON bodies too', async () => {
    const response = await login(api, 'admin@example.com', DEMO_PASSWORD, { json: true });
    expect(response.status).toBe(200);
    expect(tokenFrom(response.body)).toBeTruthy();
  });

  it('matches the email case-insensitively (and ignores surrounding spaces)', async () => {
    const response = await login(api, '  Teacher@EXAMPLE.com ', DEMO_PASSWORD);
    expect(response.status).toBe(200);
    const me = await api.request('GET', '/v2/me', { token: tokenFrom(response.body) });
    expect(me.body).toMatchObject({ email: 'teacher@example.com' });
  });

  it('gives every login its own token', async () => {
    const first = tokenFrom((await login(api, 'staff@example.com', DEMO_PASSWORD)).body);
    const second = tokenFrom((await login(api, 'staff@example.com', DEMO_PASSWORD)).body);
    expect(first).not.toBe(second);
  });

  it('answers a wrong password with 400 at the password field, in the hilocale language', async () => {
    const tw = await login(api, 'teacher@example.com', 'wrong-password');
    expect(tw).toMatchObject({
      status: 400,
      body: { message: { password: ['電子郵件或密碼錯誤。'] } },
    });
    const cn = await login(api, 'teacher@example.com', 'wrong-password', { locale: 'zh-CN' });
    expect(cn.body).toEqual({ message: { password: ['电子邮箱或密码错误。'] } });
    const en = await login(api, 'teacher@example.com', 'wrong-password', { locale: 'en' });
    expect(en).toMatchObject({
      status: 400,
      body: { message: { password: ['The email or the password is wrong.'] } },
    });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const unknown = await login(api, 'nobody@example.com', DEMO_PASSWORD, { locale: 'en' });
    const wrong = await login(api, 'teacher@example.com', 'nope', { locale: 'en' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers missing fields with 400 per field', async () => {
    const response = await api.request('POST', '/v2/auth/login', {
      body: {},
      locale: 'en',
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(response).toMatchObject({
      status: 400,
      body: {
        message: { email: ['This field is required.'], password: ['This field is required.'] },
      },
    });
    const blank = await login(api, '', '', { locale: 'zh-TW' });
    expect(blank.body).toEqual({
      message: { email: ['此欄位為必填。'], password: ['此欄位為必填。'] },
    });
  });

  it('lets a student (no role) log in', async () => {
    expect((await login(api, 'student@example.com', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('POST /v2/auth/logout', () => {
  it('revokes the current token only: it answers 403 afterwards everywhere', async () => {
    const token = tokenFrom((await login(api, 'teacher2@example.com', DEMO_PASSWORD)).body);
    const other = tokenFrom((await login(api, 'teacher2@example.com', DEMO_PASSWORD)).body);
    expect(await api.request('POST', '/v2/auth/logout', { token })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect((await api.request('GET', '/v2/me', { token })).status).toBe(403);
    expect((await api.request('GET', '/lecturers/v2/permissions', { token })).status).toBe(403);
    expect((await api.request('POST', '/v2/auth/logout', { token })).status).toBe(403);
    const [row] = await api.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.userId, await userId(api, 'teacher2@example.com')))
      .orderBy(sessions.id)
      .limit(1);
    expect(row?.revokedAt).toBeInstanceOf(Date);
    expect((await api.request('GET', '/v2/me', { token: other })).status).toBe(200);
  });

  it('answers 403 without a token', async () => {
    const response = await api.request('POST', '/v2/auth/logout', { locale: 'en' });
    expect(response).toMatchObject({ status: 403, body: { message: 'Please log in again.' } });
  });
});

describe('sessions', () => {
  it('answer 403 once expired', async () => {
    const id = await userId(api, 'admin@example.com');
    const longAgo = new Date(Date.now() - (SESSION_DAYS + 1) * 86_400_000);
    const { token } = await createSession(api.db, id, longAgo);
    expect((await api.request('GET', '/v2/me', { token })).status).toBe(403);
    const { token: fresh } = await createSession(api.db, id);
    expect((await api.request('GET', '/v2/me', { token: fresh })).status).toBe(200);
  });
});

describe('login rate limit', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await createTestApi({
      env: { LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_MINUTES: '15', TRUST_PROXY: 'true' },
    });
  });
  afterAll(() => limited.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('blocks an account after the allowed failures, from any address, even with the right password', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await login(limited, 'teacher@example.com', 'wrong')).status).toBe(400);
    }
    const blocked = await login(limited, 'TEACHER@example.com', DEMO_PASSWORD, { locale: 'en' });
    expect(blocked).toMatchObject({
      status: 429,
      body: { message: 'Too many login attempts. Try again in 15 minutes.' },
    });
    const tw = await login(limited, 'teacher@example.com', DEMO_PASSWORD);
    expect(tw.body).toEqual({ message: '登入嘗試次數過多，請於 15 分鐘後再試。' });
    // Other accounts are not affected.
    expect((await login(limited, 'teacher2@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('blocks an address after the allowed failures, whatever the account', async () => {
    const ip = freshIp();
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
      expect((await login(limited, email, 'wrong', { ip })).status).toBe(400);
    }
    expect((await login(limited, 'admin@example.com', DEMO_PASSWORD, { ip })).status).toBe(429);
    expect((await login(limited, 'admin@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it("clears an account's failures on success, but keeps the address's failures of other accounts", async () => {
    const ip = freshIp();
    expect((await login(limited, 'staff@example.com', 'wrong', { ip })).status).toBe(400);
    expect((await login(limited, 'staff@example.com', 'wrong', { ip })).status).toBe(400);
    expect((await login(limited, 'staff@example.com', DEMO_PASSWORD, { ip })).status).toBe(200);
    // Two more failures would make four: allowed because the success cleared the first two.
    expect((await login(limited, 'staff@example.com', 'wrong', { ip })).status).toBe(400);
    expect((await login(limited, 'staff@example.com', 'wrong', { ip })).status).toBe(400);
    expect((await login(limited, 'staff@example.com', DEMO_PASSWORD, { ip })).status).toBe(200);

    const shared = freshIp();
    expect((await login(limited, 'x@example.com', 'wrong', { ip: shared })).status).toBe(400);
    expect((await login(limited, 'y@example.com', 'wrong', { ip: shared })).status).toBe(400);
    expect((await login(limited, 'staff@example.com', DEMO_PASSWORD, { ip: shared })).status).toBe(
      200,
    );
    expect((await login(limited, 'z@example.com', 'wrong', { ip: shared })).status).toBe(400);
    expect((await login(limited, 'staff@example.com', DEMO_PASSWORD, { ip: shared })).status).toBe(
      429,
    );
  });

  it('does not count refused attempts, and lifts the block when the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
    for (let i = 0; i < 3; i += 1) {
      expect((await login(limited, 'student@example.com', 'wrong')).status).toBe(400);
    }
    vi.setSystemTime(new Date('2030-01-01T00:10:00Z'));
    const blocked = await login(limited, 'student@example.com', DEMO_PASSWORD, { locale: 'en' });
    expect(blocked).toMatchObject({
      status: 429,
      body: { message: 'Too many login attempts. Try again in 5 minutes.' },
    });
    // Refused attempts do not extend the block (they would fill the window again if counted).
    for (let i = 0; i < 3; i += 1) {
      expect((await login(limited, 'student@example.com', 'wrong')).status).toBe(429);
    }
    vi.setSystemTime(new Date('2030-01-01T00:15:01Z'));
    expect((await login(limited, 'student@example.com', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('LoginRateLimiter', () => {
  function limiter(max = 2, windowMs = 1000) {
    const clock = { now: 0 };
    return {
      clock,
      limiter: new LoginRateLimiter({ maxAttempts: max, windowMs, now: () => clock.now }),
    };
  }

  it('allows the configured failures per key in a sliding window', () => {
    const { clock, limiter: rl } = limiter(2, 1000);
    expect(rl.attempt('ip', 'a')).toEqual({ allowed: true });
    clock.now = 400;
    expect(rl.attempt('ip', 'a')).toEqual({ allowed: true });
    clock.now = 500;
    expect(rl.attempt('ip', 'a')).toEqual({ allowed: false, retryAfterMs: 500 });
    clock.now = 1000;
    // The first failure left the window: one attempt is free again.
    expect(rl.attempt('ip', 'a')).toEqual({ allowed: true });
    expect(rl.attempt('ip', 'a')).toEqual({ allowed: false, retryAfterMs: 400 });
  });

  it('counts per address and per account', () => {
    const { limiter: rl } = limiter(2);
    rl.attempt('ip1', 'a');
    rl.attempt('ip2', 'a');
    expect(rl.attempt('ip3', 'a').allowed).toBe(false);
    expect(rl.attempt('ip3', 'b').allowed).toBe(true);
    rl.attempt('ip3', 'c');
    expect(rl.attempt('ip3', 'd').allowed).toBe(false);
  });

  it('forgets the account on success, and only its failures at the address', () => {
    const { limiter: rl } = limiter(2);
    rl.attempt('ip', 'a');
    rl.attempt('ip', 'b');
    rl.succeeded('ip', 'a');
    expect(rl.attempt('ip', 'c').allowed).toBe(true);
    expect(rl.attempt('ip', 'c').allowed).toBe(false);
  });

  it('keeps memory bounded', () => {
    const clock = { now: 0 };
    const rl = new LoginRateLimiter({
      maxAttempts: 1,
      windowMs: 1000,
      now: () => clock.now,
      maxKeys: 2,
    });
    rl.attempt('ip1', 'a');
    rl.attempt('ip2', 'b');
    rl.attempt('ip3', 'c');
    // The oldest keys were dropped to stay within two.
    expect(rl.attempt('ip1', 'a').allowed).toBe(true);
    expect(rl.attempt('ip3', 'c').allowed).toBe(false);
  });
});

describe('OpenAPI', () => {
  it('documents both routes', async () => {
    const document = (await api.request('GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(document.paths['/v2/auth/login']?.['post']?.security).toEqual([]);
    expect(document.paths['/v2/auth/logout']?.['post']?.security).toEqual([{ bearer: [] }]);
  });
});
