/**
 * Small files by form post (`POST /v2/files`: covers, attachments, subtitles), checked by name,
 * content and size, stored at `files/<random id>` of the storage and served publicly at
 * `GET /v2/files/{id}` (images also as thumbnails: thumbnails.ts). The client's file name is only
 * stored and shown, never part of a path.
 * A post may name its target (a course's cover, a lecture's attachment or subtitle; targets.ts),
 * checked first and attached in the transaction that records the file.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import {
  fileExtensions,
  fileMaxBytes,
  filePurposeSchema,
  type FilePurpose,
  type UploadedFileResponse,
} from '../contract/uploads.ts';
import type { Database } from '../db/index.ts';
import { subtitleLanguages, uploads } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { readLimited } from '../http/body.ts';
import { badRequest, notFound, type HttpError } from '../http/errors.ts';
import { rangeOf } from '../http/file-range.ts';
import { errorContent, hilocaleParameter, type ExtraOperation } from '../http/openapi.ts';
import { fileKey, storageOf } from '../storage/storage.ts';
import { cleanFileName, newUploadId, uploaderOf, uploadIdPattern } from './shared.ts';
import {
  DEFAULT_THUMBNAIL_QUALITY,
  notAnImage,
  parseThumbnail,
  THUMBNAIL_MAX_SIDE,
  thumbnailFits,
  thumbnailKey,
  thumbnailOf,
} from './thumbnails.ts';
import {
  attachUpload,
  checkTarget,
  parseTarget,
  removeStoredFiles,
  targetRules,
  targetTypes,
  type StoredUpload,
} from './targets.ts';

/** Where the form posts go and the files are served. */
export const FILES_PATH = '/v2/files';

/** Room for the multipart framing and the purpose field around the largest file. */
const FRAMING_BYTES = 64 * 1024;

/** The largest body the form post reads. */
export const FORM_MAX_BODY_BYTES = Math.max(...Object.values(fileMaxBytes)) + FRAMING_BYTES;

const imageTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

const typeOfExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
  zip: 'application/zip',
  txt: 'text/plain',
  md: 'text/markdown',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  vtt: 'text/vtt',
  srt: 'application/x-subrip',
};

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

/** The image type the bytes really are (by their signature), if any. */
export function sniffImage(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/** Whether the bytes are UTF-8 text (a BOM allowed; no NUL or other binary control bytes). */
export function isUtf8Text(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // eslint-disable-next-line no-control-regex -- binary control characters mean "not text"
  return !/[\u0000-\u0008\u000e-\u001a\u001c-\u001f\u007f]/.test(text);
}

function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');
}

function isZip(bytes: Uint8Array): boolean {
  return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06]);
}

/** The MIME type to store for a file of a purpose, or null when its name or content is refused. */
export function acceptedType(purpose: FilePurpose, name: string, bytes: Uint8Array): string | null {
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? '';
  if (!(fileExtensions[purpose] as readonly string[]).includes(extension)) return null;
  const declared = typeOfExtension[extension];
  if (!declared) return null;
  if (imageTypes.has(declared)) {
    // Images are stored as what their bytes are, when that is a type this purpose accepts.
    const real = sniffImage(bytes);
    const accepted = fileExtensions[purpose].map((accepted) => typeOfExtension[accepted]);
    return real && accepted.includes(real) ? real : null;
  }
  if (declared === 'application/pdf') return isPdf(bytes) ? declared : null;
  if (declared === 'application/zip' || declared.startsWith('application/vnd.openxmlformats'))
    return isZip(bytes) ? declared : null;
  return isUtf8Text(bytes) ? declared : null;
}

function fileProblem(id: 'upload.fileType' | 'upload.fileSize'): HttpError {
  return badRequest(id, 'file');
}

