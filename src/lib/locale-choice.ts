/**
 * The interface language of an unprefixed URL (decisions.md): the language the user chose (cookie
 * `locale`) or, with no choice remembered, the geo's; the client moves to the prefixed equivalent
 * unless that is zh-TW, the unprefixed pages' own. An explicit prefix always stays.
 */
import { defaultLocale, isLocale, splitLocale, withLocale, type Locale } from '../i18n/locales.ts';

/** The URL to move to, or null to stay. */
export function localeRedirect(
  url: URL,
  rememberedLocale: string | null,
  geoLocale: Locale | null,
): string | null {
  const { prefix, path } = splitLocale(url.pathname);
  if (prefix !== '') return null;
  const remembered = rememberedLocale ?? undefined;
  const wanted = isLocale(remembered) ? remembered : geoLocale;
  if (!wanted || wanted === defaultLocale) return null;
  return withLocale(path, wanted) + url.search + url.hash;
}
