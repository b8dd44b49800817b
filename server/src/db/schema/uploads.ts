/** Uploaded files (tus and form posts). */
import * as pg from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, moment } from './columns.ts';
import { users } from './accounts.ts';

/** Files received by resumable upload (tus) or form post. */
export const uploads = pg.pgTable(
  'uploads',
  {
    id: pg.text('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    kind: pg.text('kind', { enum: ['tus', 'form'] }).notNull(),
    purpose: pg.text('purpose').notNull(),
    filename: pg.text('filename').notNull(),
    mimeType: pg.text('mime_type').notNull(),
    size: pg.bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    completedAt: moment('completed_at'),
    /** What the upload is for (`lecture-video`, `course-cover`, ...; see uploads/targets.ts). */
    targetType: pg.text('target_type'),
    /** The lecture or course of the target. */
    targetId: pg.integer('target_id'),
  },
  (table) => [pg.index('uploads_user_idx').on(table.userId)],
);
