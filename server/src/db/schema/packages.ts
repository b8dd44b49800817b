/** Packages: courses sold together. */
import {
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { packageStatuses } from '../../contract/plain/discounts.ts';
import { users } from './accounts.ts';
import { courses } from './items.ts';
import { uploads } from './uploads.ts';

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
