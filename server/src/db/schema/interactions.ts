/** Students' posts under items and their replies and files. */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { threadTypes } from '../../contract/plain/interactions.ts';
import { belongsTo, belongsToText, createdAt, moment, primaryId } from './columns.ts';
import { users } from './accounts.ts';
import { courses } from './items.ts';
import { lectures } from './structure.ts';
import { uploads } from './uploads.ts';

/** Types of student posts (the interaction list paths). */
export const threadTypeEnum = pg.pgEnum('thread_type', threadTypes);

/**
 * Student posts under a course: questions (`comments`), discussions, feedbacks and creations, in
 * one table so the inbox reads them together. `handled_at` is null while the post waits for the
 * lecturer (see contract/interactions.ts, `waiting`).
 */
export const interactions = pg.pgTable(
  'interactions',
  {
    id: primaryId(),
    type: threadTypeEnum('type').notNull(),
    courseId: belongsTo('course_id', () => courses.id),
    lectureId: pg.integer('lecture_id').references(() => lectures.id, { onDelete: 'set null' }),
    authorId: belongsTo('author_id', () => users.id),
    title: pg.text('title'),
    /** Sanitised HTML. */
    body: pg.text('body').notNull(),
    score: pg.integer('score'),
    solved: pg.boolean('solved').notNull().default(false),
    published: pg.boolean('published').notNull().default(false),
    display: pg.boolean('display').notNull().default(true),
    /** When a lecturer of the course (or an administrator) first replied. */
    respondedAt: moment('responded_at'),
    /** When the lecturer handled it; null while it waits. */
    handledAt: moment('handled_at'),
    replyCount: pg.integer('reply_count').notNull().default(0),
    lastReplyAt: moment('last_reply_at'),
    createdAt: createdAt(),
  },
  (table) => [
    pg
      .index('interactions_course_type_created_idx')
      .on(table.courseId, table.type, table.createdAt, table.id),
    pg.index('interactions_type_created_idx').on(table.type, table.createdAt, table.id),
    // The inbox and the waiting counts read only waiting posts.
    pg
      .index('interactions_waiting_idx')
      .on(table.courseId, table.createdAt, table.id)
      .where(sql`${table.handledAt} is null`),
    // An administrator's inbox (every course): the newest waiting posts without a sort.
    pg
      .index('interactions_waiting_created_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.handledAt} is null`),
    // An administrator's inbox with `waiting=0`: waiting posts first, then newest first.
    pg
      .index('interactions_waiting_first_idx')
      .on(sql`(${table.handledAt} is null)`, table.createdAt, table.id),
    pg.index('interactions_lecture_idx').on(table.lectureId),
    pg.index('interactions_author_idx').on(table.authorId),
    // The keyword search (`ilike '%…%'` on body or title) reads trigram indexes.
    pg.index('interactions_body_trgm_idx').using('gin', table.body.op('gin_trgm_ops')),
    pg.index('interactions_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
  ],
);

/**
 * How many posts wait (`handled_at` null) per course and type: kept by a trigger on
 * `interactions` (migration 0028) in the writing transaction, so the waiting counts (the rail's,
 * the dashboard's) add up a few rows per course instead of counting every waiting post.
 */
export const interactionWaiting = pg.pgTable(
  'interaction_waiting',
  {
    courseId: belongsTo('course_id', () => courses.id),
    type: threadTypeEnum('type').notNull(),
    n: pg.integer('n').notNull().default(0),
  },
  (table) => [pg.primaryKey({ columns: [table.courseId, table.type] })],
);

/** Replies under a post: the lecturer's answers, and students' in discussions. */
export const interactionReplies = pg.pgTable(
  'interaction_replies',
  {
    id: primaryId(),
    interactionId: belongsTo('interaction_id', () => interactions.id),
    authorId: belongsTo('author_id', () => users.id),
    /** Written by a lecturer of the course or an administrator. */
    staff: pg.boolean('staff').notNull().default(false),
    /** Sanitised HTML. */
    body: pg.text('body').notNull(),
    display: pg.boolean('display').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [pg.index('interaction_replies_interaction_idx').on(table.interactionId, table.id)],
);

/** Files of a creation (form uploads): images and other files. */
export const interactionFiles = pg.pgTable(
  'interaction_files',
  {
    id: primaryId(),
    interactionId: belongsTo('interaction_id', () => interactions.id),
    uploadId: belongsToText('upload_id', () => uploads.id),
  },
  (table) => [
    pg.index('interaction_files_interaction_idx').on(table.interactionId),
    pg.uniqueIndex('interaction_files_upload_unique').on(table.uploadId),
  ],
);
