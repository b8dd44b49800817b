/** Students of an item and their progress. */
import * as pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { courses } from './items.ts';

/**
 * Students of an item and how far they are (percent of its lectures finished). Announcements
 * reach the students of their courses, limited by progress; students post under courses they
 * are in.
 */
export const enrollments = pg.pgTable(
  'enrollments',
  {
    courseId: belongsTo('course_id', () => courses.id),
    studentId: belongsTo('student_id', () => users.id),
    progress: pg.integer('progress').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    pg.primaryKey({ columns: [table.courseId, table.studentId] }),
    pg.index('enrollments_student_idx').on(table.studentId),
  ],
);