async function readForm(c: Context): Promise<FormData> {
  const type = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) throw badRequest('validation.body');
  const body = await readLimited(
    c.req.raw.body,
    c.req.header('content-length'),
    FORM_MAX_BODY_BYTES,
  );
  if (!body) {
    // Answer before the rest arrives, and do not keep reading it on this connection.
    c.header('Connection', 'close');
    throw fileProblem('upload.fileSize');
  }
  try {
    return await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw badRequest('validation.body');
  }
}

async function postFile(c: Context, env: Env, db: Database): Promise<Response> {
  const { viewer, role } = await uploaderOf(c, env, db);
  const form = await readForm(c);
  const purposeValue = form.get('purpose');
  if (typeof purposeValue !== 'string' || purposeValue === '')
    throw badRequest('validation.required', 'purpose');
  const purpose = filePurposeSchema.safeParse(purposeValue);
  if (!purpose.success) throw badRequest('validation.invalid', 'purpose');
  const target = parseTarget(
    { type: form.get('target_type'), id: form.get('target_id'), language: form.get('language') },
    'form',
    purpose.data,
  );
  // Outside the caller's courses: 404 before anything is stored.
  if (target) await checkTarget(db, viewer, role, target);
  const file = form.get('file');
  if (file === null || typeof file === 'string') throw badRequest('validation.required', 'file');
  if (file.size === 0 || file.size > fileMaxBytes[purpose.data])
    throw fileProblem('upload.fileSize');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const name = cleanFileName(file.name, 'file');
  const type = acceptedType(purpose.data, name, bytes);
  if (!type) throw fileProblem('upload.fileType');

  const id = newUploadId();
  const storage = storageOf(env);
  await storage.put(fileKey(id), bytes, type);
  let replaced: StoredUpload[];
  try {
    replaced = await db.transaction(async (tx) => {
      await tx.insert(uploads).values({
        id,
        userId: viewer.id,
        kind: 'form',
        purpose: purpose.data,
        filename: name,
        mimeType: type,
        size: bytes.byteLength,
        completedAt: new Date(),
        targetType: target?.type ?? null,
        targetId: target?.id ?? null,
      });
      if (!target) return [];
      // The target may have been deleted since it was checked: then nothing is kept.
      const old = await attachUpload(tx, id, target);
      if (old === null) throw notFound();
      return old;
    });
  } catch (error) {
    await storage.remove([fileKey(id)]);
    throw error;
  }
  await removeStoredFiles(env, replaced);
  const answer: UploadedFileResponse = {
    id,
    name,
    size: bytes.byteLength,
    type,
    url: `${env.PUBLIC_URL.replace(/\/+$/, '')}${FILES_PATH}/${id}`,
  };
  return c.json(answer, 201);
}

