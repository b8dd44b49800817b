import { isCurrency, type Currency } from './format.ts';
import { defaultLocale, locales, type Locale } from './locales.ts';

/** The visitor's geo information as used by the site: country, interface locale and currency. */
export interface Geo {
  iso_code: string;
  locale_code: Locale;
  currency: Currency;
}

/** Geo used when the API gives none or an invalid one (seed section 9: TW, zh-TW, TWD). */
export const geoDefaults = {
  iso_code: 'TW',
  locale_code: defaultLocale,
  currency: 'TWD',
} as const satisfies Geo;

/** A short printable form of an arbitrary value, for log messages; never throws. */
function show(value: unknown): string {
  try {
    return typeof value === 'string' ? JSON.stringify(value) : String(value);
  } catch {
    return typeof value;
  }
}

/** Normalizes an ISO 3166-1 alpha-2 country code to upper case; undefined if missing or malformed. */
function normalizeIso(iso: string | undefined): string | undefined {
  const trimmed = iso?.trim().toUpperCase();
  return trimmed !== undefined && /^[A-Z]{2}$/.test(trimmed) ? trimmed : undefined;
}

/** The currency for a country: TW (or no country) → TWD, any other country → USD. */
export function currencyForCountry(iso: string | undefined): Currency {
  if (iso === undefined || iso.trim() === '') return geoDefaults.currency;
  return iso.trim().toUpperCase() === 'TW' ? 'TWD' : 'USD';
}

/** The locale for a country: TW → zh-TW, CN → zh-CN, no country → zh-TW, any other → en. */
export function localeForCountry(iso: string | undefined): Locale {
  if (iso === undefined || iso.trim() === '') return geoDefaults.locale_code;
  switch (iso.trim().toUpperCase()) {
    case 'TW':
      return 'zh-TW';
    case 'CN':
      return 'zh-CN';
    default:
      return 'en';
  }
}

/** Matches a locale code case-insensitively (`zh_tw` → `zh-TW`); undefined if unsupported. */
function parseLocale(value: string): Locale | undefined {
  const wanted = value.trim().replace('_', '-').toLowerCase();
  return locales.find((locale) => locale.toLowerCase() === wanted);
}

/** Turns the API's geo response into a valid Geo; logs (never throws) on malformed input. */
export function normalizeGeo(raw: unknown): Geo {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    console.warn('[geo] malformed geo response; using the defaults:', raw);
    return { ...geoDefaults };
  }
  const record = raw as Record<string, unknown>;
  const problems: string[] = [];

  const rawIso = record['iso_code'];
  let iso: string | undefined = typeof rawIso === 'string' ? normalizeIso(rawIso) : undefined;
  if (iso === undefined) {
    problems.push(`iso_code ${show(rawIso)}`);
    iso = geoDefaults.iso_code;
  }

  const rawLocale = record['locale_code'];
  let locale = typeof rawLocale === 'string' ? parseLocale(rawLocale) : undefined;
  if (locale === undefined) {
    if (rawLocale !== undefined && rawLocale !== null)
      problems.push(`locale_code ${show(rawLocale)}`);
    locale = localeForCountry(iso);
  }

  const rawCurrency = record['currency'];
  const upperCurrency =
    typeof rawCurrency === 'string' ? rawCurrency.trim().toUpperCase() : undefined;
  let currency = isCurrency(upperCurrency) ? upperCurrency : undefined;
  if (currency === undefined) {
    if (rawCurrency !== undefined && rawCurrency !== null)
      problems.push(`currency ${show(rawCurrency)}`);
    currency = currencyForCountry(iso);
  }

  if (problems.length > 0) {
    console.warn(`[geo] invalid geo fields (${problems.join(', ')}); using fallbacks`);
  }
  return { iso_code: iso, locale_code: locale, currency };
}
