/** Catalogue items (courses, ebooks, articles), their lecturers, professions and stage prices. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { courseLanguages, courseLevels, courseStatuses } from '../../contract/courses.ts';
import { courseTypes, itemKinds, itemPrivacies, teachPermissions } from '../../contract/items.ts';
import { users } from './accounts.ts';
import { uploads } from './uploads.ts';

/** Course statuses of seed section 4. */
export const courseStatusEnum = pgEnum('course_status', courseStatuses);

/** Course levels of seed section 3. */
export const courseLevelEnum = pgEnum('course_level', courseLevels);

/** Course languages of seed section 3. */
export const courseLanguageEnum = pgEnum('course_language', courseLanguages);

/** Kinds of catalogue items: courses, ebooks and articles live in one table. */
export const itemKindEnum = pgEnum('item_kind', itemKinds);

/** Privacy of an item. */
export const itemPrivacyEnum = pgEnum('item_privacy', itemPrivacies);

/** Professions a lecturer picks for an item (`GET /lecturers/v2/professions`). */
export const professions = pgTable('professions', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  /** Names per locale: `{ "zh-TW": ..., "zh-CN": ..., "en": ... }`. */
  names: jsonb('names').$type<Record<'zh-TW' | 'zh-CN' | 'en', string>>().notNull(),
});

/**
 * Catalogue items: courses, ebooks and articles (`kind`). Ebooks and articles store their
 * lower-case card types as the same upper-case statuses.
 */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    kind: itemKindEnum('kind').notNull().default('courses'),
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
    type: text('type', { enum: courseTypes }).notNull().default('COURSE'),
    professionId: integer('profession_id').references(() => professions.id, {
      onDelete: 'set null',
    }),
    /** Sanitised HTML. */
    introduction: text('introduction').notNull().default(''),
    learnings: text('learnings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    audiences: text('audiences')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The letter students receive when they buy. */
    letter: text('letter').notNull().default(''),
    privacy: itemPrivacyEnum('privacy').notNull().default('PUBLIC'),
    allowQuestions: boolean('allow_questions').notNull().default(true),
    allowFeedbacks: boolean('allow_feedbacks').notNull().default(true),
    allowCreations: boolean('allow_creations').notNull().default(true),
    /** The price shown struck through, TWD. */
    originalPrice: integer('original_price'),
    /** Students needed for a presale to succeed. */
    fundraisingThreshold: integer('fundraising_threshold'),
    fundraisingEndsAt: timestamp('fundraising_ends_at', { withTimezone: true }),
    /** Students who bought during presale. */
    presaleCount: integer('presale_count').notNull().default(0),
    /** The platform's share of each sale, percent. */
    platformShare: integer('platform_share').notNull().default(30),
    /** An administrator's reason for the last rejection. */
    reviewNote: text('review_note'),
    sources: jsonb('sources').$type<{ title: string; url: string }[]>().notNull().default([]),
    /** The item's own content blocks (`POST courses/{id}/blocks`). */
    blocks: jsonb('blocks')
      .$type<{ type: 'TEXT' | 'CODE'; content: string; language: 'javascript' | null }[]>()
      .notNull()
      .default([]),
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
    index('courses_kind_created_idx').on(table.kind, table.createdAt, table.id),
    // A list filtered by category and status (the list screen's filters) reads only those rows.
    index('courses_kind_category_status_idx').on(table.kind, table.category, table.status),
    // Scheduled items due to publish are found by status and time.
    index('courses_scheduled_idx').on(table.status, table.scheduledAt),
  ],
);

/** Lecturers of an item: the owner and co-lecturers, their profit shares and permissions. */
export const courseTeachs = pgTable(
  'course_teachs',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lecturerId: integer('lecturer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Percent of the lecturers' profit. */
    share: integer('share').notNull().default(0),
    permissions: text('permissions', { enum: teachPermissions })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.lecturerId] }),
    index('course_teachs_lecturer_idx').on(table.lecturerId),
  ],
);

/** Stage prices of a course (fundraising tickets). */
export const fundraisingTickets = pgTable(
  'fundraising_tickets',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Ticket price, TWD. */
    fundraising: integer('fundraising').notNull(),
    scheduleAt: timestamp('schedule_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('fundraising_tickets_course_idx').on(table.courseId)],
);
