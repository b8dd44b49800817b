/**
 * The interface language when the user has not chosen one (decisions.md): an unprefixed URL stays
 * zh-TW unless the geo says otherwise, in which case the client moves to the prefixed equivalent.
 */
import { defaultLocale, isLocale, splitLocale, withLocale, type Locale } from '../i18n/locales.ts';

/** The URL to move to, or null to stay. */
export function localeRedirect(
  url: URL,
  rememberedLocale: string | null,
  geoLocale: Locale | null,
): string | null {
  if (isLocale(rememberedLocale ?? undefined)) return null;
  const { prefix, path } = splitLocale(url.pathname);
  if (prefix !== '' || !geoLocale || geoLocale === defaultLocale) return null;
  return withLocale(path, geoLocale) + url.search + url.hash;
}
