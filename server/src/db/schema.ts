/** The reference API's tables (drizzle). Each area issue adds its own. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courseLanguages, courseLevels, courseStatuses } from '../contract/courses.ts';
import { courseTypes, itemKinds, itemPrivacies, teachPermissions } from '../contract/items.ts';
import { couponScopes, couponTypes } from '../contract/plain/coupons.ts';
import { discountKinds, packageStatuses } from '../contract/plain/discounts.ts';
import {
  announcementStatuses,
  announcementTypes,
  threadTypes,
} from '../contract/plain/interactions.ts';
import { applyStatuses, incomeKinds } from '../contract/plain/finances.ts';
import {
  auditSubjects,
  lecturerStatuses,
  memberStatuses,
  walletEntryKinds,
} from '../contract/plain/people.ts';
import {
  carrierTypes,
  invoiceTypes,
  orderEventTypes,
  orderLineKinds,
  orderStatuses,
  paymentMethods,
} from '../contract/plain/orders.ts';

/** Roles of seed section 6. */
export const roleEnum = pgEnum('role', ['ADMIN', 'TEACHER']);

/** Member statuses. */
export const memberStatusEnum = pgEnum('member_status', memberStatuses);

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
    /** The legal name (invoices, payouts); `name` is the one shown. */
    realName: text('real_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** A member an administrator blocked cannot sign in or buy (members screen). */
    memberStatus: memberStatusEnum('member_status').notNull().default('ACTIVE'),
    /** The seed's notification keys (member settings). */
    receivePlatformLatestEvents: boolean('receive_platform_latest_events').notNull().default(true),
    receiveCoursePromotion: boolean('receive_course_promotion').notNull().default(true),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_created_idx').on(table.createdAt, table.id),
  ],
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

/**
 * Failed logins per key (`account:<email>` or `address:<ip>`), shared by every API process: the
 * failures in a row, the last one, and until when the key must wait (increasing delays).
 */
export const loginLimits = pgTable('login_limits', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** Addresses an account has logged in from: a limited address does not stop these accounts. */
export const loginAddresses = pgTable(
  'login_addresses',
  {
    account: text('account').notNull(),
    address: text('address').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.account, table.address] })],
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

/**
 * Students of an item and how far they are (percent of its lectures finished). Announcements
 * reach the students of their courses, limited by progress; students post under courses they
 * are in.
 */
export const enrollments = pgTable(
  'enrollments',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    progress: integer('progress').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.studentId] }),
    index('enrollments_student_idx').on(table.studentId),
  ],
);

/** Types of student posts (the interaction list paths). */
export const threadTypeEnum = pgEnum('thread_type', threadTypes);

/**
 * Student posts under a course: questions (`comments`), discussions, feedbacks and creations, in
 * one table so the inbox reads them together. `handled_at` is null while the post waits for the
 * lecturer (see contract/interactions.ts, `waiting`).
 */
