import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/sessions.ts';
import { uploadedFileResponse } from '../../contract/uploads.ts';
import { uploads, users } from '../../db/schema.ts';
import { createTestApi, type TestApi } from '../../testing/harness.ts';
import { storedFiles } from '../../testing/stored.ts';
import { mountUploads } from '../../uploads/tus.ts';
import { pngBytes, textBytes } from '../../testing/files.ts';
import { insertVideoUpload } from '../../testing/files.ts';

const PUBLIC_URL = 'https://api.example.test';
const MB = 1024 * 1024;

let api: TestApi;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  api = await createTestApi({
    demoFiles: false,
    env: { PUBLIC_URL },
    mount: (app, deps) => mountUploads(app, deps),
  });
  for (const email of ['teacher@example.com', 'student@example.com']) {
    const [user] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    tokens[email] = (await createSession(api.db, user?.id ?? 0)).token;
  }
});
afterAll(async () => {
  await api.close();
  rmSync(api.env.DATA_DIR, { recursive: true, force: true });
});

const jpeg = () => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);
const webp = () =>
  new Uint8Array([...Buffer.from('RIFF'), 30, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]);
const zip = () => new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0]);

interface PostInit {
  readonly token?: string | null;
  readonly locale?: 'en' | 'zh-TW';
  readonly headers?: Record<string, string>;
}

async function post(
  fields: { file?: [Uint8Array<ArrayBuffer>, string]; purpose?: string },
  init: PostInit = {},
) {
  const form = new FormData();
  if (fields.purpose !== undefined) form.append('purpose', fields.purpose);
  if (fields.file) form.append('file', new Blob([fields.file[0]]), fields.file[1]);
  const headers: Record<string, string> = { ...init.headers };
  const bearer = init.token === undefined ? tokens['teacher@example.com'] : init.token;
  if (bearer) headers['authorization'] = `Bearer ${bearer}`;
  if (init.locale) headers['hilocale'] = init.locale;
  const response = await api.app.request('/v2/files', { method: 'POST', headers, body: form });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as unknown,
  };
}

const typeError = { en: 'This file type is not accepted.', 'zh-TW': '檔案類型錯誤。' } as const;
const sizeError = { en: 'The file is empty or too large.', 'zh-TW': '檔案大小錯誤。' } as const;

describe('POST /v2/files accepts each purpose', () => {
  it.each([
    ['cover', pngBytes(), 'cover.png', 'image/png'],
    ['cover', jpeg(), 'photo.JPG', 'image/jpeg'],
    ['cover', webp(), 'cover.webp', 'image/webp'],
    ['attachment', textBytes('%PDF-1.7\n...'), 'slides.pdf', 'application/pdf'],
    [
      'attachment',
      zip(),
      'notes.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['attachment', zip(), 'code.zip', 'application/zip'],
    ['attachment', textBytes('# 標題\n內容'), 'readme.md', 'text/markdown'],
    ['attachment', pngBytes(), 'diagram.png', 'image/png'],
    ['subtitle', textBytes('WEBVTT\n\n00:00.000 --> 00:01.000\n你好'), 'zh.vtt', 'text/vtt'],
    [
      'subtitle',
      textBytes('\ufeff1\n00:00:00,000 --> 00:00:01,000\nHi'),
      'en.srt',
      'application/x-subrip',
    ],
  ])('%s %s', async (purpose, bytes, name, type) => {
    const response = await post({ purpose, file: [bytes, name] });
    expect(response.status).toBe(201);
    const body = uploadedFileResponse.parse(response.body);
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/) as string,
      name,
      size: bytes.byteLength,
      type,
      url: `${PUBLIC_URL}/v2/files/${body.id}`,
    });
    expect(await storedFiles(api.env).fileBytes(body.id)).toEqual(Buffer.from(bytes));
    const [row] = await api.db.select().from(uploads).where(eq(uploads.id, body.id));
    expect(row).toMatchObject({ kind: 'form', purpose, filename: name, mimeType: type });
    expect(row?.completedAt).toBeInstanceOf(Date);
  });

  it('stores under a random id whatever the file name says', async () => {
    const response = await post({
      purpose: 'cover',
      file: [pngBytes(), '../../../evil\u0000.png'],
    });
    expect(response.status).toBe(201);
    const body = uploadedFileResponse.parse(response.body);
    expect(body.name).toBe('evil.png');
    expect(await storedFiles(api.env).hasFile(body.id)).toBe(true);
    expect(existsSync(join(api.env.DATA_DIR, '..', 'evil.png'))).toBe(false);
  });
});

/** Posts each file and expects 400 naming `file` with `message`, in `locale`. */
async function expectRefused(
  refused: readonly (readonly [string, Uint8Array<ArrayBuffer>, string])[],
  message: string,
  locale: 'en' | 'zh-TW',
): Promise<void> {
  for (const [purpose, bytes, name] of refused) {
    const response = await post({ purpose, file: [bytes, name] }, { locale });
    expect({ name, status: response.status, body: response.body }).toEqual({
      name,
      status: 400,
      body: { message: { file: [message] } },
    });
  }
}

