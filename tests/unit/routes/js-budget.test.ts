/** The JS budget check: what a built page loads before any interaction, gzipped. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  measureSite,
  medianWeight,
  pageEntries,
  staticImports,
} from '../../../scripts/check-js-budget.ts';

const modules: Readonly<Record<string, string>> = {
  '_astro/page.js': 'import{a}from"./shared.js";import"./side.js";a(()=>import("./lazy.js"));',
  '_astro/shared.js': 'export*from"./deep.js";export const a=(f)=>f;',
  '_astro/deep.js': `export const big=${JSON.stringify('d'.repeat(3000))};`,
  '_astro/side.js': 'console.log("side")',
  '_astro/lazy.js': `export const editor=${JSON.stringify('l'.repeat(5000))};`,
  '_astro/island.js': 'import{a}from"./shared.js";export default a;',
  '_astro/renderer.js': 'export default 1',
};

const pages: Readonly<Record<string, string>> = {
  'index.html':
    '<script type="module" src="/_astro/page.js"></script><script>inline()</script>' +
    '<script type="application/json">{"not":"js"}</script>',
  'courses/index.html':
    '<link rel="modulepreload" href="/_astro/side.js">' +
    '<astro-island component-url="/_astro/island.js" renderer-url="/_astro/renderer.js" before-hydration-url=""></astro-island>',
};

let dist: string;
const gz = (name: string) => gzipSync(modules[name] ?? '').length;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'js-budget-'));
  for (const [name, text] of Object.entries({ ...modules, ...pages })) {
    await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
    await writeFile(path.join(dist, name), text);
  }
});

afterAll(() => rm(dist, { recursive: true, force: true }));

describe('JS budget', () => {
  it('reads scripts, inline scripts, preloads and island modules from a page', () => {
    expect(pageEntries(pages['index.html'] ?? '')).toEqual({
      urls: ['/_astro/page.js'],
      inline: ['inline()'],
    });
    expect(pageEntries(pages['courses/index.html'] ?? '').urls.sort()).toEqual([
      '/_astro/island.js',
      '/_astro/renderer.js',
      '/_astro/side.js',
    ]);
  });

  it('follows static imports and re-exports, not import()', () => {
    expect(staticImports(modules['_astro/page.js'] ?? '').sort()).toEqual([
      './shared.js',
      './side.js',
    ]);
    expect(staticImports(modules['_astro/shared.js'] ?? '')).toEqual(['./deep.js']);
  });

  it("sums each page's first-load files once, gzipped, with its inline scripts", () => {
    const weights = measureSite(dist);
    const home = weights.find((page) => page.page === '/index.html');
    expect(home?.files).toEqual([
      '/_astro/deep.js',
      '/_astro/page.js',
      '/_astro/shared.js',
      '/_astro/side.js',
    ]);
    expect(home?.gzipBytes).toBe(
      gz('_astro/page.js') +
        gz('_astro/shared.js') +
        gz('_astro/deep.js') +
        gz('_astro/side.js') +
        gzipSync('inline()').length,
    );
    const courses = weights.find((page) => page.page === '/courses/index.html');
    expect(courses?.files).toEqual([
      '/_astro/deep.js',
      '/_astro/island.js',
      '/_astro/renderer.js',
      '/_astro/shared.js',
      '/_astro/side.js',
    ]);
    // Heaviest first.
    expect(weights.map((page) => page.gzipBytes)).toEqual(
      [home?.gzipBytes, courses?.gzipBytes].sort((a = 0, b = 0) => b - a),
    );
  });

  it('takes the median of the pages', () => {
    const of = (...sizes: number[]) =>
      medianWeight(sizes.map((gzipBytes) => ({ page: '', gzipBytes, files: [] })));
    expect(of(5, 1, 3)).toBe(3);
    expect(of(4, 1, 3, 2)).toBe(2.5);
    expect(of()).toBe(0);
  });
});
