import { describe, expect, it } from 'vitest';
import { catalogs } from '../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../src/i18n/compile.ts';
import { translator } from '../../../src/i18n/intl.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { couponValue } from '../../../src/islands/coupons/CouponParts.tsx';
import { formatDiscount, percentOff } from '../../../src/i18n/format.ts';

const tOf = (locale: Locale) => translator(locale, compileMessages(catalogs[locale]));

describe('a discount in the usual words of each locale', () => {
  it('a coupon reads 85 折 in Chinese and 15% off in English, never 8.50 折', () => {
    const percent = (discount: number) => ({ type: 'PERCENT' as const, amount: null, discount });
    expect(couponValue(tOf('zh-TW'), percent(0.85))).toBe('85 折');
    expect(couponValue(tOf('zh-CN'), percent(0.9))).toBe('9 折');
    expect(couponValue(tOf('en'), percent(0.85))).toBe('15% off');
  });

  it('a discount (list, order lines) reads the same through its own message', () => {
    const rate = (discount: number) => ({
      rate: formatDiscount(discount),
      off: percentOff(discount),
    });
    expect(tOf('zh-TW')('discounts.rate', rate(0.95))).toBe('95 折');
    expect(tOf('en')('discounts.rate', rate(0.95))).toBe('5% off');
  });
});
