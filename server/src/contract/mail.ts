/**
 * Contract of the e-mail log (`/lecturers/v2/mail`, administrators with `v2_setting.*`): the
 * outbox's messages newest first (status, kind, keyword on the recipient or the subject), one
 * message with its plain-text part, and resending a failed one. Values and operations live in
 * the zod-free `plain/mail.ts`; the client imports only types from here.
 */
import { z } from 'zod';
import { isoDateTime } from './dates.ts';
import { keywordFilter, listMeta, paging } from './courses.ts';
import { idField } from './items.ts';
import { withSchemas } from './operation.ts';
import { mailKinds, mailOperations, mailStatuses } from './plain/mail.ts';

/** `{id}` path parameter: a message of the outbox. */
export const mailParams = z.object({ id: idField });

/** `GET .../mail` query: status, kind, keyword (recipient address or subject), page. */
export const mailListQuery = z.object({
  status: z.enum(mailStatuses).optional(),
  kind: z.enum(mailKinds).optional(),
  keyword: keywordFilter.describe(
    'Part of the recipient address or the subject (case-insensitive, literal)',
  ),
  ...paging,
});

/** A message as the log lists it. */
export const mailEntry = z.object({
  id: z.number().int(),
  /** The RFC 5322 `Message-ID` of its current delivery (a resend gives a new one). */
  message_id: z.string(),
  kind: z.enum(mailKinds),
  to_address: z.string(),
  locale: z.string(),
  subject: z.string(),
  status: z.enum(mailStatuses),
  attempts: z.number().int(),
  /** The mail server's answer to the last failed attempt. */
  last_error: z.string().nullable(),
  created_at: isoDateTime,
  sent_at: isoDateTime.nullable(),
});

/** `GET .../mail`: newest first. */
export const mailListResponse = z.object({ data: z.array(mailEntry), meta: listMeta });

/** `GET .../mail/{id}`: one message with its plain-text part (never the HTML). */
export const mailDetail = mailEntry.extend({ text: z.string() });

/** Types the client uses. */
export type MailEntry = z.output<typeof mailEntry>;
export type MailDetail = z.output<typeof mailDetail>;
export type MailListQuery = z.input<typeof mailListQuery>;

/** The operations of the e-mail log with their schemas. */
export const mailContract = withSchemas(mailOperations, {
  list: { query: mailListQuery, response: mailListResponse },
  get: { params: mailParams, response: mailDetail },
  resend: { params: mailParams, response: mailDetail },
});
