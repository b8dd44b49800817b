/**
 * The static build of the site, made when it is missing or older than its sources (`npm start`
 * and the browser tests).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

function buildIsStale(): boolean {
  const built = join(root, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const sources = ['src', 'public', 'astro.config.mjs', 'package-lock.json'].map((name) =>
    join(root, name),
  );
  return (
    Math.max(...sources.filter((path) => existsSync(path)).map(newestMtime)) >
    statSync(built).mtimeMs
  );
}

/** Builds the site into `dist/` unless the build there is newer than its sources. */
export function buildSiteIfStale(): void {
  if (!buildIsStale()) return;
  console.info('Building the site...');
  const result = spawnSync(join(root, 'node_modules', '.bin', 'astro'), ['build', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`The build failed (${String(result.status)})`);
}
