import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { markersIn } from '../../../scripts/check-bundle.ts';
import type { itemsContract } from '../../../server/src/contract/items.ts';
import type { chaptersContract } from '../../../server/src/contract/chapters.ts';
import { chaptersOperations } from '../../../server/src/contract/plain/chapters.ts';
import { itemsOperations } from '../../../server/src/contract/plain/items.ts';
import { createCall } from '../../../src/api/call.ts';
import type { ApiClient, ApiRequest } from '../../../src/api/client.ts';
import { fillPath, kindOf, typed } from '../../../src/api/operation.ts';

vi.mock('../../../src/api/http.ts', () => ({ http: { request: vi.fn() } }));

function fakeClient() {
  const sent: ApiRequest[] = [];
  const client: ApiClient = {
    request: <T>(request: ApiRequest) => {
      sent.push(request);
      return Promise.resolve({ ok: true } as T);
    },
    download: () => Promise.reject(new Error('not used')),
  };
  return { sent, call: createCall(client) };
}

describe('call', () => {
  it('sends the operation’s method and path with the parameters filled in', async () => {
    const { sent, call } = fakeClient();
    const chapters = typed<typeof chaptersContract>(chaptersOperations);
    const signal = new AbortController().signal;
    await call(chapters.update, {
      params: { kind: 'ebooks', id: 7, chapter_id: 12 },
      body: { title: 'One' },
      signal,
    });
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/lecturers/v2/ebooks/7/chapters/12',
        body: { title: 'One' },
        signal,
      },
    ]);
  });

  it('passes query, JSON and no signal when none is given', async () => {
    const { sent, call } = fakeClient();
    const items = typed<typeof itemsContract>(itemsOperations);
    await call(items.list, { params: { kind: 'articles' }, query: { page: 2 }, signal: undefined });
    await call(items.update, {
      params: { kind: 'courses', id: 3 },
      body: { title: 'A' },
      json: true,
    });
    expect(sent).toEqual([
      { method: 'GET', path: '/lecturers/v2/articles', query: { page: 2 } },
      { method: 'PUT', path: '/lecturers/v2/courses/3', body: { title: 'A' }, json: true },
    ]);
  });

  it('encodes parameters and refuses a missing one', () => {
    expect(fillPath('/a/{name}/b', { name: 'x y/z' })).toBe('/a/x%20y%2Fz/b');
    expect(() => fillPath('/a/{id}', {})).toThrow('Missing path parameter id');
  });

  it('refuses a kind the operation is not served for', () => {
    const chapters = typed<typeof chaptersContract>(chaptersOperations);
    expect(kindOf(chapters.list, 'courses')).toBe('courses');
    expect(() => kindOf(chapters.list, 'articles')).toThrow('not served for articles');
  });
});

describe('bundle markers', () => {
  it('find zod in zod’s own code and nothing in the zod-free contract', () => {
    const zodCore = readFileSync(
      new URL('../../../node_modules/zod/v4/core/schemas.js', import.meta.url),
      'utf8',
    );
    const zodErrors = readFileSync(
      new URL('../../../node_modules/zod/v4/classic/errors.js', import.meta.url),
      'utf8',
    );
    expect(markersIn(zodCore + zodErrors)).toEqual(
      expect.arrayContaining(['zod (ZodError)', 'zod ($ZodType)', 'zod (._zod)']),
    );
    const plain = readFileSync(
      new URL('../../../server/src/contract/plain/items.ts', import.meta.url),
      'utf8',
    );
    expect(markersIn(plain)).toEqual([]);
  });
});
