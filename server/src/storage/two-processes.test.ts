/**
 * Two API processes on one PostgreSQL and one bucket behind a round-robin proxy, as behind a load
 * balancer: a cover posted through one is served, with its thumbnail, by the other; a tus upload
 * begun through one is finished through the other after the first is killed with -9, byte for
 * byte. Runs when DATABASE_URL is PostgreSQL and STORAGE_URL names a bucket (the api-s3 step):
 * PGlite and the local disk are one machine's.
 */
import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';
import { uploads, users } from '../db/schema.ts';
import { startChildService, type ChildService } from '../testing/child-service.ts';
import { createTestApi, tusMetadata, type TestApi } from '../testing/harness.ts';
import { freePort } from '../testing/ports.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from '../testing/round-robin.ts';
import { storageOf, thumbnailsPrefix, tusKey } from './storage.ts';

const onPostgres = /^postgres(ql)?:\/\//.test(process.env['DATABASE_URL'] ?? '');
const onBucket = (process.env['STORAGE_URL'] ?? '') !== '';
if (!onPostgres || !onBucket) {
  console.info(
    'Two API processes on one bucket: skipped, it needs DATABASE_URL (PostgreSQL) and STORAGE_URL.',
  );
}

const MiB = 1024 * 1024;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.runIf(onPostgres && onBucket)('two API processes on one bucket', () => {
  let api: TestApi;
  let proxy: RoundRobinProxy;
  /** The processes (A, B) and their own addresses. */
  let processes: ChildService[] = [];
  let bases: string[] = [];
  let token: string;

  beforeAll(async () => {
    api = await createTestApi({ demoFiles: false });
    const url = api.handle.url;
    const storageUrl = api.env.STORAGE_URL;
    if (!url || !storageUrl) throw new Error('No PostgreSQL database URL or bucket');
    const [teacher] = await api.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'teacher@example.com'));
    token = (await createSession(api.db, teacher?.id ?? 0)).token;

    const ports = [await freePort(), await freePort()];
    bases = ports.map((port) => `http://127.0.0.1:${String(port)}`);
    proxy = await startRoundRobinProxy(bases);
    const mediaLinkSecret = randomBytes(32).toString('hex');
    processes = await Promise.all(
      ['A', 'B'].map((name, index) =>
        startChildService({
          name: `API process ${name}`,
          args: ['server/src/main.ts'],
          env: {
            DATABASE_URL: url,
            STORAGE_URL: storageUrl,
            AWS_REGION: api.env.AWS_REGION,
            ...(api.env.AWS_ACCESS_KEY_ID ? { AWS_ACCESS_KEY_ID: api.env.AWS_ACCESS_KEY_ID } : {}),
            ...(api.env.AWS_SECRET_ACCESS_KEY
              ? { AWS_SECRET_ACCESS_KEY: api.env.AWS_SECRET_ACCESS_KEY }
              : {}),
            MEDIA_LINK_SECRET: mediaLinkSecret,
            DEMO_DATA: '0',
            API_PORT: String(ports[index]),
            API_HOST: '127.0.0.1',
            DATA_DIR: `${api.env.DATA_DIR}-${name}`,
            PUBLIC_URL: proxy.url,
          },
          readyUrl: `${bases[index] ?? ''}/openapi.json`,
          timeoutMs: 110_000,
        }),
      ),
    );
  }, 240_000);
  afterAll(async () => {
    await Promise.all(processes.map((child) => child.stop()));
    await proxy.close();
    await storageOf(api.env).removePrefix('');
    await api.close();
    for (const name of ['A', 'B'])
      rmSync(`${api.env.DATA_DIR}-${name}`, { recursive: true, force: true });
  });

  const auth = () => ({ authorization: `Bearer ${token}` });

  it('serves a cover posted through one process, and its thumbnail, from the other', async () => {
    const png = await sharp({
      create: { width: 640, height: 360, channels: 3, background: '#2080ff' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('purpose', 'cover');
    form.append('file', new Blob([new Uint8Array(png)]), 'cover.png');
    const posted = await fetch(`${bases[0] ?? ''}/v2/files`, {
      method: 'POST',
      headers: auth(),
      body: form,
    });
    expect(posted.status).toBe(201);
    const { id } = (await posted.json()) as { id: string };

    const file = await fetch(`${bases[1] ?? ''}/v2/files/${id}`);
    expect(file.status).toBe(200);
    expect(sha256(new Uint8Array(await file.arrayBuffer()))).toBe(sha256(png));

    const thumbnail = await fetch(`${bases[1] ?? ''}/v2/files/${id}?w=96&h=54&fit=cover`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/png');
    const size = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect([size.width, size.height]).toEqual([96, 54]);
    // The variant is kept in the bucket beside its original, for every process.
    await expect
      .poll(async () => (await storageOf(api.env).list(thumbnailsPrefix(id))).length, {
        timeout: 10_000,
      })
      .toBe(1);
  }, 60_000);

  it('finishes through one process an upload begun through the other, killed with -9', async () => {
    const source = randomBytes(12 * MiB);
    const created = await fetch(`${proxy.url}/uploads`, {
      method: 'POST',
      headers: {
        ...auth(),
        'tus-resumable': '1.0.0',
        'upload-length': String(source.length),
        'upload-metadata': tusMetadata({
          filename: 'lecture.mp4',
          filetype: 'video/mp4',
          purpose: 'video',
        }),
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    // The upload's address is the proxy's (PUBLIC_URL): any process may answer it.
    expect(location.startsWith(`${proxy.url}/uploads/`)).toBe(true);
    const id = location.slice(`${proxy.url}/uploads/`.length);
    const patch = (base: string, offset: number, end: number) =>
      fetch(`${base}/uploads/${id}`, {
        method: 'PATCH',
        headers: {
          ...auth(),
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: source.subarray(offset, end),
      });

    // The first 9 MiB through process A itself: at least one whole S3 part and a partial one.
    const first = await patch(bases[0] ?? '', 0, 9 * MiB);
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(9 * MiB));
    await processes[0]?.kill('SIGKILL');

    // Resumed through the proxy, where only B answers now: HEAD for the offset, then PATCHes.
    const servedBefore = proxy.served.length;
    const head = await fetch(location, {
      method: 'HEAD',
      headers: { ...auth(), 'tus-resumable': '1.0.0' },
    });
    expect(head.status).toBe(200);
    let offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBe(9 * MiB);
    while (offset < source.length) {
      const end = Math.min(offset + 5 * MiB, source.length);
      const answer = await patch(proxy.url, offset, end);
      expect(answer.status).toBe(204);
      offset = Number(answer.headers.get('upload-offset'));
      expect(offset).toBe(end);
    }
    expect(proxy.served.slice(servedBefore).every((index) => index === 1)).toBe(true);

    const [row] = await api.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row?.completedAt).toBeInstanceOf(Date);
    const stored = await storageOf(api.env).bytes(tusKey(id));
    expect(stored?.length).toBe(source.length);
    expect(sha256(stored ?? new Uint8Array())).toBe(sha256(source));
  }, 120_000);
});
