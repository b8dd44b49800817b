/**
 * What an upload belongs to (its target), in one place: the target types and which endpoint and
 * purpose each takes, reading and checking a target when an upload is created (an item in the
 * caller's scope, else 404; items/access.ts), checking it again when a video's last byte arrives
 * (the uploader may have lost the item meanwhile), ending the unfinished uploads of those who lost
 * it, and attaching a stored upload to it (replacing, and deleting, the file it takes the place
 * of). Uploads without a target stay free-standing.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { allows } from '../auth/access.ts';
import type { Role, Viewer } from '../auth/sessions.ts';
import type { Database, Transaction } from '../db/index.ts';
import {
  courses,
  lectureAttachments,
  lectures,
  subtitleLanguages,
  subtitles,
  uploads,
  userPermissions,
  users,
} from '../db/schema.ts';
import type { Env } from '../env.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { findItem, requirePermission } from '../items/access.ts';
import { ebmlDuration } from './ebml-duration.ts';
import { durationOfFile, mp4Duration } from './mp4-duration.ts';
import { fileKey, storageOf, thumbnailsPrefix, tusKey } from '../storage/storage.ts';
import { uploaderAccess, uploadIdPattern } from './shared.ts';

/** Target types, each with the endpoint (`tus` or `form`) and the purpose it takes. */
export const targetRules = {
  'lecture-video': { kind: 'tus', purpose: 'video' },
  'course-cover': { kind: 'form', purpose: 'cover' },
  'lecture-attachment': { kind: 'form', purpose: 'attachment' },
  'lecture-subtitle': { kind: 'form', purpose: 'subtitle' },
} as const satisfies Record<string, { kind: 'tus' | 'form'; purpose: string }>;

/** A target type. */
export type TargetType = keyof typeof targetRules;

/** Every target type. */
export const targetTypes = Object.keys(targetRules) as TargetType[];

/** A subtitle language. */
export type SubtitleLanguage = (typeof subtitleLanguages)[number];

/** A target as read from a request: a lecture's or a course's id, and a subtitle's language. */
export interface UploadTarget {
  readonly type: TargetType;
  readonly id: number;
  readonly language: SubtitleLanguage | null;
}

/** The raw target fields of a request (form fields or tus Upload-Metadata). */
export interface TargetFields {
  readonly type: unknown;
  readonly id: unknown;
  readonly language: unknown;
}

/** An upload whose stored file(s) are to be removed. */
export interface StoredUpload {
  readonly id: string;
  readonly kind: 'tus' | 'form';
}

const isTargetType = (value: string): value is TargetType => Object.hasOwn(targetRules, value);
const isLanguage = (value: string): value is SubtitleLanguage =>
  (subtitleLanguages as readonly string[]).includes(value);

/** The field as given: a non-empty string, undefined when absent or empty, null when not text. */
function fieldOf(value: unknown): string | undefined | null {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' ? value : null;
}

/**
 * Reads a request's target for an upload of a kind and purpose: null without `target_type`, else
 * the target, or 400 (unknown type, a type of another endpoint or purpose, no id, no or a bad
 * subtitle language) or 404 (an id that is no id). Whether it exists is checkTarget's question.
 */
