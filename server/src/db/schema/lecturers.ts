/** Lecturers' public profiles and administrators' notes on them. */
import * as pg from 'drizzle-orm/pg-core';
import { lecturerStatuses } from '../../contract/plain/people.ts';
import { belongsTo, createdAt, primaryId, updatedAt } from './columns.ts';
import { users } from './accounts.ts';

/** Lecturer statuses. */
export const lecturerStatusEnum = pg.pgEnum('lecturer_status', lecturerStatuses);

/**
 * What the marketplace shows of a lecturer (a user with the TEACHER role): their description
 * (rich text, sanitised on the server), headline and status.
 */
export const lecturerProfiles = pg.pgTable('lecturer_profiles', {
  userId: pg
    .integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  headline: pg.text('headline').notNull().default(''),
  description: pg.text('description').notNull(),
  status: lecturerStatusEnum('status').notNull().default('ACTIVE'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Administrators' notes on a lecturer. */
export const lecturerComments = pg.pgTable(
  'lecturer_comments',
  {
    id: primaryId(),
    lecturerId: belongsTo('lecturer_id', () => users.id),
    authorId: belongsTo('author_id', () => users.id),
    body: pg.text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [pg.index('lecturer_comments_lecturer_idx').on(table.lecturerId, table.createdAt)],
);
