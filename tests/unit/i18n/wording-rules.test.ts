/** The wording rules of the message check catch what the glossary forbids, and only that. */
import { describe, expect, it } from 'vitest';
import { wordingProblems } from '../../../src/i18n/wording-rules.ts';

describe('glossary variants', () => {
  it.each([
    ['zh-CN', '编辑单元', '课时'],
    ['zh-CN', '募资进度', '众筹'],
    ['zh-CN', '写作助理', '助手'],
    ['zh-CN', '会员群组', '分组'],
    ['zh-CN', '新增优惠券', '添加'],
    ['zh-CN', '你的订单', '您'],
    ['zh-TW', '發佈課程', '上架'],
    ['zh-TW', '學員人數', '學生'],
    ['en', 'Sign in again', 'log in'],
    ['en', 'Screens of this tab', 'page'],
    ['en', 'Go Home Page', 'Back to home'],
  ] as const)('%s "%s" asks for %s', (locale, text, word) => {
    const problems = wordingProblems(locale, text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(word);
  });

  it('passes the glossary words', () => {
    expect(wordingProblems('zh-CN', '编辑课时，添加众筹，写作助手')).toEqual([]);
    expect(wordingProblems('zh-TW', '上架課程給學生')).toEqual([]);
    expect(wordingProblems('en', 'Log in again on this page')).toEqual([]);
  });

  it('reads words, not select or plural keys', () => {
    expect(wordingProblems('en', '{type, select, creations {Student work} other {Post}}')).toEqual(
      [],
    );
    expect(
      wordingProblems('en', '{type, select, creations {Creations} other {Post}}')[0],
    ).toContain('student work');
  });
});

describe('numbers', () => {
  it('a number argument needs number or plural', () => {
    expect(wordingProblems('zh-TW', '共 {count} 張')).toEqual([
      '{count} is a number: write {count, number}',
    ]);
    expect(wordingProblems('zh-TW', '共 {count, number} 張')).toEqual([]);
    expect(wordingProblems('en', 'Hello {name}')).toEqual([]);
  });

  it('an English count needs a plural', () => {
    expect(wordingProblems('en', '{count, number} students')[0]).toContain('without a plural');
    expect(wordingProblems('en', 'Only {count, number} coupon(s) left')).toHaveLength(2);
    expect(wordingProblems('en', '{count, plural, one {# student} other {# students}}')).toEqual(
      [],
    );
    expect(wordingProblems('en', 'Page {page, number} of {last, number}')).toEqual([]);
    expect(wordingProblems('en', 'At most {max, number} KB')).toEqual([]);
  });

  it('no space before %', () => {
    expect(wordingProblems('en', 'Total: {total, number} %')).toEqual([
      'a space stands between a number and "%"',
    ]);
    expect(wordingProblems('en', 'Total: {total, number}%')).toEqual([]);
    expect(wordingProblems('zh-TW', '上限 100 %')).toEqual([
      'a space stands between a number and "%"',
    ]);
  });
});

it('an article before a kind reads wrong for some kinds', () => {
  expect(wordingProblems('en', 'A {kind} that is published')[0]).toContain('select');
  expect(
    wordingProblems('en', '{kind, select, ebooks {An ebook} other {A course}} that is published'),
  ).toEqual([]);
});
