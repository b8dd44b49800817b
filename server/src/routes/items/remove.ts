/**
 * `DELETE /lecturers/v2/{kind}/{id}`: moves an item that is not online and never sold to the
 * trash with everything under it (chapters, lectures, attachments, subtitles, prices...). The
 * uploads that belong to it (the cover, lecture videos, attachments, subtitles, and uploads still
 * aimed at it or its lectures) stay until the trash is purged.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/index.ts';
import {
  courses,
  enrollments,
  lectureAttachments,
  lectures,
  orderLines,
  orders,
  subtitles,
  uploads,
} from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import type { ItemRow } from '../../items/access.ts';
import { moveToTrash } from '../../trash/entries.ts';
import { targetTypes, type TargetType } from '../../uploads/targets.ts';

/** The upload target that names an item; the others name one of its lectures. */
const itemTarget: TargetType = 'course-cover';
const lectureTargets = targetTypes.filter((type) => type !== itemTarget);

/** The trash's name of each item kind. */
const trashKindOf = { courses: 'course', ebooks: 'ebook', articles: 'article' } as const;

/** Statuses in which an item is online (or sold) and cannot be deleted. */
export const undeletableStatuses: readonly ItemRow['status'][] = [
  'PUBLISH',
  'SCHEDULING',
  'PRESALE',
  'PREPARE',
];

/** Whether an item was ever paid for or has students: then it is never deleted. */
async function hasSold(tx: Transaction, id: number): Promise<boolean> {
  const [paid] = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.courseId, id), isNotNull(orders.paidAt)))
    .limit(1);
  if (paid) return true;
  const [student] = await tx
    .select({ id: enrollments.studentId })
    .from(enrollments)
    .where(eq(enrollments.courseId, id))
    .limit(1);
  return student !== undefined;
}

/** Moves the item to the trash; answers the trash entry's id. */
export async function deleteItem(
  tx: Transaction,
  item: ItemRow,
  deletedBy: number,
): Promise<number> {
  if (undeletableStatuses.includes(item.status)) throw badRequest('item.deleteOnline');
  if (await hasSold(tx, item.id)) throw badRequest('item.deleteSold');
  const id = item.id;
  const kept = await tx
    .select({ id: uploads.id, kind: uploads.kind })
    .from(uploads)
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
    );
  return moveToTrash(
    tx,
    {
      kind: trashKindOf[item.kind],
      table: courses,
      id,
      title: item.title,
      ownerId: item.lecturerId,
      area: 'v2_course',
      uploads: kept,
    },
    deletedBy,
  );
}
