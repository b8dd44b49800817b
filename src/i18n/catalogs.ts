/** The message catalogues of every locale, for the build (pages render with them). */
import en from './messages/en.json' with { type: 'json' };
import zhCN from './messages/zh-CN.json' with { type: 'json' };
import zhTW from './messages/zh-TW.json' with { type: 'json' };
import { makeIntl, translator, type Messages, type Translate } from './intl.ts';
import type { Locale } from './locales.ts';

/** Every locale's messages. */
export const catalogs: Readonly<Record<Locale, Messages>> = { 'zh-TW': zhTW, 'zh-CN': zhCN, en };

const translators = new Map<Locale, Translate>();

/** The translate function of a locale (memoised). */
export function translate(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    t = translator(makeIntl(locale, catalogs[locale]));
    translators.set(locale, t);
  }
  return t;
}
