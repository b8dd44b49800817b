/** REFUND_MADE: part or all of a buyer's order was refunded: the amount, the items, when. */
import type { MailLocale } from '../../contract/plain/mail.ts';
import { message } from '../../i18n/messages.ts';
import { renderMail, type RenderedMail } from '../render.tsx';
import { taipeiTime } from '../taipei-time.ts';

/** What a refund message says. */
export interface RefundMadeInput {
  readonly locale: MailLocale;
  readonly name: string;
  readonly orderNo: string;
  readonly at: Date;
  readonly items: readonly { readonly title: string; readonly amount: number }[];
}

/** Renders a refund message in the buyer's locale. */
export function refundMadeMail(input: RefundMadeInput): RenderedMail {
  const { locale } = input;
  const amount = input.items.reduce((sum, item) => sum + item.amount, 0);
  return renderMail({
    locale,
    subject: message(locale, 'mail.refundMade.subject', { orderNo: input.orderNo }),
    body: (
      <>
        <p>
          {message(locale, 'mail.refundMade.body', {
            name: input.name,
            orderNo: input.orderNo,
            amount,
            date: taipeiTime(locale, input.at),
          })}
        </p>
        <p>{message(locale, 'mail.refundMade.items')}</p>
        <ul>
          {input.items.map((item, index) => (
            <li key={index}>
              {message(locale, 'mail.refundMade.item', { title: item.title, amount: item.amount })}
            </li>
          ))}
        </ul>
      </>
    ),
  });
}
