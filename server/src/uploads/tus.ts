/**
 * Resumable video uploads: a tus endpoint at `/uploads/` (@tus/server with the data store of the
 * storage: files under `<DATA_DIR>/uploads`, or multipart uploads in the bucket, resumable through
 * any API process). Every request needs a valid token; an upload belongs to its creator (404
 * for anyone else); sizes are capped per upload and per user; Location URLs come from PUBLIC_URL;
 * CORS answers only the configured hosts; expired incomplete uploads are removed on an interval.
 * Upload ids are generated here; client metadata is only stored, never part of a path. An upload
 * may name its target (a lecture's video, see targets.ts), checked on creation, checked again with
 * the uploader's access as it is then and attached when the last byte arrives.
 */
import { runEvery } from '../jobs/every.ts';
import { Server } from '@tus/server';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { Database } from '../db/index.ts';
import { uploads, users } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { errorContent, hilocaleParameter, type ExtraOperation } from '../http/openapi.ts';
import { localeOf, message } from '../i18n/messages.ts';
import { uploadIdsIn } from '../storage/keys.ts';
import { storageOf, type Storage } from '../storage/storage.ts';
import { filesOperations, mountFiles } from './form.ts';
import {
  cleanFileName,
  cleanMimeType,
  newUploadId,
  tusBytesOf,
  uploaderOf,
  uploadIdPattern,
  type UploaderOfRequest,
} from './shared.ts';
import {
  checkTarget,
  finishTusUpload,
  parseTarget,
  removeStoredFiles,
  type UploaderInRole,
} from './targets.ts';

/** What the uploads are built from. */
export interface UploadsDeps {
  readonly env: Env;
  readonly db: Database;
}

/** The tus endpoint: its server and store, the request handler, and the expiry cleanup. */
export interface TusUploads {
  readonly server: Server;
  /** Where the uploads are stored. */
  readonly storage: Storage;
  /** Answers a request under `/uploads` (token, ownership, quota, then tus). */
  handle(c: Context): Promise<Response>;
  /** Removes expired incomplete uploads (files and rows); returns how many were removed. */
  cleanUpExpiredUploads(now?: Date): Promise<number>;
  /**
   * Runs the cleanup now and then on an unref'd interval, once per interval across the API
   * processes on the database (jobs/every.ts); call the result to stop it.
   */
  startCleanup(intervalMs?: number): () => Promise<void>;
}

/** Where tus is mounted. */
export const TUS_PATH = '/uploads';

/** Default interval of the expiry cleanup. */
export const CLEANUP_INTERVAL_MS = 15 * 60_000;

const purposePattern = /^[a-z][a-z0-9_-]{0,31}$/;

/** The only body type of a PATCH (tus 1.0.0; anything else is a 415). */
const PATCH_CONTENT_TYPE = 'application/offset+octet-stream';

function idOfPath(pathname: string): string | undefined {
  const match = /^\/uploads\/([^/]+)$/.exec(pathname);
  const id = match?.[1];
  return id !== undefined && uploadIdPattern.test(id) ? id : undefined;
}

/** Reads an Upload-Metadata header (`key base64,key base64`); malformed pairs are skipped. */
export function parseUploadMetadata(header: string | null): Map<string, string> {
  const values = new Map<string, string>();
  for (const pair of (header ?? '').split(',')) {
    const [key, value = '', ...rest] = pair.trim().split(' ');
    if (!key || rest.length > 0 || !/^[A-Za-z0-9+/=]*$/.test(value)) continue;
    values.set(key, Buffer.from(value, 'base64').toString('utf8'));
  }
  return values;
}

