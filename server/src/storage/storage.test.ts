/**
 * The storage a test gets (server/src/storage/): the local disk in the unit step, the S3 server
 * in the api-s3 step (STORAGE_URL). Each rule holds on both.
 */
import { randomBytes } from 'node:crypto';
import { Upload } from '@tus/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from '../testing/harness.ts';
import { parseStorageUrl } from './location.ts';
import { fileKey, storageOf, thumbnailsPrefix, type Storage } from './storage.ts';

let storage: Storage;
const env = testEnv();

beforeAll(async () => {
  storage = storageOf(env);
  await storage.prepare();
});
afterAll(async () => {
  await storage.removePrefix('');
});

const text = (bytes: Uint8Array | Buffer | null) =>
  bytes === null ? null : Buffer.from(bytes).toString('utf8');

async function drain(stream: ReadableStream<Uint8Array> | null): Promise<string | null> {
  if (!stream) return null;
  return text(Buffer.from(await new Response(stream).arrayBuffer()));
}

describe(`the storage of the tests (${process.env['STORAGE_URL'] ? 'S3' : 'disk'})`, () => {
  it('is the bucket when STORAGE_URL names one, else the disk', () => {
    expect(storage.kind).toBe(process.env['STORAGE_URL'] ? 's3' : 'disk');
  });

  it('writes, sizes, reads whole, by range and at an offset', async () => {
    const key = fileKey(randomBytes(16).toString('hex'));
    expect(await storage.size(key)).toBeNull();
    expect(await storage.bytes(key)).toBeNull();
    expect(await storage.stream(key)).toBeNull();
    await storage.put(key, Buffer.from('0123456789'), 'text/plain');
    expect(await storage.size(key)).toBe(10);
    expect(text(await storage.bytes(key))).toBe('0123456789');
    expect(await drain(await storage.stream(key))).toBe('0123456789');
    expect(await drain(await storage.stream(key, { start: 2, end: 5 }))).toBe('2345');
    expect(text(Buffer.from(await storage.read(key, 7, 10)))).toBe('789');
    expect((await storage.read(key, 10, 4)).byteLength).toBe(0);
  });

  it('writes a stream of several parts whole', async () => {
    const key = fileKey(randomBytes(16).toString('hex'));
    const part = randomBytes(1024 * 1024);
    // 65 MiB in 1 MiB chunks: more than one 64 MiB part on S3.
    const chunks = Array.from({ length: 65 }, () => part);
    await storage.putStream(key, chunks, 'video/mp4');
    expect(await storage.size(key)).toBe(65 * 1024 * 1024);
    expect(Buffer.from(await storage.read(key, 64 * 1024 * 1024, 16))).toEqual(
      part.subarray(0, 16),
    );
    await storage.remove([key]);
  });

  it('copies, lists by prefix with times, removes one by one and by prefix', async () => {
    const id = randomBytes(16).toString('hex');
    await storage.put(fileKey(id), Buffer.from('cover'), 'image/png');
    await storage.copy(fileKey(id), `${thumbnailsPrefix(id)}96x54-cover`);
    await storage.put(`${thumbnailsPrefix(id)}10x10-cover`, Buffer.from('t'), 'image/png');
    const listed = await storage.list(thumbnailsPrefix(id));
    expect(listed.map((object) => object.key).sort()).toEqual([
      `${thumbnailsPrefix(id)}10x10-cover`,
      `${thumbnailsPrefix(id)}96x54-cover`,
    ]);
    for (const object of listed) {
      expect(Math.abs(object.modified.getTime() - Date.now())).toBeLessThan(10 * 60_000);
    }
    expect(text(await storage.bytes(`${thumbnailsPrefix(id)}96x54-cover`))).toBe('cover');
    await storage.removePrefix(thumbnailsPrefix(id));
    expect(await storage.list(thumbnailsPrefix(id))).toEqual([]);
    expect(await storage.size(fileKey(id))).toBe(5);
    await storage.remove([fileKey(id), fileKey('0'.repeat(32))]);
    expect(await storage.size(fileKey(id))).toBeNull();
  });

  it('lists and ends the unfinished uploads begun before a time (multipart uploads on S3)', async () => {
    const id = randomBytes(16).toString('hex');
    const { tus } = storage;
    await tus.store.create(new Upload({ id: tus.idOf(id), size: 10 * 1024 * 1024, offset: 0 }));
    const later = new Date(Date.now() + 60_000);
    expect(await tus.unfinishedBefore(later)).toEqual(storage.kind === 's3' ? [id] : []);
    expect(await tus.unfinishedBefore(new Date(Date.now() - 60_000))).toEqual([]);
    await tus.remove(id);
    expect(await tus.unfinishedBefore(later)).toEqual([]);
    for (const key of tus.keysOf(id)) expect(await storage.size(key)).toBeNull();
  });

  it('refuses a key that could leave its place', async () => {
    for (const key of ['../etc/passwd', 'files/../../x', '/files/a', 'files//a', 'files/.']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        'Not a storage key',
      );
    }
  });
});

describe('STORAGE_URL', () => {
  it('names the bucket, a key prefix, the endpoint and region, path style with an endpoint', () => {
    expect(
      parseStorageUrl('s3://media/prod/eu?endpoint=http://127.0.0.1:9000&region=eu-west-1', 'x'),
    ).toEqual({
      bucket: 'media',
      prefix: 'prod/eu/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      pathStyle: true,
    });
    expect(parseStorageUrl('s3://media', 'ap-northeast-1')).toEqual({
      bucket: 'media',
      prefix: '',
      endpoint: undefined,
      region: 'ap-northeast-1',
      pathStyle: false,
    });
    expect(
      parseStorageUrl('s3://m.example?endpoint=https://s3.x&path_style=false', 'r').pathStyle,
    ).toBe(false);
  });
});
