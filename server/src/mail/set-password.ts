/**
 * Set-password links by e-mail (issue #32): issues a one-time link for an account and queues the
 * INVITATION or PASSWORD_RESET message carrying it, in the caller's transaction and the
 * recipient's locale. The link opens the main-site stand-in's set-password page.
 */
import { eq } from 'drizzle-orm';
import { issuePasswordToken, type PasswordTokenPurpose } from '../auth/password-tokens.ts';
import { mailLocales, type MailLocale } from '../contract/plain/mail.ts';
import type { Database, Transaction } from '../db/index.ts';
import { users } from '../db/schema.ts';
import { invitationMail } from './messages/invitation.tsx';
import { passwordResetMail } from './messages/password-reset.tsx';
import { enqueueMail } from './outbox.ts';

/** The set-password page's address for a token, in a locale. */
export function setPasswordLink(publicUrl: string, token: string, locale: MailLocale): string {
  const url = new URL('/set-password', publicUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('lang', locale);
  return url.href;
}

/** A stored locale as a mail locale (zh-TW unless zh-CN or en). */
function mailLocaleOf(locale: string): MailLocale {
  return (mailLocales as readonly string[]).includes(locale) ? (locale as MailLocale) : 'zh-TW';
}

/** Issues a link for a user and queues its message (INVITE: invitation, RESET: reset). */
export async function sendSetPasswordLink(
  tx: Database | Transaction,
  request: {
    readonly userId: number;
    readonly purpose: PasswordTokenPurpose;
    readonly createdBy: number | null;
    readonly publicUrl: string;
  },
  now: Date,
): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, request.userId));
  if (!user) throw new Error(`No user ${String(request.userId)}`);
  const token = await issuePasswordToken(tx, request, now);
  const locale = mailLocaleOf(user.locale);
  const link = setPasswordLink(request.publicUrl, token, locale);
  const name = user.name === '' ? user.email : user.name;
  const content =
    request.purpose === 'INVITE'
      ? invitationMail({ locale, name, email: user.email, link })
      : passwordResetMail({ locale, name, link });
  await enqueueMail(tx, [
    {
      kind: request.purpose === 'INVITE' ? 'INVITATION' : 'PASSWORD_RESET',
      to: { address: user.email, userId: request.userId, locale },
      content,
      source: { type: 'user', id: request.userId },
    },
  ]);
}
