/** Discounts on courses and packages. */
import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { discountKinds } from '../../contract/plain/discounts.ts';
import { users } from './accounts.ts';
import { courses } from './items.ts';
import { packages } from './packages.ts';

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
