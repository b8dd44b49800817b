/**
 * The client is tied to the contract: every operation of every table the client's resource modules
 * (src/api) import is an operation of /openapi.json with the same method and path, for each kind
 * it declares and no other; and the resource modules reach the API only through `call`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemKinds } from '../contract/plain/items.ts';
import type { Operation } from '../contract/plain/operation.ts';
import { openTestApi } from '../testing/harness.ts';

const apiDir = new URL('../../../src/api/', import.meta.url);
/**
 * The client's plumbing, its answer cache and early fetch (and `audit.ts`: the types of the audit answer every area's own module
 * loads); every other module of src/api is a resource module.
 */
const plumbing = new Set([
  'answer-cache.ts',
  'audit.ts',
  'call.ts',
  'client.ts',
  'early.ts',
  'form.ts',
  'http.ts',
  'operation.ts',
  'selection.ts',
]);
const resourceModules = readdirSync(apiDir).filter(
  (name) => name.endsWith('.ts') && !plumbing.has(name),
);

/** The zod-free operation modules (contract/plain/*.ts) a client module imports values from. */
function plainImports(source: string): string[] {
  return [
    ...source.matchAll(
      /^import \{[^}]*\} from '[./]+server\/src\/contract\/plain\/([\w-]+)\.ts';/gm,
    ),
  ].map((match) => match[1] ?? '');
}

/** Every operation of the tables the client modules import, by table and key. */
async function clientOperations(): Promise<{ name: string; operation: Operation }[]> {
  const modules = new Set(
    resourceModules.flatMap((name) => plainImports(readFileSync(new URL(name, apiDir), 'utf8'))),
  );
  const found: { name: string; operation: Operation }[] = [];
  for (const module of modules) {
    const exports = (await import(`../contract/plain/${module}.ts`)) as Record<string, unknown>;
    for (const [table, value] of Object.entries(exports)) {
      if (!table.endsWith('Operations')) continue;
      for (const [key, operation] of Object.entries(value as Record<string, Operation>)) {
        found.push({ name: `${table}.${key}`, operation });
      }
    }
  }
  return found;
}

const api = await openTestApi();
let documented: Set<string>;
beforeAll(async () => {
  const document = (await api.request('GET', '/openapi.json')).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  documented = new Set(
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    ),
  );
});

describe('client operations', () => {
  it('every resource module calls the API through the contract only', () => {
    expect(resourceModules.length).toBeGreaterThan(10);
    for (const name of resourceModules) {
      const source = readFileSync(new URL(name, apiDir), 'utf8');
      const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(plainImports(source).length, name).toBeGreaterThan(0);
      expect(code, name).not.toMatch(/http\.request|ofetch|fetch\(|['`]\/(v2|lecturers|uploads)\//);
    }
  });

  it('every operation the client calls is in /openapi.json with its method and path', async () => {
    const operations = await clientOperations();
    expect(operations.length).toBeGreaterThan(40);
    for (const { name, operation } of operations) {
      if (!operation.path.includes('{kind}')) {
        expect(documented, name).toContain(`${operation.method} ${operation.path}`);
        continue;
      }
      expect(operation.kinds?.length ?? 0, name).toBeGreaterThan(0);
      for (const kind of itemKinds) {
        const endpoint = `${operation.method} ${operation.path.replace('{kind}', kind)}`;
        if (operation.kinds?.includes(kind)) expect(documented, name).toContain(endpoint);
        else expect(documented, name).not.toContain(endpoint);
      }
    }
  });
});
