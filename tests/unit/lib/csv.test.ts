import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../src/lib/csv.ts';

describe('toCsv', () => {
  it('starts with the byte order mark and joins rows with CRLF', () => {
    expect(
      toCsv([
        ['code', 'member'],
        ['XMAS2345ABCD', '王小明'],
      ]),
    ).toBe('\uFEFFcode,member\r\nXMAS2345ABCD,王小明');
  });

  it.each([
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['plain 雙11', 'plain 雙11'],
    ['', ''],
  ])('quotes %j as %j', (value, quoted) => {
    expect(toCsv([[value, 'x']])).toBe(`\uFEFF${quoted},x`);
  });

  it('answers only the mark for no rows, and keeps empty fields', () => {
    expect(toCsv([])).toBe('\uFEFF');
    expect(toCsv([['', '', '']])).toBe('\uFEFF,,');
  });
});
