import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { itemFeatures, itemKinds } from '../../../server/src/contract/items.ts';
import { routeByName, routes, subnavOf, tabsOf } from '../../../src/routes/routes.ts';

const islands = new URL('../../../src/islands/', import.meta.url).pathname;

function screenFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return screenFiles(path);
    return entry.name.endsWith('Screen.tsx') ? [relative(islands, path).replace(/\.tsx$/, '')] : [];
  });
}

describe('the route table', () => {
  it('names, for every route, a screen island that exists', () => {
    for (const route of routes) {
      expect(route.screen, route.name).toMatch(/Screen$/);
      expect(existsSync(join(islands, `${route.screen}.tsx`)), route.name).toBe(true);
    }
  });

  it('leaves no screen island unused', () => {
    const named = new Set<string>(routes.map((route) => route.screen));
    for (const screen of screenFiles(islands)) expect(named.has(screen), screen).toBe(true);
  });

  it("generates each kind's item screens from the contract's itemFeatures", () => {
    const itemRoutes = routes.filter((route) => route.item);
    expect(itemRoutes).toHaveLength(43);
    for (const kind of itemKinds) {
      const names = itemRoutes.filter((route) => route.item === kind).map((route) => route.name);
      const param = `${kind.slice(0, -1)}_id`;
      expect(names.includes(`${kind}-${param}-chapters` as never)).toBe(
        itemFeatures[kind].chapters,
      );
      expect(names.includes(`${kind}-${param}-subtitles` as never)).toBe(
        itemFeatures[kind].subtitles,
      );
      expect(names.includes(`${kind}-${param}-infos-student` as never)).toBe(
        itemFeatures[kind].student,
      );
    }
    const basic = routeByName('ebooks-ebook_id-infos-basic');
    expect(basic).toMatchObject({
      pattern: '/ebooks/{ebook_id}/infos/basic',
      screen: 'items/BasicInfoScreen',
      props: { kind: 'ebooks' },
      layout: 'edit',
      section: 'content',
      link: 'ebooks',
    });
  });

  it("derives tabs and sub-navigation from the item screens' tabs", () => {
    expect(
      tabsOf(routeByName('articles-article_id-settings-privacy')).map((tab) => tab.title),
    ).toEqual(['tab.infos', 'tab.settings']);
    expect(
      subnavOf(routeByName('articles-article_id-settings-privacy')).map((link) => link.route.name),
    ).toEqual([
      'articles-article_id-settings-status',
      'articles-article_id-settings-privacy',
      'articles-article_id-settings-delete',
    ]);
    expect(
      subnavOf(routeByName('courses-course_id-infos-material')).find((link) => link.current)?.route
        .name,
    ).toBe('courses-course_id-infos-material');
    // Quick mode and the editors of one chapter or lecture are not in the chapters tab's list.
    expect(subnavOf(routeByName('courses-course_id-chapters'))).toEqual([]);
    expect(subnavOf(routeByName('courses-course_id-messages-letter'))).toEqual([]);
  });
});
