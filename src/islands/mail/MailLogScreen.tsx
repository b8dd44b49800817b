import { useStore } from '@nanostores/react';
import type { MailEntry } from '../../../server/src/contract/mail.ts';
import { mailKinds, mailStatuses } from '../../../server/src/contract/plain/mail.ts';
import { taipeiDateTime } from '../../lib/taipei.ts';
import { canResend, mailList, mailResend, openMailMessage } from '../../stores/mail/log.ts';
import type { DataColumn } from '../ui/DataTable.tsx';
import { ListFrame } from '../ui/ListFrame.tsx';
import type { RowMenuItem } from '../ui/RowMenu.tsx';
import { useT } from '../use-t.ts';
import { MailMessageDialog } from './MailMessageDialog.tsx';
import { MailKindAndLocale, MailStatusBadge } from './MailStatusBadge.tsx';

/**
 * The e-mail log (`/settings/mail`, administrators with `v2_setting`): the outbox's messages,
 * newest first, by status, kind and a keyword kept in the address; a row opens its plain text;
 * a failed one is sent again after a confirmation.
 */
export default function MailLogScreen() {
  const t = useT();
  const busy = useStore(mailResend.$busy);

  const columns: DataColumn<MailEntry>[] = [
    {
      key: 'to',
      header: t('mail.list.to'),
      rowHeader: true,
      cell: (message) => (
        <button
          type="button"
          className="link-button mail-log__address"
          onClick={() => void openMailMessage(message.id)}
        >
          {message.to_address}
        </button>
      ),
    },
    {
      key: 'subject',
      header: t('mail.list.subject'),
      cell: (message) => (
        <>
          <bdi>{message.subject}</bdi>
          <span className="mail-log__meta">
            <MailKindAndLocale message={message} />
          </span>
        </>
      ),
    },
    {
      key: 'status',
      header: t('mail.list.status'),
      className: 'mail-log__status',
      cell: (message) => <MailStatusBadge message={message} />,
    },
    {
      key: 'attempts',
      header: t('mail.list.attempts'),
      className: 'data-table__number',
      cell: (message) => message.attempts,
    },
    {
      key: 'created',
      header: t('mail.list.created'),
      cell: (message) => (
        <time dateTime={message.created_at}>{taipeiDateTime(message.created_at)}</time>
      ),
    },
    {
      key: 'sent',
      header: t('mail.list.sent'),
      cell: (message) =>
        message.sent_at ? (
          <time dateTime={message.sent_at}>{taipeiDateTime(message.sent_at)}</time>
        ) : (
          '—'
        ),
    },
  ];

  const actionsOf = (message: MailEntry): RowMenuItem[] => [
    {
      key: 'view',
      label: t('mail.list.view'),
      onSelect: () => void openMailMessage(message.id),
    },
    {
      key: 'resend',
      label: t('mail.resend'),
      disabled: busy || !canResend(message),
      onSelect: () => void mailResend.run(message),
    },
  ];

  return (
    <>
      <ListFrame
        list={mailList}
        caption={t('mail.list.caption')}
        columns={columns}
        rowActions={actionsOf}
        rowActionsLabel={(message) => t('mail.list.actionsOf', { address: message.to_address })}
        filters={[
          {
            kind: 'select',
            key: 'status',
            label: t('mail.list.status'),
            options: [
              { value: '', label: t('mail.list.allStatuses') },
              ...mailStatuses.map((status) => ({
                value: status,
                label: t('mail.status', { status }),
              })),
            ],
          },
          {
            kind: 'select',
            key: 'kind',
            label: t('mail.list.kind'),
            options: [
              { value: '', label: t('mail.list.allKinds') },
              ...mailKinds.map((kind) => ({ value: kind, label: t('mail.kind', { kind }) })),
            ],
          },
          { kind: 'search', key: 'keyword', label: t('mail.list.keyword') },
        ]}
        empty={{ title: t('mail.list.empty'), text: t('mail.list.emptyText') }}
        noMatch={t('mail.list.noMatch')}
      />
      <MailMessageDialog />
    </>
  );
}
