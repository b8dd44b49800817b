/** Fixtures of the e-mail log tests: outbox rows queued with `enqueueMail`, then given a status. */
import { eq } from 'drizzle-orm';
import type { MailKind, MailStatus } from '../contract/plain/mail.ts';
import { outboxMessages } from '../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { TestApi } from './harness.ts';

/** The e-mail log's base path. */
export const MAIL = '/lecturers/v2/mail';

/** What a fixture message is: its recipient, subject, kind, status and last error. */
interface MailFixture {
  readonly address?: string;
  readonly subject?: string;
  readonly text?: string;
  readonly kind?: MailKind;
  readonly status?: MailStatus;
  readonly lastError?: string | null;
  readonly attempts?: number;
}

/** Queues one message and sets its delivery state directly; answers its id. */
export async function queueMail(api: TestApi, fixture: MailFixture = {}): Promise<number> {
  const [id] = await enqueueMail(api.db, [
    {
      kind: fixture.kind ?? 'INVITATION',
      to: { address: fixture.address ?? 'someone@example.com', locale: 'en' },
      content: {
        subject: fixture.subject ?? 'Fixture message',
        html: '<p>Fixture <b>HTML</b></p>',
        text: fixture.text ?? 'Fixture text',
      },
    },
  ]);
  if (id === undefined) throw new Error('No message queued');
  const status = fixture.status ?? 'QUEUED';
  await api.db
    .update(outboxMessages)
    .set({
      status,
      attempts: fixture.attempts ?? (status === 'QUEUED' ? 0 : 1),
      lastError:
        fixture.lastError ?? (status === 'FAILED' ? '550 5.1.1 Mailbox unavailable' : null),
      sentAt: status === 'SENT' ? new Date() : null,
    })
    .where(eq(outboxMessages.id, id));
  return id;
}
