/** E-mail the product sends (issue #32): kinds and delivery states of the outbox. Zod-free. */

/** What a message is: the change that caused it. */
export const mailKinds = [
  'INVITATION',
  'PASSWORD_RESET',
  'ANNOUNCEMENT',
  'APPLY_APPROVED',
  'APPLY_REJECTED',
  'REFUND_MADE',
] as const;

/** A kind of message. */
export type MailKind = (typeof mailKinds)[number];

/**
 * Where a message is: QUEUED until a worker claims it, SENDING while one delivers it (a message
 * left SENDING by a process that died is claimed again after a while, with the same
 * `Message-ID`), SENT, or FAILED for good (the server's answer kept).
 */
export const mailStatuses = ['QUEUED', 'SENDING', 'SENT', 'FAILED'] as const;

/** A delivery state. */
export type MailStatus = (typeof mailStatuses)[number];

/** Locales a message is written in (the recipient's). */
export const mailLocales = ['zh-TW', 'zh-CN', 'en'] as const;

/** A recipient's locale. */
export type MailLocale = (typeof mailLocales)[number];

/** Operations of the e-mail log (administrators with `v2_setting.*`). */
export const mailOperations = {
  list: { method: 'get', path: '/lecturers/v2/mail' },
  get: { method: 'get', path: '/lecturers/v2/mail/{id}' },
  resend: { method: 'post', path: '/lecturers/v2/mail/{id}/resend' },
} as const;
