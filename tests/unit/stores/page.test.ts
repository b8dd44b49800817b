/** The page store: the page's route comes from the page, its parameters from the URL. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeByName } from '../../../src/routes/routes.ts';
import { pageFromUrl, pageRouteOf, ROUTE_ELEMENT_ID } from '../../../src/stores/page.ts';

const announcements = pageRouteOf(routeByName('interactions-index-announcements'));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page store', () => {
  it('keeps only what the browser reads of a route', () => {
    expect(pageRouteOf(routeByName('orders'))).toEqual({
      name: 'orders',
      pattern: '/orders',
      audience: 'admin',
      permission: 'v2_order',
      item: undefined,
    });
  });

  it("reads the parameters of the page's route from the URL, optional ones too", () => {
    const url = (path: string) => new URL(`http://localhost${path}?page=2`);
    expect(pageFromUrl(url('/en/interactions/announcements/7'), announcements)).toMatchObject({
      route: announcements,
      params: { announcement_id: '7' },
      locale: 'en',
      path: '/interactions/announcements/7',
    });
    const list = pageFromUrl(url('/interactions/announcements'), announcements);
    expect(list).toMatchObject({ route: announcements, params: {}, locale: 'zh-TW' });
    expect(list.query.get('page')).toBe('2');
  });

  it("has no route on a path that is not the page route's, nor on a page without one", () => {
    expect(pageFromUrl(new URL('http://localhost/orders'), announcements)).toMatchObject({
      route: null,
      params: {},
    });
    expect(pageFromUrl(new URL('http://localhost/orders'), null).route).toBeNull();
  });

  it('reads the route the layout wrote into the document', () => {
    const script = { textContent: JSON.stringify(announcements) };
    vi.stubGlobal('document', {
      getElementById: (id: string) => (id === ROUTE_ELEMENT_ID ? script : null),
    });
    expect(pageFromUrl(new URL('http://localhost/interactions/announcements/3'))).toMatchObject({
      route: JSON.parse(script.textContent) as unknown,
      params: { announcement_id: '3' },
    });
    vi.stubGlobal('document', { getElementById: () => null });
    expect(pageFromUrl(new URL('http://localhost/interactions/announcements/3')).route).toBeNull();
  });
});
