/** What the tus endpoint and the form post share: who may upload, ids, names, storage used. */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { actingRole, allows, roleAccess } from '../auth/access.ts';
import { authenticate, bearerToken, type Role, type Viewer } from '../auth/sessions.ts';
import type { Database, Transaction } from '../db/index.ts';
import { uploads } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { invalidToken, notFound } from '../http/errors.ts';

/**
 * Who may upload: lecturers and admins who may write courses, the permission of the items uploads
 * serve (a student's token, or an admin without v2_course.write, answers 404).
 */
export const uploaderAccess = roleAccess(['ADMIN', 'TEACHER'], 'v2_course.write');

/** The uploader of a request and the role they act in (from its Origin, as for declared routes). */
export interface UploaderOfRequest {
  readonly viewer: Viewer;
  readonly role: Role;
}

/** The uploader of a request: 403 without a valid token, 404 for users who may not upload. */
export async function uploaderOf(c: Context, env: Env, db: Database): Promise<UploaderOfRequest> {
  const viewer = await authenticate(db, bearerToken(c.req.header('authorization')));
  if (!viewer) throw invalidToken();
  const role = actingRole(viewer, c.req.header('origin'), {
    adminOrigin: env.ADMIN_ORIGIN,
    lecturerOrigin: env.LECTURER_ORIGIN,
  });
  if (!role || !allows(uploaderAccess, viewer, role)) throw notFound();
  return { viewer, role };
}

/** Shape of every upload id: 32 lower-case hex digits, generated here and nowhere else. */
export const uploadIdPattern = /^[0-9a-f]{32}$/;

/** A new upload id (128 random bits); the only thing a stored file's path is built from. */
export function newUploadId(): string {
  return randomBytes(16).toString('hex');
}

/** The bytes of video (tus) uploads a user holds, complete or not. */
export async function tusBytesOf(tx: Database | Transaction, userId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string | number>`coalesce(sum(${uploads.size}), 0)` })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.kind, 'tus')));
  return Number(row?.total ?? 0);
}

/** A client's file name made safe to store and show: no folders, no control characters, short. */
export function cleanFileName(name: string | undefined, fallback = 'upload'): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '').trim();
  const short = Array.from(clean).slice(0, 200).join('');
  return short === '' || short === '.' || short === '..' ? fallback : short;
}

/** A client's MIME type when it is well formed (lower case), else application/octet-stream. */
export function cleanMimeType(type: string | undefined): string {
  const value = (type ?? '').trim().toLowerCase();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/.test(value)
    ? value
    : 'application/octet-stream';
}