function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Whether an If-None-Match header names an entity tag (compared weakly, as for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

async function getFile(c: Context, env: Env, db: Database): Promise<Response> {
  const id = c.req.param('id') ?? '';
  const query = new URL(c.req.url).searchParams;
  // Bad thumbnail parameters answer 400 whatever the id.
  const thumbnail = parseThumbnail(query);
  if (!uploadIdPattern.test(id)) throw notFound();
  const [row] = await db
    .select({ filename: uploads.filename, mimeType: uploads.mimeType })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.kind, 'form'), isNotNull(uploads.completedAt)))
    .limit(1);
  if (!row) throw notFound();
  const storage = storageOf(env);
  const key = fileKey(id);
  const stored = await storage.size(key);
  if (stored === null) throw notFound();
  const image = imageTypes.has(row.mimeType);
  if (thumbnail && !image) throw notAnImage(query);
  const text = row.mimeType.startsWith('text/') || row.mimeType === 'application/x-subrip';
  // A file never changes under its id: its tag is the id (a variant's adds its parameters).
  const etag = thumbnail ? `W/"${id}-${thumbnailKey(thumbnail, row.mimeType)}"` : `"${id}"`;
  const headers = new Headers({
    'Content-Type': text ? `${row.mimeType}; charset=utf-8` : row.mimeType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': contentDisposition(image ? 'inline' : 'attachment', row.filename),
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
  });
  if (matches(c.req.header('if-none-match'), etag))
    return new Response(null, { status: 304, headers });
  let body: { readonly key: string; readonly size: number } | { readonly bytes: Buffer } = {
    key,
    size: stored,
  };
  if (thumbnail) {
    try {
      body = await thumbnailOf(storage, id, row.mimeType, thumbnail);
    } catch (error) {
      // An image sharp cannot read (damaged, too large): the file itself, not kept by caches.
      console.warn(`No thumbnail of file ${id}:`, error instanceof Error ? error.message : error);
      headers.delete('ETag');
      headers.set('Cache-Control', 'no-store');
    }
  }
  const size = 'bytes' in body ? body.bytes.byteLength : body.size;
  headers.set('Content-Length', String(size));
  if ('bytes' in body) {
    const bytes = c.req.method === 'HEAD' ? null : new Uint8Array(body.bytes);
    return new Response(bytes, { status: 200, headers });
  }
  // A stored file (an attachment may be large) answers a byte range too (a resumed download).
  headers.set('Accept-Ranges', 'bytes');
  const range = rangeOf(c.req.header('range'), size);
  if (range === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${String(size)}`);
    headers.set('Content-Length', '0');
    return new Response(null, { status: 416, headers });
  }
  if (range) {
    headers.set(
      'Content-Range',
      `bytes ${String(range.start)}-${String(range.end)}/${String(size)}`,
    );
    headers.set('Content-Length', String(range.end - range.start + 1));
  }
  const status = range ? 206 : 200;
  if (c.req.method === 'HEAD') return new Response(null, { status, headers });
  const stream = await storage.stream(body.key, range ?? undefined);
  if (!stream) throw notFound();
  return new Response(stream, { status, headers });
}

/** Mounts `POST /v2/files` and `GET /v2/files/{id}`. */
export function mountFiles(app: Hono, { env, db }: { env: Env; db: Database }): void {
  app.post(FILES_PATH, (c) => postFile(c, env, db));
  app.get(`${FILES_PATH}/:id`, (c) => getFile(c, env, db));
}

/** The small-file operations, documented by hand for the OpenAPI document. */
export const filesOperations: readonly ExtraOperation[] = [
  {
    method: 'post',
    path: FILES_PATH,
    operation: {
      operationId: 'postV2Files',
      summary:
        'Upload a small file: cover (jpg/png/webp, 5 MB), attachment (pdf/zip/jpg/png/txt/md/docx/xlsx/pptx, 50 MB) or subtitle (vtt/srt UTF-8 text, 2 MB).',
      description: [
        'Optional fields `target_type` and `target_id` name what the file belongs to; it is attached',
        'when stored. The type must match the purpose: `course-cover` (purpose cover, `target_id` a',
        'course id; becomes the course cover, the previous cover is deleted), `lecture-attachment`',
        '(purpose attachment, a lecture id; adds an attachment to the lecture) or `lecture-subtitle`',
        '(purpose subtitle, a lecture id, plus `language` zh-TW, zh-CN or en; replaces, and deletes,',
        'the lecture’s subtitle of that language). The course or lecture must be in your courses (a',
        'lecturer those they own or co-teach, an admin with v2_course.write any): otherwise 404 and',
        'nothing is stored. A co-lecturer needs the infos permission for a cover and chapters for a',
        'lecture’s files (400 otherwise). Any kind of item (course, ebook, article) takes a cover.',
        'An unknown type, one of another purpose or the tus-only `lecture-video` answers 400 on',
        '`target_type`. Without `target_type` the file belongs to nothing. Uploading needs the',
        'lecturer role or, for an admin, v2_course.write (else 404).',
      ].join(' '),
      tags: ['uploads'],
      security: [{ bearer: [] }],
      parameters: [hilocaleParameter],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['file', 'purpose'],
              properties: {
                file: { type: 'string', format: 'binary' },
                purpose: { type: 'string', enum: filePurposeSchema.options },
                target_type: {
                  type: 'string',
                  enum: targetTypes.filter((type) => targetRules[type].kind === 'form'),
                },
                target_id: { type: 'integer', description: 'The course or lecture id' },
                language: {
                  type: 'string',
                  enum: [...subtitleLanguages],
                  description: 'Subtitle language (lecture-subtitle only)',
                },
              },
            },
          },
        },
      },
      responses: {
        '201': {
          description: 'Stored',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['id', 'name', 'size', 'type', 'url'],
                properties: {
                  id: { type: 'string' },
                  name: { type: 'string' },
                  size: { type: 'integer' },
                  type: { type: 'string' },
                  url: { type: 'string' },
                },
              },
            },
          },
        },
        '400': {
          description:
            'Invalid input: `{ message: { file: ["file type error"] } }` or `{ message: { file: ["file size error"] } }` (in the hilocale language)',
          ...errorContent,
        },
        '403': { description: 'Missing, unknown, expired or revoked token', ...errorContent },
        '404': {
          description: 'You may not upload, or the target is not in your courses',
          ...errorContent,
        },
      },
    },
  },
  {
    method: 'get',
    path: `${FILES_PATH}/{id}`,
    operation: {
      operationId: 'getV2FilesId',
      summary:
        'A form-posted file, public (covers are shown in <img>): its stored type, nosniff, inline for images and attachment otherwise; an image also as a thumbnail.',
      description: [
        'With any of `w`, `h`, `fit`, `quality` an image is answered resized, in its own type',
        '(JPEG, PNG or WebP; PNG stays lossless): `fit=cover` (the default) crops to exactly',
        '`w`×`h`, `contain` pads, `fill` stretches, `inside`/`outside` keep the aspect ratio; one',
        'side may be left out. Each variant is encoded once and kept. Files never change under',
        'their id: answers are cacheable for a year (`immutable`) with an ETag (304 on',
        'If-None-Match). A bad parameter, or one on a file that is not an image, answers 400 naming',
        'it (in the hilocale language); other query parameters are ignored.',
      ].join(' '),
      tags: ['uploads'],
      security: [],
      parameters: [
        {
          name: 'id',
          in: 'path',
          required: true,
          schema: { type: 'string', pattern: '^[0-9a-f]{32}$' },
        },
        {
          name: 'w',
          in: 'query',
          required: false,
          schema: { type: 'integer', minimum: 1, maximum: THUMBNAIL_MAX_SIDE },
          description: 'Thumbnail width in pixels (`w` or `h` is needed for a thumbnail)',
        },
        {
          name: 'h',
          in: 'query',
          required: false,
          schema: { type: 'integer', minimum: 1, maximum: THUMBNAIL_MAX_SIDE },
          description: 'Thumbnail height in pixels',
        },
        {
          name: 'fit',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: [...thumbnailFits], default: 'cover' },
        },
        {
          name: 'quality',
          in: 'query',
          required: false,
          schema: {
            type: 'integer',
            minimum: 1,
            maximum: 100,
            default: DEFAULT_THUMBNAIL_QUALITY,
          },
          description: 'JPEG and WebP quality (ignored for PNG)',
        },
        hilocaleParameter,
      ],
      responses: {
        '200': {
          description: 'The file, or the image resized',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
        '206': {
          description:
            'One byte range of the file (a Range header; not of a thumbnail), with Content-Range',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
        '304': { description: 'Not modified (If-None-Match names its ETag)' },
        '416': {
          description: 'The range asked for lies outside the file (Content-Range: bytes */size)',
        },
        '400': {
          description:
            'A bad thumbnail parameter, e.g. `{ message: { w: ["Use at most 2000."] } }`',
          ...errorContent,
        },
        '404': { description: 'Not found', ...errorContent },
      },
    },
  },
];
