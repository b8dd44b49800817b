/**
 * The README's test command (`npm test`): makes sure a Chromium is there, then runs every gate in
 * order and stops at the first failure: format, messages, types, lint, module boundaries
 * (dependency-cruiser, dependency-cruiser.config.cjs), dead code (knip), unit and API tests (PGlite),
 * the API tests again on a throw-away PostgreSQL, build, the bundle check (no zod, server code or
 * ICU parser in the built client), the JS budget of every page, browser tests. Extra arguments after `--`
 * choose steps, e.g. `npm test -- unit e2e`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chromiumPath } from './chromium.ts';

const bin = (name: string) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

const steps: readonly { name: string; command: string; args: string[] }[] = [
  { name: 'format', command: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
  { name: 'messages', command: bin('tsx'), args: ['scripts/check-messages.ts'] },
  { name: 'types', command: bin('astro'), args: ['check', '--minimumFailingSeverity', 'hint'] },
  { name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
  {
    name: 'boundaries',
    command: bin('depcruise'),
    args: ['--config', 'dependency-cruiser.config.cjs', 'server', 'src'],
  },
  { name: 'deadcode', command: bin('knip'), args: [] },
  { name: 'unit', command: bin('vitest'), args: ['run'] },
  {
    name: 'api-pg',
    command: bin('tsx'),
    args: ['scripts/postgres.ts', '--', bin('vitest'), 'run', '--project', 'api'],
  },
  { name: 'build', command: bin('astro'), args: ['build', '--silent'] },
  { name: 'bundle', command: bin('tsx'), args: ['scripts/check-bundle.ts', 'dist/_astro'] },
  { name: 'budget', command: bin('tsx'), args: ['scripts/check-js-budget.ts', 'dist'] },
  { name: 'e2e', command: bin('playwright'), args: ['test'] },
];

function ensureChromium(): void {
  const path = chromiumPath();
  if (existsSync(path)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `No Chromium at ${path}. Install Debian's package as root (apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary, then run npm test again.',
    );
    process.exit(1);
  }
  console.info('Installing Debian Chromium for the browser tests (about a minute)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) {
      console.error('Installing Chromium failed; see the apt-get output above.');
      process.exit(1);
    }
  }
}

/** Whether a throw-away PostgreSQL can be started here: as root (installs it) or when installed. */
function postgresAvailable(): boolean {
  if (process.getuid?.() === 0) return true;
  const base = '/usr/lib/postgresql';
  return (
    existsSync(base) &&
    readdirSync(base).some((version) => existsSync(`${base}/${version}/bin/initdb`))
  );
}

const chosen = process.argv.slice(2).filter((arg) => arg !== '--');
const selected = chosen.length > 0 ? steps.filter((step) => chosen.includes(step.name)) : steps;
if (selected.some((step) => step.name === 'e2e')) ensureChromium();

const timings: string[] = [];
for (const step of selected) {
  if (step.name === 'api-pg' && !postgresAvailable()) {
    console.info(
      '\n▶ api-pg skipped: no PostgreSQL can be started here (run as root, or install postgresql).',
    );
    timings.push('api-pg skipped');
    continue;
  }
  const started = Date.now();
  console.info(`\n▶ ${step.name}: ${[step.command.split('/').pop(), ...step.args].join(' ')}`);
  const result = spawnSync(step.command, step.args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${step.name} ${seconds}s`);
  if (result.status !== 0) {
    console.error(`\n✗ ${step.name} failed after ${seconds}s (${timings.join(', ')})`);
    process.exit(result.status ?? 1);
  }
}
console.info(`\n✓ all passed: ${timings.join(', ')}`);
