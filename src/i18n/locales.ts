/** The interface languages; the first is the default and is served without a URL prefix. */
export const locales = ['zh-TW', 'zh-CN', 'en'] as const;

/** One interface language. */
export type Locale = (typeof locales)[number];

/** The default locale (seed section 9). */
export const defaultLocale: Locale = 'zh-TW';

/** URL prefixes of the locale variants: '' (default locale) and one per locale. */
export const localePrefixes = ['', ...locales.map((locale) => `/${locale}`)] as const;

/** Whether a string names a supported locale. */
export function isLocale(value: string | undefined): value is Locale {
  return (locales as readonly (string | undefined)[]).includes(value);
}

/** Splits a pathname into its locale (from the prefix, or the default) and the rest of the path. */
export function splitLocale(pathname: string): { locale: Locale; prefix: string; path: string } {
  const first = pathname.split('/')[1];
  if (isLocale(first)) {
    const rest = pathname.slice(first.length + 1);
    return { locale: first, prefix: `/${first}`, path: rest === '' ? '/' : rest };
  }
  return { locale: defaultLocale, prefix: '', path: pathname === '' ? '/' : pathname };
}

/** Prefixes a locale-free path for a locale; `explicit` keeps the prefix even for the default. */
export function withLocale(path: string, locale: Locale, explicit = false): string {
  if (locale === defaultLocale && !explicit) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
