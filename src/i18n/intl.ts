/**
 * Formats one locale's ICU messages (shared by the build and the islands) with intl-messageformat
 * alone: `@formatjs/intl`'s `createIntl` (3.6 KB gzip on every page) was used only for this.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
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

/**
 * A translate function over one locale's messages. A missing id falls back to the id itself, a
 * message that cannot be formatted (a value it needs was not given) to its text or its id.
 */
export function translator(locale: Locale, messages: Messages | CompiledMessages): Translate {
  const formats = new Map<string, IntlMessageFormat>();
  return (id, values) => {
    const message = Object.hasOwn(messages, id) ? messages[id] : undefined;
    if (message === undefined || message === '') {
      // A message the page was shipped without: browser tests fail on "[i18n] " lines. The build
      // has every message.
      if (typeof document !== 'undefined') {
        console.error(
          `[i18n] Missing message: "${id}" for locale "${locale}", using id as fallback.`,
        );
      }
      return id;
    }
    if (typeof message !== 'string' && message.length === 1 && message[0]?.type === TYPE.literal) {
      return message[0].value;
    }
    try {
      let format = formats.get(id);
      if (format === undefined) {
        format = new IntlMessageFormat(message, locale);
        formats.set(id, format);
      }
      return String(format.format(values));
    } catch (error) {
      console.error(`[i18n] Error formatting message: "${id}", using id as fallback.`, error);
      return typeof message === 'string' ? message : id;
    }
  };
}
