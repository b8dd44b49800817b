/**
 * What the shared route layer refuses before a handler runs: bodies over a route's limit (413,
 * before they are read), NUL bytes in text (400 at the field), ids no integer column holds (404 in
 * a path), and that every answer says `nosniff`.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_MAX_BODY_BYTES, MAX_INTEGER } from '../contract/plain/operation.ts';
import { allRoutes } from '../routes/index.ts';
import { openTestApi } from '../testing/harness.ts';

const api = await openTestApi();

/** A body stream of `chunk`-byte pieces without end, counting the pieces read. */
function endlessBody(chunk: number) {
  const counter = { pulled: 0 };
  const piece = new TextEncoder().encode('a'.repeat(chunk));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled += 1;
      controller.enqueue(piece);
    },
  });
  return { stream, counter };
}

describe('body limits', () => {
  it('refuses a declared 256 MB login body with 413 before reading it, and closes the connection', async () => {
    const { stream, counter } = endlessBody(64 * 1024);
    const response = await api.app.request('/v2/auth/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(256 * 1024 * 1024),
        hilocale: 'en',
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({
      message: `The request is too large (at most ${DEFAULT_MAX_BODY_BYTES / 1024} KB).`,
    });
    expect(counter.pulled).toBeLessThanOrEqual(1);
  });

  it('stops reading an undeclared (chunked) body at the limit', async () => {
    const chunk = 16 * 1024;
    const { stream, counter } = endlessBody(chunk);
    const response = await api.app.request('/v2/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', hilocale: 'zh-TW' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()) as unknown).toEqual({
      message: `請求內容過大（上限 ${DEFAULT_MAX_BODY_BYTES / 1024} KB）。`,
    });
    // The stream may be read a few pieces ahead; never much past the limit.
    expect(counter.pulled).toBeLessThanOrEqual(DEFAULT_MAX_BODY_BYTES / chunk + 4);
  });

  it('lets a route that needs more declare it: an item update reads 1 MB of introduction', async () => {
    const large = allRoutes.find(
      (route) => route.method === 'put' && route.path === '/lecturers/v2/courses/{id}',
    );
    expect(large?.maxBodyBytes).toBeGreaterThan(1024 * 1024);
    const token = await api.tokenOf('teacher@example.com');
    // Over the default, under the route's limit: read and validated (too long for the field).
    const response = await api.request('PUT', '/lecturers/v2/courses/1', {
      token,
      locale: 'en',
      body: { introduction: 'x'.repeat(DEFAULT_MAX_BODY_BYTES * 2) },
    });
    expect(response.status).toBe(400);
    expect(response.body).toHaveProperty('message.introduction');
  });
});

describe('NUL bytes', () => {
  it('answer 400 at the field that holds one, in a form, in JSON and in a query', async () => {
    const form = await api.request('POST', '/v2/auth/login', {
      locale: 'en',
      body: { email: 'teacher@example.com\u0000', password: 'x' },
    });
    expect(form.status).toBe(400);
    expect(form.body).toEqual({
      message: {
        email: [
          'This field contains a character that cannot be saved (NUL). Remove it and try again.',
        ],
      },
    });
    const token = await api.tokenOf('teacher@example.com');
    const json = await api.request('POST', '/lecturers/v2/courses/1/chapters/outline', {
      token,
      json: true,
      locale: 'zh-CN',
      body: { chapters: [{ title: 'A', lectures: [{ title: 'B\u0000' }] }] },
    });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({
      message: {
        'chapters.0.lectures.0.title': ['此字段含有无法保存的字符（NUL），请删除后重试。'],
      },
    });
    const query = await api.request('GET', '/lecturers/v2/courses?keyword=a%00b', { token });
    expect(query.status).toBe(400);
    expect(query.body).toHaveProperty('message.keyword');
  });
});

interface JsonSchema {
  type?: string;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Paths of the integers in a schema with no maximum an integer column holds. */
function unboundedIntegers(schema: JsonSchema, path = ''): string[] {
  const own =
    schema.type === 'integer' && !(schema.maximum !== undefined && schema.maximum <= MAX_INTEGER)
      ? [path || '_']
      : [];
  return [
    ...own,
    ...Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
      unboundedIntegers(child, path ? `${path}.${key}` : key),
    ),
    ...(schema.items ? unboundedIntegers(schema.items, `${path}[]`) : []),
    ...[...(schema.anyOf ?? []), ...(schema.allOf ?? [])].flatMap((child) =>
      unboundedIntegers(child, path),
    ),
  ];
}

describe('ids and numbers', () => {
  it('every integer a route reads (path, query, body) is at most an integer column’s maximum', () => {
    const unbounded = allRoutes.flatMap((route) =>
      (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema = route[part];
        if (!schema) return [];
        const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
        return unboundedIntegers(json).map(
          (path) => `${route.method} ${route.path} ${part}.${path}`,
        );
      }),
    );
    expect(unbounded).toEqual([]);
  });

  it('an item id past 2^31 is not found (404), on the item and on its lectures', async () => {
    const token = await api.tokenOf('teacher@example.com');
    for (const path of [
      `/lecturers/v2/courses/${MAX_INTEGER + 1}`,
      `/lecturers/v2/courses/${2 ** 53}/chapters`,
      `/lecturers/v2/ebooks/1/lectures/${MAX_INTEGER + 1}/blocks`,
    ]) {
      const response = path.endsWith('blocks')
        ? await api.request('POST', path, { token, body: { blocks: [] } })
        : await api.request('GET', path, { token });
      expect(response.status, path).toBe(404);
    }
  });
});

describe('nosniff', () => {
  it('is on JSON answers, errors and the OpenAPI document', async () => {
    const token = await api.tokenOf('teacher@example.com');
    for (const [path, status] of [
      ['/v2/me', 200],
      ['/v2/me?x', 200],
      ['/nowhere', 404],
      ['/openapi.json', 200],
    ] as const) {
      const response = await api.request('GET', path, { token });
      expect(response.status, path).toBe(status);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});
