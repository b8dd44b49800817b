/**
 * Every write endpoint answers bad input (missing fields, wrong types, oversized strings, unknown
 * ids) with 400 or 404 and a message object, never 500, and writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteSpec } from './http/route.ts';
import { allRoutes } from './routes/index.ts';
import { fingerprint } from './testing/fingerprint.ts';
import { createTestApi, type TestApi } from './testing/harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const writeRoutes = allRoutes.filter(
  (route) => route.method !== 'get' && (route.body ?? route.params),
);

function callerOf(route: RouteSpec): string | null {
  const access = route.access;
  if (access.kind === 'public') return null;
  if (access.kind === 'signed-in') return 'teacher@example.com';
  return access.roles.includes('ADMIN') ? 'admin@example.com' : 'teacher@example.com';
}

function propertiesOf(schema: z.ZodType | undefined): { name: string; type: string }[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string }>;
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    type: property.type ?? 'any',
  }));
}

function pathWith(route: RouteSpec, value: string): string {
  return route.path.replace(/\{\w+\}/g, value);
}

const huge = 'x'.repeat(100_000);

/** The bad requests of a route: [label, path, body]. */
function badCases(route: RouteSpec): [string, string, Record<string, unknown> | string][] {
  const path = pathWith(route, '1');
  const cases: [string, string, Record<string, unknown> | string][] = [];
  const properties = propertiesOf(route.body);
  if (route.body) {
    cases.push(['missing fields', path, {}]);
    cases.push(['unreadable body', path, '%E0%A4%A']);
    for (const { name, type } of properties) {
      cases.push([`${name}: object instead of ${type}`, path, { [name]: { nested: 'value' } }]);
      cases.push([`${name}: oversized`, path, { [name]: huge }]);
      if (type === 'number' || type === 'integer')
        cases.push([`${name}: not a number`, path, { [name]: 'abc' }]);
    }
  }
  if (route.params) {
    cases.push(['unknown id', pathWith(route, '2147483647'), {}]);
    cases.push(['id out of range', pathWith(route, '99999999999999999999'), {}]);
    cases.push(['id not a number', pathWith(route, 'abc'), {}]);
  }
  return cases;
}

describe('bad input on every write endpoint', () => {
  it('covers at least one write endpoint', () => {
    expect(writeRoutes.length).toBeGreaterThan(0);
  });

  for (const route of writeRoutes) {
    it(`${route.method.toUpperCase()} ${route.path}`, async () => {
      const caller = callerOf(route);
      const token = caller ? await api.tokenOf(caller) : null;
      const before = await fingerprint(api.db);
      for (const [label, path, body] of badCases(route)) {
        const response = await api.request(route.method.toUpperCase(), path, {
          token,
          body,
          locale: 'en',
        });
        expect(
          [400, 404],
          `${label}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`,
        ).toContain(response.status);
        expect(response.body, label).toHaveProperty('message');
      }
      expect(await fingerprint(api.db)).toEqual(before);
    });
  }
});
