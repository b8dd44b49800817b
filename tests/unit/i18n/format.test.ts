import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  convertFromTwd,
  formatBytes,
  currencies,
  DEFAULT_TWD_TO_USD_RATE,
  discountInput,
  formatDiscount,
  parseDiscount,
  percentOff,
  formatDuration,
  formatNumber,
  formatPrice,
  isCurrency,
  parseRate,
  roundDecimal,
} from '../../../src/i18n/format.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('currencies', () => {
  it('describes TWD and USD with their unit labels and decimals', () => {
    expect(currencies.TWD).toEqual({ code: 'TWD', unit: 'NT', decimals: 0 });
    expect(currencies.USD).toEqual({ code: 'USD', unit: 'US', decimals: 2 });
    expect(DEFAULT_TWD_TO_USD_RATE).toBe(0.036);
  });

  it('recognizes only the supported currency codes', () => {
    expect(isCurrency('TWD')).toBe(true);
    expect(isCurrency('USD')).toBe(true);
    expect(isCurrency('usd')).toBe(false);
    expect(isCurrency('EUR')).toBe(false);
    expect(isCurrency(undefined)).toBe(false);
  });
});

describe('roundDecimal', () => {
  it('rounds decimal ties up despite binary floating point', () => {
    expect(roundDecimal(1.005, 2)).toBe(1.01);
    expect(roundDecimal(1.255, 2)).toBe(1.26);
    expect(roundDecimal(44.424, 2)).toBe(44.42);
    expect(roundDecimal(3599.9999999999995, 2)).toBe(3600);
    expect(roundDecimal(2.5, 0)).toBe(3);
  });

  it('rounds negative ties away from zero and never returns -0', () => {
    expect(roundDecimal(-1.005, 2)).toBe(-1.01);
    expect(Object.is(roundDecimal(-0.001, 2), 0)).toBe(true);
  });

  it('handles numbers written in exponent form', () => {
    expect(roundDecimal(1e-7, 2)).toBe(0);
    expect(roundDecimal(1.5e21, 0)).toBe(1.5e21);
  });
});

describe('convertFromTwd', () => {
  it('keeps TWD amounts as whole dollars', () => {
    expect(convertFromTwd(1234567, 'TWD')).toBe(1234567);
    expect(convertFromTwd(1234567, 'TWD', 0.5)).toBe(1234567);
  });

  it('converts to USD with the rate, rounded to 2 decimals', () => {
    expect(convertFromTwd(1234, 'USD', 0.036)).toBe(44.42);
    expect(convertFromTwd(100000, 'USD', 0.036)).toBe(3600);
    expect(convertFromTwd(1000, 'USD', 0.04)).toBe(40);
  });

  it('uses the default rate 0.036 when none is given', () => {
    expect(convertFromTwd(1234, 'USD')).toBe(44.42);
  });

  it('rounds exact decimal ties up (binary products would round them down)', () => {
    // 1005 × 0.001 = 1.005 exactly; 205 × 0.031 = 6.355 (binary: 6.3549999999999995)
    expect(convertFromTwd(1005, 'USD', 0.001)).toBe(1.01);
    expect(convertFromTwd(205, 'USD', 0.031)).toBe(6.36);
    expect(convertFromTwd(375, 'USD', 0.036)).toBe(13.5);
  });

  it('returns NaN for non-finite amounts or rates', () => {
    expect(convertFromTwd(Number.NaN, 'TWD')).toBeNaN();
    expect(convertFromTwd(100, 'USD', Number.POSITIVE_INFINITY)).toBeNaN();
  });
});

describe('formatNumber', () => {
  it('always uses , for thousands and . for decimals', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1.005, 2)).toBe('1.01');
  });
});

describe('formatPrice', () => {
  it('formats TWD with the NT unit, no decimals and thousands separators', () => {
    expect(formatPrice(1234567, 'TWD')).toBe('NT$1,234,567');
    expect(formatPrice(0, 'TWD')).toBe('NT$0');
    expect(formatPrice(999, 'TWD')).toBe('NT$999');
    expect(formatPrice(1000, 'TWD')).toBe('NT$1,000');
  });

  it('formats USD with the US unit and exactly 2 decimals', () => {
    expect(formatPrice(1234, 'USD', 0.036)).toBe('US$44.42');
    expect(formatPrice(100000, 'USD', 0.036)).toBe('US$3,600.00');
    expect(formatPrice(1005, 'USD', 0.001)).toBe('US$1.01');
    expect(formatPrice(0, 'USD', 0.036)).toBe('US$0.00');
    expect(formatPrice(100000000, 'USD', 0.036)).toBe('US$3,600,000.00');
  });

  it('uses the default rate when none is given', () => {
    expect(formatPrice(1234, 'USD')).toBe('US$44.42');
  });

  it('puts the minus sign before the unit for negative amounts', () => {
    expect(formatPrice(-1000, 'TWD')).toBe('-NT$1,000');
    expect(formatPrice(-1234, 'USD', 0.036)).toBe('-US$44.42');
  });

  it('returns an empty string for non-finite amounts', () => {
    expect(formatPrice(Number.NaN, 'TWD')).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY, 'USD')).toBe('');
  });
});

