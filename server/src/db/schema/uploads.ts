/** Uploaded files (tus and form posts). */
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** Files received by resumable upload (tus) or form post. */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['tus', 'form'] }).notNull(),
    purpose: text('purpose').notNull(),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** What the upload is for (`lecture-video`, `course-cover`, ...; see uploads/targets.ts). */
    targetType: text('target_type'),
    /** The lecture or course of the target. */
    targetId: integer('target_id'),
  },
  (table) => [index('uploads_user_idx').on(table.userId)],
);
