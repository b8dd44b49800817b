/**
 * Two API instances on one database behave as one (on PostgreSQL each has its own connection
 * pool, as two processes would): a session made by one opens the other, a logout on one is seen
 * by the other, and failed logins on one count on the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './seed/accounts.ts';
import { createTestApi, type TestApi } from './testing/harness.ts';

let first: TestApi;
let second: Awaited<ReturnType<TestApi['twin']>>;
beforeAll(async () => {
  first = await createTestApi({
    env: { LOGIN_ACCOUNT_FREE_FAILURES: '2', LOGIN_FIRST_DELAY_SECONDS: '600' },
  });
  second = await first.twin();
});
afterAll(async () => {
  await second.close();
  await first.close();
});

const login = (send: TestApi['request'], email: string, password: string) =>
  send('POST', '/v2/auth/login', { body: { email, password }, locale: 'en' });

describe('two API instances on one database', () => {
  it('share sessions and their revocation', async () => {
    const signedIn = await login(first.request, 'teacher@example.com', DEMO_PASSWORD);
    const token = (signedIn.body as { token: string }).token;
    expect((await second.request('GET', '/v2/me', { token })).status).toBe(200);
    expect((await second.request('POST', '/v2/auth/logout', { token })).status).toBe(200);
    expect((await first.request('GET', '/v2/me', { token })).status).toBe(403);
  });

  it('share login limits', async () => {
    expect((await login(first.request, 'staff@example.com', 'wrong')).status).toBe(400);
    expect((await login(second.request, 'staff@example.com', 'wrong')).status).toBe(400);
    // The third failure, on the first instance, starts the delay the second one enforces.
    expect((await login(first.request, 'staff@example.com', 'wrong')).status).toBe(400);
    const refused = await login(second.request, 'staff@example.com', DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('600');
    expect((await login(first.request, 'staff@example.com', DEMO_PASSWORD)).status).toBe(429);
  });
});
