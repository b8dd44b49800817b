import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { afterFailure, loginPolicy } from '../../auth/rate-limit.ts';
import { createSession, SESSION_DAYS } from '../../auth/sessions.ts';
import { loginLimits, sessions, users } from '../../db/schema.ts';
import { DEMO_PASSWORD } from '../../seed/accounts.ts';
import { fingerprint } from '../../testing/fingerprint.ts';
import { createTestApi, testEnv, type TestApi } from '../../testing/harness.ts';
import { lastMailTo } from '../../testing/mail.ts';

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
    expect(cn.body).toEqual({ message: { password: ['邮箱或密码错误。'] } });
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

  it('keeps the language of the last login as the language of e-mail to the user', async () => {
    const localeOf = async () =>
      (
        await api.db
          .select({ locale: users.locale })
          .from(users)
          .where(eq(users.email, 'student@example.com'))
      )[0]?.locale;
    expect(
      (await login(api, 'student@example.com', DEMO_PASSWORD, { locale: 'zh-CN' })).status,
    ).toBe(200);
    expect(await localeOf()).toBe('zh-CN');
    await login(api, 'student@example.com', 'wrong password', { locale: 'en' });
    expect(await localeOf()).toBe('zh-CN');
    await login(api, 'student@example.com', DEMO_PASSWORD, { locale: 'en' });
    expect(await localeOf()).toBe('en');
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
    expect(response).toMatchObject({
      status: 403,
      body: { message: 'Your session has ended. Log in again.' },
    });
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

describe('login limits', () => {
  let limited: TestApi;
  beforeAll(async () => {
    limited = await createTestApi({
      env: {
        LOGIN_ACCOUNT_FREE_FAILURES: '3',
        LOGIN_ADDRESS_FREE_FAILURES: '5',
        LOGIN_FIRST_DELAY_SECONDS: '30',
        LOGIN_MAX_DELAY_MINUTES: '4',
        TRUST_PROXY: 'true',
      },
    });
  });
  afterAll(() => limited.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Freezes `Date` at a moment; `later(ms)` moves it on. */
  function frozen(start: string) {
    vi.useFakeTimers({ toFake: ['Date'] });
    let now = Date.parse(start);
    vi.setSystemTime(now);
    return {
      later(ms: number) {
        now += ms;
        vi.setSystemTime(now);
      },
    };
  }

  it('delays an account past its free failures, from any address, even with the right password', async () => {
    frozen('2030-01-01T00:00:00Z');
    for (let i = 0; i < 3; i += 1) {
      expect((await login(limited, 'teacher@example.com', 'wrong')).status).toBe(400);
    }
    // The fourth failure is the first past the free ones: a 30 s delay starts.
    expect((await login(limited, 'teacher@example.com', 'wrong')).status).toBe(400);
    const blocked = await login(limited, 'TEACHER@example.com', DEMO_PASSWORD, { locale: 'en' });
    expect(blocked).toMatchObject({
      status: 429,
      body: { message: 'Too many login attempts. Try again in 30 seconds.' },
    });
    expect(blocked.headers.get('retry-after')).toBe('30');
    const tw = await login(limited, 'teacher@example.com', DEMO_PASSWORD);
    expect(tw.body).toEqual({ message: '登入嘗試次數過多，請於 30 秒後再試。' });
    // Other accounts are not affected.
    expect((await login(limited, 'teacher2@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('doubles the delay with each further failure, up to the ceiling, and refused attempts do not count', async () => {
    const clock = frozen('2030-02-01T00:00:00Z');
    for (let i = 0; i < 3; i += 1) {
      expect((await login(limited, 'student@example.com', 'wrong')).status).toBe(400);
    }
    const waits: string[] = [];
    for (const delay of [30, 60, 120, 240, 240]) {
      expect((await login(limited, 'student@example.com', 'wrong')).status).toBe(400);
      const refused = await login(limited, 'student@example.com', 'wrong', { locale: 'en' });
      expect(refused.status).toBe(429);
      waits.push(refused.headers.get('retry-after') ?? '');
      clock.later(delay * 1000);
    }
    expect(waits).toEqual(['30', '60', '120', '240', '240']);
    const minutes = await login(limited, 'student@example.com', 'wrong', { locale: 'en' });
    expect(minutes.status).toBe(400);
    expect((await login(limited, 'student@example.com', 'x', { locale: 'en' })).body).toEqual({
      message: 'Too many login attempts. Try again in 4 minutes.',
    });
    // The block ends on time, and a success clears the account's failures.
    clock.later(240_000);
    expect((await login(limited, 'student@example.com', DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      expect((await login(limited, 'student@example.com', 'wrong')).status).toBe(400);
    }
  });

  it('delays an address past its free failures for new accounts, not for accounts that logged in from it', async () => {
    frozen('2030-03-01T00:00:00Z');
    const shared = freshIp();
    expect((await login(limited, 'staff@example.com', DEMO_PASSWORD, { ip: shared })).status).toBe(
      200,
    );
    // Five failures are free; the sixth starts a 30 s delay for the address.
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) {
      expect((await login(limited, `${name}@example.com`, 'wrong', { ip: shared })).status).toBe(
        400,
      );
    }
    // Someone new behind the address waits...
    const newcomer = await login(limited, 'admin@example.com', DEMO_PASSWORD, { ip: shared });
    expect(newcomer.status).toBe(429);
    expect(newcomer.headers.get('retry-after')).toBe('30');
    // ...from anywhere else they do not...
    expect((await login(limited, 'admin@example.com', DEMO_PASSWORD)).status).toBe(200);
    // ...and who logged in from the address before is not locked out by someone else guessing.
    expect((await login(limited, 'staff@example.com', DEMO_PASSWORD, { ip: shared })).status).toBe(
      200,
    );
  });

  it('keeps its counters in the database and answers a refused attempt without writing', async () => {
    frozen('2030-04-01T00:00:00Z');
    const ip = freshIp();
    for (let i = 0; i < 4; i += 1) await login(limited, 'teacher3@example.com', 'wrong', { ip });
    const rows = await limited.db
      .select()
      .from(loginLimits)
      .where(inArray(loginLimits.key, ['account:teacher3@example.com', `address:${ip}`]));
    expect(
      rows.map(({ key, failures, blockedUntil }) => ({ key, failures, blockedUntil })),
    ).toEqual(
      expect.arrayContaining([
        {
          key: 'account:teacher3@example.com',
          failures: 4,
          blockedUntil: new Date('2030-04-01T00:00:30Z'),
        },
        { key: `address:${ip}`, failures: 4, blockedUntil: null },
      ]),
    );
    const before = await fingerprint(limited.db);
    expect((await login(limited, 'teacher3@example.com', 'wrong', { ip })).status).toBe(429);
    expect(await fingerprint(limited.db)).toEqual(before);
  });
});

describe('afterFailure', () => {
  const policy = loginPolicy(
    testEnv({ LOGIN_FIRST_DELAY_SECONDS: '2', LOGIN_MAX_DELAY_MINUTES: '1' }),
  );
  const now = new Date('2030-01-01T00:00:00Z');
  const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);

  it('starts delays past the free failures, doubles them and caps them', () => {
    let state = undefined as ReturnType<typeof afterFailure> | undefined;
    const blocked: (number | null)[] = [];
    for (let i = 0; i < 10; i += 1) {
      state = afterFailure(state, now, { freeFailures: 5, resetMs: 60_000 }, policy);
      blocked.push(
        state.blockedUntil ? (state.blockedUntil.getTime() - now.getTime()) / 1000 : null,
      );
    }
    expect(blocked).toEqual([null, null, null, null, null, 2, 4, 8, 16, 32]);
    state = afterFailure(state, now, { freeFailures: 5, resetMs: 60_000 }, policy);
    state = afterFailure(state, now, { freeFailures: 5, resetMs: 60_000 }, policy);
    expect(state.blockedUntil).toEqual(at(60));
  });

  it('forgets failures after the reset time without one', () => {
    const key = { freeFailures: 1, resetMs: 60_000 };
    const first = afterFailure(undefined, now, key, policy);
    expect(afterFailure(first, at(59), key, policy).failures).toBe(2);
    expect(afterFailure(first, at(60), key, policy)).toEqual({
      failures: 1,
      lastFailureAt: at(60),
      blockedUntil: null,
    });
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

describe('forgot password', () => {
  function forgot(email: string) {
    return api.request('POST', '/v2/auth/password-reset', {
      json: true,
      locale: 'en',
      body: { email },
    });
  }

  it('answers the same for any address and queues a reset link only for a real account', async () => {
    await api.db.update(users).set({ locale: 'en' }).where(eq(users.email, 'teacher2@example.com'));
    const known = await forgot('Teacher2@example.com');
    const unknown = await forgot('nobody-here@example.com');
    expect(known).toMatchObject({ status: 200, body: { ok: true } });
    expect(unknown).toMatchObject({ status: 200, body: { ok: true } });
    expect(await lastMailTo(api, 'nobody-here@example.com')).toBeUndefined();
    const mail = await lastMailTo(api, 'teacher2@example.com');
    expect(mail).toMatchObject({
      kind: 'PASSWORD_RESET',
      locale: 'en',
      subject: 'Reset your password',
    });
    // A second ask within the minute queues nothing more.
    await forgot('teacher2@example.com');
    expect((await lastMailTo(api, 'teacher2@example.com'))?.id).toBe(mail?.id);

    const password = 'reset-password-1';
    const set = await api.request('POST', '/v2/auth/password', {
      json: true,
      body: { token: mail?.token ?? '', password, password_confirmation: password },
    });
    expect(set.status).toBe(200);
    expect((await login(api, 'teacher2@example.com', password, { json: true })).status).toBe(200);
    expect((await login(api, 'teacher2@example.com', DEMO_PASSWORD, { json: true })).status).toBe(
      400,
    );
  });
});
