/**
 * The outbox (issue #32): every e-mail the product sends is a row written in the transaction of
 * the change that causes it, rendered then (subject, HTML, plain text), and delivered later by a
 * worker that claims rows with `FOR UPDATE SKIP LOCKED`, so two API processes never send one
 * twice. `message_id` is fixed at enqueue: a message sent again after a crash carries the same.
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { mailKinds, mailStatuses } from '../../contract/plain/mail.ts';
import { users } from './accounts.ts';
import { createdAt, moment, primaryId } from './columns.ts';

/** Delivery states. */
export const mailStatusEnum = pg.pgEnum('mail_status', mailStatuses);

/** One message to one recipient. */
export const outboxMessages = pg.pgTable(
  'outbox_messages',
  {
    id: primaryId(),
    /** The RFC 5322 `Message-ID` (with angle brackets), fixed when queued. */
    messageId: pg.text('message_id').notNull().unique(),
    kind: pg.text('kind', { enum: mailKinds }).notNull(),
    toAddress: pg.text('to_address').notNull(),
    /** The recipient's account, when they have one. */
    toUserId: pg.integer('to_user_id').references(() => users.id, { onDelete: 'set null' }),
    locale: pg.text('locale').notNull(),
    subject: pg.text('subject').notNull(),
    html: pg.text('html').notNull(),
    text: pg.text('text').notNull(),
    /** What caused it, for counts and the log: e.g. `announcement` and its id. */
    sourceType: pg.text('source_type'),
    sourceId: pg.integer('source_id'),
    status: mailStatusEnum('status').notNull().default('QUEUED'),
    attempts: pg.integer('attempts').notNull().default(0),
    /** When a worker may try it (again): now when queued, later after a temporary failure. */
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    /** When the current SENDING claim was taken (a stale claim is taken over). */
    claimedAt: moment('claimed_at'),
    /** The mail server's answer to the last failed attempt. */
    lastError: pg.text('last_error'),
    sentAt: moment('sent_at'),
    /** A one-click unsubscribe link, sent as the `List-Unsubscribe` header (announcements). */
    unsubscribeUrl: pg.text('unsubscribe_url'),
    createdAt: createdAt(),
  },
  (table) => [
    // What a worker claims next.
    pg
      .index('outbox_due_idx')
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.status} in ('QUEUED', 'SENDING')`),
    pg.index('outbox_source_idx').on(table.sourceType, table.sourceId),
    pg.index('outbox_created_idx').on(table.createdAt, table.id),
  ],
);
