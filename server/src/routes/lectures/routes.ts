/**
 * Lectures of courses and ebooks under `/lecturers/v2/{kind}/{id}`: create one in a chapter of the
 * item, list them by type, a new lecture's defaults, content blocks (a lecture's and the item's
 * own), and removing every video of the item. Writes need the `chapters` permission.
 */
import { eq, inArray, and, isNotNull } from 'drizzle-orm';
import { lecturesContract, lectureTypes } from '../../contract/chapters.ts';

import { courses, lectures, uploads } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { requirePermission } from '../../items/access.ts';
import { itemReadAccess, itemWriteAccess, openItem, openItemFor } from '../../items/routing.ts';
import { removeStoredFiles } from '../../uploads/targets.ts';
import { nextLectureSort, requireRoom } from '../../structure/outline.ts';
import {
  chapterOf,
  readChapters,
  readLectureDetail,
  structureKinds,
  type StructureKind,
} from '../../structure/read.ts';
import { lectureOfItem } from './access.ts';
import { normalizeBlocks } from './blocks.ts';
import { lectureRoutes } from './lecture.ts';
import { mediaRoutes } from './media.ts';

/** The lecture routes of one kind. */
function itemLectureRoutes(kind: StructureKind): RouteSpec[] {
  return [
    defineRoute({
      operation: lecturesContract.create,
      kind,
      summary:
        'Add a lecture at the end of a chapter of this item (another chapter_id is 400). Needs the chapters permission; answers the lecture.',
      tag: 'lectures',
      access: itemWriteAccess,
      status: 201,
      handler: async ({ tx, env, viewer, role, params, body }) => {
        const access = await openItemFor(tx, viewer, role, kind, params.id, 'chapters');
        const chapter = await chapterOf(tx, access.item.id, body.chapter_id);
        if (!chapter) throw badRequest('structure.chapterUnknown', 'chapter_id');
        await requireRoom(tx, access.item.id, 0, 1);
        const [created] = await tx
          .insert(lectures)
          .values({
            courseId: access.item.id,
            chapterId: chapter.id,
            type: body.type,
            title: body.title,
            sort: await nextLectureSort(tx, chapter.id),
          })
          .returning();
        if (!created) throw new Error('The lecture was not created');
        return readLectureDetail(tx, env, created, kind);
      },
    }),
    defineRoute({
      operation: lecturesContract.ofType,
      kind,
      summary:
        'The lectures of this item of one type (default VIDEO), in structure order (chapter, then lecture).',
      tag: 'lectures',
      access: itemReadAccess,
      handler: async ({ tx, env, viewer, role, params, query }) => {
        const access = await openItem(tx, viewer, role, kind, params.id, new Date());
        const all = await readChapters(tx, env, access.item.id);
        return {
          data: all
            .flatMap((chapter) => chapter.lectures)
            .filter((lecture) => lecture.type === query.type),
        };
      },
    }),
    defineRoute({
      operation: lecturesContract.defaults,
      kind,
      summary:
        "A new lecture's defaults: type VIDEO, an empty title, the first chapter (null without chapters) and the lecture types.",
      tag: 'lectures',
      access: itemReadAccess,
      handler: async ({ tx, env, viewer, role, params }) => {
        const access = await openItem(tx, viewer, role, kind, params.id, new Date());
        const [first] = await readChapters(tx, env, access.item.id);
        return {
          type: 'VIDEO' as const,
          title: '',
          chapter_id: first?.id ?? null,
          types: [...lectureTypes],
        };
      },
    }),
    defineRoute({
      operation: lecturesContract.saveBlocks,
      kind,
      summary:
        "Replace a lecture's content blocks (a lecture of another item is 404). A CODE block is JavaScript unless told. Needs the chapters permission.",
      tag: 'lectures',
      access: itemWriteAccess,
      handler: async ({ tx, viewer, role, params, body }) => {
        const access = await openItem(tx, viewer, role, kind, params.id, new Date(), true);
        const lecture = await lectureOfItem(tx, access.item.id, params.lecture_id);
        if (!lecture) throw notFound();
        requirePermission(access, 'chapters');
        const blocks = normalizeBlocks(body.blocks);
        await tx.update(lectures).set({ blocks }).where(eq(lectures.id, lecture.id));
        return { data: blocks };
      },
    }),
    defineRoute({
      operation: lecturesContract.saveItemBlocks,
      kind,
      summary:
        "Replace this item's own content blocks. A CODE block is JavaScript unless told. Needs the chapters permission.",
      tag: 'lectures',
      access: itemWriteAccess,
      handler: async ({ tx, viewer, role, params, body }) => {
        const access = await openItemFor(tx, viewer, role, kind, params.id, 'chapters');
        const blocks = normalizeBlocks(body.blocks);
        await tx.update(courses).set({ blocks }).where(eq(courses.id, access.item.id));
        return { data: blocks };
      },
    }),
    defineRoute({
      operation: lecturesContract.removeVideos,
      kind,
      summary:
        "Remove every video of this item's lectures (every duration cleared, uploads and files deleted). Needs the chapters permission; answers how many went.",
      tag: 'lectures',
      access: itemWriteAccess,
      handler: async ({ tx, env, viewer, role, params, afterCommit }) => {
        const access = await openItemFor(tx, viewer, role, kind, params.id, 'chapters');
        const videos = await tx
          .select({ id: lectures.videoUploadId })
          .from(lectures)
          .where(and(eq(lectures.courseId, access.item.id), isNotNull(lectures.videoUploadId)));
        const ids = videos.flatMap((video) => (video.id === null ? [] : [video.id]));
        // A duration is the length of a video: with the videos gone every duration goes too.
        await tx
          .update(lectures)
          .set({ videoUploadId: null, duration: null })
          .where(eq(lectures.courseId, access.item.id));
        const remove =
          ids.length === 0
            ? []
            : await tx
                .delete(uploads)
                .where(inArray(uploads.id, ids))
                .returning({ id: uploads.id, kind: uploads.kind });
        afterCommit(() => removeStoredFiles(env, remove));
        return { removed: remove.length };
      },
    }),
  ];
}

/** Declared routes of lectures (courses and ebooks, and lectures by id). */
export const lecturesRoutes: readonly RouteSpec[] = [
  ...structureKinds.flatMap(itemLectureRoutes),
  ...lectureRoutes,
  ...mediaRoutes,
];
