/**
 * Every list screen of the route table draws its rows through the one list frame, and nothing
 * else pages a list: the frame's parts (pager, address hook) are imported by the frame only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../src/routes/routes.ts';

const islands = resolve(import.meta.dirname, '../../../src/islands');

/** The island files an island imports from its own area folder, with itself (transitively). */
function areaClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, spec = ''] of source.matchAll(/from '(\.\/[^']+\.tsx?)'/g))
    areaClosure(join(dirname(file), spec), seen);
  return seen;
}

const importsFrame = (screen: string) =>
  [...areaClosure(join(islands, `${screen}.tsx`))].some((file) =>
    readFileSync(file, 'utf8').includes("from '../ui/ListFrame.tsx'"),
  );

function islandFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return islandFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('list screens', () => {
  const lists = routes.filter((route) => route.list);

  it('are the lists of the seed: catalogue, coupons, discounts, packages, orders, finances, revenue, people, posts', () => {
    expect(lists.length).toBeGreaterThanOrEqual(22);
  });

  it('draw their rows through the list frame', () => {
    for (const route of lists) expect(importsFrame(route.screen), route.name).toBe(true);
  });

  it('are marked in the table whenever their screen uses the frame', () => {
    const screens = new Set(lists.map((route) => route.screen));
    for (const route of routes)
      if (importsFrame(route.screen)) expect(screens.has(route.screen), route.name).toBe(true);
  });

  it('page only through the frame: its pager and address hook have no other importer', () => {
    const frameParts =
      /from '[./]*(?:ui\/)?(Pager|use-list-address|FilteredList|PagedTable)\.tsx?'/;
    const importers = islandFiles(islands)
      .filter((file) => frameParts.test(readFileSync(file, 'utf8')))
      .map((file) => relative(islands, file));
    expect(importers).toEqual(['ui/ListFrame.tsx']);
  });
});