export const interactions = pgTable(
  'interactions',
  {
    id: serial('id').primaryKey(),
    type: threadTypeEnum('type').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id').references(() => lectures.id, { onDelete: 'set null' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    score: integer('score'),
    solved: boolean('solved').notNull().default(false),
    published: boolean('published').notNull().default(false),
    display: boolean('display').notNull().default(true),
    /** When a lecturer of the course (or an administrator) first replied. */
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** When the lecturer handled it; null while it waits. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    replyCount: integer('reply_count').notNull().default(0),
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('interactions_course_type_created_idx').on(
      table.courseId,
      table.type,
      table.createdAt,
      table.id,
    ),
    index('interactions_type_created_idx').on(table.type, table.createdAt, table.id),
    // The inbox and the waiting counts read only waiting posts.
    index('interactions_waiting_idx')
      .on(table.courseId, table.createdAt, table.id)
      .where(sql`${table.handledAt} is null`),
    // An administrator's inbox (every course): the newest waiting posts without a sort.
    index('interactions_waiting_created_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.handledAt} is null`),
    // An administrator's inbox with `waiting=0`: waiting posts first, then newest first.
    index('interactions_waiting_first_idx').on(
      sql`(${table.handledAt} is null)`,
      table.createdAt,
      table.id,
    ),
    index('interactions_lecture_idx').on(table.lectureId),
    index('interactions_author_idx').on(table.authorId),
  ],
);

/** Replies under a post: the lecturer's answers, and students' in discussions. */
export const interactionReplies = pgTable(
  'interaction_replies',
  {
    id: serial('id').primaryKey(),
    interactionId: integer('interaction_id')
      .notNull()
      .references(() => interactions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Written by a lecturer of the course or an administrator. */
    staff: boolean('staff').notNull().default(false),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    display: boolean('display').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('interaction_replies_interaction_idx').on(table.interactionId, table.id)],
);

/** Files of a creation (form uploads): images and other files. */
export const interactionFiles = pgTable(
  'interaction_files',
  {
    id: serial('id').primaryKey(),
    interactionId: integer('interaction_id')
      .notNull()
      .references(() => interactions.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('interaction_files_interaction_idx').on(table.interactionId),
    uniqueIndex('interaction_files_upload_unique').on(table.uploadId),
  ],
);

/** Announcement types. */
export const announcementTypeEnum = pgEnum('announcement_type', announcementTypes);

/** Statuses of an announcement's discussions (null: none). */
export const announcementStatusEnum = pgEnum('announcement_status', announcementStatuses);

/**
 * A lecturer's announcements to the students of their courses. `includes` empty means every
 * course of the lecturer; `excepts` are left out; `progress` is the least progress (percent) of
 * the students it reaches.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    lecturerId: integer('lecturer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who wrote it: the lecturer, or an administrator for them. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    type: announcementTypeEnum('type').notNull().default('NOTICE'),
    display: boolean('display').notNull().default(true),
    status: announcementStatusEnum('status'),
    includes: integer('includes')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    excepts: integer('excepts')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    progress: integer('progress').notNull().default(0),
    beginsAt: timestamp('begins_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** When it was sent; null while a draft. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Students it reached when sent. */
    recipients: integer('recipients'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('announcements_lecturer_created_idx').on(table.lecturerId, table.createdAt, table.id),
    index('announcements_created_idx').on(table.createdAt, table.id),
    index('announcements_confirmed_idx').on(table.lecturerId, table.confirmedAt),
  ],
);

/** Discussions under an announcement (students' and the lecturer's). */
export const announcementDiscussions = pgTable(
  'announcement_discussions',
  {
    id: serial('id').primaryKey(),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staff: boolean('staff').notNull().default(false),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    display: boolean('display').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('announcement_discussions_announcement_idx').on(table.announcementId, table.id),
  ],
);

/** Coupon types: an amount off, or a rate paid. */
export const couponTypeEnum = pgEnum('coupon_type', couponTypes);

/** What a coupon applies to. */
export const couponScopeEnum = pgEnum('coupon_scope', couponScopes);

/**
 * Coupons: a lecturer's (their courses) or the platform's (`lecturer_id` null, every course).
 * The status is not stored: it follows from `disabled` and the dates. Every code, the coupon's
 * own and generated ones, is in `coupon_codes`, unique without case.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** The coupon's own code as typed (also in coupon_codes). */
    code: text('code').notNull(),
    lecturerId: integer('lecturer_id').references(() => users.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    type: couponTypeEnum('type').notNull(),
    /** AMOUNT: TWD off. */
    amount: integer('amount'),
    /** PERCENT: hundredths of the price paid (85: 15 % off). */
    rate: integer('rate'),
    minSpend: integer('min_spend').notNull().default(0),
    scope: couponScopeEnum('scope').notNull().default('ALL'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    totalLimit: integer('total_limit'),
    perMemberLimit: integer('per_member_limit'),
    /** Only the members of this group may use the coupon (null: everyone). */
    groupId: integer('group_id').references((): AnyPgColumn => memberGroups.id, {
      onDelete: 'restrict',
    }),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coupons_lecturer_created_idx').on(table.lecturerId, table.createdAt, table.id),
    uniqueIndex('coupons_code_idx').on(sql`lower(${table.code})`),
  ],
);

/** The courses a COURSES or BUNDLE coupon names. */
export const couponCourses = pgTable(
  'coupon_courses',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.couponId, table.courseId] }),
    index('coupon_courses_course_idx').on(table.courseId),
  ],
);

/**
 * Every code a student can type: a coupon's own (`generated` false, any number of uses within
 * the limits) and generated single-use ones. Unique without case across all coupons.
 */
