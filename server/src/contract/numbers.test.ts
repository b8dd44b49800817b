import { describe, expect, it } from 'vitest';
import { plainDecimal, wholeNumber } from './numbers.ts';

describe('numbers read strictly', () => {
  it('takes decimal digits and JSON numbers as whole numbers, nothing written loosely', () => {
    const number = wholeNumber(0, 5000);
    expect(number.parse('16')).toBe(16);
    expect(number.parse(16)).toBe(16);
    for (const loose of ['0x10', '1e3', '1\n', ' 1', 'true', true, '1.0', '', [1]])
      expect(number.safeParse(loose).success, JSON.stringify(loose)).toBe(false);
  });

  it('takes a plain decimal as an amount, not an exponent or hex', () => {
    const amount = plainDecimal(0, 1);
    expect(amount.parse('0.85')).toBe(0.85);
    expect(amount.parse(0.85)).toBe(0.85);
    for (const loose of ['8.5e-1', '0x1', '.5', '0.5\n', 'true', true, ''])
      expect(amount.safeParse(loose).success, JSON.stringify(loose)).toBe(false);
  });
});

describe('a missing number', () => {
  it('is "required", a number written loosely "not valid"', async () => {
    const { problemsOf } = await import('../http/validation.ts');
    const { z } = await import('zod');
    const body = z.object({ a: wholeNumber(0, 5), b: wholeNumber(0, 5) });
    const result = body.safeParse({ b: '0x1' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(problemsOf(result.error)).toEqual({
        a: [{ id: 'validation.required' }],
        b: [{ id: 'validation.invalid' }],
      });
  });
});

describe('a number with a fraction where a whole one is due', () => {
  it('is "not valid", never "required" (a JSON 12.5 once read as missing)', async () => {
    const { problemsOf } = await import('../http/validation.ts');
    const { z } = await import('zod');
    const body = z.object({ a: wholeNumber(0, 5000), b: wholeNumber(0, 5000) });
    const result = body.safeParse({ a: 12.5, b: '12.5' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(problemsOf(result.error)).toEqual({
        a: [{ id: 'validation.invalid' }],
        b: [{ id: 'validation.invalid' }],
      });
    expect(wholeNumber(0, 5000).parse(12)).toBe(12);
    expect(wholeNumber(0, 5000).safeParse(5001).success).toBe(false);
  });
});
