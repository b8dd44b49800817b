/**
 * The message catalogues of every locale, for the build (pages render with them). Each area keeps
 * its messages in `messages/<area>/<locale>.json`; a locale's catalogue is all areas' together.
 */
import { makeIntl, translator, type Messages, type Translate } from './intl.ts';
import { locales, type Locale } from './locales.ts';

const files = import.meta.glob<Messages>('./messages/*/*.json', { eager: true, import: 'default' });

/** One locale's messages of every area. */
function catalogOf(locale: Locale): Messages {
  return Object.assign(
    {},
    ...Object.entries(files)
      .filter(([path]) => path.endsWith(`/${locale}.json`))
      .map(([, messages]) => messages),
  ) as Messages;
}

/** Every locale's messages. */
export const catalogs: Readonly<Record<Locale, Messages>> = Object.fromEntries(
  locales.map((locale) => [locale, catalogOf(locale)]),
) as Record<Locale, Messages>;

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
