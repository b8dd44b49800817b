/**
 * Queueing e-mail (issue #32): `enqueueMail` writes the rendered message into the outbox in the
 * caller's transaction, so a message exists exactly when the change that causes it was committed.
 * Delivery is the worker's job (`deliver.ts`).
 */
import { randomUUID } from 'node:crypto';
import type { MailKind, MailLocale } from '../contract/plain/mail.ts';
import type { Database, Transaction } from '../db/index.ts';
import { outboxMessages } from '../db/schema.ts';
import type { RenderedMail } from './render.tsx';

/** A message to queue: to whom, what kind, its rendered parts and what caused it. */
export interface OutgoingMail {
  readonly kind: MailKind;
  readonly to: {
    readonly address: string;
    readonly userId?: number | null;
    readonly locale: MailLocale;
  };
  readonly content: RenderedMail;
  readonly source?: { readonly type: string; readonly id: number };
  /** A one-click unsubscribe link, for the `List-Unsubscribe` header. */
  readonly unsubscribeUrl?: string;
}

/** The domain of the `Message-ID`s the product gives. */
const MESSAGE_ID_DOMAIN = 'backoffice.invalid';

/** A new `Message-ID`, with its angle brackets. */
export function newMessageId(): string {
  return `<${randomUUID()}@${MESSAGE_ID_DOMAIN}>`;
}

/** Queues messages in the caller's transaction; answers their outbox ids, in order. */
export async function enqueueMail(
  tx: Database | Transaction,
  mails: readonly OutgoingMail[],
): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await tx
    .insert(outboxMessages)
    .values(
      mails.map((mail) => ({
        messageId: newMessageId(),
        kind: mail.kind,
        toAddress: mail.to.address,
        toUserId: mail.to.userId ?? null,
        locale: mail.to.locale,
        subject: mail.content.subject,
        html: mail.content.html,
        text: mail.content.text,
        sourceType: mail.source?.type ?? null,
        sourceId: mail.source?.id ?? null,
        unsubscribeUrl: mail.unsubscribeUrl ?? null,
      })),
    )
    .returning({ id: outboxMessages.id });
  return rows.map((row) => row.id);
}
