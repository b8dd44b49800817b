import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installPrefetch, isSlowConnection } from '../../../src/lib/prefetch.ts';

const nav = (connection?: object) => ({ connection }) as unknown as Navigator;

describe('prefetch on slow connections', () => {
  it('is skipped with data saver on or on 2g', () => {
    expect(isSlowConnection(nav({ saveData: true, effectiveType: '4g' }))).toBe(true);
    expect(isSlowConnection(nav({ saveData: false, effectiveType: '2g' }))).toBe(true);
    expect(isSlowConnection(nav({ effectiveType: 'slow-2g' }))).toBe(true);
  });

  it('runs on 3g, 4g, or when the browser does not say', () => {
    expect(isSlowConnection(nav({ saveData: false, effectiveType: '3g' }))).toBe(false);
    expect(isSlowConnection(nav({ effectiveType: '4g' }))).toBe(false);
    expect(isSlowConnection(nav())).toBe(false);
  });
});

/**
 * Hovers a link of a page whose browser reports `connection` and answers the prefetch links the
 * page holds once the hover delay (80 ms) has passed.
 */
function prefetchedAfterHover(connection?: object): string[] {
  const window = new Window({ url: 'http://localhost/en/courses' });
  if (connection) {
    Object.defineProperty(window.navigator, 'connection', {
      value: connection,
      configurable: true,
    });
  }
  // installPrefetch checks links with the page's own element classes (Node has none).
  Object.assign(globalThis, { HTMLAnchorElement: window.HTMLAnchorElement });
  const document = window.document as unknown as Document;
  document.body.innerHTML = '<nav><a href="/en/coupons"><span>Coupons</span></a></nav>';
  installPrefetch(document);
  document
    .querySelector('span')
    ?.dispatchEvent(new window.MouseEvent('mouseover', { bubbles: true }) as unknown as Event);
  vi.advanceTimersByTime(79);
  expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0);
  vi.advanceTimersByTime(1);
  return [...document.head.querySelectorAll('link[rel="prefetch"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
}

describe('prefetch on hover', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(globalThis, 'HTMLAnchorElement');
  });

  it('prefetches a hovered in-app link after 80 ms on a normal connection', () => {
    expect(prefetchedAfterHover({ effectiveType: '4g', saveData: false })).toEqual([
      'http://localhost/en/coupons',
    ]);
    expect(prefetchedAfterHover()).toEqual(['http://localhost/en/coupons']);
  });

  it('prefetches nothing with data saver on or on 2g', () => {
    expect(prefetchedAfterHover({ effectiveType: '4g', saveData: true })).toEqual([]);
    expect(prefetchedAfterHover({ effectiveType: '2g', saveData: false })).toEqual([]);
  });
});
