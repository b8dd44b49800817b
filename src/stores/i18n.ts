/** The page's locale and messages for islands, read from the page and refreshed on navigation. */
import { atom, computed } from 'nanostores';
import { translator, type CompiledMessages } from '../i18n/intl.ts';
import { defaultLocale, isLocale, type Locale } from '../i18n/locales.ts';

/** The element id of the JSON script holding the page's messages. */
export const MESSAGES_ELEMENT_ID = 'i18n-messages';

/** The current locale and its messages. */
export const $i18n = atom<{ locale: Locale; messages: CompiledMessages }>({
  locale: defaultLocale,
  messages: {},
});

/** The translate function of the current locale. */
export const $t = computed($i18n, ({ locale, messages }) => translator(locale, messages));

/**
 * Reads locale and messages from a document (the `<html lang>` and the messages script). A page
 * carries only the messages it can show, so a page of the same locale adds its messages to those
 * already known (islands that persist across pages keep theirs).
 */
export function loadI18nFrom(doc: Document): void {
  const lang = doc.documentElement.lang;
  const locale = isLocale(lang) ? lang : defaultLocale;
  const text = doc.getElementById(MESSAGES_ELEMENT_ID)?.textContent;
  const messages = text ? (JSON.parse(text) as CompiledMessages) : {};
  const current = $i18n.get();
  if (locale !== current.locale) {
    $i18n.set({ locale, messages });
    return;
  }
  if (Object.keys(messages).every((key) => key in current.messages)) return;
  $i18n.set({ locale, messages: { ...current.messages, ...messages } });
}

// The page's messages are in its head: islands render translated from their first render.
if (typeof document !== 'undefined') loadI18nFrom(document);
