/** INVITATION: a new lecturer, member or administrator sets their password through a one-time link. */
import type { MailLocale } from '../../contract/plain/mail.ts';
import { message } from '../../i18n/messages.ts';
import { MailButton, renderMail, type RenderedMail } from '../render.tsx';

/** The invitation to an account, in the recipient's locale, with its set-password link. */
export function invitationMail(props: {
  readonly locale: MailLocale;
  readonly name: string;
  readonly email: string;
  readonly link: string;
}): RenderedMail {
  const { locale } = props;
  return renderMail({
    locale,
    subject: message(locale, 'mail.invitation.subject'),
    footer: message(locale, 'mail.invitation.footer'),
    body: (
      <>
        <p>{message(locale, 'mail.invitation.greeting', { name: props.name })}</p>
        <p>{message(locale, 'mail.invitation.intro', { email: props.email })}</p>
        <MailButton href={props.link}>{message(locale, 'mail.invitation.button')}</MailButton>
        <p>{message(locale, 'mail.invitation.expiry')}</p>
      </>
    ),
  });
}
