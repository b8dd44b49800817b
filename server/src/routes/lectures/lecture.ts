/**
 * One lecture by its id (`/lecturers/v2/lectures/{lecture_id}`): read, change (title, type, or a
 * move to another chapter of the same item, appended last), delete with its files, and remove its
 * video. Access goes through the lecture's item; writes need the `chapters` permission.
 */
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/index.ts';
import { lecturesContract } from '../../contract/chapters.ts';
import { lectureAttachments, lectures, uploads } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { defineRoute, type RouteSpec, type ScopeCheck } from '../../http/route.ts';

import { itemReadAccess, itemWriteAccess } from '../../items/routing.ts';
import { removeStoredFiles } from '../../uploads/targets.ts';
import { nextLectureSort } from '../../structure/outline.ts';
import { chapterOf, readLectureDetail } from '../../structure/read.ts';
import { lectureUploads } from '../../structure/remove.ts';
import { moveToTrash, viewerId } from '../../trash/entries.ts';
import { openLecture, openLectureToChange } from './access.ts';

/** A lecture route checks the lecture's scope before a bad body is answered. */
const lectureScope: ScopeCheck = ({ tx, viewer, role, params }) =>
  openLecture(tx, viewer, role, Number(params.lecture_id));

/** One of the lecture's attachments (404 for another lecture's). */
async function attachmentOf(tx: Transaction, lectureId: number, attachmentId: number) {
  const [attachment] = await tx
    .select()
    .from(lectureAttachments)
    .where(
      and(eq(lectureAttachments.id, attachmentId), eq(lectureAttachments.lectureId, lectureId)),
    );
  if (!attachment) throw notFound();
  return attachment;
}

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
    scope: lectureScope,
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
      'Move a lecture with its video, attachments and subtitles to the trash (restorable for 30 days; `trash_id` undoes it). Needs the chapters permission; answers removed: 1.',
    tag: 'lectures',
    access: itemWriteAccess,
    handler: async ({ tx, viewer, role, params }) => {
      const { access, lecture } = await openLectureToChange(tx, viewer, role, params.lecture_id);
      const trashId = await moveToTrash(
        tx,
        {
          kind: 'lecture',
          table: lectures,
          id: lecture.id,
          title: lecture.title,
          ownerId: access.item.lecturerId,
          area: 'v2_course',
          itemId: access.item.id,
          uploads: await lectureUploads(tx, [lecture.id]),
        },
        viewerId(viewer),
      );
      return { removed: 1, trash_id: trashId };
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
  defineRoute({
    operation: lecturesContract.renameAttachment,
    summary:
      "Rename a lecture's attached file (1-200 characters, no slashes or control characters). Needs the chapters permission; answers the lecture.",
    tag: 'lectures',
    access: itemWriteAccess,
    scope: lectureScope,
    handler: async ({ tx, env, viewer, role, params, body }) => {
      const { kind, lecture } = await openLectureToChange(tx, viewer, role, params.lecture_id);
      const attachment = await attachmentOf(tx, lecture.id, params.attachment_id);
      await tx
        .update(uploads)
        .set({ filename: body.name })
        .where(eq(uploads.id, attachment.uploadId));
      return readLectureDetail(tx, env, lecture, kind);
    },
  }),
  defineRoute({
    operation: lecturesContract.sortAttachments,
    summary:
      "Reorder a lecture's attached files: ids lists every attachment_id of the lecture once, in the new order (anything else is 400 and nothing changes). Needs the chapters permission; answers the lecture.",
    tag: 'lectures',
    access: itemWriteAccess,
    scope: lectureScope,
    handler: async ({ tx, env, viewer, role, params, body }) => {
      const { kind, lecture } = await openLectureToChange(tx, viewer, role, params.lecture_id);
      const known = await tx
        .select({ id: lectureAttachments.id })
        .from(lectureAttachments)
        .where(eq(lectureAttachments.lectureId, lecture.id));
      const given = new Set(body.ids);
      if (
        given.size !== body.ids.length ||
        given.size !== known.length ||
        !known.every((row) => given.has(row.id))
      )
        throw badRequest('structure.attachmentsMismatch', 'ids');
      for (const [index, attachmentId] of body.ids.entries())
        await tx
          .update(lectureAttachments)
          .set({ sort: index + 1 })
          .where(eq(lectureAttachments.id, attachmentId));
      return readLectureDetail(tx, env, lecture, kind);
    },
  }),
  defineRoute({
    operation: lecturesContract.removeAttachment,
    summary:
      "Move a lecture's attached file to the trash (restorable for 30 days; `trash_id` undoes it). Needs the chapters permission; answers the lecture.",
    tag: 'lectures',
    access: itemWriteAccess,
    handler: async ({ tx, env, viewer, role, params }) => {
      const { access, kind, lecture } = await openLectureToChange(
        tx,
        viewer,
        role,
        params.lecture_id,
      );
      const attachment = await attachmentOf(tx, lecture.id, params.attachment_id);
      const [upload] = await tx
        .select({ id: uploads.id, kind: uploads.kind, name: uploads.filename })
        .from(uploads)
        .where(eq(uploads.id, attachment.uploadId));
      const trashId = await moveToTrash(
        tx,
        {
          kind: 'attachment',
          table: lectureAttachments,
          id: attachment.id,
          title: upload?.name ?? '',
          ownerId: access.item.lecturerId,
          area: 'v2_course',
          itemId: access.item.id,
          uploads: upload ? [{ id: upload.id, kind: upload.kind }] : [],
        },
        viewerId(viewer),
      );
      return { ...(await readLectureDetail(tx, env, lecture, kind)), trash_id: trashId };
    },
  }),
];