/** Builds the tus server for an environment and database (nothing is mounted yet). */
export function createTusServer({ env, db }: UploadsDeps): TusUploads {
  const storage = storageOf(env);
  const { tus } = storage;
  const expiryMs = env.UPLOAD_EXPIRY_HOURS * 3_600_000;
  const base = env.PUBLIC_URL.replace(/\/+$/, '');
  const isAllowedOrigin = (origin: string) =>
    origin === env.ADMIN_ORIGIN || origin === env.LECTURER_ORIGIN;
  /** Ids chosen for creation requests, handed to tus's naming function. */
  const pending = new WeakMap<object, string>();
  /** The uploader (and role) of each PATCH request, for the check when the last byte arrives. */
  const patching = new WeakMap<object, UploaderInRole>();
  /** Why a PATCH's upload was removed when its last byte arrived (answered by `handle`). */
  const refused = new WeakMap<object, HttpError>();

  const server = new Server({
    path: TUS_PATH,
    datastore: tus.store,
    maxSize: env.UPLOAD_MAX_BYTES,
    relativeLocation: false,
    respectForwardedHeaders: false,
    allowedOrigins: isAllowedOrigin,
    exposedHeaders: ['Upload-Expires'],
    namingFunction: (req) => {
      const id = pending.get(req);
      if (!id) throw new Error('tus: an upload was created outside the uploads handler');
      return tus.idOf(id);
    },
    getFileIdFromRequest: (req) => {
      const id = idOfPath(new URL(req.url).pathname);
      return id === undefined ? undefined : tus.idOf(id);
    },
    generateUrl: (_req, { id }) => `${base}${TUS_PATH}/${tus.uploadIdOf(id) ?? ''}`,
    onUploadFinish: async (req, upload) => {
      // Complete, and attached to its target in the same transaction after checking it again;
      // removed when the target is gone or no longer the uploader's.
      const uploader = patching.get(req);
      const id = tus.uploadIdOf(upload.id) ?? '';
      const finished = await finishTusUpload(db, env, id, uploader ? { uploader } : {});
      if (finished.outcome !== 'gone') return {};
      refused.set(req, finished.error);
      return { status_code: finished.error.status };
    },
    onResponseError: (_req, error) => {
      if ('status_code' in error) return undefined;
      console.error('tus upload failed', error);
      return { status_code: 500, body: 'Something went wrong with that request\n' };
    },
  });

  const removeFiles = (id: string) => removeStoredFiles(env, [{ id, kind: 'tus' }]);

  async function forget(id: string): Promise<void> {
    await db.delete(uploads).where(eq(uploads.id, id));
    await removeFiles(id);
  }

  async function create(c: Context, { viewer, role }: UploaderOfRequest): Promise<Response> {
    const headers = c.req.raw.headers;
    // Without Tus-Resumable tus answers 412 before creating anything.
    if (headers.get('tus-resumable') === null) return server.handleWeb(c.req.raw);
    if (headers.get('upload-defer-length') !== null || headers.get('upload-concat') !== null) {
      throw badRequest('validation.invalid', 'Upload-Length');
    }
    const length = headers.get('upload-length');
    if (length === null) throw badRequest('validation.required', 'Upload-Length');
    if (!/^\d{1,16}$/.test(length)) throw badRequest('validation.invalid', 'Upload-Length');
    const size = Number(length);
    if (size === 0) throw new HttpError(400, { id: 'upload.fileSize' });
    if (size > env.UPLOAD_MAX_BYTES) throw new HttpError(413, { id: 'upload.fileSize' });

    const metadata = parseUploadMetadata(headers.get('upload-metadata'));
    const purpose = metadata.get('purpose') ?? 'video';
    if (!purposePattern.test(purpose)) throw badRequest('validation.invalid', 'purpose');
    const target = parseTarget(
      {
        type: metadata.get('target_type'),
        id: metadata.get('target_id'),
        language: metadata.get('language'),
      },
      'tus',
      purpose,
    );
    const id = newUploadId();
    await db.transaction(async (tx) => {
      if (target) await checkTarget(tx, viewer, role, target);
      // One creation per user at a time, so two uploads cannot both slip under the quota.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
      if ((await tusBytesOf(tx, viewer.id)) + size > env.UPLOAD_QUOTA_BYTES) {
        throw new HttpError(413, { id: 'upload.quota' });
      }
      await tx.insert(uploads).values({
        id,
        userId: viewer.id,
        kind: 'tus',
        purpose,
        filename: cleanFileName(metadata.get('filename') ?? metadata.get('name')),
        mimeType: cleanMimeType(metadata.get('filetype') ?? metadata.get('type')),
        size,
        targetType: target?.type ?? null,
        targetId: target?.id ?? null,
      });
    });
    pending.set(c.req.raw, id);
    try {
      const response = await server.handleWeb(c.req.raw);
      if (response.status !== 201) await forget(id);
      return response;
    } catch (error) {
      await forget(id);
      throw error;
    }
  }

  async function handle(c: Context): Promise<Response> {
    const method = c.req.method;
    // tus wants the header on every answer, the JSON errors of this handler included.
    c.header('Tus-Resumable', '1.0.0');
    const headers = c.req.raw.headers;
    const uploader = await uploaderOf(c, env, db);
    await storage.prepare();
    const { viewer } = uploader;
    if (method === 'POST') {
      if (c.req.path !== TUS_PATH && c.req.path !== `${TUS_PATH}/`) throw notFound();
      return create(c, uploader);
    }
    const id = idOfPath(c.req.path);
    if (!id || (method !== 'HEAD' && method !== 'PATCH' && method !== 'DELETE')) throw notFound();
    const [owned] = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(and(eq(uploads.id, id), eq(uploads.kind, 'tus'), eq(uploads.userId, viewer.id)))
      .limit(1);
    if (!owned) throw notFound();
    if (method === 'PATCH') {
      // tus itself answers 403 without a Content-Type and 400 with another; the protocol says
      // 415. Without Tus-Resumable tus answers 412 first.
      if (
        headers.get('tus-resumable') !== null &&
        headers.get('content-type') !== PATCH_CONTENT_TYPE
      ) {
        const locale = localeOf(c.req.header('hilocale'));
        return c.json({ message: message(locale, 'upload.contentType') }, 415);
      }
      patching.set(c.req.raw, uploader);
    }
    const response = await server.handleWeb(c.req.raw);
    // The last bytes arrived but the upload could not be kept: the contract's error.
    const refusal = refused.get(c.req.raw);
    if (refusal) throw refusal;
    if (method === 'DELETE' && [204, 404, 410].includes(response.status)) await forget(id);
    return response;
  }

  async function cleanUpExpiredUploads(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - expiryMs);
    let removed = 0;
    const stale = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(
        and(eq(uploads.kind, 'tus'), isNull(uploads.completedAt), lt(uploads.createdAt, cutoff)),
      );
    for (const { id } of stale) {
      const upload = await tus.store.getUpload(tus.idOf(id)).catch(() => null);
      if (upload?.size !== undefined && upload.offset === upload.size) {
        // Complete on disk but the finish hook never ran (the server stopped in between): finish
        // it now, attaching it to its target (or removing it when the target is gone).
        if ((await finishTusUpload(db, env, id, { now })).outcome === 'gone') removed += 1;
        continue;
      }
      await forget(id);
      removed += 1;
    }
    // Files without a row (a creation interrupted by a crash), once they are as old as an expiry;
    // on S3 also a multipart upload begun that long ago with no other object.
    await storage.prepare();
    const stored = uploadIdsIn(await storage.list('uploads/'));
    for (const id of await tus.unfinishedBefore(cutoff))
      if (!stored.has(id)) stored.set(id, cutoff);
    const ids = [...stored.keys()];
    const known = new Set<string>();
    for (let start = 0; start < ids.length; start += 500) {
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(inArray(uploads.id, ids.slice(start, start + 500)));
      for (const row of rows) known.add(row.id);
    }
    for (const [id, modified] of stored) {
      if (known.has(id) || modified > cutoff) continue;
      await removeFiles(id);
      removed += 1;
    }
    return removed;
  }

  function startCleanup(intervalMs = CLEANUP_INTERVAL_MS): () => Promise<void> {
    return runEvery(cleanUpExpiredUploads, intervalMs, 'Upload cleanup failed', {
      db,
      name: 'upload-cleanup',
    });
  }

  return { server, storage, handle, cleanUpExpiredUploads, startCleanup };
}

