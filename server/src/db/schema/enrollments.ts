/** Students of an item and their progress. */
import * as pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt } from './columns.ts';
import { users } from './accounts.ts';
import { courses } from './items.ts';

/**
 * Students of an item and how far they are (percent of its lectures finished). Announcements
 * reach the students of their courses, limited by progress; students post under courses they
 * are in. An administrator may give a member access (`granted`), and take only that back.
 */
export const enrollments = pg.pgTable(
  'enrollments',
  {
    courseId: belongsTo('course_id', () => courses.id),
    studentId: belongsTo('student_id', () => users.id),
    progress: pg.integer('progress').notNull().default(0),
    createdAt: createdAt(),
    /** Given by an administrator (not bought): only such access can be revoked. */
    granted: pg.boolean('granted').notNull().default(false),
    /** The administrator who gave it. */
    grantedBy: pg.integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    pg.primaryKey({ columns: [table.courseId, table.studentId] }),
    pg.index('enrollments_student_idx').on(table.studentId),
  ],
);
