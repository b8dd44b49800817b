/** The browser's copy of the route patterns: the table's patterns, without the table. */
import { describe, expect, it } from 'vitest';
import { routePatternsPlugin } from '../../../src/routes/astro-integration.ts';
import { routePatterns } from '../../../src/routes/route-patterns.ts';
import { routes } from '../../../src/routes/routes.ts';
import { urlForRoute } from '../../../src/routes/urls.ts';

const MODULE = '/work/app/src/routes/route-patterns.ts';

function load(id: string, ssr: boolean): unknown {
  const { load: hook } = routePatternsPlugin();
  if (typeof hook !== 'function') throw new Error('The plugin has no load hook');
  return Reflect.apply(hook, {}, [id, { ssr }]);
}

describe('route patterns', () => {
  it('name every route of the table with its pattern', () => {
    expect(Object.keys(routePatterns)).toHaveLength(routes.length);
    for (const route of routes) expect(routePatterns[route.name]).toBe(route.pattern);
  });

  it('reach the browser as a plain object of the same patterns, with no import', () => {
    const code = load(MODULE, false);
    expect(typeof code).toBe('string');
    const text = String(code);
    expect(text).not.toMatch(/\bimport\b/);
    const json = /^export const routePatterns = (\{.*\});\n$/s.exec(text)?.[1] ?? 'null';
    expect(JSON.parse(json)).toEqual(routePatterns);
  });

  it('leave the server build and other modules alone', () => {
    expect(load(MODULE, true)).toBeNull();
    expect(load('/work/app/src/routes/urls.ts', false)).toBeNull();
  });

  it('refuse a route name the table does not have', () => {
    expect(() => urlForRoute('en', 'no-such-route' as 'orders', {})).toThrow(
      'Unknown route no-such-route',
    );
  });
});
