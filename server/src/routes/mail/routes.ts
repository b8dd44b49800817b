/**
 * The e-mail log (`/lecturers/v2/mail`): administrators with `v2_setting.read` read the outbox,
 * with `v2_setting.write` resend a failed message; everyone else gets 404. A resend is in the
 * audit log (subject `MAIL`: the failed delivery before, the new one after).
 */
import { roleAccess } from '../../auth/access.ts';
import { mailContract } from '../../contract/mail.ts';
import { notFound } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { listMail, mailOf, resendMail } from './log.ts';

const tag = 'mail';

/** Reading the log: administrators with `v2_setting.read`. */
const readAccess = roleAccess(['ADMIN'], 'v2_setting.read');

/** Resending: administrators with `v2_setting.write`. */
const writeAccess = roleAccess(['ADMIN'], 'v2_setting.write');

/** Declared routes of the e-mail log. */
export const mailRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: mailContract.list,
    summary:
      "The outbox's messages, newest first: recipient, kind, locale, subject, status, attempts and the mail server's answer to the last failed attempt. Filters `status`, `kind`, and `keyword` (part of the recipient address or the subject; literal, case-insensitive).",
    tag,
    access: readAccess,
    readOnly: true,
    handler: ({ tx, query }) => listMail(tx, query),
  }),
  defineRoute({
    operation: mailContract.get,
    summary: 'One message with its plain-text part (the HTML is not answered).',
    tag,
    access: readAccess,
    readOnly: true,
    handler: ({ tx, params }) => mailOf(tx, params.id),
  }),
  defineRoute({
    operation: mailContract.resend,
    summary:
      'Queue a FAILED message again: QUEUED, attempts 0, due now, under a new `Message-ID` (a new delivery); the failure is kept in the audit log. A message not FAILED: 400 `mail.notFailed`.',
    tag,
    access: writeAccess,
    handler: ({ tx, viewer, params }) => {
      if (!viewer) throw notFound();
      return resendMail(tx, params.id, viewer.id);
    },
  }),
];
