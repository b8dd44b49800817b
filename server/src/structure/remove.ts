/**
 * Removing lectures' files: the uploads of their videos, attachments and subtitles, and uploads
 * still aimed at them. The rows go in the request's transaction; the caller removes the stored
 * files after commit.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/index.ts';
import { lectureAttachments, lectures, subtitles, uploads } from '../db/schema.ts';
import { targetTypes, type StoredUpload } from '../uploads/targets.ts';

const lectureTargets = targetTypes.filter((type) => type !== 'course-cover');

/** Deletes the upload rows of these lectures; answers the uploads whose files are to be removed. */
export async function dropLectureUploads(
  tx: Transaction,
  lectureIds: readonly number[],
): Promise<StoredUpload[]> {
  if (lectureIds.length === 0) return [];
  const ids = [...lectureIds];
  return tx
    .delete(uploads)
    .where(
      sql`${uploads.id} in (
        select ${lectures.videoUploadId} from ${lectures} where ${inArray(lectures.id, ids)}
        union all select ${lectureAttachments.uploadId} from ${lectureAttachments}
          where ${inArray(lectureAttachments.lectureId, ids)}
        union all select ${subtitles.uploadId} from ${subtitles} where ${inArray(subtitles.lectureId, ids)}
      )
      or (${inArray(uploads.targetType, lectureTargets)} and ${inArray(uploads.targetId, ids)})`,
    )
    .returning({ id: uploads.id, kind: uploads.kind });
}
