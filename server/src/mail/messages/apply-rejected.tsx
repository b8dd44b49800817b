/** APPLY_REJECTED: a lecturer's payout request was rejected, with the reason. */
import type { MailLocale } from '../../contract/plain/mail.ts';
import { message } from '../../i18n/messages.ts';
import { renderMail, type RenderedMail } from '../render.tsx';
import { taipeiTime } from '../taipei-time.ts';

/** What a rejection says. */
export interface ApplyRejectedInput {
  readonly locale: MailLocale;
  readonly name: string;
  readonly amount: number;
  readonly requestedAt: Date;
  readonly reason: string;
}

/** Renders the rejection of a payout request in the lecturer's locale. */
export function applyRejectedMail(input: ApplyRejectedInput): RenderedMail {
  const { locale } = input;
  return renderMail({
    locale,
    subject: message(locale, 'mail.applyRejected.subject'),
    body: (
      <>
        <p>
          {message(locale, 'mail.applyRejected.body', {
            name: input.name,
            amount: input.amount,
            requested: taipeiTime(locale, input.requestedAt),
          })}
        </p>
        <p>{message(locale, 'mail.applyRejected.reason', { reason: input.reason })}</p>
      </>
    ),
  });
}
