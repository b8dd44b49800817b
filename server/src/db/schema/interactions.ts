/** Students' posts under items and their replies and files. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { threadTypes } from '../../contract/plain/interactions.ts';
import { users } from './accounts.ts';
import { courses } from './items.ts';
import { lectures } from './structure.ts';
import { uploads } from './uploads.ts';

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
