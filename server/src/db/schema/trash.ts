/** The trash: deleted things kept for 30 days with everything that went with them. */
import * as pg from 'drizzle-orm/pg-core';
import { trashKinds } from '../../contract/plain/trash.ts';
import type { PermissionArea } from '../../contract/plain/me.ts';
import { moment, primaryId } from './columns.ts';
import { users } from './accounts.ts';

/** Rows of one table as a deletion took them (JSON: dates as ISO strings). */
export interface TrashedRows {
  readonly table: string;
  readonly rows: readonly Record<string, unknown>[];
}

/** References the deletion cleared (`on delete set null`), to set again on restore. */
export interface TrashedLinks {
  readonly table: string;
  readonly column: string;
  /** The referring rows' primary keys (property names) and the value the column had. */
  readonly rows: readonly { readonly key: Record<string, unknown>; readonly value: unknown }[];
}

/**
 * One deleted thing: its kind, title and scope (the lecturer it belongs to, the permission area
 * administrators need, the item it was part of), who deleted it, when it goes for good, and the
 * rows and references the deletion took. Upload rows stay until the purge (`uploads`).
 */
export const trashEntries = pg.pgTable(
  'trash_entries',
  {
    id: primaryId(),
    kind: pg.text('kind', { enum: trashKinds }).notNull(),
    /** The thing's id before it was deleted (and again once restored). */
    subjectId: pg.integer('subject_id').notNull(),
    title: pg.text('title').notNull(),
    /** The lecturer it belongs to (null: the platform's). */
    ownerId: pg.integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    area: pg.text('area').$type<PermissionArea>().notNull(),
    /** The item a chapter, lecture or attachment was part of. */
    itemId: pg.integer('item_id'),
    deletedBy: pg.integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: moment('deleted_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
    rows: pg.jsonb('rows').$type<TrashedRows[]>().notNull(),
    links: pg.jsonb('links').$type<TrashedLinks[]>().notNull(),
    /** Uploads (id, kind) whose rows and files the purge removes. */
    uploads: pg.jsonb('uploads').$type<{ id: string; kind: 'tus' | 'form' }[]>().notNull(),
  },
  (table) => [
    pg.index('trash_entries_owner_idx').on(table.ownerId, table.deletedAt),
    pg.index('trash_entries_area_idx').on(table.area, table.deletedAt),
    pg.index('trash_entries_expires_idx').on(table.expiresAt),
  ],
);
