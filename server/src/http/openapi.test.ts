import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openTestApi } from '../testing/harness.ts';

const api = await openTestApi();

describe('/openapi.json', () => {
  it('passes an OpenAPI 3.1 validator', async () => {
    const document = (await api.request('GET', '/openapi.json')).body as Parameters<
      Validator['validate']
    >[0];
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every endpoint the server serves', async () => {
    const document = (await api.request('GET', '/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const served = api.app.routes
      .filter(
        (route) =>
          route.method !== 'ALL' &&
          route.method !== 'OPTIONS' &&
          route.path !== '/openapi.json' &&
          route.path !== '/*',
      )
      .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(served.length).toBeGreaterThan(0);
    for (const endpoint of served) expect(documented, endpoint).toContain(endpoint);
  });
});
