/**
 * The README's run command (`npm start`): builds the site when the build is missing or older than
 * its sources, then serves it on the admin host (4321) and the lecturer host (4322).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

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

if (buildIsStale()) {
  console.info('Building the site...');
  const result = spawnSync(bin('astro'), ['build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(bin('tsx'), [join(root, 'scripts', 'serve.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code) => process.exit(code ?? 0));
