/**
 * Thumbnails (`GET /v2/files/{id}` with the client's parameters, src/lib/thumbnail.ts): exact
 * sizes, each variant encoded once and kept on disk, checked parameters, and the demo items'
 * covers stored as cover uploads are.
 */
import { rmSync } from 'node:fs';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thumbnailUrl } from '../../../../src/lib/thumbnail.ts';
import { uploadedFileResponse } from '../../contract/uploads.ts';
import { courses, uploads } from '../../db/schema.ts';
import { DEMO_COVER_SIZE, demoCoverVariant } from '../../seed/covers.ts';
import { thumbnailsPrefix } from '../../storage/storage.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { storedFiles } from '../../testing/stored.ts';
import { sendAs } from '../../testing/item-fixtures.ts';
import { pngBytes } from '../../testing/files.ts';

let api: TestApi;
let teacherToken: string;

beforeAll(async () => {
  api = await createTestApi();
  teacherToken = await api.tokenOf('teacher@example.com');
});
afterAll(async () => {
  await api.close();
  rmSync(api.env.DATA_DIR, { recursive: true, force: true });
});

const stored = () => storedFiles(api.env);
const variantsOf = async (id: string) => stored().storage.list(thumbnailsPrefix(id));

/** A 640×480 image of a type, half red and half blue (so crops show). */
async function image(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const half = await sharp({
    create: { width: 320, height: 480, channels: 3, background: '#2040ff' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#ff2020' } })
    .composite([{ input: half, left: 320, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

/** Posts a file (`POST /v2/files`); answers its id and URL path. */
async function postFile(
  bytes: Uint8Array,
  name: string,
  fields: Record<string, string> = { purpose: 'cover' },
): Promise<{ id: string; path: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await api.app.request('/v2/files', {
    method: 'POST',
    headers: { authorization: `Bearer ${teacherToken}` },
    body: form,
  });
  expect(response.status).toBe(201);
  const body = uploadedFileResponse.parse(await response.json());
  return { id: body.id, path: new URL(body.url).pathname };
}

/** GETs a path; answers the status, headers and body bytes. */
async function get(path: string, headers: Record<string, string> = {}) {
  const response = await api.app.request(path, { headers });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** GETs a path that answers an error; answers the status and JSON body. */
async function getError(path: string, locale?: 'en' | 'zh-TW') {
  const response = await api.app.request(path, { headers: locale ? { hilocale: locale } : {} });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('GET /v2/files/{id} with thumbnail parameters', () => {
  let jpeg: { id: string; path: string };
  beforeAll(async () => {
    jpeg = await postFile(await image('jpeg'), 'photo.jpg');
  });

  it('answers the image cropped to exactly the box the client asks for', async () => {
    // The client's own URL: 80×45 CSS pixels at density 2, fit cover, quality 100.
    const url = thumbnailUrl(jpeg.path, 80, 45);
    expect(url).toBe(`${jpeg.path}?w=160&h=90&fit=cover&quality=100`);
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-length')).toBe(String(response.bytes.byteLength));
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBe(`W/"${jpeg.id}-160x90-cover-q100"`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(response.bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 160,
      height: 90,
    });
  });

  it('encodes a variant once: the second request is the stored variant', async () => {
    const url = `${jpeg.path}?w=200&h=100&fit=cover&quality=90`;
    const first = await get(url);
    expect(first.status).toBe(200);
    const variant = `${thumbnailsPrefix(jpeg.id)}200x100-cover-q90`;
    expect(await stored().storage.bytes(variant)).toEqual(first.bytes);
    // Put other bytes in its place: an answer encoded again would not be them.
    const marker = await sharp({
      create: { width: 200, height: 100, channels: 3, background: '#00ff00' },
    })
      .jpeg()
      .toBuffer();
    await stored().storage.put(variant, marker, 'image/jpeg');
    const second = await get(url);
    expect(second.status).toBe(200);
    expect(second.bytes).toEqual(marker);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    // Other parameters are another variant; a parameter the API does not know changes nothing.
    expect((await get(`${url}&v=2`)).bytes).toEqual(marker);
    expect((await get(`${jpeg.path}?w=200&h=100&fit=cover&quality=80`)).bytes).not.toEqual(marker);
  });

  it('answers 304 to If-None-Match with its ETag, and the original has one too', async () => {
    const url = `${jpeg.path}?w=160&h=90&fit=cover&quality=100`;
    const { headers } = await get(url);
    const etag = headers.get('etag') ?? '';
    const again = await get(url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.byteLength).toBe(0);
    expect((await get(`${jpeg.path}?w=161&h=90`, { 'if-none-match': etag })).status).toBe(200);
    const original = await get(jpeg.path);
    expect(original.headers.get('etag')).toBe(`"${jpeg.id}"`);
    expect((await get(jpeg.path, { 'if-none-match': `"${jpeg.id}"` })).status).toBe(304);
  });

  it.each([
    ['fit=contain', 160, 90],
    ['fit=fill', 160, 90],
    ['fit=inside', 120, 90],
    ['fit=outside', 160, 120],
  ])('honours %s', async (fit, width, height) => {
    const response = await get(`${jpeg.path}?w=160&h=90&${fit}`);
    expect(response.status).toBe(200);
    expect(await sharp(response.bytes).metadata()).toMatchObject({ width, height });
  });

  it('keeps the aspect ratio when one side is given, and enlarges small images', async () => {
    const wide = await get(`${jpeg.path}?w=320`);
    expect(await sharp(wide.bytes).metadata()).toMatchObject({ width: 320, height: 240 });
    const tall = await get(`${jpeg.path}?h=960`);
    expect(await sharp(tall.bytes).metadata()).toMatchObject({ width: 1280, height: 960 });
  });

  it('keeps the type of PNG and WebP images (PNG with its transparency)', async () => {
    const png = await postFile(await image('png'), 'diagram.png');
    const pngThumb = await get(`${png.path}?w=160&h=90&fit=contain&quality=100`);
    expect(pngThumb.headers.get('content-type')).toBe('image/png');
    expect(pngThumb.headers.get('etag')).toBe(`W/"${png.id}-160x90-contain"`);
    expect(await sharp(pngThumb.bytes).metadata()).toMatchObject({
      format: 'png',
      width: 160,
      height: 90,
      hasAlpha: true,
    });
    const webp = await postFile(await image('webp'), 'cover.webp');
    const webpThumb = await get(thumbnailUrl(webp.path, 48, 27));
    expect(webpThumb.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(webpThumb.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 96,
      height: 54,
    });
  });

  it('answers 400 naming each bad parameter, in the hilocale language', async () => {
    const en = (query: string) => getError(`${jpeg.path}?${query}`, 'en');
    expect(await en('w=0&h=90')).toEqual({
      status: 400,
      body: { message: { w: ['Use at least 1.'] } },
    });
    expect(await en('w=160&h=2001')).toEqual({
      status: 400,
      body: { message: { h: ['Use at most 2,000.'] } },
    });
    expect(await en('w=16x&fit=stretch&quality=101')).toEqual({
      status: 400,
      body: {
        message: {
          w: ['This value is not valid.'],
          fit: ['This value is not valid.'],
          quality: ['Use at most 100.'],
        },
      },
    });
    for (const query of ['w=1.5', 'w=-3', 'w=', 'w=1&w=2', 'quality=1e2&w=3']) {
      const { status, body } = await en(query);
      expect(status, query).toBe(400);
      expect(Object.keys((body as { message: object }).message), query).toHaveLength(1);
    }
    expect(await en('fit=cover&quality=100')).toEqual({
      status: 400,
      body: { message: { w: ['This field is required.'] } },
    });
    // zh-TW without a hilocale header.
    expect(await getError(`${jpeg.path}?w=160&h=0`)).toEqual({
      status: 400,
      body: { message: { h: ['不可小於 1。'] } },
    });
    // Nothing was stored for them.
    expect(await stored().storage.size(`${thumbnailsPrefix(jpeg.id)}0x90-cover-q80`)).toBeNull();
  });

  it('answers 400 for a file that is not an image, 404 for one that does not exist', async () => {
    const pdf = await postFile(new TextEncoder().encode('%PDF-1.7\n...'), 'slides.pdf', {
      purpose: 'attachment',
    });
    expect((await get(pdf.path)).status).toBe(200);
    expect(await getError(`${pdf.path}?w=160&h=90`, 'en')).toEqual({
      status: 400,
      body: { message: { w: ['This value is not valid.'] } },
    });
    expect((await getError(`/v2/files/${'0'.repeat(32)}?w=160&h=90`)).status).toBe(404);
  });

  it('answers a damaged image as it is stored, not to be cached', async () => {
    // A PNG signature (accepted on upload) with nothing readable after it.
    const bytes = pngBytes();
    const damaged = await postFile(bytes, 'broken.png');
    const response = await get(`${damaged.path}?w=160&h=90`);
    expect(response.status).toBe(200);
    expect(response.bytes).toEqual(Buffer.from(bytes));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
  });

  it('answers HEAD with the variant’s length', async () => {
    const url = `${jpeg.path}?w=64&h=64`;
    const head = await api.app.request(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const body = await get(url);
    expect(head.headers.get('content-length')).toBe(String(body.bytes.byteLength));
  });

  it('removes the variants with their file when a cover is replaced', async () => {
    const [course] = await api.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.title, 'Python 速查手冊'));
    if (!course) throw new Error('no demo ebook');
    const fields = {
      purpose: 'cover',
      target_type: 'course-cover',
      target_id: String(course.id),
    };
    const first = await postFile(await image('jpeg'), 'first.jpg', fields);
    expect((await get(thumbnailUrl(first.path, 96, 54))).status).toBe(200);
    expect(await variantsOf(first.id)).toHaveLength(1);
    await postFile(await image('jpeg'), 'second.jpg', fields);
    expect(await stored().hasFile(first.id)).toBe(false);
    expect(await variantsOf(first.id)).toEqual([]);
    expect((await get(thumbnailUrl(first.path, 96, 54))).status).toBe(404);
  });
});

describe('demo covers', () => {
  it('nine items in ten have a cover, stored as an uploaded cover is', async () => {
    const items = await api.db
      .select({ id: courses.id, lecturerId: courses.lecturerId, cover: courses.coverUploadId })
      .from(courses);
    const covered = items.filter((item) => item.cover !== null);
    expect(covered.length).toBeGreaterThan(100);
    for (const item of items) {
      // Some tests before this one replaced covers: the demo's are on the others.
      if (demoCoverVariant(item.id) === null) expect(item.cover).toBeNull();
    }
    const rows = await api.db
      .select({
        id: uploads.id,
        userId: uploads.userId,
        purpose: uploads.purpose,
        mimeType: uploads.mimeType,
        size: uploads.size,
        targetId: uploads.targetId,
      })
      .from(uploads)
      .innerJoin(courses, eq(courses.coverUploadId, uploads.id))
      .where(
        and(
          eq(uploads.kind, 'form'),
          eq(uploads.targetType, 'course-cover'),
          isNotNull(uploads.completedAt),
          sql`${uploads.targetId} = ${courses.id}`,
          eq(uploads.userId, courses.lecturerId),
        ),
      );
    expect(rows.length).toBe(covered.length);
    for (const row of rows.filter((row) => row.mimeType === 'image/webp')) {
      expect(row.purpose).toBe('cover');
      expect((await stored().fileBytes(row.id))?.byteLength).toBe(row.size);
    }
  });

  it('are served, as thumbnails too, and listed as the items’ cover URLs', async () => {
    const response = await sendAs(api, 'GET', '/lecturers/v2/courses?per_page=100', 'teacher');
    expect(response.status).toBe(200);
    const data = (response.body as { data: { id: number; cover_url: string | null }[] }).data;
    const covered = data.filter((item) => item.cover_url !== null);
    expect(covered.length).toBeGreaterThan(0);
    expect(covered.length).toBe(data.filter((item) => demoCoverVariant(item.id) !== null).length);
    const path = new URL(covered[0]?.cover_url ?? '').pathname;
    const original = await get(path);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/webp');
    expect(await sharp(original.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: DEMO_COVER_SIZE.width,
      height: DEMO_COVER_SIZE.height,
    });
    const thumb = await get(thumbnailUrl(path, 96, 54));
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ width: 192, height: 108 });
  });
});
