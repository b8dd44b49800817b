/**
 * The e-mail log: the outbox's messages newest first (status, kind, keyword on the recipient
 * address or the subject), one message with its plain-text part, and resending a failed one
 * (queued again at once under a new `Message-ID`, the failure kept in the audit log).
 */
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  mailDetail,
  mailEntry,
  mailListQuery,
  mailListResponse,
} from '../../contract/mail.ts';
import type { Database, Transaction } from '../../db/index.ts';
import { outboxMessages } from '../../db/schema.ts';
import { recordAudit } from '../../audit/record.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { escapeLike } from '../../http/like.ts';
import { pagedList, readPage } from '../../http/paging.ts';
import { newMessageId } from '../../mail/outbox.ts';

type Tx = Database | Transaction;

/** A stored message. */
type MailRow = typeof outboxMessages.$inferSelect;

/** A message as the log lists it. */
function entryOf(row: MailRow): z.input<typeof mailEntry> {
  return {
    id: row.id,
    message_id: row.messageId,
    kind: row.kind,
    to_address: row.toAddress,
    locale: row.locale,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** A message with its plain-text part. */
function detailOf(row: MailRow): z.input<typeof mailDetail> {
  return { ...entryOf(row), text: row.text };
}

/** One page of messages, newest first. */
export async function listMail(
  tx: Tx,
  query: z.output<typeof mailListQuery>,
): Promise<z.input<typeof mailListResponse>> {
  const pattern = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
  const where = and(
    query.status ? eq(outboxMessages.status, query.status) : undefined,
    query.kind ? eq(outboxMessages.kind, query.kind) : undefined,
    pattern
      ? or(ilike(outboxMessages.toAddress, pattern), ilike(outboxMessages.subject, pattern))
      : undefined,
  );
  const { rows, total } = await readPage(
    tx,
    tx
      .select()
      .from(outboxMessages)
      .where(where)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id)),
    query,
  );
  return pagedList(rows.map(entryOf), total, query);
}

/** The message of an id (locked for update when asked), or 404. */
async function openMail(tx: Tx, id: number, forUpdate = false): Promise<MailRow> {
  const select = tx.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  const [row] = forUpdate ? await select.for('update') : await select;
  if (!row) throw notFound();
  return row;
}

/** One message with its plain-text part. */
export async function mailOf(tx: Tx, id: number): Promise<z.input<typeof mailDetail>> {
  return detailOf(await openMail(tx, id));
}

/** The fields of a message the audit keeps about its delivery. */
function deliveryOf(row: MailRow) {
  return {
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    message_id: row.messageId,
  };
}

/**
 * Queues a failed message again: QUEUED, no attempts, due now, a new `Message-ID` (a resend is a
 * new delivery the administrator asked for). Not FAILED: 400 `mail.notFailed`.
 */
export async function resendMail(
  tx: Tx,
  id: number,
  actorId: number,
): Promise<z.input<typeof mailDetail>> {
  const before = await openMail(tx, id, true);
  if (before.status !== 'FAILED') throw badRequest('mail.notFailed');
  const [after] = await tx
    .update(outboxMessages)
    .set({
      status: 'QUEUED',
      attempts: 0,
      nextAttemptAt: sql`now()`,
      claimedAt: null,
      lastError: null,
      messageId: newMessageId(),
    })
    .where(eq(outboxMessages.id, id))
    .returning();
  if (!after) throw notFound();
  await recordAudit(tx, {
    subject: 'MAIL',
    key: id,
    ownerId: before.toUserId,
    action: 'UPDATE',
    before: deliveryOf(before),
    after: deliveryOf(after),
    actorId,
  });
  return detailOf(after);
}
