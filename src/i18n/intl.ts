/** Creates formatters over one locale's ICU messages (shared by the build and the islands). */
import { IntlErrorCode, createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from './locales.ts';

/** A flat catalogue of ICU messages keyed by dotted ids. */
export type Messages = Readonly<Record<string, string>>;

/** A catalogue compiled at build time (`compile.ts`): what pages give the browser. */
export type CompiledMessages = Readonly<Record<string, MessageFormatElement[]>>;

/** Values interpolated into a message. */
export type MessageValues = Readonly<
  Record<string, string | number | boolean | Date | null | undefined>
>;

/** Translates a message id with optional values. */
export type Translate = (id: string, values?: MessageValues) => string;

const cache = createIntlCache();

/** An intl object for a locale and its messages; a missing id falls back to the id itself. */
export function makeIntl(locale: Locale, messages: Messages | CompiledMessages): IntlShape {
  return createIntl(
    {
      locale,
      messages,
      onError: (error) => {
        // A value a message needs and was not given, or (in the browser) a message the page was
        // shipped without: browser tests fail on "[i18n] " lines. The build has every message.
        if (error.code !== IntlErrorCode.MISSING_TRANSLATION || typeof document !== 'undefined')
          console.error(`[i18n] ${error.message}`);
      },
    },
    cache,
  );
}

/** A translate function over an intl object. */
export function translator(intl: IntlShape): Translate {
  return (id, values) => intl.formatMessage({ id }, values);
}
