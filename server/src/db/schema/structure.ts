/** An item's structure: chapters, lectures, their attachments and subtitles. */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from './items.ts';
import { uploads } from './uploads.ts';

export const chapters = pgTable(
  'chapters',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    draft: boolean('draft').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('chapters_course_idx').on(table.courseId)],
);

/** Lecture types. */
export const lectureTypeEnum = pgEnum('lecture_type', ['VIDEO', 'ARTICLE', 'CODE', 'AUDIO']);

export const lectures = pgTable(
  'lectures',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'cascade' }),
    type: lectureTypeEnum('type').notNull().default('VIDEO'),
    title: text('title').notNull(),
    sort: integer('sort').notNull().default(0),
    /** Video length in seconds (null until a video is attached). */
    duration: integer('duration'),
    /** The video (a finished tus upload). */
    videoUploadId: text('video_upload_id').references(() => uploads.id, {
      onDelete: 'set null',
    }),
    /** Content blocks (text and code), replaced as a whole. */
    blocks: jsonb('blocks')
      .$type<{ type: 'TEXT' | 'CODE'; content: string; language: 'javascript' | null }[]>()
      .notNull()
      .default([]),
  },
  (table) => [
    index('lectures_course_idx').on(table.courseId),
    index('lectures_chapter_idx').on(table.chapterId),
    index('lectures_video_upload_idx').on(table.videoUploadId),
  ],
);

/** Files attached to a lecture (form uploads). */
export const lectureAttachments = pgTable(
  'lecture_attachments',
  {
    id: serial('id').primaryKey(),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lecture_attachments_lecture_idx').on(table.lectureId),
    uniqueIndex('lecture_attachments_upload_unique').on(table.uploadId),
  ],
);

/** Languages of subtitles. */
export const subtitleLanguages = ['zh-TW', 'zh-CN', 'en'] as const;

/** A lecture's subtitles, one per language (form uploads). */
export const subtitles = pgTable(
  'subtitles',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    language: text('language', { enum: subtitleLanguages }).notNull(),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subtitles_lecture_language_unique').on(table.lectureId, table.language),
    index('subtitles_course_idx').on(table.courseId),
    index('subtitles_upload_idx').on(table.uploadId),
  ],
);
