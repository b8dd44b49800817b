import { describe, expect, it } from 'vitest';
import { jsonTooDeep, parseBracketForm } from './body.ts';

const parse = (text: string) => parseBracketForm(new URLSearchParams(text));

describe('form bodies in bracket notation', () => {
  it('reads nested objects, lists and indexed lists', () => {
    expect(parse('title=Hi&date[begin]=2026-01-01&date[end]=&includes[]=1&includes[]=2')).toEqual({
      title: 'Hi',
      date: { begin: '2026-01-01', end: '' },
      includes: ['1', '2'],
    });
    expect(
      parse(
        'chapters[]=3&chapters[]=1&lectures[0][id]=5&lectures[0][parent_id]=3&lectures[1][id]=6&lectures[1][parent_id]=1',
      ),
    ).toEqual({
      chapters: ['3', '1'],
      lectures: [
        { id: '5', parent_id: '3' },
        { id: '6', parent_id: '1' },
      ],
    });
  });

  it('reads a repeated plain key as a list (`filter=PAID&filter=COURSE`)', () => {
    expect(parse('filter=PAID&filter=COURSE&filter=LEARNED&page=2')).toEqual({
      filter: ['PAID', 'COURSE', 'LEARNED'],
      page: '2',
    });
    expect(parse('filter=PAID')).toEqual({ filter: 'PAID' });
  });

  it('refuses prototype keys, malformed names, huge indexes and deep nesting', () => {
    expect(parse('__proto__[admin]=1')).toBeNull();
    expect(parse('a[constructor]=1')).toBeNull();
    expect(parse('a]b=1')).toBeNull();
    expect(parse('a[999999]=1')).toBeNull();
    expect(parse('a[b][c][d][e][f][g][h][i]=1')).toBeNull();
  });
});

describe('JSON nesting', () => {
  it('counts arrays and objects, not brackets inside strings, up to the limit', () => {
    expect(jsonTooDeep(`${'['.repeat(64)}${']'.repeat(64)}`)).toBe(false);
    expect(jsonTooDeep(`${'['.repeat(65)}${']'.repeat(65)}`)).toBe(true);
    expect(jsonTooDeep(`${'{"a":'.repeat(65)}1${'}'.repeat(65)}`)).toBe(true);
    expect(jsonTooDeep(JSON.stringify({ title: '[[[[{{{{\\"[[['.repeat(100) }))).toBe(false);
    expect(jsonTooDeep('["\\"", [[1]]]', 2)).toBe(true);
  });
});