describe('parseRate', () => {
  it('accepts finite positive numbers and numeric strings without warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseRate(0.04)).toBe(0.04);
    expect(parseRate('0.031')).toBe(0.031);
    expect(parseRate(' 0.05 ')).toBe(0.05);
    expect(parseRate('.5')).toBe(0.5);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['an unparsable string', 'abc'],
    ['a partly numeric string', '0.036usd'],
    ['a hex string', '0x10'],
    ['zero', 0],
    ['a negative number', -0.036],
    ['a negative string', '-1'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['an object', { rate: 0.04 }],
    ['a boolean', true],
    ['a bigint', 1n],
    ['a null-prototype object', Object.create(null) as unknown],
  ])('falls back to 0.036 and warns for %s', (_label, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseRate(value)).toBe(0.036);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('TWD_TO_USD_RATE');
  });
});

describe('formatDuration', () => {
  it('uses mm:ss below one hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(5)).toBe('00:05');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(600)).toBe('10:00');
    expect(formatDuration(3599)).toBe('59:59');
  });

  it('uses h:mm:ss from one hour', () => {
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(36000)).toBe('10:00:00');
    expect(formatDuration(90061)).toBe('25:01:01');
  });

  it('floors fractions of a second', () => {
    expect(formatDuration(65.9)).toBe('01:05');
    expect(formatDuration(3599.999)).toBe('59:59');
  });

  it('gives 00:00 for negative or non-finite input', () => {
    expect(formatDuration(-1)).toBe('00:00');
    expect(formatDuration(Number.NaN)).toBe('00:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});

describe('formatDiscount', () => {
  it('shows the ratio as its 折 figure, the way people say it (85 折, 9 折, 0.5 折)', () => {
    expect(formatDiscount(0.85)).toBe('85');
    expect(formatDiscount(0.95)).toBe('95');
    expect(formatDiscount(0.9)).toBe('9');
    expect(formatDiscount(0.5)).toBe('5');
    expect(formatDiscount(0.05)).toBe('0.5');
    expect(formatDiscount(0.01)).toBe('0.1');
    expect(formatDiscount(0.99)).toBe('99');
  });

  it('returns an empty string for non-finite values', () => {
    expect(formatDiscount(Number.NaN)).toBe('');
  });
});

describe('discountInput and parseDiscount', () => {
  it('reads a rate the ways people type it: 85 and 8.5 are 85 折, 9 is 9 折, 0.85 the ratio', () => {
    expect(parseDiscount('85')).toBe(0.85);
    expect(parseDiscount('8.5')).toBe(0.85);
    expect(parseDiscount('0.85')).toBe(0.85);
    expect(parseDiscount(' 9 ')).toBe(0.9);
    expect(parseDiscount('95')).toBe(0.95);
    expect(parseDiscount('7.25')).toBe(0.725);
    expect(parseDiscount('1')).toBe(0.1);
    expect(parseDiscount('99')).toBe(0.99);
  });

  it('reads no rate from text that is no number or out of 0 to 100', () => {
    for (const text of ['', 'abc', '0', '100', '150', '-5', '8.5e1', '85%'])
      expect(parseDiscount(text), text).toBeNull();
  });

  it('shows a saved ratio in the field so that it reads back the same', () => {
    for (const ratio of [0.85, 0.9, 0.95, 0.05, 0.01, 0.99, 0.5, 0.12]) {
      const text = discountInput(ratio);
      expect(parseDiscount(text), text).toBe(ratio);
    }
    expect(discountInput(0.85)).toBe('85');
    expect(discountInput(0.9)).toBe('9');
  });
});

describe('percentOff', () => {
  it('gives the whole percent a ratio takes off', () => {
    expect(percentOff(0.85)).toBe(15);
    expect(percentOff(0.7)).toBe(30);
    expect(percentOff(0.01)).toBe(99);
  });
});

describe('formatBytes', () => {
  it('uses binary units with one decimal from KB on', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(314_572_800)).toBe('300.0 MB');
    expect(formatBytes(104_857_600 * 10 * 2)).toBe('2.0 GB');
    expect(formatBytes(-1)).toBe('');
  });
});
