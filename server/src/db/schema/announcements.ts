/** Lecturers' announcements and their discussions. */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { announcementStatuses, announcementTypes } from '../../contract/plain/interactions.ts';
import { belongsTo, createdAt, moment, primaryId, updatedAt } from './columns.ts';
import { users } from './accounts.ts';

/** Announcement types. */
export const announcementTypeEnum = pg.pgEnum('announcement_type', announcementTypes);

/** Statuses of an announcement's discussions (null: none). */
export const announcementStatusEnum = pg.pgEnum('announcement_status', announcementStatuses);

/**
 * A lecturer's announcements to the students of their courses. `includes` empty means every
 * course of the lecturer; `excepts` are left out; `progress` is the least progress (percent) of
 * the students it reaches.
 */
export const announcements = pg.pgTable(
  'announcements',
  {
    id: primaryId(),
    lecturerId: belongsTo('lecturer_id', () => users.id),
    /** Who wrote it: the lecturer, or an administrator for them. */
    createdBy: belongsTo('created_by', () => users.id),
    title: pg.text('title').notNull(),
    /** Sanitised HTML. */
    body: pg.text('body').notNull(),
    type: announcementTypeEnum('type').notNull().default('NOTICE'),
    display: pg.boolean('display').notNull().default(true),
    status: announcementStatusEnum('status'),
    includes: pg
      .integer('includes')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    excepts: pg
      .integer('excepts')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    progress: pg.integer('progress').notNull().default(0),
    beginsAt: moment('begins_at'),
    endsAt: moment('ends_at'),
    /** When it was sent; null while a draft. */
    confirmedAt: moment('confirmed_at'),
    /** Students it reached when sent. */
    recipients: pg.integer('recipients'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    pg.index('announcements_lecturer_created_idx').on(table.lecturerId, table.createdAt, table.id),
    pg.index('announcements_created_idx').on(table.createdAt, table.id),
    pg.index('announcements_confirmed_idx').on(table.lecturerId, table.confirmedAt),
  ],
);

/** Discussions under an announcement (students' and the lecturer's). */
export const announcementDiscussions = pg.pgTable(
  'announcement_discussions',
  {
    id: primaryId(),
    announcementId: belongsTo('announcement_id', () => announcements.id),
    authorId: belongsTo('author_id', () => users.id),
    staff: pg.boolean('staff').notNull().default(false),
    /** Sanitised HTML. */
    body: pg.text('body').notNull(),
    display: pg.boolean('display').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    pg.index('announcement_discussions_announcement_idx').on(table.announcementId, table.id),
  ],
);
