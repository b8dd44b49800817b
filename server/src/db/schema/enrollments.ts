/** Students of an item and their progress. */
import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { courses } from './items.ts';

/**
 * Students of an item and how far they are (percent of its lectures finished). Announcements
 * reach the students of their courses, limited by progress; students post under courses they
 * are in.
 */
export const enrollments = pgTable(
  'enrollments',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    progress: integer('progress').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.studentId] }),
    index('enrollments_student_idx').on(table.studentId),
  ],
);
