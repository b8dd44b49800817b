/**
 * The README's test command (`npm test`): makes sure a Chromium is there, then runs every gate and
 * stops at the first failure: format, messages, types, lint, module boundaries (dependency-cruiser,
 * dependency-cruiser.config.cjs), dead code (knip), build, the bundle
 * check (no zod, server code or ICU parser in the built client), the JS budget of every page, unit
 * and API tests (PGlite), the API tests again on a throw-away PostgreSQL, browser tests. Steps
 * start in the order listed, two at a time (the machines it runs on have 2 cores), each once the
 * steps it needs have passed; a step that keeps both cores busy runs alone. Extra arguments after
 * `--` choose steps, e.g. `npm test -- unit e2e`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chromiumPath } from './chromium.ts';

const bin = (name: string) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;

/** A step: one command. */
interface Step {
  readonly name: string;
  readonly command: string;
  readonly args: string[];
  /** Steps that must have passed before this one starts (those chosen to run). */
  readonly needs?: readonly string[];
  /** It keeps both cores busy (test runners with their own workers): nothing runs beside it. */
  readonly alone?: boolean;
}

/**
 * API test files the PostgreSQL run (api-pg) leaves out, as their PGlite run proves all they can.
 * PGlite is PostgreSQL itself (same SQL, types and errors); a server adds the node-postgres
 * driver's parsing of rows, pooled connections and version 15, which every other API test file
 * (the authorization matrix of every route included) meets again on PostgreSQL. The restart
 * test's API child runs on PGlite whatever DATABASE_URL says. The bad-input sweep's requests end
 * at the contract's validation before any handler runs (400, 413), or at a lookup that finds no
 * row (404): the handlers' queries behind them run on PostgreSQL in each resource's own tests.
 */
const pgliteOnly = ['server/src/routes/uploads/restart.test.ts', 'server/src/bad-input.test.ts'];

const steps: readonly Step[] = [
  // The longest of the checks first: the others run beside it, one after another.
  { name: 'lint', command: bin('eslint'), args: ['--max-warnings', '0', '.'] },
  { name: 'format', command: bin('prettier'), args: ['--check', '--log-level', 'warn', '.'] },
  { name: 'messages', command: bin('tsx'), args: ['scripts/check-messages.ts'] },
  { name: 'types', command: bin('astro'), args: ['check', '--minimumFailingSeverity', 'hint'] },
  {
    name: 'boundaries',
    command: bin('depcruise'),
    args: ['--config', 'dependency-cruiser.config.cjs', 'server', 'src'],
  },
  { name: 'deadcode', command: bin('knip'), args: [] },
  // astro check and astro build both write .astro/.
  { name: 'build', command: bin('astro'), args: ['build', '--silent'], needs: ['types'] },
  {
    name: 'bundle',
    command: bin('tsx'),
    args: ['scripts/check-bundle.ts', 'dist/_astro'],
    needs: ['build'],
  },
  {
    name: 'budget',
    command: bin('tsx'),
    args: ['scripts/check-js-budget.ts', 'dist'],
    needs: ['build'],
  },
  { name: 'unit', command: bin('vitest'), args: ['run'], alone: true },
  {
    name: 'api-pg',
    command: bin('tsx'),
    args: [
      'scripts/postgres.ts',
      '--',
      bin('vitest'),
      'run',
      '--project',
      'api',
      ...pgliteOnly.flatMap((file) => ['--exclude', file]),
    ],
    alone: true,
  },
  { name: 'e2e', command: bin('playwright'), args: ['test'], needs: ['build'], alone: true },
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

/** Steps at once, beside each other (the cores of the machines `npm test` runs on). */
const SLOTS = 2;
const startedAt = Date.now();
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
const timings = new Map<string, string>();
const passed = new Set<string>();
const running = new Map<string, ChildProcess>();
const queue = selected.filter((step) => {
  if (step.name !== 'api-pg' || postgresAvailable()) return true;
  console.info(
    '\n▶ api-pg skipped: no PostgreSQL can be started here (run as root, or install postgresql).',
  );
  timings.set('api-pg', 'skipped');
  return false;
});
const summary = () =>
  selected.flatMap((step) => {
    const timing = timings.get(step.name);
    return timing ? [`${step.name} ${timing}`] : [];
  });

/** Whether the next step may start now. */
function mayStart(step: Step): boolean {
  if (running.size >= SLOTS) return false;
  if (running.size > 0 && (step.alone || [...running.keys()].some((name) => isAlone(name)))) {
    return false;
  }
  const needs = (step.needs ?? []).filter((name) => selected.some((each) => each.name === name));
  return needs.every((name) => passed.has(name));
}

function isAlone(name: string): boolean {
  return steps.find((step) => step.name === name)?.alone ?? false;
}

/** Stops every running step (its whole process group) and exits with `code`. */
function stopAll(code: number): never {
  for (const child of running.values()) {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  process.exit(code);
}

/**
 * Starts a step. A step running alone prints as it goes; one running beside another prints its
 * output when it ends, so the two never mix.
 */
function start(step: Step): void {
  const began = Date.now();
  const line = [step.command.split('/').pop(), ...step.args].join(' ');
  const live = step.alone === true;
  console.info(`\n▶ ${step.name}: ${line}${live ? '' : ' (output when it ends)'}`);
  const child = spawn(step.command, step.args, {
    stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: live || !process.stdout.isTTY ? process.env : { FORCE_COLOR: '1', ...process.env },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  running.set(step.name, child);
  child.on('close', (status, signal) => {
    running.delete(step.name);
    timings.set(step.name, `${seconds(began)}s`);
    if (!live) {
      console.info(`\n── ${step.name} (${seconds(began)}s) ──`);
      if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    }
    if (status !== 0) {
      console.error(
        `\n✗ ${step.name} failed after ${seconds(began)}s${signal ? ` (${signal})` : ''} (${summary().join(', ')})`,
      );
      stopAll(status ?? 1);
    }
    passed.add(step.name);
    next();
  });
  child.on('error', (error) => {
    console.error(`\n✗ ${step.name} could not start: ${error.message}`);
    stopAll(1);
  });
}

function next(): void {
  for (let step = queue[0]; step && mayStart(step); step = queue[0]) {
    queue.shift();
    start(step);
  }
  if (queue.length === 0 && running.size === 0) {
    console.info(`\n✓ all passed in ${seconds(startedAt)}s: ${summary().join(', ')}`);
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(130));
next();
