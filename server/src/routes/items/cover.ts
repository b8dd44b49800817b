/**
 * `POST /lecturers/v2/{kind}/{id}/cover`: sets the item's cover to a finished cover upload of the
 * viewer that belongs to nothing else (it then belongs to this item, as an upload aimed at the
 * item with target `course-cover` does), or removes it with ''. The replaced cover's row is
 * deleted; its file is removed after commit.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Viewer } from '../../auth/sessions.ts';
import type { Transaction } from '../../db/index.ts';
import { courses, uploads } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import type { ItemRow } from '../../items/access.ts';
import { coverUploadOf } from '../../uploads/covers.ts';
import type { StoredUpload } from '../../uploads/targets.ts';
import { writeItem } from '../../items/write.ts';

/** Sets (or with '' removes) the cover; answers the item and the uploads to remove from disk. */
export async function setCover(
  tx: Transaction,
  viewer: Viewer,
  item: ItemRow,
  uploadId: string,
  now: Date,
): Promise<{ item: ItemRow; remove: StoredUpload[] }> {
  const cover = uploadId === '' ? null : uploadId;
  if (cover !== null && cover !== item.coverUploadId) {
    const upload = await coverUploadOf(tx, viewer.id, cover);
    const ownTarget = upload?.targetType === 'course-cover' && upload.targetId === item.id;
    if (!upload || (upload.targetType !== null && !ownTarget))
      throw badRequest('item.coverUpload', 'upload_id');
    const [elsewhere] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.coverUploadId, cover), ne(courses.id, item.id)))
      .limit(1);
    if (elsewhere) throw badRequest('item.coverUpload', 'upload_id');
    await tx
      .update(uploads)
      .set({ targetType: 'course-cover', targetId: item.id })
      .where(eq(uploads.id, cover));
  }
  const updated = await writeItem(tx, item, { coverUploadId: cover, updatedAt: now });
  const previous = item.coverUploadId;
  const remove =
    previous !== null && previous !== cover
      ? await tx
          .delete(uploads)
          .where(eq(uploads.id, previous))
          .returning({ id: uploads.id, kind: uploads.kind })
      : [];
  return { item: updated, remove };
}
