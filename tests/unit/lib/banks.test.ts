import { describe, expect, it } from 'vitest';
import { bankLabel, bankNameOf } from '../../../src/lib/banks.ts';

describe('bank names', () => {
  it('names a bank code as the bank calls itself, with its English name in en', () => {
    expect(bankLabel('812', 'zh-TW')).toBe('812 台新銀行');
    expect(bankLabel('812', 'zh-CN')).toBe('812 台新銀行');
    expect(bankLabel('812', 'en')).toBe('812 台新銀行 (Taishin International Bank)');
  });

  it('reads the bank from the first three digits of a code with its branch', () => {
    expect(bankLabel('8120001', 'zh-TW')).toBe('8120001 台新銀行');
    expect(bankNameOf('0040037', 'en')).toBe('臺灣銀行 (Bank of Taiwan)');
  });

  it('falls back to the typed name, or the code alone, for an unknown code', () => {
    expect(bankNameOf('999', 'zh-TW')).toBeNull();
    expect(bankLabel('999', 'en', ' Local Co-op ')).toBe('999 Local Co-op');
    expect(bankLabel('999', 'en')).toBe('999');
  });
});
