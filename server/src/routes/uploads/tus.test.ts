import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { authenticate, createSession, revokeSession } from '../../auth/sessions.ts';
import { uploads, users } from '../../db/schema.ts';
import { allRoutes } from '../../routes/index.ts';
import { answerOf, createTestApi, type TestApi, tusMetadata } from '../../testing/harness.ts';
import { storedFiles } from '../../testing/stored.ts';
import { createTusServer, mountUploads, type TusUploads } from '../../uploads/tus.ts';

const PUBLIC_URL = 'https://api.example.test/base';
const MAX = 1000;
const QUOTA = 2500;

let api: TestApi;
let tus: TusUploads;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await createTestApi({
    demoFiles: false,
    env: { PUBLIC_URL, UPLOAD_MAX_BYTES: String(MAX), UPLOAD_QUOTA_BYTES: String(QUOTA) },
    mount: (app, deps) => {
      tus = createTusServer(deps);
      return mountUploads(app, { ...deps, uploads: tus });
    },
  });
  for (const email of [
    'teacher@example.com',
    'teacher2@example.com',
    'staff@example.com',
    'admin@example.com',
    'student@example.com',
  ]) {
    const [user] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    tokens[email] = (await createSession(api.db, user?.id ?? 0)).token;
  }
});
afterAll(async () => {
  await api.close();
  rmSync(api.env.DATA_DIR, { recursive: true, force: true });
});

function token(email: string): string {
  const value = tokens[email];
  if (!value) throw new Error(`no token for ${email}`);
  return value;
}

interface TusInit {
  readonly token?: string | null;
  readonly headers?: Record<string, string>;
  readonly body?: Uint8Array<ArrayBuffer>;
  readonly resumable?: boolean;
}

async function tusRequest(method: string, path: string, init: TusInit = {}) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.resumable !== false) headers['tus-resumable'] = '1.0.0';
  const bearer = init.token === undefined ? token('teacher@example.com') : init.token;
  if (bearer) headers['authorization'] = `Bearer ${bearer}`;
  const response = await api.app.request(path, {
    method,
    headers,
    ...(init.body ? { body: init.body } : {}),
  });
  return answerOf(response);
}

async function create(size: number, init: TusInit & { meta?: Record<string, string> } = {}) {
  const response = await tusRequest('POST', '/uploads/', {
    ...init,
    headers: {
      'upload-length': String(size),
      ...(init.meta ? { 'upload-metadata': tusMetadata(init.meta) } : {}),
      ...init.headers,
    },
  });
  const location = response.headers.get('location') ?? '';
  return { ...response, location, path: new URL(location || 'http://x/').pathname.slice(5) };
}

function patch(
  path: string,
  offset: number,
  bytes: Uint8Array<ArrayBuffer>,
  init: TusInit & { withoutType?: boolean } = {},
) {
  return tusRequest('PATCH', path, {
    ...init,
    body: bytes,
    headers: {
      'upload-offset': String(offset),
      ...(init.withoutType ? {} : { 'content-type': 'application/offset+octet-stream' }),
      ...init.headers,
    },
  });
}

