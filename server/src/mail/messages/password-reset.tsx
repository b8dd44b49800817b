/** PASSWORD_RESET: a user who forgot their password sets a new one through a one-time link. */
import type { MailLocale } from '../../contract/plain/mail.ts';
import { message } from '../../i18n/messages.ts';
import { MailButton, renderMail, type RenderedMail } from '../render.tsx';

/** The reset message, in the recipient's locale, with its set-password link. */
export function passwordResetMail(props: {
  readonly locale: MailLocale;
  readonly name: string;
  readonly link: string;
}): RenderedMail {
  const { locale } = props;
  return renderMail({
    locale,
    subject: message(locale, 'mail.passwordReset.subject'),
    footer: message(locale, 'mail.passwordReset.footer'),
    body: (
      <>
        <p>{message(locale, 'mail.passwordReset.greeting', { name: props.name })}</p>
        <p>{message(locale, 'mail.passwordReset.intro')}</p>
        <MailButton href={props.link}>{message(locale, 'mail.passwordReset.button')}</MailButton>
        <p>{message(locale, 'mail.passwordReset.expiry')}</p>
      </>
    ),
  });
}
