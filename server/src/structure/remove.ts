/**
 * The uploads that belong to lectures: their videos, attachments and subtitles, and uploads still
 * aimed at them. A deletion to the trash keeps their rows and files; the purge removes them.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/index.ts';
import { lectureAttachments, lectures, subtitles, uploads } from '../db/schema.ts';
import { targetTypes, type StoredUpload } from '../uploads/targets.ts';

const lectureTargets = targetTypes.filter((type) => type !== 'course-cover');

/** The uploads of these lectures (id and kind). */
export async function lectureUploads(
  tx: Transaction,
  lectureIds: readonly number[],
): Promise<StoredUpload[]> {
  if (lectureIds.length === 0) return [];
  const ids = [...lectureIds];
  return tx
    .select({ id: uploads.id, kind: uploads.kind })
    .from(uploads)
    .where(
      sql`${uploads.id} in (
        select ${lectures.videoUploadId} from ${lectures} where ${inArray(lectures.id, ids)}
        union all select ${lectureAttachments.uploadId} from ${lectureAttachments}
          where ${inArray(lectureAttachments.lectureId, ids)}
        union all select ${subtitles.uploadId} from ${subtitles} where ${inArray(subtitles.lectureId, ids)}
      )
      or (${inArray(uploads.targetType, lectureTargets)} and ${inArray(uploads.targetId, ids)})`,
    );
}
