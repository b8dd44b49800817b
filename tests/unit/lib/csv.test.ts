import { describe, expect, it } from 'vitest';
import { csvRow, toCsv } from '../../../server/src/contract/plain/csv.ts';

describe('toCsv', () => {
  it('starts with the byte order mark and ends each row with CRLF', () => {
    expect(
      toCsv([
        ['code', 'member'],
        ['XMAS2345ABCD', '王小明'],
      ]),
    ).toBe('\uFEFFcode,member\r\nXMAS2345ABCD,王小明\r\n');
  });

  it.each([
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['plain 雙11', 'plain 雙11'],
    ['', ''],
  ])('quotes %j as %j', (value, quoted) => {
    expect(toCsv([[value, 'x']])).toBe(`\uFEFF${quoted},x\r\n`);
  });

  it('answers only the mark for no rows, and keeps empty fields', () => {
    expect(toCsv([])).toBe('\uFEFF');
    expect(toCsv([['', '', '']])).toBe('\uFEFF,,\r\n');
  });

  it('writes numbers plain, null as nothing, and defuses text a spreadsheet would run', () => {
    expect(csvRow([-120, 0, null, 'x'])).toBe('-120,0,,x\r\n');
    expect(csvRow(['=SUM(A1)', '+1', '-2', '@x', 'a=b'])).toBe("'=SUM(A1),'+1,'-2,'@x,a=b\r\n");
    expect(csvRow(['=a,b'])).toBe(`"'=a,b"\r\n`);
  });
});
