/** Lecturers' public profiles and administrators' notes on them. */
import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { lecturerStatuses } from '../../contract/plain/people.ts';
import { users } from './accounts.ts';

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
