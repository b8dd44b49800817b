/** Lecturers' announcements and their discussions. */
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
} from 'drizzle-orm/pg-core';
import { announcementStatuses, announcementTypes } from '../../contract/plain/interactions.ts';
import { users } from './accounts.ts';

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
