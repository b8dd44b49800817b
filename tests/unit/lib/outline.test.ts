import { describe, expect, it } from 'vitest';
import { countOutline, parseOutline, titleOfFile } from '../../../src/lib/outline.ts';

describe('parseOutline', () => {
  it('reads chapters and their indented lectures (tab or two or more spaces)', () => {
    const text = 'Basics\n\tWhat is it\n  Install\nAdvanced\n    Tuning\n\nWrap-up\n';
    expect(parseOutline(text)).toEqual([
      { title: 'Basics', lectures: ['What is it', 'Install'] },
      { title: 'Advanced', lectures: ['Tuning'] },
      { title: 'Wrap-up', lectures: [] },
    ]);
  });

  it('treats a single leading space as no indent, and ignores blank lines and CRLF', () => {
    expect(parseOutline('A\r\n Not a lecture\r\n\r\n   \r\n\t\tDeep\r\n')).toEqual([
      { title: 'A', lectures: [] },
      { title: 'Not a lecture', lectures: ['Deep'] },
    ]);
  });

  it('starts a chapter with an indented line that has no chapter above', () => {
    expect(parseOutline('  Orphan\n  Child')).toEqual([{ title: 'Orphan', lectures: ['Child'] }]);
  });

  it('cuts titles to the longest the server accepts', () => {
    const [chapter] = parseOutline('x'.repeat(130));
    expect(chapter?.title).toHaveLength(120);
  });

  it('gives nothing for an empty paste', () => {
    expect(parseOutline('\n  \n\t\n')).toEqual([]);
  });

  it('counts chapters and lectures', () => {
    expect(countOutline(parseOutline('A\n  a1\n  a2\nB\n  b1'))).toEqual({
      chapters: 2,
      lectures: 3,
    });
  });
});

describe('titleOfFile', () => {
  it('drops the extension only', () => {
    expect(titleOfFile('01 Intro.final.mp4')).toBe('01 Intro.final');
    expect(titleOfFile('.hidden')).toBe('.hidden');
    expect(titleOfFile('noext')).toBe('noext');
  });
});
