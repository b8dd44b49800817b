/**
 * The e-mail log: the filters (status, kind, keyword, page) kept in the address and the page of
 * messages they give; the message open in the detail dialog (its plain text); resending a failed
 * one after a confirmation, which reloads the list.
 */
import { atom } from 'nanostores';
import type { MailDetail, MailEntry } from '../../../server/src/contract/mail.ts';
import { mailKinds, mailStatuses } from '../../../server/src/contract/plain/mail.ts';
import { fetchMail, fetchMailMessage, resendMail } from '../../api/mail.ts';
import { choiceFilter, defineListQuery, textFilter } from '../../lib/list-query.ts';
import { createAction } from '../action.ts';
import { createList } from '../list.ts';
import { createLoader } from '../loader.ts';

const mailQuery = defineListQuery({
  status: choiceFilter(['', ...mailStatuses], ''),
  kind: choiceFilter(['', ...mailKinds], ''),
  keyword: textFilter(),
});

/** The messages, newest first, by status, kind and a keyword of the recipient or subject. */
export const mailList = createList('mail-log', mailQuery, (filters, signal) =>
  fetchMail(
    {
      page: filters.page,
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.kind ? { kind: filters.kind } : {}),
      ...(filters.keyword ? { keyword: filters.keyword } : {}),
    },
    signal,
  ),
);

/** The id of the message open in the detail dialog (null: closed). */
export const $openMailId = atom<number | null>(null);

/** The open message with its plain text. */
export const mailMessage = createLoader<number, MailDetail>((id, signal) =>
  fetchMailMessage(id, signal),
);

/** Opens a message in the detail dialog and loads its plain text. */
export function openMailMessage(id: number): Promise<void> {
  $openMailId.set(id);
  return mailMessage.load(id);
}

/** Closes the detail dialog. */
export function closeMailMessage(): void {
  $openMailId.set(null);
  mailMessage.reset();
}

/** Whether a message can be sent again: it failed for good. */
export function canResend(message: MailEntry): boolean {
  return message.status === 'FAILED';
}

/** Queues a failed message again once confirmed, then reloads the list (and the open message). */
export const mailResend = createAction(
  async (message: MailEntry) => {
    const queued = await resendMail(message.id);
    if ($openMailId.get() === message.id) mailMessage.set(message.id, queued);
    await mailList.reload();
  },
  {
    confirm: (t, message) => ({
      title: t('mail.resend.title'),
      message: t('mail.resend.message', { address: message.to_address }),
      confirmLabel: t('mail.resend.confirm'),
      cancelLabel: t('mail.cancel'),
    }),
    done: (t) => t('mail.resend.done'),
    failed: (t) => t('mail.resend.failed'),
  },
);
