/**
 * One lecture by its id (`/lecturers/v2/lectures/{lecture_id}`): read, change (title, type, or a
 * move to another chapter of the same item, appended last), delete with its files, and remove its
 * video. Access goes through the lecture's item; writes need the `chapters` permission.
 */
import { eq } from 'drizzle-orm';
import { lecturesContract } from '../../contract/chapters.ts';
import { lectures, uploads } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';

import { itemReadAccess, itemWriteAccess } from '../../items/routing.ts';
import { removeStoredFiles } from '../../uploads/targets.ts';
import { nextLectureSort } from '../../structure/outline.ts';
import { chapterOf, readLectureDetail } from '../../structure/read.ts';
import { dropLectureUploads } from '../../structure/remove.ts';
import { openLecture, openLectureToChange } from './access.ts';

/** Declared routes of one lecture. */
export const lectureRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: lecturesContract.get,
    summary:
      "A lecture with everything its editor shows: video, duration, attachments, subtitles, content blocks, and its item's id and kind. Another lecturer's lecture is 404.",
    tag: 'lectures',
    access: itemReadAccess,
    handler: async ({ tx, env, viewer, role, params }) => {
      const { kind, lecture } = await openLecture(tx, viewer, role, params.lecture_id);
      return readLectureDetail(tx, env, lecture, kind);
    },
  }),
  defineRoute({
    operation: lecturesContract.update,
    summary:
      'Change a lecture: title, type, or chapter_id (another chapter of the same item; the lecture goes last there). Needs the chapters permission.',
    tag: 'lectures',
    access: itemWriteAccess,
    scope: ({ tx, viewer, role, params }) =>
      openLecture(tx, viewer, role, Number(params.lecture_id)),
    handler: async ({ tx, env, viewer, role, params, body }) => {
      const { access, kind, lecture } = await openLectureToChange(
        tx,
        viewer,
        role,
        params.lecture_id,
      );
      if (body.title === undefined && body.type === undefined && body.chapter_id === undefined)
        throw badRequest('item.nothingToUpdate');
      let move = {};
      if (body.chapter_id !== undefined && body.chapter_id !== lecture.chapterId) {
        const chapter = await chapterOf(tx, access.item.id, body.chapter_id);
        if (!chapter) throw badRequest('structure.chapterUnknown', 'chapter_id');
        move = { chapterId: chapter.id, sort: await nextLectureSort(tx, chapter.id) };
      }
      const changes = {
        ...(body.title === undefined ? {} : { title: body.title }),
        ...(body.type === undefined ? {} : { type: body.type }),
        ...move,
      };
      // The same chapter again changes nothing.
      if (Object.keys(changes).length === 0) return readLectureDetail(tx, env, lecture, kind);
      const [updated = lecture] = await tx
        .update(lectures)
        .set(changes)
        .where(eq(lectures.id, lecture.id))
        .returning();
      return readLectureDetail(tx, env, updated, kind);
    },
  }),
  defineRoute({
    operation: lecturesContract.remove,
    summary:
      'Delete a lecture with its video, attachments and subtitles (files removed after commit). Needs the chapters permission; answers removed: 1.',
    tag: 'lectures',
    access: itemWriteAccess,
    handler: async ({ tx, env, viewer, role, params, afterCommit }) => {
      const { lecture } = await openLectureToChange(tx, viewer, role, params.lecture_id);
      const remove = await dropLectureUploads(tx, [lecture.id]);
      await tx.delete(lectures).where(eq(lectures.id, lecture.id));
      afterCommit(() => removeStoredFiles(env, remove));
      return { removed: 1 };
    },
  }),
  defineRoute({
    operation: lecturesContract.removeVideo,
    summary:
      "Remove a lecture's video: the video and duration are cleared, the upload and its file deleted. Needs the chapters permission; answers the lecture.",
    tag: 'lectures',
    access: itemWriteAccess,
    handler: async ({ tx, env, viewer, role, params, afterCommit }) => {
      const { kind, lecture } = await openLectureToChange(tx, viewer, role, params.lecture_id);
      const [updated = lecture] = await tx
        .update(lectures)
        .set({ videoUploadId: null, duration: null })
        .where(eq(lectures.id, lecture.id))
        .returning();
      if (lecture.videoUploadId !== null) {
        const remove = await tx
          .delete(uploads)
          .where(eq(uploads.id, lecture.videoUploadId))
          .returning({ id: uploads.id, kind: uploads.kind });
        afterCommit(() => removeStoredFiles(env, remove));
      }
      return readLectureDetail(tx, env, updated, kind);
    },
  }),
];