export const couponCodes = pgTable(
  'coupon_codes',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    generated: boolean('generated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupon_codes_code_idx').on(sql`lower(${table.code})`),
    index('coupon_codes_coupon_idx').on(table.couponId, table.generated, table.id),
  ],
);

/** A coupon used on an order: by whom, with which code, how much it took off. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    codeId: integer('code_id')
      .notNull()
      .references(() => couponCodes.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The order's number (orders arrive with their own area). */
    orderNo: text('order_no').notNull(),
    amountOff: integer('amount_off').notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coupon_redemptions_coupon_idx').on(table.couponId, table.redeemedAt, table.id),
    index('coupon_redemptions_member_idx').on(table.couponId, table.memberId),
    uniqueIndex('coupon_redemptions_code_order_idx').on(table.codeId, table.orderNo),
  ],
);

/** Package statuses. */
export const packageStatusEnum = pgEnum('package_status', packageStatuses);

/** Packages: a lecturer's courses sold together as one product at one price. */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    lecturerId: integer('lecturer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    price: integer('price').notNull(),
    coverUploadId: text('cover_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    status: packageStatusEnum('status').notNull().default('DRAFT'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('packages_lecturer_created_idx').on(table.lecturerId, table.createdAt, table.id),
    index('packages_cover_upload_idx').on(table.coverUploadId),
  ],
);

/** The courses of a package, in order. */
export const packageCourses = pgTable(
  'package_courses',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.packageId, table.courseId] }),
    index('package_courses_course_idx').on(table.courseId),
  ],
);

/** Discount kinds. */
export const discountKindEnum = pgEnum('discount_kind', discountKinds);

/**
 * Discounts: a rate paid on one course (SINGLE, `course_id`) or one package (PACKAGE,
 * `package_id`) from `starts_at` to `ends_at` (exclusive), unless ended early (`ended_at`, with
 * the reason and who ended it). The status is not stored.
 */
export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    kind: discountKindEnum('kind').notNull(),
    lecturerId: integer('lecturer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Hundredths of the price paid (85: 15 % off). */
    rate: integer('rate').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    endedBy: integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('discounts_lecturer_created_idx').on(table.lecturerId, table.createdAt, table.id),
    index('discounts_created_idx').on(table.createdAt, table.id),
    index('discounts_course_idx').on(table.courseId, table.startsAt),
    index('discounts_package_idx').on(table.packageId, table.startsAt),
  ],
);

/** Order statuses. */
export const orderStatusEnum = pgEnum('order_status', orderStatuses);

/** Payment methods. */
export const paymentMethodEnum = pgEnum('payment_method', paymentMethods);

/** Invoice types. */
export const invoiceTypeEnum = pgEnum('invoice_type', invoiceTypes);

/**
 * Orders: what a member bought, priced by the pricing function when placed (the lines keep each
 * price), paid or not, refunded in part or in full, with its Taiwan e-invoice. `total` is what the
 * member pays, `refunded` what has been given back (the sum of its REFUNDED events).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: orderStatusEnum('status').notNull(),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    listTotal: integer('list_total').notNull(),
    total: integer('total').notNull(),
    refunded: integer('refunded').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    couponTitle: text('coupon_title'),
    couponOff: integer('coupon_off').notNull().default(0),
    /** Whether a course is among the lines (the seed's COURSE filter). */
    hasCourse: boolean('has_course').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    invoiceType: invoiceTypeEnum('invoice_type').notNull().default('PERSONAL'),
    carrierType: text('carrier_type', { enum: carrierTypes }),
    carrierNumber: text('carrier_number').notNull().default(''),
    companyTitle: text('company_title').notNull().default(''),
    companyTaxId: text('company_tax_id').notNull().default(''),
    invoiceNumber: text('invoice_number'),
    invoiceIssuedAt: timestamp('invoice_issued_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('orders_order_no_idx').on(sql`lower(${table.orderNo})`),
    // The list reads a page off an index: newest first, by status, by payment method.
    index('orders_created_idx').on(table.createdAt, table.id),
    index('orders_status_created_idx').on(table.status, table.createdAt, table.id),
    index('orders_method_created_idx').on(table.paymentMethod, table.createdAt, table.id),
    index('orders_paid_idx').on(table.paidAt),
    index('orders_total_idx').on(table.total, table.id),
    // The keyword's order-number prefix (`like 'ord-2026%'`) reads this index.
    index('orders_order_no_pattern_idx').on(sql`lower(${table.orderNo}) text_pattern_ops`),
    index('orders_member_idx').on(table.memberId, table.createdAt),
  ],
);

