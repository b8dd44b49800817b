import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  currencyForCountry,
  geoDefaults,
  localeForCountry,
  normalizeGeo,
} from '../../../src/i18n/geo.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('geoDefaults', () => {
  it('is Taiwan, zh-TW and TWD', () => {
    expect(geoDefaults).toEqual({ iso_code: 'TW', locale_code: 'zh-TW', currency: 'TWD' });
  });
});

describe('currencyForCountry', () => {
  it.each([
    ['TW', 'TWD'],
    ['tw', 'TWD'],
    [' TW ', 'TWD'],
    ['CN', 'USD'],
    ['US', 'USD'],
    ['JP', 'USD'],
    ['ZZ', 'USD'],
    ['', 'TWD'],
    ['  ', 'TWD'],
    [undefined, 'TWD'],
  ] as const)('%j → %s', (iso, currency) => {
    expect(currencyForCountry(iso)).toBe(currency);
  });
});

describe('localeForCountry', () => {
  it.each([
    ['TW', 'zh-TW'],
    ['tw', 'zh-TW'],
    ['CN', 'zh-CN'],
    ['cn', 'zh-CN'],
    ['US', 'en'],
    ['JP', 'en'],
    ['HK', 'en'],
    ['', 'zh-TW'],
    [undefined, 'zh-TW'],
  ] as const)('%j → %s', (iso, locale) => {
    expect(localeForCountry(iso)).toBe(locale);
  });
});

describe('normalizeGeo', () => {
  it('keeps a complete valid response without warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(normalizeGeo({ iso_code: 'JP', locale_code: 'zh-TW', currency: 'TWD' })).toEqual({
      iso_code: 'JP',
      locale_code: 'zh-TW',
      currency: 'TWD',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('normalizes the case of the fields', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(normalizeGeo({ iso_code: 'cn', locale_code: 'zh-cn', currency: 'usd' })).toEqual({
      iso_code: 'CN',
      locale_code: 'zh-CN',
      currency: 'USD',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('derives a missing currency and locale from the country without warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(normalizeGeo({ iso_code: 'US' })).toEqual({
      iso_code: 'US',
      locale_code: 'en',
      currency: 'USD',
    });
    expect(normalizeGeo({ iso_code: 'CN', locale_code: null })).toEqual({
      iso_code: 'CN',
      locale_code: 'zh-CN',
      currency: 'USD',
    });
    expect(normalizeGeo({ iso_code: 'TW' })).toEqual({
      iso_code: 'TW',
      locale_code: 'zh-TW',
      currency: 'TWD',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'TW'],
    ['a number', 42],
    ['an array', ['TW', 'zh-TW', 'TWD']],
  ])('returns the defaults and warns for %s', (_label, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const geo = normalizeGeo(raw);
    expect(geo).toEqual({ iso_code: 'TW', locale_code: 'zh-TW', currency: 'TWD' });
    expect(geo).not.toBe(geoDefaults);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('falls back to the defaults and warns when every field has the wrong type', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(normalizeGeo({ iso_code: 886, locale_code: ['en'], currency: { code: 'USD' } })).toEqual(
      { iso_code: 'TW', locale_code: 'zh-TW', currency: 'TWD' },
    );
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('falls back to TW and warns for a missing or malformed country', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(normalizeGeo({})).toEqual({ iso_code: 'TW', locale_code: 'zh-TW', currency: 'TWD' });
    expect(normalizeGeo({ iso_code: 'Taiwan', currency: 'USD' })).toEqual({
      iso_code: 'TW',
      locale_code: 'zh-TW',
      currency: 'USD',
    });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('derives an unsupported locale or currency from the country and warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(normalizeGeo({ iso_code: 'JP', locale_code: 'ja', currency: 'JPY' })).toEqual({
      iso_code: 'JP',
      locale_code: 'en',
      currency: 'USD',
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('locale_code');
    expect(String(warn.mock.calls[0]?.[0])).toContain('currency');
  });

  it('never throws, even on hostile input', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const noPrototype = Object.create(null) as Record<string, unknown>;
    noPrototype['iso_code'] = Object.create(null);
    expect(() => normalizeGeo(noPrototype)).not.toThrow();
    expect(normalizeGeo(noPrototype)).toEqual(geoDefaults);
  });
});
