// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pagerEntries } from '../../../src/lib/pagination.ts';
import { stripUnsafeHtml } from '../../../src/lib/safe-html.ts';
import { thumbnailUrl } from '../../../src/lib/thumbnail.ts';
import { itemListUrl, itemScreenUrl } from '../../../src/routes/item-urls.ts';

describe('thumbnails', () => {
  it('ask for the size at double density, cover fit and quality 100', () => {
    expect(thumbnailUrl('http://api.test/v2/files/abc', 96, 54)).toBe(
      'http://api.test/v2/files/abc?w=192&h=108&fit=cover&quality=100',
    );
    expect(thumbnailUrl('/v2/files/abc?v=2', 320, 180, 1)).toBe(
      '/v2/files/abc?v=2&w=320&h=180&fit=cover&quality=100',
    );
  });
});

describe('pager', () => {
  it('shows the first, the last and two pages each side of the current one', () => {
    expect(pagerEntries(1, 1)).toEqual([]);
    expect(pagerEntries(1, 3)).toEqual([1, 2, 3]);
    expect(pagerEntries(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pagerEntries(2, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  });
});

describe('item URLs', () => {
  it('name the info screens of each kind, and a new item', () => {
    expect(itemScreenUrl('zh-TW', 'courses', 5, 'infos-introduction')).toBe(
      '/courses/5/infos/introduction',
    );
    expect(itemScreenUrl('en', 'ebooks', 'create', 'infos-basic')).toBe(
      '/en/ebooks/create/infos/basic',
    );
    expect(itemScreenUrl('zh-CN', 'articles', 9, 'infos-material')).toBe(
      '/zh-CN/articles/9/infos/material',
    );
    expect(itemListUrl('en', 'courses', { status: 'DRAFT', page: undefined })).toBe(
      '/en/courses?status=DRAFT',
    );
  });
});

describe('shown HTML', () => {
  it('loses scripts, event handlers and script URLs but keeps formatting and links', () => {
    const html = stripUnsafeHtml(
      '<p onclick="x()">Hi <strong>you</strong></p><script>alert(1)</script>' +
        '<img src="x" onerror="alert(1)"><a href=" java\tscript:alert(1)">bad</a>' +
        '<a href="https://example.com">good</a>',
    );
    expect(html).toBe(
      '<p>Hi <strong>you</strong></p><img src="x"><a>bad</a><a href="https://example.com">good</a>',
    );
  });
});
