import { describe, expect, it } from 'vitest';
import { itemScreenOf } from '../../../src/components/item-screens.ts';
import { routes } from '../../../src/routes/routes.ts';

describe('itemScreenOf', () => {
  it('maps the lists and every item screen of the three kinds', () => {
    expect(itemScreenOf('courses')).toEqual({ kind: 'courses', screen: 'list' });
    expect(itemScreenOf('ebooks')).toEqual({ kind: 'ebooks', screen: 'list' });
    expect(itemScreenOf('courses-course_id-prices-stage')).toEqual({
      kind: 'courses',
      screen: 'prices-stage',
    });
    expect(itemScreenOf('articles-article_id-settings-delete')).toEqual({
      kind: 'articles',
      screen: 'settings-delete',
    });
  });

  it('maps the structure screens of courses and ebooks', () => {
    expect(itemScreenOf('courses-course_id-chapters')).toEqual({
      kind: 'courses',
      screen: 'chapters',
    });
    expect(itemScreenOf('ebooks-ebook_id-chapters-chapter_id-lectures-lecture_id')).toEqual({
      kind: 'ebooks',
      screen: 'chapters-chapter_id-lectures-lecture_id',
    });
    expect(itemScreenOf('courses-course_id-subtitles')).toEqual({
      kind: 'courses',
      screen: 'subtitles',
    });
  });

  it('leaves other areas to their own screens', () => {
    expect(itemScreenOf('coupons')).toBeNull();
    expect(itemScreenOf('compilers')).toBeNull();
  });

  it('gives every info, price, settings, lecturer and type route of routes.txt a screen', () => {
    const catalogue = routes.filter((route) =>
      /^\/(courses|ebooks|articles)\/\{[a-z_]+\}\/(infos|prices|settings|lecturers|permissions|messages|types)\//.test(
        route.pattern,
      ),
    );
    expect(catalogue.length).toBe(34);
    for (const route of catalogue) expect(itemScreenOf(route.name), route.name).not.toBeNull();
  });
});
