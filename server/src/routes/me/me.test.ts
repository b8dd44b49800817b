import { describe, expect, it } from 'vitest';
import { allPermissions, demoAccounts } from '../../seed/accounts.ts';
import { openTestApi } from '../../testing/harness.ts';

const api = await openTestApi();

describe('GET /v2/me', () => {
  it.each(demoAccounts.map((account) => [account.email, account] as const))(
    'answers %s with profile, roles and prompts',
    async (email, account) => {
      const response = await api.request('GET', '/v2/me', { token: await api.tokenOf(email) });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        id: expect.any(Number) as number,
        name: account.name,
        email: account.email,
        avatar: null,
        roles: [...account.roles],
        prompts: [],
      });
    },
  );

  it('answers 403 without a valid token', async () => {
    expect((await api.request('GET', '/v2/me')).status).toBe(403);
    expect((await api.request('GET', '/v2/me', { token: 'nope' })).status).toBe(403);
  });

  it('answers the same on the admin and lecturer hosts', async () => {
    const token = await api.tokenOf('teacher@example.com');
    for (const origin of [api.env.ADMIN_ORIGIN, api.env.LECTURER_ORIGIN]) {
      const response = await api.request('GET', '/v2/me', { token, origin });
      expect(response.body).toMatchObject({ email: 'teacher@example.com', roles: ['TEACHER'] });
    }
  });
});

describe('GET /lecturers/v2/permissions', () => {
  async function keysOf(email: string): Promise<string[]> {
    const response = await api.request('GET', '/lecturers/v2/permissions', {
      token: await api.tokenOf(email),
    });
    expect(response.status).toBe(200);
    return (response.body as { data: { key: string }[] }).data.map((item) => item.key);
  }

  it('lists every key for the admin', async () => {
    expect(await keysOf('admin@example.com')).toEqual([...allPermissions].sort());
  });

  it('lists only orders and members for the staff account', async () => {
    expect(await keysOf('staff@example.com')).toEqual(['v2_member.*', 'v2_order.*']);
  });

  it('is empty for lecturers and students', async () => {
    expect(await keysOf('teacher@example.com')).toEqual([]);
    expect(await keysOf('student@example.com')).toEqual([]);
  });

  it('answers 403 without a token', async () => {
    expect((await api.request('GET', '/lecturers/v2/permissions')).status).toBe(403);
  });
});

describe('POST /v2/me/prompts', () => {
  it('records an acknowledged prompt once (idempotent) and shows it in /v2/me', async () => {
    const token = await api.tokenOf('teacher@example.com');
    const first = await api.request('POST', '/v2/me/prompts', {
      token,
      body: { key: 'course.editor-tour' },
    });
    expect(first).toMatchObject({ status: 200, body: { prompts: ['course.editor-tour'] } });
    const again = await api.request('POST', '/v2/me/prompts', {
      token,
      body: { key: 'course.editor-tour' },
    });
    expect(again.body).toEqual({ prompts: ['course.editor-tour'] });
    const json = await api.request('POST', '/v2/me/prompts', {
      token,
      json: true,
      body: { key: 'welcome_2026' },
    });
    expect((json.body as { prompts: string[] }).prompts.sort()).toEqual([
      'course.editor-tour',
      'welcome_2026',
    ]);
    const me = await api.request('GET', '/v2/me', { token });
    expect((me.body as { prompts: string[] }).prompts.sort()).toEqual([
      'course.editor-tour',
      'welcome_2026',
    ]);
  });

  it("keeps each user's prompts to themselves", async () => {
    await api.request('POST', '/v2/me/prompts', {
      token: await api.tokenOf('student@example.com'),
      body: { key: 'student.only' },
    });
    const other = await api.request('GET', '/v2/me', {
      token: await api.tokenOf('teacher2@example.com'),
    });
    expect(other.body).toMatchObject({ prompts: [] });
  });

  it('answers a missing or malformed key with 400 at the field', async () => {
    const token = await api.tokenOf('admin@example.com');
    const missing = await api.request('POST', '/v2/me/prompts', { token, body: {}, locale: 'en' });
    expect(missing).toMatchObject({
      status: 400,
      body: { message: { key: ['This field is required.'] } },
    });
    const malformed = await api.request('POST', '/v2/me/prompts', {
      token,
      body: { key: 'Not A Key!' },
      locale: 'en',
    });
    expect(malformed).toMatchObject({
      status: 400,
      body: { message: { key: ['This value is not valid.'] } },
    });
    const long = await api.request('POST', '/v2/me/prompts', {
      token,
      body: { key: 'a'.repeat(101) },
      locale: 'en',
    });
    expect(long.body).toEqual({ message: { key: ['Use at most 100 characters.'] } });
  });

  it('answers 403 without a token', async () => {
    const response = await api.request('POST', '/v2/me/prompts', { body: { key: 'x' } });
    expect(response.status).toBe(403);
  });
});
