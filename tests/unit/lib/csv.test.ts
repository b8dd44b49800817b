import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../src/lib/csv.ts';

describe('toCsv', () => {
  it('starts with the byte order mark and ends every record with CRLF', () => {
    const csv = toCsv([
      ['code', 'member'],
      ['A1', null],
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toBe('\uFEFFcode,member\r\nA1,\r\n');
  });

  it('quotes fields with a comma, a quote or a line break (RFC 4180), and keeps Chinese as is', () => {
    expect(toCsv([['a,b', 'say "hi"', 'two\nlines', '優惠券', 12, undefined]])).toBe(
      '\uFEFF"a,b","say ""hi""","two\nlines",優惠券,12,\r\n',
    );
  });

  it('an empty table is the byte order mark alone', () => {
    expect(toCsv([])).toBe('\uFEFF');
  });
});
