/** An item's structure: chapters, lectures, their attachments and subtitles. */
import * as pg from 'drizzle-orm/pg-core';
import { belongsTo, belongsToText, contentBlocks, createdAt, primaryId } from './columns.ts';
import { courses } from './items.ts';
import { uploads } from './uploads.ts';

export const chapters = pg.pgTable(
  'chapters',
  {
    id: primaryId(),
    courseId: belongsTo('course_id', () => courses.id),
    title: pg.text('title').notNull(),
    draft: pg.boolean('draft').notNull().default(false),
    sort: pg.integer('sort').notNull().default(0),
  },
  (table) => [pg.index('chapters_course_idx').on(table.courseId)],
);

/** Lecture types. */
export const lectureTypeEnum = pg.pgEnum('lecture_type', ['VIDEO', 'ARTICLE', 'CODE', 'AUDIO']);

export const lectures = pg.pgTable(
  'lectures',
  {
    id: primaryId(),
    courseId: belongsTo('course_id', () => courses.id),
    chapterId: belongsTo('chapter_id', () => chapters.id),
    type: lectureTypeEnum('type').notNull().default('VIDEO'),
    title: pg.text('title').notNull(),
    sort: pg.integer('sort').notNull().default(0),
    /** Video length in seconds (null until a video is attached). */
    duration: pg.integer('duration'),
    /** The video (a finished tus upload). */
    videoUploadId: pg.text('video_upload_id').references(() => uploads.id, {
      onDelete: 'set null',
    }),
    /** Content blocks (text and code), replaced as a whole. */
    blocks: contentBlocks(),
  },
  (table) => [
    pg.index('lectures_course_idx').on(table.courseId),
    pg.index('lectures_chapter_idx').on(table.chapterId),
    pg.index('lectures_video_upload_idx').on(table.videoUploadId),
  ],
);

/** Files attached to a lecture (form uploads). */
export const lectureAttachments = pg.pgTable(
  'lecture_attachments',
  {
    id: primaryId(),
    lectureId: belongsTo('lecture_id', () => lectures.id),
    uploadId: belongsToText('upload_id', () => uploads.id),
    /** Position among the lecture's files (a new one goes last). */
    sort: pg.integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    pg.index('lecture_attachments_lecture_idx').on(table.lectureId),
    pg.uniqueIndex('lecture_attachments_upload_unique').on(table.uploadId),
  ],
);

/** Languages of subtitles. */
export const subtitleLanguages = ['zh-TW', 'zh-CN', 'en'] as const;

/** A lecture's subtitles, one per language (form uploads). */
export const subtitles = pg.pgTable(
  'subtitles',
  {
    id: primaryId(),
    courseId: belongsTo('course_id', () => courses.id),
    lectureId: belongsTo('lecture_id', () => lectures.id),
    language: pg.text('language', { enum: subtitleLanguages }).notNull(),
    uploadId: belongsToText('upload_id', () => uploads.id),
    createdAt: createdAt(),
  },
  (table) => [
    pg.uniqueIndex('subtitles_lecture_language_unique').on(table.lectureId, table.language),
    pg.index('subtitles_course_idx').on(table.courseId),
    pg.index('subtitles_upload_idx').on(table.uploadId),
  ],
);