const tusHeaders = [
  {
    name: 'Tus-Resumable',
    in: 'header',
    required: true,
    schema: { type: 'string', enum: ['1.0.0'] },
  },
  hilocaleParameter,
];
const idParameter = {
  name: 'id',
  in: 'path',
  required: true,
  schema: { type: 'string', pattern: '^[0-9a-f]{32}$' },
};
const common = {
  tags: ['uploads'],
  security: [{ bearer: [] }],
};
const commonErrors = {
  '403': { description: 'Missing, unknown, expired or revoked token', ...errorContent },
  '404': { description: 'No such upload of yours (or you may not upload)', ...errorContent },
  '412': { description: 'Tus-Resumable missing or unsupported' },
};

/** The tus operations, documented by hand for the OpenAPI document. */
export const tusOperations: readonly ExtraOperation[] = [
  {
    method: 'post',
    path: TUS_PATH,
    operation: {
      ...common,
      operationId: 'postUploads',
      summary:
        'tus: create a resumable upload (videos). Metadata `filename`, `filetype` and `purpose` (default video) are stored as given.',
      description: [
        'Upload-Metadata may name what the upload belongs to: `target_type` and `target_id`.',
        'The only target type of tus is `lecture-video` (`target_id` is a lecture id; purpose video):',
        'when the last byte arrives the upload becomes the lecture’s video, in the same transaction,',
        'and the video it replaces is deleted (file and record). The target is checked again then,',
        'with your access as it is at that moment: if the lecture was deleted or is no longer in your',
        'courses, the final PATCH answers 404 and the upload is removed; if you no longer hold the',
        'chapters permission on it, 400 and the upload is removed. A co-lecturer removed from an item',
        '(or losing chapters) has their unfinished uploads to its lectures ended at once.',
        'Uploading needs the lecturer role or, for an admin, v2_course.write (else 404).',
        'The lecture must be in your courses (a lecturer those they own or co-teach with the chapters',
        'permission, an admin with v2_course.write any): otherwise 404 and nothing is stored. Another target type (the small-file ones of',
        'POST /v2/files: `course-cover`, `lecture-attachment`, `lecture-subtitle`) or an unknown one',
        'answers 400 on `target_type`. Without `target_type` the upload belongs to nothing.',
        'A cancelled (DELETE) or expired incomplete upload leaves neither file nor record.',
      ].join(' '),
      parameters: [
        ...tusHeaders,
        { name: 'Upload-Length', in: 'header', required: true, schema: { type: 'integer' } },
        { name: 'Upload-Metadata', in: 'header', required: false, schema: { type: 'string' } },
      ],
      responses: {
        '201': {
          description: 'Created; Location is the upload URL under PUBLIC_URL',
          headers: { Location: { schema: { type: 'string' } } },
        },
        '400': { description: 'Invalid tus headers or target', ...errorContent },
        ...commonErrors,
        '404': {
          description: 'You may not upload, or the target is not in your courses',
          ...errorContent,
        },
        '413': { description: 'Larger than the maximum size, or over your quota', ...errorContent },
      },
    },
  },
  {
    method: 'head',
    path: `${TUS_PATH}/{id}`,
    operation: {
      ...common,
      operationId: 'headUploadsId',
      summary: 'tus: the offset of an upload',
      parameters: [idParameter, ...tusHeaders],
      responses: {
        '200': {
          description: 'Upload-Offset and Upload-Length',
          headers: {
            'Upload-Offset': { schema: { type: 'integer' } },
            'Upload-Length': { schema: { type: 'integer' } },
          },
        },
        ...commonErrors,
        '410': { description: 'Expired' },
      },
    },
  },
  {
    method: 'patch',
    path: `${TUS_PATH}/{id}`,
    operation: {
      ...common,
      operationId: 'patchUploadsId',
      summary:
        'tus: append bytes at Upload-Offset; the last bytes complete the upload and attach it to its target',
      parameters: [
        idParameter,
        ...tusHeaders,
        { name: 'Upload-Offset', in: 'header', required: true, schema: { type: 'integer' } },
      ],
      requestBody: {
        required: true,
        content: {
          'application/offset+octet-stream': { schema: { type: 'string', format: 'binary' } },
        },
      },
      responses: {
        '204': {
          description: 'Accepted; Upload-Offset is the new offset',
          headers: { 'Upload-Offset': { schema: { type: 'integer' } } },
        },
        '400': {
          description:
            'On the last bytes: you no longer hold the chapters permission on the target lecture’s item (the upload is removed)',
          ...errorContent,
        },
        ...commonErrors,
        '404': {
          description:
            'No such upload of yours; or, on the last bytes, its target lecture was deleted or is no longer in your courses (the upload is removed)',
          ...errorContent,
        },
        '409': { description: 'Upload-Offset does not match the stored offset' },
        '410': { description: 'Expired' },
        '413': { description: 'More bytes than the upload length' },
        '415': {
          description: 'Content-Type missing or not application/offset+octet-stream',
          ...errorContent,
        },
      },
    },
  },
  {
    method: 'delete',
    path: `${TUS_PATH}/{id}`,
    operation: {
      ...common,
      operationId: 'deleteUploadsId',
      summary: 'tus termination: remove an upload (its file and its record)',
      parameters: [idParameter, ...tusHeaders],
      responses: { '204': { description: 'Removed' }, ...commonErrors },
    },
  },
];

/** Mounts tus at `/uploads` and the small-file endpoints at `/v2/files`; returns their docs. */
export function mountUploads(
  app: Hono,
  deps: UploadsDeps & { readonly uploads?: TusUploads },
): ExtraOperation[] {
  const tus = deps.uploads ?? createTusServer(deps);
  app.all(TUS_PATH, (c) => tus.handle(c));
  app.all(`${TUS_PATH}/*`, (c) => tus.handle(c));
  mountFiles(app, deps);
  return [...tusOperations, ...filesOperations];
}
