/** The reference API's tables (drizzle). Each area issue adds its own. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courseLanguages, courseLevels, courseStatuses } from '../contract/courses.ts';

/** Roles of seed section 6. */
export const roleEnum = pgEnum('role', ['ADMIN', 'TEACHER']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: roleEnum('roles')
      .array()
      .notNull()
      .default(sql`'{}'::role[]`),
    avatarUrl: text('avatar_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

/** Permission keys of non-lecturer users (`v2_order.read`, `v2_member.*`, ...). */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** Login sessions: the token is stored hashed. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('sessions_token_hash_unique').on(table.tokenHash)],
);

/** Prompts (tips, notices) a user has acknowledged. */
export const userPrompts = pgTable(
  'user_prompts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** Platform configuration served by `GET /v2/configs`. */
export const configs = pgTable('configs', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Files received by resumable upload (tus) or form post. */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['tus', 'form'] }).notNull(),
    purpose: text('purpose').notNull(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** What the upload is for (`lecture-video`, `course-cover`, ...; see uploads/targets.ts). */
    targetType: text('target_type'),
    /** The lecture or course of the target. */
    targetId: integer('target_id'),
  },
  (table) => [index('uploads_user_idx').on(table.userId)],
);

/** Course statuses of seed section 4. */
export const courseStatusEnum = pgEnum('course_status', courseStatuses);

/** Course levels of seed section 3. */
export const courseLevelEnum = pgEnum('course_level', courseLevels);

/** Course languages of seed section 3. */
export const courseLanguageEnum = pgEnum('course_language', courseLanguages);

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    lecturerId: integer('lecturer_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    category: text('category').notNull().default(''),
    status: courseStatusEnum('status').notNull().default('DRAFT'),
    level: courseLevelEnum('level').notNull().default('DEFAULT'),
    language: courseLanguageEnum('language').notNull().default('CHINESE'),
    /** Price in TWD whole dollars. */
    price: integer('price').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** The cover image (a form upload). */
    coverUploadId: text('cover_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('courses_lecturer_idx').on(table.lecturerId),
    index('courses_status_idx').on(table.status),
    // Course list orders (latest/oldest, title, price) read a page off an index, not a sort.
    index('courses_created_idx').on(table.createdAt, table.id),
    index('courses_title_idx').on(table.title, table.id),
    index('courses_price_idx').on(table.price, table.id),
    // Removing an upload clears the covers that name it.
    index('courses_cover_upload_idx').on(table.coverUploadId),
  ],
);

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
