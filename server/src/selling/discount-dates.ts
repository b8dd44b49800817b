/** Dates of discounts as a message names them: the day in Asia/Taipei, in the request's language. */
import type { ApiLocale } from '../i18n/messages.ts';

const formats: Readonly<Record<ApiLocale, Intl.DateTimeFormat>> = {
  'zh-TW': new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }),
  'zh-CN': new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }),
  en: new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Taipei',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  }),
};

/** A day as a message shows it: 2026/11/01 in Chinese, Nov 1, 2026 in English. */
export function discountDay(date: Date, locale: ApiLocale): string {
  const text = formats[locale].format(date);
  return locale === 'en' ? text : text.replaceAll('-', '/');
}