export function parseTarget(
  fields: TargetFields,
  kind: 'tus' | 'form',
  purpose: string,
): UploadTarget | null {
  const type = fieldOf(fields.type);
  const id = fieldOf(fields.id);
  if (type === undefined) {
    if (id !== undefined) throw badRequest('validation.required', 'target_type');
    return null;
  }
  if (type === null || !isTargetType(type)) throw badRequest('validation.invalid', 'target_type');
  const rule = targetRules[type];
  if (rule.kind !== kind || rule.purpose !== purpose)
    throw badRequest('validation.invalid', 'target_type');
  if (id === undefined) throw badRequest('validation.required', 'target_id');
  if (id === null || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw notFound();
  let language: SubtitleLanguage | null = null;
  if (type === 'lecture-subtitle') {
    const value = fieldOf(fields.language);
    if (value === undefined) throw badRequest('validation.required', 'language');
    if (value === null || !isLanguage(value)) throw badRequest('validation.invalid', 'language');
    language = value;
  }
  return { type, id: Number(id), language };
}

/** Who uploads, as far as the target checks need: their id and permission keys. */
export type Uploader = Pick<Viewer, 'id' | 'permissions'>;

/** An uploader acting in a role. */
export interface UploaderInRole {
  readonly viewer: Uploader;
  readonly role: Role;
}

/**
 * 404 unless the target's item is in the viewer's scope (an admin needs v2_course.write); 400
 * unless the viewer may edit that part of it (a co-lecturer needs `infos` for a cover, `chapters`
 * for a lecture's files). With `forUpdate` the item row is locked (as every write to it does), so
 * a change of its lecturers waits for the attachment or the other way round.
 */
export async function checkTarget(
  tx: Database | Transaction,
  viewer: Uploader,
  role: Role | null,
  target: UploadTarget,
  forUpdate = false,
): Promise<void> {
  if (!allows(uploaderAccess, viewer, role)) throw notFound();
  const item = { id: courses.id, kind: courses.kind };
  const [row] =
    target.type === 'course-cover'
      ? await tx.select(item).from(courses).where(eq(courses.id, target.id)).limit(1)
      : await tx
          .select(item)
          .from(lectures)
          .innerJoin(courses, eq(courses.id, lectures.courseId))
          .where(eq(lectures.id, target.id))
          .limit(1);
  if (!row) throw notFound();
  const access = await findItem(tx, viewer, role, row.kind, row.id, forUpdate);
  requirePermission(access, target.type === 'course-cover' ? 'infos' : 'chapters');
}

/**
 * Runs checkTarget for an uploader as they are now, in every role they hold (no request tells
 * which one): null when one passes, else why the last one failed (404 when they hold none).
 */
async function refusalNow(
  tx: Transaction,
  userId: number,
  target: UploadTarget,
): Promise<HttpError | null> {
  const [user] = await tx.select({ roles: users.roles }).from(users).where(eq(users.id, userId));
  const keys = await tx
    .select({ key: userPermissions.key })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
  const viewer: Uploader = { id: userId, permissions: keys.map((row) => row.key) };
  let refusal = notFound();
  for (const role of user?.roles ?? []) {
    const error = await refusalAs(tx, { viewer, role }, target);
    if (!error) return null;
    refusal = error;
  }
  return refusal;
}

/** checkTarget (locking the item) as an answer: null when it passes, else its error. */
async function refusalAs(
  tx: Transaction,
  uploader: UploaderInRole,
  target: UploadTarget,
): Promise<HttpError | null> {
  try {
    await checkTarget(tx, uploader.viewer, uploader.role, target, true);
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

/**
 * Ends the unfinished video uploads aimed at an item's lectures whose uploaders may no longer
 * attach them (a co-lecturer removed, or without `chapters` now): deletes their rows in the
 * transaction that took the access away; answers the files to remove once it has committed.
 */
export async function endUploadsWithoutAccess(
  tx: Transaction,
  itemId: number,
): Promise<StoredUpload[]> {
  const pending = await tx
    .select({ id: uploads.id, userId: uploads.userId, lectureId: lectures.id })
    .from(uploads)
    .innerJoin(lectures, eq(lectures.id, uploads.targetId))
    .where(
      and(
        eq(uploads.kind, 'tus'),
        eq(uploads.targetType, 'lecture-video'),
        isNull(uploads.completedAt),
        eq(lectures.courseId, itemId),
      ),
    );
  const ended: StoredUpload[] = [];
  for (const upload of pending) {
    const target: UploadTarget = { type: 'lecture-video', id: upload.lectureId, language: null };
    if (!(await refusalNow(tx, upload.userId, target))) continue;
    await tx.delete(uploads).where(eq(uploads.id, upload.id));
    ended.push({ id: upload.id, kind: 'tus' });
  }
  return ended;
}

/**
 * Removes the stored files of uploads (a tus upload's data, info and unfinished parts, a form
 * post's file and its thumbnails).
 */
export async function removeStoredFiles(env: Env, stored: readonly StoredUpload[]): Promise<void> {
  const storage = storageOf(env);
  for (const { id, kind } of stored) {
    if (!uploadIdPattern.test(id)) continue;
    if (kind === 'tus') {
      await storage.tus.remove(id);
    } else {
      await storage.remove([fileKey(id)]);
      await storage.removePrefix(thumbnailsPrefix(id));
    }
  }
}

/** Deletes the row of an upload being replaced; answers what to remove from disk after commit. */
async function dropReplaced(
  tx: Transaction,
  old: string | null,
  current: string,
): Promise<StoredUpload[]> {
  if (old === null || old === current) return [];
  const gone = await tx
    .delete(uploads)
    .where(eq(uploads.id, old))
    .returning({ id: uploads.id, kind: uploads.kind });
  return gone;
}

/**
 * Attaches a stored upload to its target inside a transaction: a lecture's video or a course's
 * cover (the previous one's row deleted), an attachment row, or a lecture's subtitle of a language
 * (replacing the previous one). Answers the uploads replaced, whose files are to be removed after
 * commit, or null when the target no longer exists.
 */
export async function attachUpload(
  tx: Transaction,
  uploadId: string,
  target: UploadTarget,
  /** A video's length in seconds, when it could be read (null otherwise). */
  duration: number | null = null,
): Promise<StoredUpload[] | null> {
  if (target.type === 'course-cover') {
    const [course] = await tx
      .select({ cover: courses.coverUploadId })
      .from(courses)
      .where(eq(courses.id, target.id))
      .for('update');
    if (!course) return null;
    await tx.update(courses).set({ coverUploadId: uploadId }).where(eq(courses.id, target.id));
    return dropReplaced(tx, course.cover, uploadId);
  }
  const [lecture] = await tx
    .select({ courseId: lectures.courseId, video: lectures.videoUploadId })
    .from(lectures)
    .where(eq(lectures.id, target.id))
    .for('update');
  if (!lecture) return null;
  switch (target.type) {
    case 'lecture-video':
      await tx
        .update(lectures)
        .set({ videoUploadId: uploadId, duration })
        .where(eq(lectures.id, target.id));
      return dropReplaced(tx, lecture.video, uploadId);
    case 'lecture-attachment':
      await tx.insert(lectureAttachments).values({
        lectureId: target.id,
        uploadId,
        sort: sql`(select coalesce(max(${lectureAttachments.sort}), 0) + 1 from ${lectureAttachments} where ${lectureAttachments.lectureId} = ${target.id})`,
      });
      return [];
    case 'lecture-subtitle': {
      const language = target.language;
      if (language === null) return null;
      const [previous] = await tx
        .select({ uploadId: subtitles.uploadId })
        .from(subtitles)
        .where(and(eq(subtitles.lectureId, target.id), eq(subtitles.language, language)));
      await tx
        .insert(subtitles)
        .values({ courseId: lecture.courseId, lectureId: target.id, language, uploadId })
        .onConflictDoUpdate({
          target: [subtitles.lectureId, subtitles.language],
          set: { uploadId, courseId: lecture.courseId, createdAt: new Date() },
        });
      return dropReplaced(tx, previous?.uploadId ?? null, uploadId);
    }
  }
}

/**
 * What finishing a tus upload did: completed it, attached it to its target, or removed it (with
 * the answer its last PATCH gets: 404 when the target is gone or out of the uploader's scope, 400
 * when a permission it needs is missing).
 */
export type FinishResult =
  | { readonly outcome: 'complete' | 'attached' }
  | { readonly outcome: 'gone'; readonly error: HttpError };

/** How a tus upload is finished. */
export interface FinishOptions {
  readonly now?: Date;
  /**
   * The uploader sending the last bytes, in the role of that request. Without it (the expiry
   * cleanup finishing an upload whose hook never ran) the uploader's account decides, in any
   * role they hold.
   */
  readonly uploader?: UploaderInRole;
}

/**
 * Marks a tus upload complete and, in the same transaction, attaches it to its target (a lecture's
 * video with its length read from the file, replacing the previous one), after checking the
 * target again as on creation, with the uploader's access as it is now. When the target has
 * disappeared, or the uploader may no longer attach to it, the upload's row is deleted and its
 * file removed ('gone'). Replaced files are removed after commit.
 */
export async function finishTusUpload(
  db: Database,
  env: Env,
  id: string,
  { now = new Date(), uploader }: FinishOptions = {},
): Promise<FinishResult> {
  // Read before the transaction: a video's length comes from its file (MP4/MOV, WebM/Matroska),
  // null otherwise.
  const duration = uploadIdPattern.test(id)
    ? await durationOfFile(
        storageOf(env),
        tusKey(id),
        async (source) => (await mp4Duration(source)) ?? (await ebmlDuration(source)),
      )
    : null;
  const stored: StoredUpload[] = [{ id, kind: 'tus' }];
  const outcome = await db.transaction(async (tx) => {
    const read = () =>
      tx
        .select({
          userId: uploads.userId,
          completedAt: uploads.completedAt,
          targetType: uploads.targetType,
          targetId: uploads.targetId,
        })
        .from(uploads)
        .where(and(eq(uploads.id, id), eq(uploads.kind, 'tus')));
    const [row] = await read();
    if (!row) return { result: { outcome: 'gone', error: notFound() } as const, remove: stored };
    const type = row.targetType;
    if (row.completedAt !== null || type === null || row.targetId === null || !isTargetType(type)) {
      if (row.completedAt === null)
        await tx.update(uploads).set({ completedAt: now }).where(eq(uploads.id, id));
      return { result: { outcome: 'complete' } as const, remove: [] };
    }
    const target: UploadTarget = { type, id: row.targetId, language: null };
    // The same check as on creation, the item locked first (as its writes do, so a change of its
    // lecturers is wholly before or after this), then the upload row.
    const refusal = uploader
      ? await refusalAs(tx, uploader, target)
      : await refusalNow(tx, row.userId, target);
    const [locked] = await read().for('update');
    // Ended (or finished by the cleanup) meanwhile.
    if (!locked) return { result: { outcome: 'gone', error: notFound() } as const, remove: stored };
    if (locked.completedAt !== null)
      return { result: { outcome: 'complete' } as const, remove: [] };
    const replaced = refusal ? null : await attachUpload(tx, id, target, duration);
    if (replaced === null) {
      await tx.delete(uploads).where(eq(uploads.id, id));
      const error = refusal ?? notFound();
      return { result: { outcome: 'gone', error } as const, remove: stored };
    }
    await tx.update(uploads).set({ completedAt: now }).where(eq(uploads.id, id));
    return { result: { outcome: 'attached' } as const, remove: replaced };
  });
  await removeStoredFiles(env, outcome.remove);
  return outcome.result;
}
