/**
 * The message catalogues of every locale, for the build (pages render with them) and the browser
 * tests. Each area keeps its messages in `messages/<area>/<locale>.json`; a locale's catalogue is
 * all areas' together.
 */
import { translator, type Messages, type Translate } from './intl.ts';
import { locales, type Locale } from './locales.ts';
import { readCatalog } from './message-files.ts';

/** The message files as Vite bundles them, or null outside Vite (browser tests, scripts). */
function bundledFiles(): Readonly<Record<string, Messages>> | null {
  try {
    return import.meta.glob<Messages>('./messages/*/*.json', { eager: true, import: 'default' });
  } catch {
    return null;
  }
}

const files = bundledFiles();

/** One locale's messages of every area. */
function catalogOf(locale: Locale): Messages {
  if (files === null) return readCatalog(locale);
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
    t = translator(locale, catalogs[locale]);
    translators.set(locale, t);
  }
  return t;
}
