/**
 * The authorization matrix: every endpoint of the contract, for every demo account (and no token),
 * on its own objects and on another user's, answers the expected status. An endpoint without a
 * row here fails the test, so new endpoints cannot skip it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './seed/accounts.ts';
import { createTestApi, type RequestOptions, type TestApi } from './testing/harness.ts';

const accounts = {
  admin: 'admin@example.com',
  staff: 'staff@example.com',
  teacher: 'teacher@example.com',
  teacher2: 'teacher2@example.com',
  student: 'student@example.com',
} as const;
type Who = keyof typeof accounts | 'anonymous';
const everyone: readonly Who[] = ['anonymous', 'admin', 'staff', 'teacher', 'teacher2', 'student'];

/** One request as someone: a path, options, and who owns the object it names (if any). */
interface Call {
  readonly path: string;
  readonly options?: Omit<RequestOptions, 'token'>;
}

interface Row {
  /** `METHOD /path/{param}` exactly as in /openapi.json. */
  readonly endpoint: string;
  /** Builds the request for a caller; may create objects (owned by `owner`) first. */
  readonly call: (who: Who, token: string | null) => Promise<Call>;
  readonly expect: Readonly<Record<Who, number>>;
}

let api: TestApi;
const tokens = new Map<Who, string | null>();

beforeAll(async () => {
  api = await createTestApi();
  tokens.set('anonymous', null);
  for (const [who, email] of Object.entries(accounts))
    tokens.set(who as Who, await api.tokenOf(email));
});
afterAll(() => api.close());

const all = (status: number, overrides: Partial<Record<Who, number>> = {}): Record<Who, number> =>
  Object.fromEntries(everyone.map((who) => [who, overrides[who] ?? status])) as Record<Who, number>;

/** A fresh token for a caller (for calls that end the session). */
async function freshToken(who: Who): Promise<string | null> {
  if (who === 'anonymous') return null;
  const response = await api.request('POST', '/v2/auth/login', {
    body: { email: accounts[who], password: DEMO_PASSWORD },
  });
  return (response.body as { token: string }).token;
}

const rows: Row[] = [
  {
    endpoint: 'POST /v2/auth/login',
    call: (who) =>
      Promise.resolve({
        path: '/v2/auth/login',
        options: {
          body: {
            email: who === 'anonymous' ? 'nobody@example.com' : accounts[who],
            password: DEMO_PASSWORD,
          },
        },
      }),
    expect: all(200, { anonymous: 400 }),
  },
  {
    endpoint: 'POST /v2/auth/logout',
    call: () => Promise.resolve({ path: '/v2/auth/logout' }),
    expect: all(200, { anonymous: 403 }),
  },
  {
    endpoint: 'GET /v2/me',
    call: () => Promise.resolve({ path: '/v2/me' }),
    expect: all(200, { anonymous: 403 }),
  },
  {
    endpoint: 'GET /lecturers/v2/permissions',
    call: () => Promise.resolve({ path: '/lecturers/v2/permissions' }),
    expect: all(200, { anonymous: 403 }),
  },
  {
    endpoint: 'POST /v2/me/prompts',
    call: () => Promise.resolve({ path: '/v2/me/prompts', options: { body: { key: 'welcome' } } }),
    expect: all(200, { anonymous: 403 }),
  },
  {
    endpoint: 'GET /v2/geoips',
    call: () => Promise.resolve({ path: '/v2/geoips' }),
    expect: all(200),
  },
  {
    endpoint: 'GET /v2/configs',
    call: () => Promise.resolve({ path: '/v2/configs?keys[]=TWD_TO_USD_RATE' }),
    expect: all(200),
  },
  {
    endpoint: 'GET /lecturers/v2/courses',
    call: () => Promise.resolve({ path: '/lecturers/v2/courses' }),
    expect: { anonymous: 403, admin: 200, staff: 404, teacher: 200, teacher2: 200, student: 404 },
  },
];

/** Endpoints served outside the declared routes, checked by their own tests (tus protocol, pages). */
const coveredElsewhere = new Set(['GET /login']);

describe('authorization matrix', () => {
  it('has a row for every endpoint of the contract', async () => {
    const document = (await api.request('GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const endpoints = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set([...rows.map((row) => row.endpoint), ...coveredElsewhere]);
    expect(endpoints.filter((endpoint) => !covered.has(endpoint))).toEqual([]);
  });

  for (const row of rows) {
    it(row.endpoint, async () => {
      const [method = 'GET'] = row.endpoint.split(' ');
      const actual: Partial<Record<Who, number>> = {};
      for (const who of everyone) {
        const token =
          row.endpoint === 'POST /v2/auth/logout'
            ? await freshToken(who)
            : (tokens.get(who) ?? null);
        const { path, options } = await row.call(who, token);
        actual[who] = (await api.request(method, path, { ...options, token })).status;
      }
      expect(actual).toEqual(row.expect);
    });
  }
});