describe('POST /v2/files refuses', () => {
  it.each(['en', 'zh-TW'] as const)('wrong types, answering in %s', async (locale) => {
    const refused = [
      ['attachment', textBytes('MZ\u0090\u0000binary'), 'setup.exe'],
      ['cover', textBytes('not really an image'), 'cover.png'],
      ['cover', textBytes('GIF89a....'), 'cover.gif'],
      ['cover', zip(), 'cover.jpg'],
      ['cover', pngBytes(), 'cover'],
      ['attachment', textBytes('<html>'), 'slides.pdf'],
      ['attachment', textBytes('plain'), 'sheet.xlsx'],
      ['attachment', new Uint8Array([0x00, 0x01, 0xff, 0xfe]), 'notes.txt'],
      ['subtitle', new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x42, 0x00]), 'zh.vtt'],
      ['subtitle', textBytes('WEBVTT'), 'zh.ass'],
      ['subtitle', webp(), 'zh.srt'],
    ] as const;
    await expectRefused(refused, typeError[locale], locale);
  });

  it.each(['en', 'zh-TW'] as const)('files too big or empty, answering in %s', async (locale) => {
    const refused = [
      ['cover', pngBytes(5 * MB + 1), 'big.png'],
      ['subtitle', textBytes('x'.repeat(2 * MB + 1)), 'big.vtt'],
      ['cover', new Uint8Array(), 'empty.png'],
    ] as const;
    await expectRefused(refused, sizeError[locale], locale);
    // The limits themselves are accepted.
    expect((await post({ purpose: 'cover', file: [pngBytes(5 * MB), 'max.png'] })).status).toBe(
      201,
    );
  });

  it('bodies over the largest limit without reading them whole', async () => {
    const declared = await api.app.request('/v2/files', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens['teacher@example.com'] ?? ''}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(500 * MB),
        hilocale: 'en',
      },
      body: '--x--',
    });
    expect(declared.status).toBe(400);
    expect(await declared.json()).toEqual({ message: { file: [sizeError.en] } });

    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += MB;
        controller.enqueue(new Uint8Array(MB));
      },
    });
    const streamed = await api.app.request('/v2/files', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${tokens['teacher@example.com'] ?? ''}`,
        'content-type': 'multipart/form-data; boundary=x',
        hilocale: 'en',
      },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(400);
    expect(await streamed.json()).toEqual({ message: { file: [sizeError.en] } });
    expect(pulled).toBeLessThan(60 * MB);
  });

  it('missing fields, bad purposes, bad tokens and users who may not upload', async () => {
    expect(await post({ file: [pngBytes(), 'a.png'] }, { locale: 'en' })).toMatchObject({
      status: 400,
      body: { message: { purpose: ['This field is required.'] } },
    });
    expect(
      await post({ purpose: 'video', file: [pngBytes(), 'a.png'] }, { locale: 'en' }),
    ).toMatchObject({
      status: 400,
      body: { message: { purpose: ['This value is not valid.'] } },
    });
    expect(await post({ purpose: 'cover' }, { locale: 'en' })).toMatchObject({
      status: 400,
      body: { message: { file: ['This field is required.'] } },
    });
    expect(
      (await post({ purpose: 'cover', file: [pngBytes(), 'a.png'] }, { token: null })).status,
    ).toBe(403);
    expect(
      (await post({ purpose: 'cover', file: [pngBytes(), 'a.png'] }, { token: 'nope' })).status,
    ).toBe(403);
    expect(
      (
        await post(
          { purpose: 'cover', file: [pngBytes(), 'a.png'] },
          { token: tokens['student@example.com'] ?? '' },
        )
      ).status,
    ).toBe(404);
  });
});

describe('GET /v2/files/{id}', () => {
  async function stored(purpose: string, bytes: Uint8Array<ArrayBuffer>, name: string) {
    const response = await post({ purpose, file: [bytes, name] });
    return uploadedFileResponse.parse(response.body);
  }

  it('serves an image inline, publicly, with nosniff', async () => {
    const file = await stored('cover', pngBytes(), '封面.png');
    const response = await api.app.request(new URL(file.url).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="__.png"; filename*=UTF-8''${encodeURIComponent('封面.png')}`,
    );
    expect(response.headers.get('content-length')).toBe('64');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pngBytes());
    const head = await api.app.request(new URL(file.url).pathname, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/png');
  });

  it('serves other files as attachments with their stored type', async () => {
    const subtitle = await stored('subtitle', textBytes('WEBVTT\n'), 'zh.vtt');
    const response = await api.app.request(`/v2/files/${subtitle.id}`);
    expect(response.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="zh\.vtt"/);
    expect(await response.text()).toBe('WEBVTT\n');
    const pdf = await stored('attachment', textBytes('%PDF-1.4'), 'a.pdf');
    const pdfResponse = await api.app.request(`/v2/files/${pdf.id}`);
    expect(pdfResponse.headers.get('content-type')).toBe('application/pdf');
    expect(pdfResponse.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('serves a byte range of a stored file (206), 416 outside it', async () => {
    const pdf = await stored('attachment', textBytes('%PDF-1.4 attached'), 'b.pdf');
    const part = await api.app.request(`/v2/files/${pdf.id}`, { headers: { range: 'bytes=5-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 5-7/17');
    expect(part.headers.get('content-length')).toBe('3');
    expect(part.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(await part.text()).toBe('1.4');
    const tail = await api.app.request(`/v2/files/${pdf.id}`, { headers: { range: 'bytes=-8' } });
    expect(await tail.text()).toBe('attached');
    const outside = await api.app.request(`/v2/files/${pdf.id}`, {
      headers: { range: 'bytes=17-' },
    });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe('bytes */17');
    const whole = await api.app.request(`/v2/files/${pdf.id}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
  });

  it('answers 404 for unknown, malformed and non-form ids', async () => {
    expect((await api.app.request(`/v2/files/${'a'.repeat(32)}`)).status).toBe(404);
    expect((await api.app.request('/v2/files/..%2F..%2Fpackage.json')).status).toBe(404);
    const [user] = await api.db.select({ id: users.id }).from(users).limit(1);
    const tusId = 'b'.repeat(32);
    await insertVideoUpload(api, { id: tusId, userId: user?.id ?? 0, filename: 'v.mp4', size: 1 });
    expect((await api.app.request(`/v2/files/${tusId}`)).status).toBe(404);
  });
});
