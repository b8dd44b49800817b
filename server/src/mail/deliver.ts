/**
 * Delivering the outbox (issue #32). A worker claims due messages in a short statement of its own
 * (`FOR UPDATE SKIP LOCKED`: two processes never claim the same row), marking them SENDING, then
 * sends each outside any transaction and records the outcome: SENT; QUEUED again after a backoff
 * on a temporary failure (SMTP 4xx, a connection error); FAILED with the server's answer on a
 * permanent one (SMTP 5xx) or after the last attempt. A message left SENDING by a process that
 * died (kill -9) is taken over once its claim is stale, and goes again with its stored
 * `Message-ID`; nothing else is ever sent twice.
 */
import { and, asc, eq, inArray, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { outboxMessages } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { runEvery } from '../jobs/every.ts';
import { openMailTransport, type MailTransport } from './transport.ts';

/** How often the worker looks for due messages. */
const MAIL_INTERVAL_MS = 2_000;

/** Messages one claim takes. */
const BATCH_SIZE = 50;

/**
 * A SENDING claim older than this belongs to a process that died: one send ends well before it
 * (transport.ts' timeouts).
 */
const STALE_CLAIM_MS = 5 * 60_000;

/** Attempts before a message that keeps failing for the time being is FAILED. */
const MAX_ATTEMPTS = 6;

/** The first wait after a temporary failure; each further failure doubles it, up to the cap. */
const FIRST_BACKOFF_MS = 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** The wait before the next attempt of a message that failed `attempts` times. */
export function backoffMs(attempts: number): number {
  return Math.min(FIRST_BACKOFF_MS * 2 ** Math.max(attempts - 1, 0), MAX_BACKOFF_MS);
}

/** How a send failed: for good or for the time being, and the server's answer. */
export function failureOf(error: unknown): {
  readonly permanent: boolean;
  readonly answer: string;
} {
  const { responseCode, response, code, message } = (error ?? {}) as {
    responseCode?: number;
    response?: string;
    code?: string;
    message?: string;
  };
  const answer = response ?? message ?? String(error);
  // A 5xx refuses this message (its recipient, its content); a refused login is the
  // configuration's fault, to be fixed without losing the mail.
  const permanent =
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    code !== 'EAUTH';
  return { permanent, answer };
}

/** What one delivery run did. */
export interface DeliveryResult {
  readonly claimed: number;
  readonly sent: number;
  readonly retrying: number;
  readonly failed: number;
}

/** Options of a delivery run: its clock (the tests drive it) and the batch size. */
export interface DeliveryOptions {
  readonly now: () => Date;
  readonly batchSize?: number;
}

/** Claims up to `limit` due messages at `now`: QUEUED and due, or SENDING with a stale claim. */
async function claimDue(db: Database, now: Date, limit: number) {
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      or(
        and(eq(outboxMessages.status, 'QUEUED'), lte(outboxMessages.nextAttemptAt, now)),
        and(eq(outboxMessages.status, 'SENDING'), lt(outboxMessages.claimedAt, staleBefore)),
      ),
    )
    .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outboxMessages)
    .set({ status: 'SENDING', claimedAt: now })
    .where(inArray(outboxMessages.id, due))
    .returning();
  return claimed.sort(
    (a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id,
  );
}

/** The condition that a message is still SENDING under the claim taken at `claimedAt`. */
function claimedAt(id: number, at: Date) {
  return and(
    eq(outboxMessages.id, id),
    eq(outboxMessages.status, 'SENDING'),
    eq(outboxMessages.claimedAt, at),
  );
}

/**
 * Claims one batch of due messages and sends them one by one, recording each outcome. Each
 * message's claim is renewed just before its send (so a claim goes stale only when one send
 * outlives the stale limit, never because the batch is long); a message whose claim another
 * worker took over meanwhile is left to it.
 */
export async function deliverDue(
  db: Database,
  transport: MailTransport,
  options: DeliveryOptions,
): Promise<DeliveryResult> {
  const batch = await claimDue(db, options.now(), options.batchSize ?? BATCH_SIZE);
  let sent = 0;
  let retrying = 0;
  let failed = 0;
  for (const mail of batch) {
    const startedAt = options.now();
    const renewed = await db
      .update(outboxMessages)
      .set({ claimedAt: startedAt })
      .where(claimedAt(mail.id, mail.claimedAt ?? startedAt))
      .returning({ id: outboxMessages.id });
    if (renewed.length === 0) continue;
    const ours = claimedAt(mail.id, startedAt);
    try {
      await transport.send(mail);
    } catch (error) {
      const { permanent, answer } = failureOf(error);
      const attempts = mail.attempts + 1;
      const final = permanent || attempts >= MAX_ATTEMPTS;
      const now = options.now();
      await db
        .update(outboxMessages)
        .set({
          status: final ? 'FAILED' : 'QUEUED',
          attempts,
          lastError: answer,
          claimedAt: null,
          nextAttemptAt: final ? mail.nextAttemptAt : new Date(now.getTime() + backoffMs(attempts)),
        })
        .where(ours);
      if (final) failed += 1;
      else retrying += 1;
      continue;
    }
    await db
      .update(outboxMessages)
      .set({ status: 'SENT', attempts: mail.attempts + 1, sentAt: options.now(), claimedAt: null })
      .where(ours);
    sent += 1;
  }
  return { claimed: batch.length, sent, retrying, failed };
}

/**
 * Delivers everything due, batch after batch, until a claim comes back short (a message queued
 * meanwhile waits for the next run).
 */
export async function deliverAllDue(
  db: Database,
  transport: MailTransport,
  options: DeliveryOptions,
): Promise<DeliveryResult> {
  const total = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  const batchSize = options.batchSize ?? BATCH_SIZE;
  for (;;) {
    const result = await deliverDue(db, transport, { ...options, batchSize });
    total.claimed += result.claimed;
    total.sent += result.sent;
    total.retrying += result.retrying;
    total.failed += result.failed;
    if (result.claimed < batchSize) return total;
  }
}

/**
 * Runs the delivery every couple of seconds in this process (each run at the time it starts) over
 * the transport the environment names; answers a function that stops it and closes the transport.
 */
export function startMailWorker(
  db: Database,
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  intervalMs = MAIL_INTERVAL_MS,
): () => Promise<void> {
  const transport = openMailTransport(env);
  const stop = runEvery(
    () => deliverAllDue(db, transport, { now: () => new Date() }),
    intervalMs,
    'Delivering mail failed',
  );
  return async () => {
    await stop();
    transport.close();
  };
}
