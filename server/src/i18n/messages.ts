/**
 * Messages the API answers in the language of the `hilocale` header (zh-TW, zh-CN, en): ICU
 * strings, one catalogue per locale in `messages/`, formatted by the same `@formatjs/intl` as
 * the screens (so counts pluralise and numbers get their separators). `npm run messages:check`
 * holds them to the glossary with the screens' messages.
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import en from './messages/en.json' with { type: 'json' };
import zhCN from './messages/zh-CN.json' with { type: 'json' };
import zhTW from './messages/zh-TW.json' with { type: 'json' };

/** A locale the API answers in. */
export type ApiLocale = 'zh-TW' | 'zh-CN' | 'en';

/** A message id of the API. */
export type MessageId = keyof typeof en;

/** Every locale's API messages (the same ids in each; the message check enforces it). */
export const apiCatalogs: Readonly<Record<ApiLocale, Readonly<Record<MessageId, string>>>> = {
  'zh-TW': zhTW,
  'zh-CN': zhCN,
  en,
};

const cache = createIntlCache();
const intls = new Map<ApiLocale, IntlShape>();

function intlOf(locale: ApiLocale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale,
        messages: apiCatalogs[locale],
        onError: (error) => {
          console.error(`[i18n] ${error.message}`);
        },
      },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

/** Reads the `hilocale` header; anything unknown answers in zh-TW. */
export function localeOf(header: string | undefined): ApiLocale {
  if (header === 'en' || header === 'zh-CN' || header === 'zh-TW') return header;
  return 'zh-TW';
}

/** A message in a locale, its ICU arguments filled in from `values`. */
export function message(
  locale: ApiLocale,
  id: MessageId,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return intlOf(locale).formatMessage({ id }, values);
}
