/**
 * A package's cover: a finished cover upload of the viewer (POST /v2/files, purpose cover), as
 * item covers take, that belongs to nothing else; it then belongs to the package (target
 * `package-cover`). A replaced or removed cover's row is deleted and its file removed after
 * commit.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Viewer } from '../../auth/sessions.ts';
import type { Transaction } from '../../db/index.ts';
import { courses, packages, uploads } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { coverUploadOf } from '../../uploads/covers.ts';
import type { StoredUpload } from '../../uploads/targets.ts';

/** The upload target type of a package's cover. */
export const PACKAGE_COVER_TARGET = 'package-cover';

/**
 * Sets a package's cover (null removes it) when it changes; answers the uploads to remove from
 * disk. A cover that is not the viewer's free finished cover upload is 400 at `cover_upload_id`.
 */
export async function setPackageCover(
  tx: Transaction,
  viewer: Viewer,
  packageId: number,
  previous: string | null,
  cover: string | null,
): Promise<StoredUpload[]> {
  if (cover === previous) return [];
  if (cover !== null) {
    const upload = await coverUploadOf(tx, viewer.id, cover);
    // Missing (undefined), or already belonging to something (a target type): refused.
    if (upload?.targetType !== null) throw badRequest('item.coverUpload', 'cover_upload_id');
    const [elsewhere] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.coverUploadId, cover))
      .limit(1);
    const [otherPackage] = await tx
      .select({ id: packages.id })
      .from(packages)
      .where(and(eq(packages.coverUploadId, cover), ne(packages.id, packageId)))
      .limit(1);
    if (elsewhere || otherPackage) throw badRequest('item.coverUpload', 'cover_upload_id');
    await tx
      .update(uploads)
      .set({ targetType: PACKAGE_COVER_TARGET, targetId: packageId })
      .where(eq(uploads.id, cover));
  }
  await tx.update(packages).set({ coverUploadId: cover }).where(eq(packages.id, packageId));
  return previous === null ? [] : removeCoverRow(tx, previous);
}

/** Deletes a package cover's upload row; answers it for removal from disk. */
export async function removeCoverRow(tx: Transaction, uploadId: string): Promise<StoredUpload[]> {
  return tx
    .delete(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.targetType, PACKAGE_COVER_TARGET)))
    .returning({ id: uploads.id, kind: uploads.kind });
}
