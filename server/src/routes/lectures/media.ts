/**
 * A lecture's media for its editor's preview player: an authenticated call issues a short-lived
 * signed address (auth/signed-link.ts), and that address streams the stored video or audio with
 * Range support (http/file-range.ts). Both need what editing the lecture needs (the item in the
 * viewer's scope, the `chapters` permission); anyone else, and a lecture without a finished
 * upload, gets 404.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { signedLinkAccess } from '../../auth/access.ts';
import type { Role, Viewer } from '../../auth/sessions.ts';
import { signLink } from '../../auth/signed-link.ts';
import { lecturesContract } from '../../contract/chapters.ts';
import type { Transaction } from '../../db/index.ts';
import { uploads } from '../../db/schema.ts';
import { invalidToken, notFound } from '../../http/errors.ts';
import { storedFile } from '../../http/file-range.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { itemWriteAccess } from '../../items/routing.ts';
import { uploadIdPattern } from '../../uploads/shared.ts';
import { storageOf, tusKey } from '../../storage/storage.ts';
import { openLecture } from './access.ts';

/** Types by file extension, for a stored type that names no video or audio. */
const typesByExtension: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
};

/** The media type to answer for a stored file. */
export function mediaTypeOf(mimeType: string, filename: string): string {
  if (/^(video|audio)\/[\w.+-]+$/.test(mimeType)) return mimeType;
  const extension = /\.(\w+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  return typesByExtension[extension] ?? 'application/octet-stream';
}

/** The finished media upload of a lecture the viewer may edit; 404 otherwise. */
async function editableMedia(
  tx: Transaction,
  viewer: Viewer | null,
  role: Role | null,
  lectureId: number,
) {
  const { access, lecture } = await openLecture(tx, viewer, role, lectureId);
  if (!access.permissions.includes('chapters') || !lecture.videoUploadId) throw notFound();
  const [upload] = await tx
    .select({ id: uploads.id, mimeType: uploads.mimeType, filename: uploads.filename })
    .from(uploads)
    .where(and(eq(uploads.id, lecture.videoUploadId), isNotNull(uploads.completedAt)));
  if (!upload || !uploadIdPattern.test(upload.id)) throw notFound();
  return upload;
}

/** The path of a lecture's media route. */
const mediaPath = (lectureId: number) => `/lecturers/v2/lectures/${String(lectureId)}/media`;

/** Declared routes of a lecture's media. */
export const mediaRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: lecturesContract.mediaLink,
    summary:
      "A signed address of the lecture's video or audio for its editor's player, valid 10 minutes, for the caller in their role. Needs the chapters permission; 404 without a finished upload.",
    tag: 'lectures',
    access: itemWriteAccess,
    readOnly: true,
    handler: async ({ tx, viewer, role, params, env }) => {
      if (!viewer || !role) throw invalidToken();
      const upload = await editableMedia(tx, viewer, role, params.lecture_id);
      const path = mediaPath(params.lecture_id);
      const link = signLink(env.MEDIA_LINK_SECRET, path, { userId: viewer.id, role });
      return {
        url: `${env.PUBLIC_URL.replace(/\/$/, '')}${path}?${link.query}`,
        expires_at: link.expiresAt.toISOString(),
        mime_type: mediaTypeOf(upload.mimeType, upload.filename),
      };
    },
  }),
  defineRoute({
    operation: lecturesContract.media,
    summary:
      "The lecture's video or audio through its signed address (media-link), with Range requests (206, 416). A missing, forged or expired signature is 403; a user who may no longer edit the lecture 404.",
    tag: 'lectures',
    access: signedLinkAccess(itemWriteAccess),
    readOnly: true,
    handler: async ({ tx, viewer, role, params, env }) => {
      const upload = await editableMedia(tx, viewer, role, params.lecture_id);
      return storedFile(
        storageOf(env),
        tusKey(upload.id),
        mediaTypeOf(upload.mimeType, upload.filename),
      );
    },
  }),
];
