/**
 * The README's test command (`npm test`): installs what the chosen steps need, then runs every
 * gate and stops at the first failure: format, messages, types, lint, module boundaries
 * (dependency-cruiser, dependency-cruiser.config.cjs), dead code (knip), build, the bundle check
 * (no zod, server code or ICU parser in the built client), the JS budget of every page, the built
 * site served by the local host and by nginx with the generated include (deploy), unit and
 * API tests (PGlite), the API tests again on a throw-away PostgreSQL (api-pg), the storage tests
 * on a throw-away S3-compatible server (api-s3: scripts/s3.ts, on PostgreSQL too when there is
 * one), browser tests. Steps start in the order listed, two at a time (the machines it runs on have
 * 2 cores), each once the steps it needs have passed; a step that keeps both cores busy runs
 * alone. Extra arguments after `--` choose steps, e.g. `npm test -- unit e2e`.
 *
 * As root, one apt-get at the start installs the Debian packages the chosen steps miss (Chromium,
 * PostgreSQL, Swift and memcached, nginx), with no stock service started. Otherwise nothing is
 * installed: api-pg and api-s3 are skipped with a notice when their server cannot start here, and
 * e2e stops with how to install Chromium.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumPath } from './chromium.ts';
import { aptInstall, missingPackages, s3Available, swiftPackages } from './s3.ts';

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

/**
 * The upload and file tests: api-s3 runs them with STORAGE_URL on the throw-away S3 server (and
 * on PostgreSQL when there is one), so api-pg leaves them out when api-s3 runs (each rule once).
 * Folders end with a slash. The restart test stays PGlite-only (pgliteOnly) in api-s3 too.
 */
const storageTests = [
  'server/src/storage/',
  'server/src/uploads/',
  'server/src/routes/uploads/',
  'server/src/routes/lectures/media.test.ts',
  'server/src/routes/subtitles/',
];

/** vitest --exclude globs of the storage tests. */
const storageExcludes = storageTests.map((path) => (path.endsWith('/') ? `${path}**` : path));

const restartTest = 'server/src/routes/uploads/restart.test.ts';

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
  // The build served by the local host and by Debian's nginx with the generated include.
  {
    name: 'deploy',
    command: bin('vitest'),
    args: ['run', '--project', 'deploy'],
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
  {
    name: 'api-s3',
    command: bin('tsx'),
    args: [
      'scripts/s3.ts',
      '--',
      bin('tsx'),
      'scripts/postgres.ts',
      '--',
      bin('vitest'),
      'run',
      '--project',
      'api',
      ...storageTests,
      '--exclude',
      restartTest,
    ],
    alone: true,
  },
  { name: 'e2e', command: bin('playwright'), args: ['test'], needs: ['build'], alone: true },
];

/** Debian packages a step needs (checked with dpkg-query, installed as root before any step). */
const stepPackages: Readonly<Record<string, readonly string[]>> = {
  'api-pg': ['postgresql'],
  'api-s3': ['postgresql', ...swiftPackages],
  deploy: ['nginx-light'],
};

/** The Debian packages the chosen steps need and dpkg does not list as installed. */
function missingFor(chosen: readonly Step[]): string[] {
  const wanted = new Set(chosen.flatMap((step) => stepPackages[step.name] ?? []));
  if (chosen.some((step) => step.name === 'e2e') && !existsSync(chromiumPath())) {
    wanted.add('chromium');
  }
  return missingPackages([...wanted]);
}

function ensureChromium(): void {
  const path = chromiumPath();
  if (existsSync(path)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `No Chromium at ${path}. Install Debian's package as root (apt-get install -y chromium) ` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary, then run npm test again.',
    );
  } else {
    console.error(`No Chromium at ${path} after installing Debian's chromium.`);
  }
  process.exit(1);
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

/**
 * The steps to run, in order, for the chosen ones and the servers that can start here, with a
 * notice per step skipped. api-s3 runs on PGlite without PostgreSQL; api-pg leaves the storage
 * tests to api-s3 when api-s3 runs.
 */
export function plan(
  chosen: readonly string[],
  available: { readonly postgres: boolean; readonly s3: boolean },
): { steps: Step[]; skipped: Map<string, string> } {
  const selected = chosen.length > 0 ? steps.filter((step) => chosen.includes(step.name)) : steps;
  const skipped = new Map<string, string>();
  if (!available.postgres && selected.some((step) => step.name === 'api-pg')) {
    skipped.set(
      'api-pg',
      'no PostgreSQL can be started here (run as root, or install postgresql).',
    );
  }
  if (!available.s3 && selected.some((step) => step.name === 'api-s3')) {
    skipped.set(
      'api-s3',
      "no S3-compatible server can be started here (run as root, or install Debian's swift packages)",
    );
  }
  const s3Runs = selected.some((step) => step.name === 'api-s3') && available.s3;
  return {
    steps: selected.flatMap((step): Step[] => {
      if (skipped.has(step.name)) return [];
      if (step.name === 'api-pg' && s3Runs) {
        return [
          {
            ...step,
            args: [...step.args, ...storageExcludes.flatMap((glob) => ['--exclude', glob])],
          },
        ];
      }
      if (step.name === 'api-s3' && !available.postgres) {
        const wrapper = step.args.indexOf('scripts/postgres.ts');
        return [
          {
            ...step,
            args: step.args.filter((_, index) => index < wrapper - 1 || index > wrapper + 1),
          },
        ];
      }
      return [step];
    }),
    skipped,
  };
}

const chosen = process.argv.slice(2).filter((arg) => arg !== '--');
const isEntry = process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url;
if (isEntry && process.getuid?.() === 0) {
  const missing = missingFor(plan(chosen, { postgres: true, s3: true }).steps);
  if (missing.length > 0) {
    console.info(`Installing Debian ${missing.join(' ')} for the chosen steps (apt-get)...`);
    if (!aptInstall(missing)) {
      console.error('Installing the packages failed; see the apt-get output above.');
      process.exit(1);
    }
  }
}
const { steps: selected, skipped } = isEntry
  ? plan(chosen, { postgres: postgresAvailable(), s3: s3Available() })
  : { steps: [], skipped: new Map<string, string>() };
if (selected.some((step) => step.name === 'e2e')) ensureChromium();

/** Steps at once, beside each other (the cores of the machines `npm test` runs on). */
const SLOTS = 2;
const startedAt = Date.now();
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
const timings = new Map<string, string>();
const passed = new Set<string>();
const running = new Map<string, ChildProcess>();
for (const [name, reason] of skipped) {
  console.info(`\n▶ ${name} skipped: ${reason}`);
  timings.set(name, 'skipped');
}
const queue = [...selected];
const summary = () =>
  steps.flatMap((step) => {
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

if (isEntry) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(130));
  next();
}
