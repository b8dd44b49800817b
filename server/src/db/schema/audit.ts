/** The audit log. */
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { auditSubjects } from '../../contract/plain/people.ts';
import { users } from './accounts.ts';

/** Audit subjects. */
export const auditSubjectEnum = pgEnum('audit_subject', auditSubjects);

/**
 * Every change an administrator makes to a lecturer, member, group, payout account, wallet or
 * setting: who, when, what, and the record before and after. Written in the change's
 * transaction; the API has no way to edit or delete an entry.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    subject: auditSubjectEnum('subject').notNull(),
    /** The record's id (a user, group or payout account; a setting's key for SETTING). */
    subjectKey: text('subject_key').notNull(),
    /** The user the record belongs to, when any (a payout account's or wallet's owner). */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_entries_subject_idx').on(table.subject, table.subjectKey, table.id),
    index('audit_entries_owner_idx').on(table.ownerId, table.id),
  ],
);
