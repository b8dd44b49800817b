/** Discounts on courses and packages. */
import * as pg from 'drizzle-orm/pg-core';
import { discountKinds } from '../../contract/plain/discounts.ts';
import { belongsTo, createdAt, moment, primaryId, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { courses } from './items.ts';
import { packages } from './packages.ts';

/** Discount kinds. */
export const discountKindEnum = pg.pgEnum('discount_kind', discountKinds);

/**
 * Discounts: a rate paid on one course (SINGLE, `course_id`) or one package (PACKAGE,
 * `package_id`) from `starts_at` to `ends_at` (exclusive), unless ended early (`ended_at`, with
 * the reason and who ended it). The status is not stored.
 */
export const discounts = pg.pgTable(
  'discounts',
  {
    id: primaryId(),
    kind: discountKindEnum('kind').notNull(),
    lecturerId: belongsTo('lecturer_id', () => users.id),
    title: pg.text('title').notNull(),
    /** Hundredths of the price paid (85: 15 % off). */
    rate: pg.integer('rate').notNull(),
    courseId: pg.integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    packageId: pg.integer('package_id').references(() => packages.id, { onDelete: 'cascade' }),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    endedAt: moment('ended_at'),
    endReason: pg.text('end_reason'),
    endedBy: pg.integer('ended_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    pg.index('discounts_lecturer_created_idx').on(table.lecturerId, table.createdAt, table.id),
    pg.index('discounts_created_idx').on(table.createdAt, table.id),
    pg.index('discounts_course_idx').on(table.courseId, table.startsAt),
    pg.index('discounts_package_idx').on(table.packageId, table.startsAt),
  ],
);
