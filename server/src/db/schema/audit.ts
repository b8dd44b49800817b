/** The audit log. */
import * as pg from 'drizzle-orm/pg-core';
import { auditSubjects } from '../../contract/plain/people.ts';
import { moment, primaryId } from './columns.ts';
import { users } from './accounts.ts';

/** Audit subjects. */
export const auditSubjectEnum = pg.pgEnum('audit_subject', auditSubjects);

/**
 * Every change an administrator makes to a lecturer, member, group, payout account, wallet or
 * setting: who, when, what, and the record before and after. Written in the change's
 * transaction; the API has no way to edit or delete an entry.
 */
export const auditEntries = pg.pgTable(
  'audit_entries',
  {
    id: primaryId(),
    subject: auditSubjectEnum('subject').notNull(),
    /** The record's id (a user, group or payout account; a setting's key for SETTING). */
    subjectKey: pg.text('subject_key').notNull(),
    /** The user the record belongs to, when any (a payout account's or wallet's owner). */
    ownerId: pg.integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    action: pg.text('action').notNull(),
    before: pg.jsonb('before'),
    after: pg.jsonb('after'),
    actorId: pg.integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: moment('at').notNull().defaultNow(),
  },
  (table) => [
    pg.index('audit_entries_subject_idx').on(table.subject, table.subjectKey, table.id),
    pg.index('audit_entries_owner_idx').on(table.ownerId, table.id),
  ],
);
