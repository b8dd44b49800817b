/** Moments in messages: a date and time in Asia/Taipei, written the recipient's way. */
import type { MailLocale } from '../contract/plain/mail.ts';

/** A moment as Taipei time (date and minutes) in a locale. */
export function taipeiTime(locale: MailLocale, at: Date): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Taipei',
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(at);
}
