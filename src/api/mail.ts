/**
 * The e-mail log (`/lecturers/v2/mail`, administrators with `v2_setting`): the outbox's messages
 * by status, kind and keyword, one message with its plain text, and resending a failed one.
 */
import type { MailDetail, MailListQuery, mailContract } from '../../server/src/contract/mail.ts';
import { mailOperations } from '../../server/src/contract/plain/mail.ts';
import { call } from './call.ts';
import { typed, type AnswerOf } from './operation.ts';

const operations = typed<typeof mailContract>(mailOperations);

/** One page of messages. */
export type MailList = AnswerOf<typeof mailContract.list>;

/** Loads one page of messages, newest first (`GET /lecturers/v2/mail`). */
export function fetchMail(query: MailListQuery, signal?: AbortSignal): Promise<MailList> {
  return call(operations.list, { query: { ...query }, signal });
}

/** Loads one message with its plain text (`GET /lecturers/v2/mail/{id}`). */
export function fetchMailMessage(id: number, signal?: AbortSignal): Promise<MailDetail> {
  return call(operations.get, { params: { id }, signal });
}

/** Queues a failed message again (`POST /lecturers/v2/mail/{id}/resend`). */
export function resendMail(id: number): Promise<MailDetail> {
  return call(operations.resend, { params: { id } });
}
