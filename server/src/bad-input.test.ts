/**
 * Every write endpoint answers bad input (missing fields, wrong types, oversized strings and
 * bodies, NUL bytes, unknown ids and ids past 2^31) with 400, 404 or 413 and a message object,
 * never 500, and writes nothing. Resources add their own cases (writes swept again as a lecturer,
 * bodies of the right shape they refuse) in `routes/<resource>/bad-input.cases.ts`, collected by
 * routes/cases.ts.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_INTEGER } from './contract/plain/operation.ts';
import type { RouteSpec } from './http/route.ts';
import { badInputCases } from './routes/cases.ts';
import { allRoutes } from './routes/index.ts';
import { expectRefused, huge, pastInteger, type Refused } from './testing/bad-input.ts';
import { openTestApi } from './testing/harness.ts';

const api = await openTestApi();

const writeRoutes = allRoutes.filter(
  (route) => route.method !== 'get' && (route.body ?? route.params),
);

function callerOf(route: RouteSpec): string | null {
  const access = route.access;
  if (access.kind === 'public') return null;
  if (access.kind === 'signed-in') return 'teacher@example.com';
  return access.roles.includes('ADMIN') ? 'admin@example.com' : 'teacher@example.com';
}

interface JsonSchema {
  readonly type?: string;
  readonly pattern?: string;
  readonly anyOf?: readonly JsonSchema[];
}

/**
 * A property's type; a number that may also come as digits (`anyOf` of a number and a string of
 * a pattern: contract/numbers.ts) is a number.
 */
function typeOf(property: JsonSchema): string {
  if (property.type) return property.type;
  const options = property.anyOf ?? [];
  const digits = options.some((option) => option.type === 'string' && option.pattern);
  const number = options.map(typeOf).find((type) => type === 'integer' || type === 'number');
  return digits && number ? number : 'any';
}

function propertiesOf(schema: z.ZodType | undefined): { name: string; type: string }[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchema>;
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    type: typeOf(property),
  }));
}

/** Numbers written loosely, which no number field or id takes (`1\n`: a trailing newline). */
const looseNumbers = ['0x10', '1e3', '1\n', 'true', ' 1'];

/** The path with every id parameter set to `value` (a parameter of named values gets its first). */
function pathWith(route: RouteSpec, value: string): string {
  const json = route.params
    ? (z.toJSONSchema(route.params, { io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, { enum?: string[] }>;
      })
    : {};
  return route.path.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const [named] = json.properties?.[name]?.enum ?? [];
    return named ?? value;
  });
}

/** A bad request: what it is, where it goes, its body, and the statuses it may get. */
interface BadCase {
  readonly label: string;
  readonly path: string;
  readonly body: Record<string, unknown> | string;
  readonly statuses: readonly number[];
  /** The field the answer's message must name. */
  readonly field?: string;
}

/** Whether a route's path parameters are free text (codes), not ids or named values. */
function namedByText(route: RouteSpec): boolean {
  if (!route.params) return false;
  const json = z.toJSONSchema(route.params, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string; enum?: string[] }>;
  };
  return Object.values(json.properties ?? {}).some(
    (property) => property.type === 'string' && !property.enum,
  );
}

