import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from './app.ts';
import { createSession } from './auth/sessions.ts';
import { configs, users } from './db/schema.ts';
import { badRequest } from './http/errors.ts';
import { defineRoute, type RouteSpec } from './http/route.ts';
import { createTestApi, type TestApi } from './testing/harness.ts';
import { roleAccess } from './auth/access.ts';

const probeRoutes: RouteSpec[] = [
  defineRoute({
    operation: { method: 'get', path: '/probe/public', response: z.object({ ok: z.boolean() }) },
    summary: 'Public probe',
    tag: 'probe',
    access: { kind: 'public' },
    handler: () => Promise.resolve({ ok: true }),
  }),
  defineRoute({
    operation: {
      method: 'post',
      path: '/probe/orders/{id}',
      params: z.object({ id: z.coerce.number().int().positive() }),
      body: z.object({ title: z.string().min(1).max(10), date: z.object({ begin: z.string() }) }),
      response: z.object({ id: z.number(), title: z.string(), begin: z.string() }),
    },
    summary: 'Admin probe needing v2_order.write',
    tag: 'probe',
    access: roleAccess(['ADMIN'], 'v2_order.write'),
    handler: ({ params, body }) =>
      Promise.resolve({ id: params.id, title: body.title, begin: body.date.begin }),
  }),
  defineRoute({
    operation: { method: 'post', path: '/probe/half-written', response: z.object({}) },
    summary: 'Writes then fails',
    tag: 'probe',
    access: roleAccess(['ADMIN', 'TEACHER']),
    handler: async ({ tx }) => {
      await tx.insert(configs).values({ key: 'HALF_WRITTEN', value: '1' });
      throw badRequest('validation.invalid', 'key');
    },
  }),
  defineRoute({
    operation: { method: 'get', path: '/probe/read-only-write', response: z.object({}) },
    summary: 'Declared read-only, but writes',
    tag: 'probe',
    access: { kind: 'public' },
    readOnly: true,
    handler: async ({ tx }) => {
      await tx.insert(configs).values({ key: 'READ_ONLY_WRITE', value: '1' });
      return {};
    },
  }),
];

let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await createTestApi({ routes: probeRoutes, mount: () => [] });
  for (const email of [
    'admin@example.com',
    'staff@example.com',
    'teacher@example.com',
    'student@example.com',
  ]) {
    const [user] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    tokens[email] = (await createSession(api.db, user?.id ?? 0)).token;
  }
});
afterAll(() => api.close());

describe('declared routes', () => {
  it('refuse to start without an access rule', () => {
    const withoutAccess: { -readonly [K in keyof RouteSpec]?: RouteSpec[K] } = {
      ...probeRoutes[0],
    };
    delete withoutAccess.access;
    expect(() =>
      createApp({ env: api.env, db: api.db, routes: [withoutAccess as RouteSpec] }),
    ).toThrow(/declares no access rule/);
  });

  it('answer public routes without a token', async () => {
    expect(await api.request('GET', '/probe/public')).toMatchObject({
      status: 200,
      body: { ok: true },
    });
  });

  it('answer 403 for a missing or unknown token, and only then', async () => {
    expect((await api.request('POST', '/probe/orders/1')).status).toBe(403);
    expect((await api.request('POST', '/probe/orders/1', { token: 'not-a-token' })).status).toBe(
      403,
    );
  });

  it('answer 404 to a valid user outside the rule: wrong role or missing permission', async () => {
    const body = { title: 'x', date: { begin: '2026' } };
    expect(
      (await api.request('POST', '/probe/orders/1', { token: tokens['teacher@example.com'], body }))
        .status,
    ).toBe(404);
    expect(
      (await api.request('POST', '/probe/orders/1', { token: tokens['student@example.com'], body }))
        .status,
    ).toBe(404);
    expect(
      (await api.request('POST', '/probe/orders/1', { token: tokens['staff@example.com'], body }))
        .status,
    ).toBe(200);
    expect(
      (await api.request('POST', '/probe/orders/1', { token: tokens['admin@example.com'], body }))
        .status,
    ).toBe(200);
  });

  it('read form bodies in bracket notation and JSON bodies alike', async () => {
    const token = tokens['admin@example.com'];
    const body = { title: 'Hello', date: { begin: '2026-01-01' } };
    const expected = { status: 200, body: { id: 7, title: 'Hello', begin: '2026-01-01' } };
    expect(await api.request('POST', '/probe/orders/7', { token, body })).toMatchObject(expected);
    expect(await api.request('POST', '/probe/orders/7', { token, body, json: true })).toMatchObject(
      expected,
    );
  });

  it('answer bad input with 400 and messages per field in the hilocale language', async () => {
    const token = tokens['admin@example.com'];
    const en = await api.request('POST', '/probe/orders/7', {
      token,
      locale: 'en',
      body: { title: 'much too long a title' },
    });
    expect(en).toMatchObject({
      status: 400,
      body: {
        message: { title: ['Use at most 10 characters.'], date: ['This field is required.'] },
      },
    });
    const tw = await api.request('POST', '/probe/orders/7', {
      token,
      body: { title: '' },
      locale: 'zh-TW',
    });
    expect(tw.body).toMatchObject({ message: { title: ['此欄位為必填。'] } });
    const broken = await api.request('POST', '/probe/orders/7', {
      token,
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
  });

  it('answer an unknown id shape with 404', async () => {
    const token = tokens['admin@example.com'];
    expect((await api.request('POST', '/probe/orders/abc', { token, body: {} })).status).toBe(404);
  });

  it('write nothing when a request fails half way (one transaction per request)', async () => {
    const response = await api.request('POST', '/probe/half-written', {
      token: tokens['teacher@example.com'],
    });
    expect(response.status).toBe(400);
    expect(await api.db.select().from(configs).where(eq(configs.key, 'HALF_WRITTEN'))).toEqual([]);
  });

  it('fail a route declared read-only that writes (outside production it runs read-only)', async () => {
    const response = await api.request('GET', '/probe/read-only-write');
    expect(response.status).toBe(500);
    expect(await api.db.select().from(configs).where(eq(configs.key, 'READ_ONLY_WRITE'))).toEqual(
      [],
    );
  });

  it('answer CORS only for the configured hosts', async () => {
    const allowed = await api.request('OPTIONS', '/probe/public', {
      origin: api.env.LECTURER_ORIGIN,
      headers: {
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,hilocale',
      },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(api.env.LECTURER_ORIGIN);
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'hilocale',
    );
    const other = await api.request('GET', '/probe/public', { origin: 'https://evil.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('publish every declared route in /openapi.json', async () => {
    const document = (await api.request('GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(document.paths).sort()).toEqual([
      '/probe/half-written',
      '/probe/orders/{id}',
      '/probe/public',
      '/probe/read-only-write',
    ]);
    expect(document.paths['/probe/orders/{id}']?.['post']).toBeDefined();
  });
});