async function rowOf(id: string) {
  const [row] = await api.db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

const stored = () => storedFiles(api.env);
const idOf = (path: string) => path.split('/').pop() ?? '';

describe('tus creation', () => {
  it('answers 201 with a Location built from PUBLIC_URL, whatever the Host header says', async () => {
    const created = await create(10, {
      headers: { host: 'evil.example', 'x-forwarded-host': 'x' },
    });
    expect(created.status).toBe(201);
    expect(created.location).toMatch(/^https:\/\/api\.example\.test\/base\/uploads\/[0-9a-f]{32}$/);
    expect(created.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('records the upload with server-made ids and cleaned metadata, never a path from input', async () => {
    const created = await create(10, {
      meta: {
        filename: '../../../etc/passwd\u0000\u0007.mp4',
        filetype: 'video/mp4',
        purpose: 'trailer',
      },
    });
    const id = idOf(created.location);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await rowOf(id)).toMatchObject({
      kind: 'tus',
      purpose: 'trailer',
      filename: 'passwd.mp4',
      mimeType: 'video/mp4',
      size: 10,
      completedAt: null,
    });
    expect(await stored().hasUpload(id)).toBe(true);
    expect(existsSync(join(api.env.DATA_DIR, 'etc'))).toBe(false);

    const plain = await create(10, { meta: { filetype: '<script>' } });
    expect(await rowOf(idOf(plain.location))).toMatchObject({
      purpose: 'video',
      filename: 'upload',
      mimeType: 'application/octet-stream',
    });
  });

  it('refuses a malformed purpose and a deferred length', async () => {
    expect((await create(10, { meta: { purpose: '../x' } })).status).toBe(400);
    const deferred = await tusRequest('POST', '/uploads', {
      headers: { 'upload-defer-length': '1' },
    });
    expect(deferred.status).toBe(400);
  });

  it('marks the upload complete when the last byte arrives', async () => {
    const created = await create(6);
    const first = await patch(created.path, 0, new TextEncoder().encode('abc'));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('3');
    expect((await rowOf(idOf(created.path)))?.completedAt).toBeNull();
    const second = await patch(created.path, 3, new TextEncoder().encode('def'));
    expect(second.status).toBe(204);
    expect((await rowOf(idOf(created.path)))?.completedAt).toBeInstanceOf(Date);
    expect((await stored().uploadBytes(idOf(created.path)))?.toString('utf8')).toBe('abcdef');
    const head = await tusRequest('HEAD', created.path);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe('6');
    expect(head.headers.get('upload-length')).toBe('6');
  });
});

describe('tus protocol errors', () => {
  it('answers 409 when Upload-Offset does not match', async () => {
    const created = await create(10);
    const response = await patch(created.path, 4, new TextEncoder().encode('xx'));
    expect(response.status).toBe(409);
    expect((await tusRequest('HEAD', created.path)).headers.get('upload-offset')).toBe('0');
  });

  it('answers 415 to a PATCH without the offset+octet-stream Content-Type, writing nothing', async () => {
    const created = await create(10);
    for (const type of ['application/octet-stream', 'text/plain', null]) {
      const response = await patch(created.path, 0, new Uint8Array(4), {
        headers: { hilocale: 'en', ...(type ? { 'content-type': type } : {}) },
        ...(type ? {} : { withoutType: true }),
      });
      expect(response.status).toBe(415);
      expect(response.body).toEqual({
        message: 'Send the upload’s bytes as application/offset+octet-stream.',
      });
      expect(response.headers.get('tus-resumable')).toBe('1.0.0');
    }
    expect((await tusRequest('HEAD', created.path)).headers.get('upload-offset')).toBe('0');
    // Another user's upload stays a 404, whatever the Content-Type.
    const other = await patch(created.path, 0, new Uint8Array(4), {
      token: token('teacher2@example.com'),
      headers: { 'content-type': 'text/plain' },
    });
    expect(other.status).toBe(404);
  });

  it('answers 412 without Tus-Resumable', async () => {
    expect((await create(10, { resumable: false })).status).toBe(412);
    const created = await create(10);
    expect((await tusRequest('HEAD', created.path, { resumable: false })).status).toBe(412);
    const before = (await api.db.select({ id: uploads.id }).from(uploads)).length;
    await create(10, { resumable: false });
    expect((await api.db.select({ id: uploads.id }).from(uploads)).length).toBe(before);
  });
});

describe('tus access', () => {
  it('answers 403 with the contract body without a valid token, for every method', async () => {
    const created = await create(10);
    for (const bearer of [null, 'not-a-token']) {
      const post = await create(10, { token: bearer, headers: { hilocale: 'en' } });
      expect(post.status).toBe(403);
      expect(post.body).toEqual({ message: 'Your session has ended. Log in again.' });
      expect(post.headers.get('tus-resumable')).toBe('1.0.0');
      for (const method of ['HEAD', 'DELETE']) {
        expect((await tusRequest(method, created.path, { token: bearer })).status).toBe(403);
      }
      expect((await patch(created.path, 0, new Uint8Array(2), { token: bearer })).status).toBe(403);
    }
  });

  it('answers 403 with a revoked token', async () => {
    const [user] = await api.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'teacher@example.com'));
    const session = await createSession(api.db, user?.id ?? 0);
    const created = await create(10, { token: session.token });
    expect(created.status).toBe(201);
    const viewer = await authenticate(api.db, session.token);
    await revokeSession(api.db, viewer?.sessionId ?? 0);
    expect((await tusRequest('HEAD', created.path, { token: session.token })).status).toBe(403);
    expect((await create(10, { token: session.token })).status).toBe(403);
  });

  it("answers 404 on another user's upload, and leaves it alone", async () => {
    const created = await create(10);
    const other = token('teacher2@example.com');
    expect((await tusRequest('HEAD', created.path, { token: other })).status).toBe(404);
    expect((await patch(created.path, 0, new Uint8Array(10), { token: other })).status).toBe(404);
    expect((await tusRequest('DELETE', created.path, { token: other })).status).toBe(404);
    expect((await tusRequest('HEAD', created.path)).headers.get('upload-offset')).toBe('0');
    expect(await rowOf(idOf(created.path))).toBeDefined();
  });

  it('answers 404 to users who may not upload, to unknown ids and to GET', async () => {
    expect((await create(10, { token: token('student@example.com') })).status).toBe(404);
    // An admin without v2_course.write (staff) may not upload either: no video, no file.
    const staff = token('staff@example.com');
    expect((await create(10, { token: staff })).status).toBe(404);
    expect((await api.request('GET', '/v2/uploads/usage', { token: staff })).status).toBe(404);
    const form = new FormData();
    form.append('purpose', 'subtitle');
    form.append('file', new Blob(['WEBVTT\n']), 'intro.vtt');
    const posted = await api.request('POST', '/v2/files', { token: staff, body: form });
    expect(posted.status).toBe(404);
    expect((await tusRequest('HEAD', `/uploads/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await tusRequest('HEAD', '/uploads/..%2F..%2Fetc')).status).toBe(404);
    const created = await create(10);
    expect((await tusRequest('GET', created.path)).status).toBe(404);
    const student = token('student@example.com');
    expect((await api.request('GET', '/v2/uploads/usage', { token: student })).status).toBe(404);
    expect((await api.request('GET', '/v2/uploads/usage')).status).toBe(403);
  });
});

describe('tus sizes', () => {
  it('answers 413 over the maximum size', async () => {
    const response = await create(MAX + 1, { headers: { hilocale: 'en' } });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'The file is empty or too large.' });
    expect((await create(MAX)).status).toBe(201);
  });

  it('answers 413 over the per-user quota, counting complete and incomplete uploads', async () => {
    const admin = token('admin@example.com');
    const first = await create(MAX, { token: admin });
    expect((await patch(first.path, 0, new Uint8Array(MAX), { token: admin })).status).toBe(204);
    expect((await create(MAX, { token: admin })).status).toBe(201);
    const over = await create(QUOTA - 2 * MAX + 1, {
      token: admin,
      headers: { hilocale: 'zh-TW' },
    });
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ message: '您的上傳空間已滿。' });
    expect((await create(QUOTA - 2 * MAX, { token: admin })).status).toBe(201);
    // Another user's quota is their own.
    expect((await create(MAX, { token: token('teacher2@example.com') })).status).toBe(201);
    const usage = await api.request('GET', '/v2/uploads/usage', { token: admin });
    expect(usage).toMatchObject({
      status: 200,
      body: { usedBytes: QUOTA, quotaBytes: QUOTA, maxUploadBytes: MAX },
    });
  });

  it('refuses more bytes than the upload length', async () => {
    const created = await create(4);
    expect((await patch(created.path, 0, new Uint8Array(8))).status).toBe(413);
  });
});

describe('tus CORS', () => {
  it('answers only the configured hosts, never *', async () => {
    for (const origin of [api.env.ADMIN_ORIGIN, api.env.LECTURER_ORIGIN]) {
      const created = await create(10, { headers: { origin } });
      expect(created.headers.get('access-control-allow-origin')).toBe(origin);
      expect(created.headers.get('access-control-expose-headers')).toMatch(/Location/);
      expect(created.headers.get('access-control-expose-headers')).toMatch(/Upload-Offset/);
      const head = await tusRequest('HEAD', created.path, { headers: { origin } });
      expect(head.headers.get('access-control-allow-origin')).toBe(origin);
      const refused = await create(10, { token: null, headers: { origin } });
      expect(refused.headers.get('access-control-allow-origin')).toBe(origin);
    }
    const evil = 'https://evil.example';
    const created = await create(10, { headers: { origin: evil } });
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBeNull();
    const head = await tusRequest('HEAD', created.path, { headers: { origin: evil } });
    expect(head.headers.get('access-control-allow-origin')).toBeNull();
    const noResumable = await create(10, { resumable: false, headers: { origin: evil } });
    expect(noResumable.status).toBe(412);
    expect(noResumable.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers preflights for the configured hosts only', async () => {
    const preflight = (origin: string) =>
      api.app.request('/uploads/', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'tus-resumable,upload-offset,content-type',
        },
      });
    const allowed = await preflight(api.env.LECTURER_ORIGIN);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(api.env.LECTURER_ORIGIN);
    expect(allowed.headers.get('access-control-allow-headers')).toMatch(/Tus-Resumable/);
    expect(allowed.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('tus expiry and termination', () => {
  it('removes expired incomplete uploads (file and row), keeps complete ones', async () => {
    const incomplete = await create(10);
    await patch(incomplete.path, 0, new Uint8Array(4));
    const complete = await create(3);
    await patch(complete.path, 0, new Uint8Array(3));
    const fresh = await create(10);
    // Files of an upload without a row (a creation a crash interrupted).
    const orphan = 'f'.repeat(32);
    const [dataKey, infoKey] = stored().storage.tus.keysOf(orphan);
    for (const key of [dataKey ?? '', infoKey ?? ''])
      await stored().storage.put(key, new Uint8Array(1), 'application/octet-stream');

    // Nothing is old enough yet, the orphan neither.
    expect(await tus.cleanUpExpiredUploads()).toBe(0);
    expect(await stored().hasUpload(orphan)).toBe(true);
    expect(await rowOf(idOf(fresh.path))).toBeDefined();

    // A day later (UPLOAD_EXPIRY_HOURS is 24): the incomplete uploads and the orphan go, the
    // complete one stays.
    const later = new Date(Date.now() + 25 * 3_600_000);
    expect(await tus.cleanUpExpiredUploads(later)).toBeGreaterThanOrEqual(3);
    expect(await stored().hasUpload(orphan)).toBe(false);
    for (const gone of [incomplete, fresh]) {
      const id = idOf(gone.path);
      expect(await rowOf(id)).toBeUndefined();
      expect(await stored().hasUpload(id)).toBe(false);
      expect((await tusRequest('HEAD', gone.path)).status).toBe(404);
    }
    const kept = idOf(complete.path);
    expect((await rowOf(kept))?.completedAt).toBeInstanceOf(Date);
    expect((await stored().uploadBytes(kept))?.byteLength).toBe(3);
  });

  it('DELETE removes the file and the row', async () => {
    const created = await create(10);
    await patch(created.path, 0, new Uint8Array(5));
    const id = idOf(created.path);
    expect(await stored().hasUpload(id)).toBe(true);
    expect((await tusRequest('DELETE', created.path)).status).toBe(204);
    expect(await rowOf(id)).toBeUndefined();
    expect(await stored().hasUpload(id)).toBe(false);
    expect((await tusRequest('HEAD', created.path)).status).toBe(404);
  });
});

describe('tus over HTTP', () => {
  it('tus-js-client uploads through a real listener; the API documents the endpoints', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const env = { ...api.env, PUBLIC_URL: `http://127.0.0.1:${port}` };
    const app = createApp({
      env,
      db: api.db,
      routes: allRoutes,
      mount: (hono) => mountUploads(hono, { env, db: api.db }),
    });
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
    try {
      const bytes = Buffer.from('resumable upload over a real socket '.repeat(20));
      const url = await new Promise<string>((resolve, reject) => {
        const upload = new Upload(bytes, {
          endpoint: `${env.PUBLIC_URL}/uploads/`,
          chunkSize: 256,
          headers: { authorization: `Bearer ${token('teacher2@example.com')}` },
          metadata: { filename: 'lesson.mp4', filetype: 'video/mp4' },
          onError: reject,
          onSuccess: () => resolve(upload.url ?? ''),
        });
        upload.start();
      });
      expect(url.startsWith(`${env.PUBLIC_URL}/uploads/`)).toBe(true);
      const id = idOf(url);
      expect(await stored().uploadBytes(id)).toEqual(Buffer.from(bytes));
      expect(await rowOf(id)).toMatchObject({ filename: 'lesson.mp4', size: bytes.length });
      expect((await rowOf(id))?.completedAt).toBeInstanceOf(Date);

      const document = (await (await fetch(`${env.PUBLIC_URL}/openapi.json`)).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      expect(Object.keys(document.paths['/uploads'] ?? {})).toEqual(['post']);
      expect(Object.keys(document.paths['/uploads/{id}'] ?? {}).sort()).toEqual([
        'delete',
        'head',
        'patch',
      ]);
      expect(document.paths['/v2/files']?.['post']).toBeDefined();
      expect(document.paths['/v2/files/{id}']?.['get']).toBeDefined();
      expect(document.paths['/v2/uploads/usage']?.['get']).toBeDefined();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
