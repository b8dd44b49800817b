import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  CancelledError,
  DUPLICATE_WINDOW_MS,
  createClient,
} from '../../../src/api/client.ts';
import { createAnswerCache, resourcesOf, trackRequests } from '../../../src/api/answer-cache.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let baseURL = '';
const seen: Seen[] = [];

const replies: Record<string, { status: number; body: unknown; type?: string }> = {
  '/ok': { status: 200, body: { ok: true } },
  '/forbidden': { status: 403, body: { message: 'Your session has ended. Log in again.' } },
  '/bad-object': {
    status: 400,
    body: {
      message: { title: ['Title is required.', 'Too short.'], price: ['Price is invalid.'] },
    },
  },
  '/bad-string': { status: 400, body: { message: 'The coupon has expired.' } },
  '/bad-array': { status: 400, body: { message: ['First problem.', 'Second problem.'] } },
  '/bad-blob': {
    status: 400,
    body: { message: { file: ['This file type is not accepted.'] } },
    type: 'application/octet-stream',
  },
  '/broken': { status: 500, body: { message: 'internal' } },
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      const path = (request.url ?? '').split('?')[0] ?? '';
      if (path === '/export') {
        // Three chunks: the header, then two rows each.
        response.writeHead(200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="orders.csv"; filename*=UTF-8''%E8%A8%82%E5%96%AE.csv`,
          'x-total-count': '4',
        });
        response.write('\uFEFForder,total\r\n');
        response.write('A,1\r\nB,2\r\n');
        response.end('C,3\r\nD,-4\r\n');
        return;
      }
      if (path === '/slow') {
        setTimeout(() => response.end('{}'), 2000);
        return;
      }
      const reply = replies[path] ?? { status: 404, body: { message: 'Not found.' } };
      response.writeHead(reply.status, { 'content-type': reply.type ?? 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let clock = 0;
let token: string | null = 'secret-token';
let toasts: string[] = [];
let pendingReports: (() => void)[] = [];
let activity = 0;

/** Runs the failure reports the client deferred (the callers' handling has run) and reads the toasts. */
function reported(): string[] {
  const tasks = pendingReports;
  pendingReports = [];
  tasks.forEach((task) => task());
  return toasts;
}

function client(extra: Partial<Parameters<typeof createClient>[0]> = {}) {
  return createClient({
    ...extra,
    baseURL: () => baseURL,
    token: () => token,
    removeToken: () => {
      token = null;
    },
    locale: () => 'en',
    toastError: (message) => toasts.push(message),
    defer: (task) => {
      pendingReports.push(task);
      return () => {
        pendingReports = pendingReports.filter((other) => other !== task);
      };
    },
    activity: () => {
      activity += 1;
      return () => (activity -= 1);
    },
    now: () => clock,
  });
}

beforeEach(() => {
  seen.length = 0;
  clock = 1_000_000;
  token = 'secret-token';
  toasts = [];
  pendingReports = [];
});

describe('the API client', () => {
  it('sends the bearer token, hilocale and a form body in bracket notation by default', async () => {
    await client().request({
      method: 'POST',
      path: '/ok',
      body: { title: 'A', date: { begin: '2026-01-01' }, ids: [1, 2] },
    });
    const [request] = seen;
    expect(request?.headers['authorization']).toBe('Bearer secret-token');
    expect(request?.headers['hilocale']).toBe('en');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(decodeURIComponent(request?.body ?? '')).toBe(
      'title=A&date[begin]=2026-01-01&ids[]=1&ids[]=2',
    );
    expect(activity).toBe(0);
  });

  it('sends JSON when a call asks for it', async () => {
    await client().request({ method: 'PUT', path: '/ok', body: { a: 1 }, json: true });
    expect(seen[0]?.headers['content-type']).toContain('application/json');
    expect(seen[0]?.body).toBe('{"a":1}');
  });

  it('cancels an identical write at 1999 ms and sends it at 2001 ms', async () => {
    expect(DUPLICATE_WINDOW_MS).toBe(2000);
    const api = client();
    const call = { method: 'POST' as const, path: '/ok', body: { title: 'same' } };
    await api.request(call);
    clock += 1999;
    await expect(api.request(call)).rejects.toBeInstanceOf(CancelledError);
    clock += 2;
    await api.request(call);
    expect(seen.map((request) => request.method)).toEqual(['POST', 'POST']);
    expect(reported()).toEqual([]);
  });

  it('treats a different body, url, method or token as a different write', async () => {
    const api = client();
    await api.request({ method: 'POST', path: '/ok', body: { title: 'a' } });
    await api.request({ method: 'POST', path: '/ok', body: { title: 'b' } });
    await api.request({ method: 'PUT', path: '/ok', body: { title: 'b' } });
    await api.request({ method: 'POST', path: '/ok?x=1', body: { title: 'b' } });
    token = 'other-token';
    await api.request({ method: 'POST', path: '/ok', body: { title: 'b' } });
    expect(seen).toHaveLength(5);
  });

  it('sends a repeatable write again at once', async () => {
    const api = client();
    const call = { method: 'POST' as const, path: '/ok', body: { code: 'same' }, repeatable: true };
    await api.request(call);
    clock += 1;
    await api.request(call);
    expect(seen).toHaveLength(2);
  });

  it('never deduplicates a GET', async () => {
    const api = client();
    await api.request({ path: '/ok' });
    await api.request({ path: '/ok' });
    await api.request({ path: '/ok' });
    expect(seen).toHaveLength(3);
  });

  it('removes the login cookie on 403', async () => {
    await expect(client().request({ path: '/forbidden' })).rejects.toMatchObject({ status: 403 });
    expect(token).toBeNull();
    expect(reported()).toEqual([]);
  });

  it('shows the first entry of a 400 message object, and its first item, as an error toast', async () => {
    const error: unknown = await client()
      .request({ method: 'POST', path: '/bad-object', body: { x: 1 } })
      .catch((e: unknown) => e);
    expect(reported()).toEqual(['Title is required.']);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fields).toEqual({
      title: ['Title is required.', 'Too short.'],
      price: ['Price is invalid.'],
    });
  });

  it('shows no toast for a 400 its caller claims (to show it at the fields)', async () => {
    const error: unknown = await client()
      .request({ method: 'POST', path: '/bad-object', body: { z: 1 } })
      .catch((e: unknown) => e);
    (error as ApiError).claim();
    expect(reported()).toEqual([]);
  });

  it('shows each entry when the call asks for all messages', async () => {
    await client()
      .request({ method: 'POST', path: '/bad-object', body: { y: 1 }, allMessages: true })
      .catch(() => undefined);
    expect(reported()).toEqual(['Title is required.', 'Price is invalid.']);
  });

  it('shows a string message and the first item of an array message', async () => {
    await client()
      .request({ path: '/bad-string' })
      .catch(() => undefined);
    await client()
      .request({ path: '/bad-array' })
      .catch(() => undefined);
    expect(reported()).toEqual(['The coupon has expired.', 'First problem.']);
  });

  it('reads a Blob error body holding JSON the same way', async () => {
    await client()
      .request({ path: '/bad-blob', responseType: 'blob' })
      .catch(() => undefined);
    expect(reported()).toEqual(['This file type is not accepted.']);
  });

  it("shows the caller's generic message on other failures, and nothing without one", async () => {
    await client()
      .request({ method: 'POST', path: '/broken', body: { a: 1 } })
      .catch(() => undefined);
    expect(reported()).toEqual([]);
    await expect(
      client().request({
        method: 'POST',
        path: '/broken',
        body: { a: 2 },
        submitError: 'Could not save. Try again.',
      }),
    ).rejects.toMatchObject({ status: 500 });
    expect(reported()).toEqual(['Could not save. Try again.']);
  });

  it('cancels a call on abort, without a toast', async () => {
    const controller = new AbortController();
    const pending = client().request({
      path: '/slow',
      signal: controller.signal,
      submitError: 'failed',
    });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
    expect(reported()).toEqual([]);
    expect(activity).toBe(0);
  });
});

describe('download', () => {
  it('streams a file with the token and language, reporting rows against the counted total', async () => {
    const progress: { rows: number; total: number | null }[] = [];
    const file = await client().download({ path: '/export', query: { status: 'PAID' } }, (step) =>
      progress.push({ rows: step.rows, total: step.total }),
    );
    expect(seen[0]?.url).toBe('/export?status=PAID');
    expect(seen[0]?.headers['authorization']).toBe('Bearer secret-token');
    expect(seen[0]?.headers['hilocale']).toBe('en');
    expect(file.filename).toBe('訂單.csv');
    expect(file.rows).toBe(4);
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('order,total\r\nA,1\r\nB,2\r\nC,3\r\nD,-4\r\n');
    expect(progress.at(-1)).toEqual({ rows: 4, total: 4 });
    expect(progress.every((step) => step.total === 4)).toBe(true);
    expect(activity).toBe(0);
  });

  it('fails like a call: a 404 is an ApiError', async () => {
    await expect(client().download({ path: '/missing' }, () => undefined)).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('the fetch it is given', () => {
  it('sends every request through it (the early fetch of the page)', async () => {
    const sent: string[] = [];
    const api = client({
      fetch: (input, init) => {
        sent.push(`${init?.method ?? 'GET'} ${typeof input === 'string' ? input : '?'}`);
        return globalThis.fetch(input, init);
      },
    });
    await api.request({ path: '/ok', query: { page: 2 } });
    await api.request({ path: '/ok', method: 'POST', body: { a: 1 } });
    expect(sent).toEqual([`GET ${baseURL}/ok?page=2`, `POST ${baseURL}/ok`]);
  });
});

describe('kept answers', () => {
  it('notes what a tracked GET read; a write drops its resource, a 403 everything', async () => {
    const cache = createAnswerCache({
      login: () => token,
      locale: () => 'en',
      storage: () => null,
      later: (task) => task(),
    });
    const api = client({ cache });
    const signal = trackRequests(new AbortController().signal);
    await api.request({ path: '/ok', query: { page: 1 }, signal });
    expect(resourcesOf(signal)).toEqual(['/ok']);
    cache.put('a', 1, ['/ok']);
    cache.put('b', 2, ['/elsewhere']);
    await api.request({ path: '/ok' });
    expect(cache.get('a')).toBe(1);
    await api.request({ path: '/ok', method: 'POST', body: { a: 1 } });
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    await expect(api.request({ path: '/forbidden' })).rejects.toBeInstanceOf(ApiError);
    token = 'secret-token';
    expect(cache.get('b')).toBeUndefined();
  });
});