/** The bad requests of a route. */
function badCases(route: RouteSpec): BadCase[] {
  // A body that may be empty (`display` flips without a value) is valid on an object that
  // exists: such routes get their bad bodies on an id in range that names nothing.
  const emptyIsValid = route.body?.safeParse({}).success === true;
  const path = pathWith(route, emptyIsValid ? String(MAX_INTEGER) : '1');
  const any = [400, 404, 413];
  const cases: BadCase[] = [];
  const properties = propertiesOf(route.body);
  if (route.body) {
    cases.push({ label: 'missing fields', path, body: {}, statuses: any });
    cases.push({ label: 'unreadable body', path, body: '%E0%A4%A', statuses: any });
    cases.push({
      label: 'body over the limit',
      path,
      body: `x=${'x'.repeat(route.maxBodyBytes)}`,
      statuses: [413],
    });
    for (const { name, type } of properties) {
      const label = (text: string) => `${name}: ${text}`;
      cases.push({
        label: label(`object, not ${type}`),
        path,
        body: { [name]: { a: 'b' } },
        statuses: any,
      });
      cases.push({ label: label('oversized'), path, body: { [name]: huge }, statuses: any });
      if (type === 'string' || type === 'any')
        cases.push({
          label: label('NUL byte'),
          path,
          body: { [name]: 'a\u0000b' },
          statuses: [400],
          field: name,
        });
      if (type === 'number' || type === 'integer') {
        cases.push({ label: label('not a number'), path, body: { [name]: 'abc' }, statuses: any });
        for (const loose of looseNumbers)
          cases.push({
            label: label(`loose number ${JSON.stringify(loose)}`),
            path,
            body: { [name]: loose },
            statuses: [400, 404],
            field: name,
          });
        cases.push({
          label: label('past 2^31'),
          path,
          body: { [name]: pastInteger },
          statuses: [400],
          field: name,
        });
      }
    }
  }
  if (route.params) {
    // A parameter named by text (a coupon's code) names nothing past 2^31 yet is well formed,
    // so the empty body is read first: 400, or 404.
    const ids = { body: {}, statuses: namedByText(route) ? [400, 404] : [404] };
    // An id in range is looked up after the body is read: 400 for the empty body, or 404.
    cases.push({
      label: 'unknown id',
      path: pathWith(route, String(MAX_INTEGER)),
      body: {},
      statuses: [400, 404],
    });
    cases.push({ label: 'id past 2^31', path: pathWith(route, pastInteger), ...ids });
    cases.push({ label: 'id past 2^53', path: pathWith(route, '99999999999999999999'), ...ids });
    cases.push({ label: 'id not a number', path: pathWith(route, 'abc'), ...ids });
    cases.push({ label: 'id with a NUL byte', path: pathWith(route, '1%00'), ...ids });
    for (const loose of looseNumbers)
      cases.push({
        label: `id written loosely ${JSON.stringify(loose)}`,
        path: pathWith(route, encodeURIComponent(loose)),
        ...ids,
      });
  }
  // A route that checks its object's scope first answers 404 for a bad body on an object the
  // caller may not see (the sweep's path names one that may not exist); `refusals` and the
  // resource's tests check the field on objects that do.
  if (!route.scope) return cases;
  return cases.map(({ label, path: at, body, statuses }) => ({
    label,
    path: at,
    body,
    statuses: statuses.includes(400) ? [...new Set([...statuses, 404])] : statuses,
  }));
}

/** The bad requests of a route, as the check takes them. */
const requestsOf = (route: RouteSpec): Refused[] =>
  badCases(route).map((bad) => ({ ...bad, method: route.method.toUpperCase() }));

describe('bad input on every write endpoint', () => {
  it('covers at least one write endpoint', () => {
    expect(writeRoutes.length).toBeGreaterThan(0);
  });

  for (const route of writeRoutes)
    it(`${route.method.toUpperCase()} ${route.path}`, () =>
      expectRefused(api, { caller: callerOf(route) }, requestsOf(route)));
});

describe('a JSON body nested too deeply', () => {
  // About 3,000 levels in 6 KB: walking it recursively overflowed the stack (500).
  const deep = [
    `${'['.repeat(3000)}${']'.repeat(3000)}`,
    `${'{"a":'.repeat(1200)}1${'}'.repeat(1200)}`,
  ];
  for (const route of writeRoutes.filter((write) => write.body))
    it(`${route.method.toUpperCase()} ${route.path}`, async () => {
      const token = await api.tokenOf(callerOf(route) ?? 'admin@example.com');
      for (const body of deep) {
        const response = await api.request(route.method.toUpperCase(), pathWith(route, '1'), {
          token: callerOf(route) ? token : null,
          body,
          locale: 'en',
          headers: { 'content-type': 'application/json' },
        });
        expect(response.status, JSON.stringify(response.body)).toBe(400);
        expect(response.body).toEqual({
          message: 'The request body is nested too deeply (more than 64 levels).',
        });
      }
    });
});

// Writes that belong to lecturers (an administrator, the sweep's caller above, gets 404 before the
// body is looked at further) are swept again as a lecturer: each resource names its own.
for (const { sweptAsLecturer } of badInputCases) {
  if (!sweptAsLecturer) continue;
  const writes = writeRoutes.filter((route) => sweptAsLecturer.routes.includes(route));
  describe(`bad input on the writes of ${sweptAsLecturer.name}, as a lecturer`, () => {
    it(`covers every write of ${sweptAsLecturer.name}`, () => {
      expect(writes.length).toBe(sweptAsLecturer.writes);
    });

    for (const route of writes)
      it(`${route.method.toUpperCase()} ${route.path}`, () =>
        expectRefused(api, { caller: 'teacher@example.com' }, requestsOf(route)));
  });
}

// Bodies of the right shape that a resource refuses, each resource's own.
for (const { refusals } of badInputCases) {
  if (!refusals) continue;
  describe(refusals.title, () => {
    for (const [name, test] of Object.entries(refusals.tests)) it(name, () => test(api));
  });
}
