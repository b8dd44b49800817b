/** APPLY_APPROVED: a lecturer's payout request was approved and remitted. */
import type { MailLocale } from '../../contract/plain/mail.ts';
import { message } from '../../i18n/messages.ts';
import { renderMail, type RenderedMail } from '../render.tsx';
import { taipeiTime } from '../taipei-time.ts';

/** What an approval says. */
export interface ApplyApprovedInput {
  readonly locale: MailLocale;
  readonly name: string;
  readonly amount: number;
  readonly requestedAt: Date;
  readonly bankName: string;
  readonly accountNumber: string;
}

/** Renders the approval of a payout request in the lecturer's locale. */
export function applyApprovedMail(input: ApplyApprovedInput): RenderedMail {
  const { locale } = input;
  return renderMail({
    locale,
    subject: message(locale, 'mail.applyApproved.subject'),
    body: (
      <p>
        {message(locale, 'mail.applyApproved.body', {
          name: input.name,
          amount: input.amount,
          requested: taipeiTime(locale, input.requestedAt),
          bank: input.bankName,
          accountEnd: input.accountNumber.slice(-4),
        })}
      </p>
    ),
  });
}
