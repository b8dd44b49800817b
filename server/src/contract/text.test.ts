import { describe, expect, it } from 'vitest';
import { titleText } from './text.ts';

describe('a title in a request', () => {
  it('loses its bidi override, embedding and isolate controls, so it cannot turn a header around', () => {
    const title = titleText(20);
    const controls = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';
    expect(title.parse(`Intro\u202E cba`)).toBe('Intro cba');
    expect(title.parse(` ${controls}Python${controls} `)).toBe('Python');
    // Marks that only set a direction (LRM, RLM, ALM) are not controls of this kind.
    expect(title.parse('A\u200Fb')).toBe('A\u200Fb');
  });

  it('is still required and bounded once the controls are gone', () => {
    const title = titleText(5);
    expect(title.safeParse('\u202E\u2066').success).toBe(false);
    expect(title.safeParse('\u202Eabcde').success).toBe(true);
    expect(title.safeParse('abcdef').success).toBe(false);
  });
});
