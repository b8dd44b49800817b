// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { currentQueryIndex, markCurrentSidebarLink } from '../../../src/lib/sidebar-current.ts';
import { sections } from '../../../src/routes/sections.ts';
import { urlForRoute } from '../../../src/routes/urls.ts';
import { itemLists } from '../../../src/stores/items/list.ts';

const content = sections.find((section) => section.id === 'content');
if (!content) throw new Error('no content section');

/** The content sidebar as Sidebar.astro draws it on the courses list, at an address. */
function sidebarAt(search: string): HTMLAnchorElement[] {
  window.history.replaceState(null, '', `/courses${search}`);
  const links = content?.links ?? [];
  document.body.innerHTML = `<nav class="sidebar"><ul>${links
    .map((link) => {
      const query = new URLSearchParams(link.query).toString();
      const own = link.route === 'courses';
      return `<li><a class="sidebar__link" href="${urlForRoute('en', link.route, {}, link.query)}"${
        own ? ` data-query="${query}"` : ''
      }${own && !link.query ? ' aria-current="page"' : ''}>${link.title}</a></li>`;
    })
    .join('')}</ul></nav>`;
  return [...document.querySelectorAll<HTMLAnchorElement>('.sidebar a')];
}

const current = (links: readonly HTMLAnchorElement[]) =>
  links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.text);

describe('the single lectures link of the content sidebar', () => {
  it('follows the courses link and opens the courses list filtered to single lectures', () => {
    const titles = content.links.map((link) => link.title);
    expect(titles.indexOf('nav.content.singles')).toBe(titles.indexOf('nav.content.courses') + 1);
    const singles = content.links.find((link) => link.title === 'nav.content.singles');
    expect(singles?.route).toBe('courses');
    expect(urlForRoute('en', 'courses', {}, singles?.query)).toBe('/en/courses?type=SINGLE');
    const filters = itemLists.courses.query.fromQuery(new URLSearchParams(singles?.query));
    expect(filters.type).toBe('SINGLE');
  });

  it('is current on the single lectures, "Courses" on every other courses address', () => {
    const singles = sidebarAt('?type=SINGLE&status=DRAFT&page=2');
    markCurrentSidebarLink(document);
    expect(current(singles)).toEqual(['nav.content.singles']);

    for (const search of ['', '?type=COURSE', '?status=DRAFT', '?type=single']) {
      const links = sidebarAt(search);
      markCurrentSidebarLink(document);
      expect(current(links), search).toEqual(['nav.content.courses']);
    }
  });

  it('picks the most specific query the address holds, else the link without one', () => {
    const queries = ['', 'type=SINGLE'];
    expect(currentQueryIndex(queries, new URLSearchParams('type=SINGLE'))).toBe(1);
    expect(currentQueryIndex(queries, new URLSearchParams('keyword=x&type=SINGLE'))).toBe(1);
    expect(currentQueryIndex(queries, new URLSearchParams())).toBe(0);
    expect(currentQueryIndex(['type=SINGLE'], new URLSearchParams())).toBe(-1);
  });
});
