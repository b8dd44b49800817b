/**
 * A throw-away PostgreSQL server (toolchain.md's recipe): a fresh cluster in a temporary folder,
 * listening on 127.0.0.1 only, trust authentication, gone after `stop()`. The system cluster is
 * never touched. As root it installs Debian's `postgresql` when missing and runs the server as the
 * `postgres` user; otherwise it needs PostgreSQL's binaries already installed.
 *
 * CLI: `tsx scripts/postgres.ts -- <command...>` starts one, runs the command with DATABASE_URL set,
 * stops and removes the cluster, and exits with the command's code.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runBeside } from './run-beside.ts';

/** A running throw-away server. */
export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  readonly url: string;
  readonly port: number;
  /** Major version of the server binaries (e.g. "15"). */
  readonly version: string;
  /** Stops the server and deletes its folder (idempotent). */
  stop(): Promise<void>;
}

/** Options of {@link startThrowawayPostgres}. */
export interface ThrowawayOptions {
  /** TCP port on 127.0.0.1; a free one when omitted. */
  readonly port?: number;
}

/** Thrown when no PostgreSQL can be started here (not root and not installed). */
export class PostgresUnavailableError extends Error {}

const isRoot = process.getuid?.() === 0;

function run(command: string, args: readonly string[]): SpawnSyncReturns<string> {
  return spawnSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The folder of initdb and pg_ctl: Debian's newest version, or the PATH. */
function findBinaries(): { dir: string; version: string } | null {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base)
      .filter((version) => existsSync(join(base, version, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return { dir: join(base, versions[0], 'bin'), version: versions[0] };
  }
  for (const dir of (process.env['PATH'] ?? '').split(delimiter)) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) {
      const output = run(join(dir, 'initdb'), ['--version']).stdout;
      return { dir, version: /(\d+)/.exec(output)?.[1] ?? '?' };
    }
  }
  return null;
}

function installDebianPackage(): void {
  console.info('[postgres] installing Debian postgresql (apt-get, about a minute)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'postgresql'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0)
      throw new PostgresUnavailableError('apt-get install postgresql failed');
  }
}

function binaries(): { dir: string; version: string } {
  const found = findBinaries();
  if (found) return found;
  if (!isRoot) {
    throw new PostgresUnavailableError(
      'No PostgreSQL found (no /usr/lib/postgresql/*/bin/initdb, no initdb on PATH). Run as root to ' +
        "install Debian's package automatically, or install PostgreSQL (apt-get install postgresql).",
    );
  }
  installDebianPackage();
  const installed = findBinaries();
  if (!installed) throw new PostgresUnavailableError('postgresql installed but initdb not found');
  return installed;
}

/** Runs a server binary: as the postgres user when root (PostgreSQL refuses to run as root). */
function runAs(bin: string, args: readonly string[]): SpawnSyncReturns<string> {
  return isRoot ? run('runuser', ['-u', 'postgres', '--', bin, ...args]) : run(bin, args);
}

function postgresOwner(): { uid: number; gid: number } {
  const uid = Number(run('id', ['-u', 'postgres']).stdout.trim());
  const gid = Number(run('id', ['-g', 'postgres']).stdout.trim());
  if (!Number.isInteger(uid) || !Number.isInteger(gid) || run('id', ['postgres']).status !== 0) {
    throw new PostgresUnavailableError("No postgres user (install Debian's postgresql package).");
  }
  return { uid, gid };
}

/** A TCP port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') done(address.port);
        else fail(new Error('no port'));
      });
    });
  });
}

function failure(step: string, result: SpawnSyncReturns<string>, log?: string): Error {
  const tail =
    log && existsSync(log) ? readFileSync(log, 'utf8').split('\n').slice(-15).join('\n') : '';
  return new Error(
    `[postgres] ${step} failed (${result.status ?? result.signal ?? 'error'}):\n${result.stderr}${result.stdout}${tail}`,
  );
}

/**
 * Starts a throw-away PostgreSQL: initdb into a fresh temporary folder (owned by postgres when
 * root), pg_ctl start on 127.0.0.1 with its socket inside that folder. Durability is off (fsync,
 * synchronous_commit, full_page_writes): the data is thrown away anyway.
 */
export async function startThrowawayPostgres(
  options: ThrowawayOptions = {},
): Promise<ThrowawayPostgres> {
  const { dir: bin, version } = binaries();
  // As root the folder must be reachable by postgres: /tmp, not a private TMPDIR.
  const root = mkdtempSync(join(isRoot ? '/tmp' : tmpdir(), 'pg-throwaway-'));
  const data = join(root, 'pgdata');
  const socket = join(root, 'pgsock');
  mkdirSync(data, { mode: 0o700 });
  mkdirSync(socket);
  const remove = () => rmSync(root, { recursive: true, force: true });
  try {
    if (isRoot) {
      const { uid, gid } = postgresOwner();
      for (const path of [root, data, socket]) chownSync(path, uid, gid);
    }
    const initdb = runAs(join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    if (initdb.status !== 0) throw failure('initdb', initdb);

    const log = join(root, 'server.log');
    for (let attempt = 1; ; attempt += 1) {
      const port = options.port ?? (await freePort());
      const settings = [
        '-c listen_addresses=127.0.0.1',
        `-p ${port}`,
        `-k ${socket}`,
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
      ].join(' ');
      const start = runAs(join(bin, 'pg_ctl'), [
        '-D',
        data,
        '-l',
        log,
        '-o',
        settings,
        '-w',
        'start',
      ]);
      if (start.status === 0) {
        return started(bin, data, port, version, remove);
      }
      // Another process may have taken the free port in the meantime: try another one.
      if (options.port !== undefined || attempt >= 3) throw failure('pg_ctl start', start, log);
    }
  } catch (error) {
    remove();
    throw error;
  }
}

function started(
  bin: string,
  data: string,
  port: number,
  version: string,
  remove: () => void,
): ThrowawayPostgres {
  let stopped = false;
  const stopNow = (mode: 'fast' | 'immediate') => {
    if (stopped) return;
    stopped = true;
    process.off('exit', onExit);
    runAs(join(bin, 'pg_ctl'), ['-D', data, '-m', mode, '-w', 'stop']);
    remove();
  };
  // Should the caller exit without stopping it, the server goes down with the process.
  const onExit = () => stopNow('immediate');
  process.on('exit', onExit);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    version,
    stop: () => {
      stopNow('fast');
      return Promise.resolve();
    },
  };
}

async function cli(argv: readonly string[]): Promise<number> {
  const command = argv[0] === '--' ? argv.slice(1) : [...argv];
  const [program, ...args] = command;
  if (!program) {
    console.error('Usage: tsx scripts/postgres.ts -- <command> [args...]');
    return 2;
  }
  let server: ThrowawayPostgres;
  try {
    server = await startThrowawayPostgres();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  console.info(`[postgres] PostgreSQL ${server.version} at ${server.url}`);
  return runBeside('postgres', [program, ...args], { DATABASE_URL: server.url }, () =>
    server.stop(),
  );
}

const entry = process.argv[1];
if (entry && pathToFileURL(resolve(entry)).href === import.meta.url) {
  process.exitCode = await cli(process.argv.slice(2));
}
