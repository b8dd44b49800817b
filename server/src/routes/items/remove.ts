/**
 * `DELETE /lecturers/v2/{kind}/{id}`: deletes an item that is not online, with everything under it
 * (the foreign keys cascade) and the uploads that belong to it: the cover, lecture videos,
 * attachments, subtitles, and uploads still aimed at it or its lectures. Their files are removed
 * once the deletion has committed.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/index.ts';
import { courses, lectureAttachments, lectures, subtitles, uploads } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import type { ItemRow } from '../../items/access.ts';
import { targetTypes, type StoredUpload, type TargetType } from '../../uploads/targets.ts';

/** The upload target that names an item; the others name one of its lectures. */
const itemTarget: TargetType = 'course-cover';
const lectureTargets = targetTypes.filter((type) => type !== itemTarget);

/** Statuses in which an item is online (or sold) and cannot be deleted. */
export const undeletableStatuses: readonly ItemRow['status'][] = [
  'PUBLISH',
  'SCHEDULING',
  'PRESALE',
  'PREPARE',
];

/** Deletes the item and its uploads' rows; answers the uploads whose files are to be removed. */
export async function deleteItem(tx: Transaction, item: ItemRow): Promise<StoredUpload[]> {
  if (undeletableStatuses.includes(item.status)) throw badRequest('item.deleteOnline');
  const id = item.id;
  const gone = await tx
    .delete(uploads)
    .where(
      sql`${uploads.id} in (
        select ${courses.coverUploadId} from ${courses} where ${courses.id} = ${id}
        union all select ${lectures.videoUploadId} from ${lectures} where ${lectures.courseId} = ${id}
        union all select ${lectureAttachments.uploadId} from ${lectureAttachments}
          join ${lectures} on ${lectures.id} = ${lectureAttachments.lectureId}
          where ${lectures.courseId} = ${id}
        union all select ${subtitles.uploadId} from ${subtitles} where ${subtitles.courseId} = ${id}
      )
      or (${uploads.targetType} = ${itemTarget} and ${uploads.targetId} = ${id})
      or (${inArray(uploads.targetType, lectureTargets)}
        and ${uploads.targetId} in (select ${lectures.id} from ${lectures} where ${lectures.courseId} = ${id}))`,
    )
    .returning({ id: uploads.id, kind: uploads.kind });
  await tx.delete(courses).where(eq(courses.id, id));
  return gone;
}