/** An order's lines: an item or a package, priced (list, discount, coupon, what was paid). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: orderLineKinds }).notNull(),
    /** The item (course, ebook, article) of an item line. */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    /** The item's title when the order was placed. */
    title: text('title').notNull(),
    /** The item's (or package's) owner. */
    lecturerId: integer('lecturer_id')
      .notNull()
      .references(() => users.id),
    listPrice: integer('list_price').notNull(),
    discountId: integer('discount_id').references(() => discounts.id, { onDelete: 'set null' }),
    discountTitle: text('discount_title'),
    /** Hundredths paid (85). */
    discountRate: integer('discount_rate'),
    discountOff: integer('discount_off').notNull().default(0),
    couponOff: integer('coupon_off').notNull().default(0),
    pays: integer('pays').notNull(),
    refunded: integer('refunded').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId, table.sort),
    index('order_lines_course_idx').on(table.courseId),
    index('order_lines_package_idx').on(table.packageId),
    index('order_lines_lecturer_idx').on(table.lecturerId),
  ],
);

/** What happened to an order: created, paid, cancelled, refunded (a line, an amount), invoice. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type', { enum: orderEventTypes }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    amount: integer('amount'),
    reason: text('reason'),
    lineId: integer('line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('order_events_order_idx').on(table.orderId, table.at, table.id),
    // Refunds of a period (the books, the dashboard).
    index('order_events_type_at_idx').on(table.type, table.at),
  ],
);

/** Income kinds. */
export const incomeKindEnum = pgEnum('income_kind', incomeKinds);

/**
 * The books: each payment (SALE) or refund (REFUND, negative) divided per item part between the
 * platform (`lecturer_id` null, `share` its percent) and the item's lecturers (`share` their
 * percent of the rest), by money/split.ts. Every part's rows add up to its `gross`; `gross` and
 * `platform_fee` are repeated on the part's rows for the records screen. A lecturer's row is
 * available from `available_at`, requested while `apply_id` names a waiting apply, paid once it
 * names a remitted one.
 */
export const incomes = pgTable(
  'incomes',
  {
    id: serial('id').primaryKey(),
    kind: incomeKindEnum('kind').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    /** REFUND: the REFUNDED event. */
    eventId: integer('event_id').references(() => orderEvents.id, { onDelete: 'cascade' }),
    /** The item of this part (a package line has one part per course). */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    itemTitle: text('item_title').notNull(),
    itemKind: text('item_kind', { enum: orderLineKinds }).notNull(),
    lecturerId: integer('lecturer_id').references(() => users.id),
    share: integer('share').notNull(),
    gross: integer('gross').notNull(),
    platformFee: integer('platform_fee').notNull(),
    amount: integer('amount').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    applyId: integer('apply_id').references(() => applies.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('incomes_lecturer_at_idx').on(table.lecturerId, table.at, table.id),
    index('incomes_lecturer_apply_idx').on(table.lecturerId, table.applyId),
    index('incomes_at_idx').on(table.at),
    index('incomes_line_idx').on(table.lineId),
    index('incomes_apply_idx').on(table.applyId),
  ],
);

/** A lecturer's bank accounts for payouts; one is the main one. */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    lecturerId: integer('lecturer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    financialCode: text('financial_code').notNull(),
    bankName: text('bank_name').notNull().default(''),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    main: boolean('main').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payout_accounts_lecturer_idx').on(table.lecturerId),
    uniqueIndex('payout_accounts_main_idx')
      .on(table.lecturerId)
      .where(sql`${table.main}`),
  ],
);

/** Apply statuses. */
export const applyStatusEnum = pgEnum('apply_status', applyStatuses);

