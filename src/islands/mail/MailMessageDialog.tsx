import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import {
  $openMailId,
  canResend,
  closeMailMessage,
  mailMessage,
  mailResend,
} from '../../stores/mail/log.ts';
import { DialogActions } from '../ui/DialogActions.tsx';
import { LoadState } from '../ui/LoadState.tsx';
import { ModalDialog } from '../ui/ModalDialog.tsx';
import { useT } from '../use-t.ts';
import { MailKindAndLocale, MailStatusBadge } from './MailStatusBadge.tsx';

/** One message of the log: recipient, subject, status (with the server's answer) and its plain text. */
export function MailMessageDialog() {
  const t = useT();
  const openId = useStore($openMailId);
  const state = useStore(mailMessage.$state);
  const busy = useStore(mailResend.$busy);
  useEffect(() => closeMailMessage, []);
  return (
    <ModalDialog
      open={openId !== null}
      className="mail-message"
      labelledBy="mail-message-title"
      onCancel={closeMailMessage}
    >
      <h2 id="mail-message-title">{t('mail.message.title')}</h2>
      {openId !== null && (
        <LoadState state={state} onRetry={() => void mailMessage.retry()}>
          {(message) => (
            <>
              <dl className="mail-message__facts">
                <dt>{t('mail.list.to')}</dt>
                <dd>{message.to_address}</dd>
                <dt>{t('mail.list.subject')}</dt>
                <dd>
                  <bdi>{message.subject}</bdi>
                </dd>
                <dt>{t('mail.list.kind')}</dt>
                <dd>
                  <MailKindAndLocale message={message} />
                </dd>
                <dt>{t('mail.list.status')}</dt>
                <dd>
                  <MailStatusBadge message={message} />
                </dd>
              </dl>
              <pre
                className="mail-message__text"
                role="region"
                aria-label={t('mail.message.text')}
                tabIndex={0}
              >
                {message.text}
              </pre>
              {canResend(message) && (
                <p>
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => void mailResend.run(message)}
                  >
                    {t('mail.resend')}
                  </button>
                </p>
              )}
            </>
          )}
        </LoadState>
      )}
      <DialogActions>
        <button type="button" className="button button--primary" onClick={closeMailMessage}>
          {t('mail.message.close')}
        </button>
      </DialogActions>
    </ModalDialog>
  );
}
