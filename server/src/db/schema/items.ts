/** Catalogue items (courses, ebooks, articles), their lecturers, professions and stage prices. */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { courseLanguages, courseLevels, courseStatuses } from '../../contract/courses.ts';
import { courseTypes, itemKinds, itemPrivacies, teachPermissions } from '../../contract/items.ts';
import { belongsTo, contentBlocks, createdAt, moment, primaryId, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { uploads } from './uploads.ts';

/** Course statuses of seed section 4. */
export const courseStatusEnum = pg.pgEnum('course_status', courseStatuses);

/** Course levels of seed section 3. */
export const courseLevelEnum = pg.pgEnum('course_level', courseLevels);

/** Course languages of seed section 3. */
export const courseLanguageEnum = pg.pgEnum('course_language', courseLanguages);

/** Kinds of catalogue items: courses, ebooks and articles live in one table. */
export const itemKindEnum = pg.pgEnum('item_kind', itemKinds);

/** Privacy of an item. */
export const itemPrivacyEnum = pg.pgEnum('item_privacy', itemPrivacies);

/** Professions a lecturer picks for an item (`GET /lecturers/v2/professions`). */
export const professions = pg.pgTable('professions', {
  id: primaryId(),
  key: pg.text('key').notNull().unique(),
  /** Names per locale: `{ "zh-TW": ..., "zh-CN": ..., "en": ... }`. */
  names: pg.jsonb('names').$type<Record<'zh-TW' | 'zh-CN' | 'en', string>>().notNull(),
  /** Archived: not offered for new choices; items that have it keep it and show its name. */
  archived: pg.boolean('archived').notNull().default(false),
});

/**
 * Categories of items (`GET /lecturers/v2/categories`): `key` is what `courses.category` stores and
 * never changes; names per locale, the order lists show them in, and whether it is archived.
 */
export const categories = pg.pgTable('categories', {
  id: primaryId(),
  key: pg.text('key').notNull().unique(),
  /** Names per locale: `{ "zh-TW": ..., "zh-CN": ..., "en": ... }`. */
  names: pg.jsonb('names').$type<Record<'zh-TW' | 'zh-CN' | 'en', string>>().notNull(),
  /** Lists show categories by this, smallest first. */
  sortOrder: pg.integer('sort_order').notNull(),
  /** Archived: not offered for new choices; items that have it keep it and show its name. */
  archived: pg.boolean('archived').notNull().default(false),
});

/**
 * Catalogue items: courses, ebooks and articles (`kind`). Ebooks and articles store their
 * lower-case card types as the same upper-case statuses.
 */
export const courses = pg.pgTable(
  'courses',
  {
    id: primaryId(),
    kind: itemKindEnum('kind').notNull().default('courses'),
    lecturerId: pg
      .integer('lecturer_id')
      .notNull()
      .references(() => users.id),
    title: pg.text('title').notNull(),
    subtitle: pg.text('subtitle').notNull().default(''),
    category: pg.text('category').notNull().default(''),
    status: courseStatusEnum('status').notNull().default('DRAFT'),
    level: courseLevelEnum('level').notNull().default('DEFAULT'),
    language: courseLanguageEnum('language').notNull().default('CHINESE'),
    /** Price in TWD whole dollars. */
    price: pg.integer('price').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    scheduledAt: moment('scheduled_at'),
    /** The cover image (a form upload). */
    coverUploadId: pg
      .text('cover_upload_id')
      .references(() => uploads.id, { onDelete: 'set null' }),
    type: pg.text('type', { enum: courseTypes }).notNull().default('COURSE'),
    professionId: pg.integer('profession_id').references(() => professions.id, {
      onDelete: 'set null',
    }),
    /** Sanitised HTML. */
    introduction: pg.text('introduction').notNull().default(''),
    learnings: pg
      .text('learnings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirements: pg
      .text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    audiences: pg
      .text('audiences')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The letter students receive when they buy. */
    letter: pg.text('letter').notNull().default(''),
    privacy: itemPrivacyEnum('privacy').notNull().default('PUBLIC'),
    allowQuestions: pg.boolean('allow_questions').notNull().default(true),
    allowFeedbacks: pg.boolean('allow_feedbacks').notNull().default(true),
    allowCreations: pg.boolean('allow_creations').notNull().default(true),
    /** The price shown struck through, TWD. */
    originalPrice: pg.integer('original_price'),
    /** Students needed for a presale to succeed. */
    fundraisingThreshold: pg.integer('fundraising_threshold'),
    fundraisingEndsAt: moment('fundraising_ends_at'),
    /** Students who bought during presale. */
    presaleCount: pg.integer('presale_count').notNull().default(0),
    /** The platform's share of each sale, percent. */
    platformShare: pg.integer('platform_share').notNull().default(30),
    /** An administrator's reason for the last rejection. */
    reviewNote: pg.text('review_note'),
    sources: pg.jsonb('sources').$type<{ title: string; url: string }[]>().notNull().default([]),
    /** The item's own content blocks (`POST courses/{id}/blocks`). */
    blocks: contentBlocks(),
  },
  (table) => [
    pg.index('courses_lecturer_idx').on(table.lecturerId),
    pg.index('courses_status_idx').on(table.status),
    // Course list orders (latest/oldest, title, price) read a page off an index, not a sort.
    pg.index('courses_created_idx').on(table.createdAt, table.id),
    pg.index('courses_title_idx').on(table.title, table.id),
    pg.index('courses_price_idx').on(table.price, table.id),
    // Removing an upload clears the covers that name it.
    pg.index('courses_cover_upload_idx').on(table.coverUploadId),
    pg.index('courses_kind_created_idx').on(table.kind, table.createdAt, table.id),
    // A list filtered by category and status (the list screen's filters) reads only those rows.
    pg.index('courses_kind_category_status_idx').on(table.kind, table.category, table.status),
    // Scheduled items due to publish are found by status and time.
    pg.index('courses_scheduled_idx').on(table.status, table.scheduledAt),
    // The keyword search (`ilike '%…%'` on title or subtitle) reads trigram indexes.
    pg.index('courses_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    pg.index('courses_subtitle_trgm_idx').using('gin', table.subtitle.op('gin_trgm_ops')),
  ],
);

/** Lecturers of an item: the owner and co-lecturers, their profit shares and permissions. */
export const courseTeachs = pg.pgTable(
  'course_teachs',
  {
    courseId: belongsTo('course_id', () => courses.id),
    lecturerId: belongsTo('lecturer_id', () => users.id),
    /** Percent of the lecturers' profit. */
    share: pg.integer('share').notNull().default(0),
    permissions: pg
      .text('permissions', { enum: teachPermissions })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (table) => [
    pg.primaryKey({ columns: [table.courseId, table.lecturerId] }),
    pg.index('course_teachs_lecturer_idx').on(table.lecturerId),
  ],
);

/** Stage prices of a course (fundraising tickets). */
export const fundraisingTickets = pg.pgTable(
  'fundraising_tickets',
  {
    id: primaryId(),
    courseId: belongsTo('course_id', () => courses.id),
    /** Ticket price, TWD. */
    fundraising: pg.integer('fundraising').notNull(),
    scheduleAt: moment('schedule_at').notNull(),
  },
  (table) => [pg.index('fundraising_tickets_course_idx').on(table.courseId)],
);