/** Payout requests: a lecturer's available income when they asked; one waits at a time. */
export const applies = pgTable(
  'applies',
  {
    id: serial('id').primaryKey(),
    lecturerId: integer('lecturer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    status: applyStatusEnum('status').notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rejectReason: text('reject_reason'),
    rejectedBy: integer('rejected_by').references(() => users.id, { onDelete: 'set null' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  },
  (table) => [
    index('applies_status_created_idx').on(table.status, table.createdAt, table.id),
    index('applies_lecturer_idx').on(table.lecturerId, table.createdAt),
    uniqueIndex('applies_one_pending_idx')
      .on(table.lecturerId)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);

/** Transfers that paid applies, with the account as it was. */
export const remittances = pgTable(
  'remittances',
  {
    id: serial('id').primaryKey(),
    applyId: integer('apply_id')
      .notNull()
      .references(() => applies.id, { onDelete: 'cascade' }),
    lecturerId: integer('lecturer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    financialCode: text('financial_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    remittedAt: timestamp('remitted_at', { withTimezone: true }).notNull().defaultNow(),
    remittedBy: integer('remitted_by')
      .notNull()
      .references(() => users.id),
  },
  (table) => [
    uniqueIndex('remittances_apply_idx').on(table.applyId),
    index('remittances_remitted_idx').on(table.remittedAt, table.id),
  ],
);

/**
 * How many orders there are per Asia/Taipei day of creation, status, payment method, whether a
 * course is among the lines and whether they were paid: kept by a trigger on `orders` (migration
 * 0012), so the orders list counts its matches from a few hundred rows instead of every order.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: orderStatusEnum('status').notNull(),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    hasCourse: boolean('has_course').notNull(),
    paid: boolean('paid').notNull(),
    n: integer('n').notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [table.day, table.status, table.paymentMethod, table.hasCourse, table.paid],
    }),
  ],
);

/**
 * How many orders there are per status, payment method, course or not and paid or not, over all
 * days: the list's count without a date range (a few dozen rows). Kept by the same trigger.
 */
export const orderTotals = pgTable(
  'order_totals',
  {
    status: orderStatusEnum('status').notNull(),
    paymentMethod: paymentMethodEnum('payment_method').notNull(),
    hasCourse: boolean('has_course').notNull(),
    paid: boolean('paid').notNull(),
    n: integer('n').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.status, table.paymentMethod, table.hasCourse, table.paid] }),
  ],
);

/** Lecturer statuses. */
export const lecturerStatusEnum = pgEnum('lecturer_status', lecturerStatuses);

/**
 * What the marketplace shows of a lecturer (a user with the TEACHER role): their description
 * (rich text, sanitised on the server), headline and status.
 */
export const lecturerProfiles = pgTable('lecturer_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  headline: text('headline').notNull().default(''),
  description: text('description').notNull(),
  status: lecturerStatusEnum('status').notNull().default('ACTIVE'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Administrators' notes on a lecturer. */
export const lecturerComments = pgTable(
  'lecturer_comments',
  {
    id: serial('id').primaryKey(),
    lecturerId: integer('lecturer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lecturer_comments_lecturer_idx').on(table.lecturerId, table.createdAt)],
);

/** Wallet entry kinds. */
export const walletEntryKindEnum = pgEnum('wallet_entry_kind', walletEntryKinds);

/**
 * A member's wallet as a ledger: the balance is the sum of the amounts (TWD, signed), never a
 * stored figure; `balance_after` is the running balance written with each entry (under a lock
 * on the member), so the history shows it without summing.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: walletEntryKindEnum('kind').notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').notNull().default(''),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('wallet_entries_member_idx').on(table.memberId, table.id)],
);

/** Coupons given to a member (owned); the ones they used are in coupon_redemptions. */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.couponId] })],
);

/** Groups of members (a coupon may be limited to one). */
export const memberGroups = pgTable('member_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who is in a group. */
export const memberGroupMembers = pgTable(
  'member_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => memberGroups.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.memberId] }),
    index('member_group_members_member_idx').on(table.memberId),
  ],
);

/** Audit subjects. */
export const auditSubjectEnum = pgEnum('audit_subject', auditSubjects);

/**
 * Every change an administrator makes to a lecturer, member, group, payout account, wallet or
 * setting: who, when, what, and the record before and after. Written in the change's
 * transaction; the API has no way to edit or delete an entry.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    subject: auditSubjectEnum('subject').notNull(),
    /** The record's id (a user, group or payout account; a setting's key for SETTING). */
    subjectKey: text('subject_key').notNull(),
    /** The user the record belongs to, when any (a payout account's or wallet's owner). */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_entries_subject_idx').on(table.subject, table.subjectKey, table.id),
    index('audit_entries_owner_idx').on(table.ownerId, table.id),
  ],
);
