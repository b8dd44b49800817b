/** Cover uploads: what item and package covers take. */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Transaction } from '../db/index.ts';
import { uploads } from '../db/schema.ts';

/**
 * A finished cover upload (`POST /v2/files`, purpose cover) of a user, locked for the change, with
 * what it belongs to (null: nothing yet); undefined when there is none.
 */
export async function coverUploadOf(tx: Transaction, userId: number, uploadId: string) {
  const [upload] = await tx
    .select({ targetType: uploads.targetType, targetId: uploads.targetId })
    .from(uploads)
    .where(
      and(
        eq(uploads.id, uploadId),
        eq(uploads.userId, userId),
        eq(uploads.kind, 'form'),
        eq(uploads.purpose, 'cover'),
        isNotNull(uploads.completedAt),
      ),
    )
    .for('update');
  return upload;
}
