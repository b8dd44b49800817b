/**
 * The messages a review found rendering wrong ("Add to What students will learn", "A ebook",
 * "1 students", "in 1 min" that could not pluralise) render right for every kind and for 1 and 2.
 */
import { describe, expect, it } from 'vitest';
import { message } from '../../../server/src/i18n/messages.ts';
import { translate } from '../../../src/i18n/catalogs.ts';

const en = translate('en');
const zhTW = translate('zh-TW');
const zhCN = translate('zh-CN');

describe('list entries name their own noun, not the list label', () => {
  const nouns = {
    learnings: ['learning outcome', '學習成果', '学习收获'],
    requirements: ['requirement', '事前準備', '课前准备'],
    audiences: ['audience', '適合對象', '适合人群'],
  } as const;
  for (const [field, [noun, tw, cn]] of Object.entries(nouns)) {
    it(`${field}: add, entry 1 and 2, remove`, () => {
      expect(en('items.entries.add', { field })).toMatch(new RegExp(`^Add an? ${noun}$`, 'i'));
      expect(zhTW('items.entries.add', { field })).toBe(`新增${tw}`);
      expect(zhCN('items.entries.add', { field })).toBe(`添加${cn}`);
      for (const number of [1, 2]) {
        expect(en('items.entries.entry', { field, number }).toLowerCase()).toBe(
          `${noun} ${number}`,
        );
        expect(en('items.entries.remove', { field, number })).toBe(`Remove ${noun} ${number}`);
        expect(zhTW('items.entries.entry', { field, number })).toBe(`${tw}第 ${number} 項`);
        expect(zhCN('items.entries.remove', { field, number })).toBe(`移除${cn}第 ${number} 条`);
      }
    });
  }
});

describe('the delete warning reads right for every kind', () => {
  const kinds = {
    courses: ['A course', '課程', '课程'],
    ebooks: ['An ebook', '電子書', '电子书'],
    articles: ['An article', '文章', '文章'],
  } as const;
  for (const [kind, [article, tw, cn]] of Object.entries(kinds)) {
    it(kind, () => {
      const status = 'Draft';
      const text = en('items.delete.warning', { kind, status });
      expect(text).toContain(`${article} that is published`);
      expect(text).not.toMatch(/\bA [aeiou]/);
      expect(text).toContain('Current status: Draft.');
      expect(zhTW('items.delete.warning', { kind, status })).toContain(`籌備中的${tw}無法刪除`);
      expect(zhCN('items.delete.warning', { kind, status })).toContain(`筹备中的${cn}无法删除`);
    });
  }
});

describe('presale threshold counts students in the singular and the plural', () => {
  it('met', () => {
    expect(en('items.threshold.met', { threshold: 1 })).toBe('Met: 1 student reached');
    expect(en('items.threshold.met', { threshold: 2 })).toBe('Met: 2 students reached');
    expect(en('items.threshold.met', { threshold: 1200 })).toBe('Met: 1,200 students reached');
    expect(zhTW('items.threshold.met', { threshold: 1200 })).toBe('已達成：已達 1,200 位學生');
  });
  it('not met', () => {
    expect(en('items.threshold.notMet', { missing: 1, threshold: 2 })).toBe(
      'Not met: 1 more student needed to reach 2',
    );
    expect(en('items.threshold.notMet', { missing: 2, threshold: 2 })).toBe(
      'Not met: 2 more students needed to reach 2',
    );
    expect(zhCN('items.threshold.notMet', { missing: 1, threshold: 2000 })).toBe(
      '未达成：目标 2,000 位学员，还差 1 位',
    );
  });
  it('the presale count', () => {
    expect(en('items.threshold.students', { count: 1 })).toBe('1 student');
    expect(en('items.threshold.students', { count: 2 })).toBe('2 students');
  });
});

describe('the API formats its messages with ICU', () => {
  it('pluralises the wait after too many login attempts', () => {
    expect(message('en', 'auth.tooManyAttempts', { minutes: 1 })).toBe(
      'Too many login attempts. Try again in 1 minute.',
    );
    expect(message('en', 'auth.tooManyAttempts', { minutes: 2 })).toBe(
      'Too many login attempts. Try again in 2 minutes.',
    );
    expect(message('en', 'auth.tooManyAttemptsSeconds', { seconds: 1 })).toBe(
      'Too many login attempts. Try again in 1 second.',
    );
    expect(message('zh-TW', 'auth.tooManyAttempts', { minutes: 2 })).toBe(
      '登入嘗試次數過多，請於 2 分鐘後再試。',
    );
  });
  it('puts separators in numbers', () => {
    expect(message('zh-CN', 'validation.tooLong', { max: 10000 })).toContain('10,000');
  });
});
