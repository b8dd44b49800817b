/** ANNOUNCEMENT: a lecturer's e-mail announcement to one student, with the unsubscribe link. */
import type { MailLocale } from '../../contract/plain/mail.ts';
import { message } from '../../i18n/messages.ts';
import { renderMail, type RenderedMail } from '../render.tsx';

/** What an announcement e-mail says. */
export interface AnnouncementMailInput {
  readonly locale: MailLocale;
  readonly lecturer: string;
  readonly title: string;
  /** The sanitised rich text of the announcement. */
  readonly body: string;
  readonly unsubscribeUrl: string;
}

function AnnouncementBody(props: AnnouncementMailInput) {
  return (
    <>
      <p>{message(props.locale, 'mail.announcement.intro', { lecturer: props.lecturer })}</p>
      {/* The body was sanitised with the rich-text allowlist when it was written. */}
      <div dangerouslySetInnerHTML={{ __html: props.body }} />
    </>
  );
}

/** Renders an announcement e-mail in the student's locale. */
export function announcementMail(input: AnnouncementMailInput): RenderedMail {
  return renderMail({
    locale: input.locale,
    subject: message(input.locale, 'mail.announcement.subject', {
      lecturer: input.lecturer,
      title: input.title,
    }),
    heading: input.title,
    body: <AnnouncementBody {...input} />,
    footer: (
      <>
        <p>{message(input.locale, 'mail.announcement.why', { lecturer: input.lecturer })}</p>
        <p>
          <a href={input.unsubscribeUrl}>
            {message(input.locale, 'mail.announcement.unsubscribe')}
          </a>
        </p>
      </>
    ),
  });
}
