import type { MailEntry } from '../../../server/src/contract/mail.ts';
import type { MailStatus } from '../../../server/src/contract/plain/mail.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { useT } from '../use-t.ts';

const tones: Readonly<Record<MailStatus, BadgeTone>> = {
  QUEUED: 'info',
  SENDING: 'warning',
  SENT: 'success',
  FAILED: 'danger',
};

/** A message's delivery state as a badge; a failed one with the mail server's answer under it. */
export function MailStatusBadge({ message }: { readonly message: MailEntry }) {
  const t = useT();
  return (
    <>
      <Badge tone={tones[message.status]} compact>
        {t('mail.status', { status: message.status })}
      </Badge>
      {message.status === 'FAILED' && message.last_error && (
        <span className="mail-log__error">{message.last_error}</span>
      )}
    </>
  );
}

const localeLabels: Readonly<Record<string, string>> = {
  'zh-TW': 'locale.zhTW',
  'zh-CN': 'locale.zhCN',
  en: 'locale.en',
};

/** A message's kind and the language it was written in. */
export function MailKindAndLocale({ message }: { readonly message: MailEntry }) {
  const t = useT();
  const locale = localeLabels[message.locale];
  return (
    <>
      {t('mail.kind', { kind: message.kind })} · {locale ? t(locale) : message.locale}
    </>
  );
}
