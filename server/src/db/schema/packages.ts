/** Packages: courses sold together. */
import * as pg from 'drizzle-orm/pg-core';
import { packageStatuses } from '../../contract/plain/discounts.ts';
import { belongsTo, createdAt, primaryId, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { courses } from './items.ts';
import { uploads } from './uploads.ts';

/** Package statuses. */
export const packageStatusEnum = pg.pgEnum('package_status', packageStatuses);

/** Packages: a lecturer's courses sold together as one product at one price. */
export const packages = pg.pgTable(
  'packages',
  {
    id: primaryId(),
    lecturerId: belongsTo('lecturer_id', () => users.id),
    title: pg.text('title').notNull(),
    price: pg.integer('price').notNull(),
    coverUploadId: pg
      .text('cover_upload_id')
      .references(() => uploads.id, { onDelete: 'set null' }),
    status: packageStatusEnum('status').notNull().default('DRAFT'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    pg.index('packages_lecturer_created_idx').on(table.lecturerId, table.createdAt, table.id),
    pg.index('packages_cover_upload_idx').on(table.coverUploadId),
  ],
);

/** The courses of a package, in order. */
export const packageCourses = pg.pgTable(
  'package_courses',
  {
    packageId: belongsTo('package_id', () => packages.id),
    courseId: belongsTo('course_id', () => courses.id),
    sort: pg.integer('sort').notNull().default(0),
  },
  (table) => [
    pg.primaryKey({ columns: [table.packageId, table.courseId] }),
    pg.index('package_courses_course_idx').on(table.courseId),
  ],
);
