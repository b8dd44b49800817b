/**
 * `npm run bench:build`: times a clean production build, counts the HTML pages and measures the
 * gzipped JavaScript each page loads (its scripts, its islands and everything they import),
 * reporting the heaviest page. Prints one JSON summary line at the end.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** Every JS file a module loads, itself included (static and dynamic imports alike). */
function moduleClosure(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const text = readFileSync(entry, 'utf8');
  for (const match of text.matchAll(/(?:import|from)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    if (match[1]) moduleClosure(resolve(dirname(entry), match[1]), seen);
  }
  return seen;
}

function pageScripts(html: string): string[] {
  const urls = [
    ...html.matchAll(/<script[^>]*\ssrc="(\/_astro\/[^"]+\.js)"/g),
    ...html.matchAll(/(?:component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g),
    ...html.matchAll(/import\s*["'](\/_astro\/[^"']+\.js)["']/g),
  ].flatMap((match) => (match[1] ? [match[1]] : []));
  return [...new Set(urls)].map((url) => join(dist, url));
}

rmSync(dist, { recursive: true, force: true });
const started = process.hrtime.bigint();
const build = spawnSync(join(root, 'node_modules', '.bin', 'astro'), ['build', '--silent'], {
  cwd: root,
  stdio: 'inherit',
});
const buildSeconds = Number(process.hrtime.bigint() - started) / 1e9;
if (build.status !== 0) process.exit(build.status ?? 1);

const pages = walk(dist).filter((file) => file.endsWith('.html'));
const perPage = pages.map((page) => {
  const files = new Set<string>();
  for (const script of pageScripts(readFileSync(page, 'utf8'))) {
    for (const file of moduleClosure(script)) files.add(file);
  }
  const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
  return { page: `/${relative(dist, page)}`, bytes, files: files.size };
});
perPage.sort((a, b) => b.bytes - a.bytes);
const heaviest = perPage[0];
const lightest = perPage.at(-1);
const allJs = walk(dist).filter((file) => file.endsWith('.js') && file.includes('_astro'));

console.info(`build time:            ${buildSeconds.toFixed(1)} s`);
console.info(`HTML pages:            ${pages.length}`);
console.info(
  `heaviest page JS:      ${((heaviest?.bytes ?? 0) / 1024).toFixed(1)} KB gzipped (${heaviest?.page}, ${heaviest?.files} files)`,
);
console.info(
  `lightest page JS:      ${((lightest?.bytes ?? 0) / 1024).toFixed(1)} KB gzipped (${lightest?.page})`,
);
console.info(
  `all JS in the build:   ${(allJs.reduce((sum, file) => sum + gzipSize(file), 0) / 1024).toFixed(1)} KB gzipped in ${allJs.length} files`,
);
console.info(
  JSON.stringify({
    buildSeconds: Number(buildSeconds.toFixed(2)),
    htmlPages: pages.length,
    heaviestPage: heaviest?.page,
    heaviestPageGzipBytes: heaviest?.bytes,
  }),
);
