/**
 * Reading the structure of a course or ebook: chapters by sort then id, each with its lectures by
 * sort then id, every lecture with its video, attachments and subtitles.
 */
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Chapter, Lecture, LectureDetail, StructureKind } from '../contract/chapters.ts';
import type { Transaction } from '../db/index.ts';
import { chapters, lectureAttachments, lectures, subtitles, uploads } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { fileUrl } from '../items/detail.ts';

/** The kinds of items that have chapters and lectures. */
export { structureKinds, type StructureKind } from '../contract/chapters.ts';

/** The largest id a row can have (PostgreSQL integer): larger ids name nothing. */
export const MAX_ROW_ID = 2_147_483_647;

/** A lecture row as stored. */
export type LectureRow = typeof lectures.$inferSelect;

/** Lectures matching a condition, by sort then id, with their files. */
export async function readLectures(tx: Transaction, env: Env, where: SQL): Promise<Lecture[]> {
  const rows = await tx
    .select({
      lecture: lectures,
      video: { id: uploads.id, name: uploads.filename, size: uploads.size },
    })
    .from(lectures)
    .leftJoin(uploads, eq(uploads.id, lectures.videoUploadId))
    .where(where)
    .orderBy(asc(lectures.sort), asc(lectures.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.lecture.id);
  const files = await tx
    .select({
      lectureId: lectureAttachments.lectureId,
      id: uploads.id,
      attachmentId: lectureAttachments.id,
      name: uploads.filename,
      size: uploads.size,
      type: uploads.mimeType,
    })
    .from(lectureAttachments)
    .innerJoin(uploads, eq(uploads.id, lectureAttachments.uploadId))
    .where(inArray(lectureAttachments.lectureId, ids))
    .orderBy(asc(lectureAttachments.sort), asc(lectureAttachments.id));
  const captions = await tx
    .select({
      id: subtitles.id,
      lectureId: subtitles.lectureId,
      language: subtitles.language,
      uploadId: subtitles.uploadId,
      name: uploads.filename,
    })
    .from(subtitles)
    .innerJoin(uploads, eq(uploads.id, subtitles.uploadId))
    .where(inArray(subtitles.lectureId, ids))
    .orderBy(asc(subtitles.language), asc(subtitles.id));
  return rows.map(({ lecture, video }) => ({
    id: lecture.id,
    type: lecture.type,
    title: lecture.title,
    chapter_id: lecture.chapterId,
    sort: lecture.sort,
    duration: lecture.duration,
    video: video ? { id: video.id, name: video.name, size: video.size } : null,
    attachments: files
      .filter((file) => file.lectureId === lecture.id)
      .map((file) => ({
        id: file.id,
        attachment_id: file.attachmentId,
        name: file.name,
        size: file.size,
        type: file.type,
        url: fileUrl(env, file.id),
      })),
    subtitles: captions
      .filter((caption) => caption.lectureId === lecture.id)
      .map((caption) => ({
        id: caption.id,
        lecture_id: caption.lectureId,
        language: caption.language,
        name: caption.name,
        url: fileUrl(env, caption.uploadId),
      })),
  }));
}

/** Every chapter of an item in order, each with its lectures in order. */
export async function readChapters(
  tx: Transaction,
  env: Env,
  courseId: number,
): Promise<Chapter[]> {
  const rows = await tx
    .select()
    .from(chapters)
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.sort), asc(chapters.id));
  const all = await readLectures(tx, env, eq(lectures.courseId, courseId));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    draft: row.draft,
    sort: row.sort,
    lectures: all.filter((lecture) => lecture.chapter_id === row.id),
  }));
}

/** A lecture with its editor's fields (its item's id and kind, its content blocks). */
export async function readLectureDetail(
  tx: Transaction,
  env: Env,
  row: LectureRow,
  kind: StructureKind,
): Promise<LectureDetail> {
  const [lecture] = await readLectures(tx, env, eq(lectures.id, row.id));
  if (!lecture) throw new Error(`Lecture ${row.id} vanished`);
  return {
    ...lecture,
    course_id: row.courseId,
    kind,
    blocks: row.blocks.map((block) => ({ ...block, language: block.language ?? null })),
  };
}

/** The chapter of an item with this id, or undefined. */
export async function chapterOf(tx: Transaction, courseId: number, chapterId: number) {
  if (chapterId > MAX_ROW_ID) return undefined;
  const [row] = await tx
    .select()
    .from(chapters)
    .where(and(eq(chapters.id, chapterId), eq(chapters.courseId, courseId)));
  return row;
}
