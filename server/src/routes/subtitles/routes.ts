/**
 * Subtitles of courses and ebooks: `DELETE /lecturers/v2/{kind}/{id}/subtitles/{subtitle_id}`
 * removes one (its upload row now, its file after commit). Uploading goes through `POST /v2/files`
 * with a lecture-subtitle target. Needs the `chapters` permission.
 */
import { and, eq } from 'drizzle-orm';
import { subtitlesContract } from '../../contract/chapters.ts';
import { subtitles, uploads } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { requirePermission } from '../../items/access.ts';
import { itemWriteAccess, openItem } from '../../items/routing.ts';
import { removeStoredFiles } from '../../uploads/targets.ts';
import { MAX_ROW_ID, structureKinds } from '../../structure/read.ts';

/** Declared routes of subtitles. */
export const subtitlesRoutes: readonly RouteSpec[] = structureKinds.map((kind) =>
  defineRoute({
    operation: subtitlesContract.remove,
    kind,
    summary:
      "Delete a subtitle of one of this item's lectures (a subtitle of another item is 404). Needs the chapters permission; answers removed: 1.",
    tag: 'lectures',
    access: itemWriteAccess,
    handler: async ({ tx, env, viewer, role, params, afterCommit }) => {
      const access = await openItem(tx, viewer, role, kind, params.id, new Date(), true);
      if (params.subtitle_id > MAX_ROW_ID) throw notFound();
      const [subtitle] = await tx
        .select({ uploadId: subtitles.uploadId })
        .from(subtitles)
        .where(and(eq(subtitles.id, params.subtitle_id), eq(subtitles.courseId, access.item.id)));
      if (!subtitle) throw notFound();
      requirePermission(access, 'chapters');
      // The subtitle row goes with its upload (the foreign key cascades).
      const remove = await tx
        .delete(uploads)
        .where(eq(uploads.id, subtitle.uploadId))
        .returning({ id: uploads.id, kind: uploads.kind });
      afterCommit(() => removeStoredFiles(env, remove));
      return { removed: 1 };
    },
  }),
);
