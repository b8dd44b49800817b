import { describe, expect, it } from 'vitest';
import { localeRedirect } from '../../../src/lib/locale-choice.ts';

const url = (path: string) => new URL(`http://localhost:4322${path}`);

describe('locale from geo', () => {
  it('moves an unprefixed URL to the geo locale, keeping path, query and hash', () => {
    expect(localeRedirect(url('/courses/1/infos/basic?x=1#top'), null, 'en')).toBe(
      '/en/courses/1/infos/basic?x=1#top',
    );
    expect(localeRedirect(url('/'), null, 'zh-CN')).toBe('/zh-CN');
  });

  it('stays for zh-TW, a remembered choice, an explicit prefix, or no geo', () => {
    expect(localeRedirect(url('/courses'), null, 'zh-TW')).toBeNull();
    expect(localeRedirect(url('/courses'), 'zh-TW', 'en')).toBeNull();
    expect(localeRedirect(url('/zh-CN/courses'), null, 'en')).toBeNull();
    expect(localeRedirect(url('/courses'), null, null)).toBeNull();
  });
});

describe('a remembered language', () => {
  it('moves an unprefixed URL to the language the user chose, before and over the geo', () => {
    expect(localeRedirect(url('/courses?page=2#list'), 'en', null)).toBe('/en/courses?page=2#list');
    expect(localeRedirect(url('/courses'), 'zh-CN', 'en')).toBe('/zh-CN/courses');
    expect(localeRedirect(url('/'), 'en', 'zh-TW')).toBe('/en');
  });

  it('stays on an explicit prefix, on zh-TW, and ignores a cookie that is no locale', () => {
    expect(localeRedirect(url('/zh-CN/courses'), 'en', null)).toBeNull();
    expect(localeRedirect(url('/courses'), 'zh-TW', null)).toBeNull();
    expect(localeRedirect(url('/courses'), 'fr', null)).toBeNull();
    expect(localeRedirect(url('/courses'), 'fr', 'en')).toBe('/en/courses');
  });
});
