/** The page's locale and messages for islands, read from the page and refreshed on navigation. */
import { atom, computed } from 'nanostores';
import { makeIntl, translator, type CompiledMessages } from '../i18n/intl.ts';
import { defaultLocale, isLocale, type Locale } from '../i18n/locales.ts';

/** The element id of the JSON script holding the page's messages. */
export const MESSAGES_ELEMENT_ID = 'i18n-messages';

/** The current locale and its messages. */
export const $i18n = atom<{ locale: Locale; messages: CompiledMessages }>({
  locale: defaultLocale,
  messages: {},
});

/** The translate function of the current locale. */
export const $t = computed($i18n, ({ locale, messages }) => translator(makeIntl(locale, messages)));

/** Reads locale and messages from a document (the `<html lang>` and the messages script). */
export function loadI18nFrom(doc: Document): void {
  const lang = doc.documentElement.lang;
  const locale = isLocale(lang) ? lang : defaultLocale;
  const text = doc.getElementById(MESSAGES_ELEMENT_ID)?.textContent;
  if (locale === $i18n.get().locale && Object.keys($i18n.get().messages).length > 0) return;
  $i18n.set({ locale, messages: text ? (JSON.parse(text) as CompiledMessages) : {} });
}
