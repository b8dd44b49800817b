/**
 * A throw-away nginx serving a build folder exactly as README's deploy section tells a deployer
 * to: a `server` block with the build as `root` and the generated `nginx-routes.conf` included
 * ({@link deployServerBlock}). Its configuration, pid file, logs and temp folders live in a fresh
 * temporary folder, it listens on 127.0.0.1 only, and it is gone after `stop()` (or when this
 * process exits). The system's nginx service and configuration are never touched. As root it
 * installs Debian's `nginx-light` when no nginx is installed; otherwise it needs nginx installed.
 *
 * CLI: `tsx scripts/nginx.ts [folder]` serves the folder (default `dist`) until Ctrl-C.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './postgres.ts';

/** A running throw-away nginx. */
export interface ThrowawayNginx {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  /** Stops nginx and deletes its folder (idempotent). */
  stop(): Promise<void>;
}

/** Options of {@link startThrowawayNginx}. */
export interface ThrowawayNginxOptions {
  /** The folder served: a build with its `nginx-routes.conf`. */
  readonly root: string;
  /** TCP port on 127.0.0.1; a free one when omitted. */
  readonly port?: number;
}

/** Thrown when no nginx can be started here (not root and not installed). */
export class NginxUnavailableError extends Error {}

const isRoot = process.getuid?.() === 0;

/**
 * The `server` block README's deploy section gives (it quotes these lines for
 * `root = /srv/backoffice/dist` and `listen = 80`): the build as root, its generated include.
 */
export function deployServerBlock(root: string, listen: string): string {
  return [
    'server {',
    `  listen ${listen};`,
    `  root ${root};`,
    `  include ${root}/nginx-routes.conf;`,
    '}',
  ].join('\n');
}

/** The nginx binary: Debian's, or the first on the PATH, or null. */
function findNginx(): string | null {
  const dirs = ['/usr/sbin', ...(process.env['PATH'] ?? '').split(delimiter)];
  for (const dir of dirs) {
    if (dir && existsSync(join(dir, 'nginx'))) return join(dir, 'nginx');
  }
  return null;
}

/** Whether {@link startThrowawayNginx} can get an nginx here (installed, or root to install it). */
export function canStartNginx(): boolean {
  return isRoot || findNginx() !== null;
}

/**
 * apt-get install nginx-light without starting the stock service (which would take port 80):
 * a policy-rc.d that refuses every service start, created only when absent and removed after.
 */
function installDebianPackage(): void {
  console.info('[nginx] installing Debian nginx-light (apt-get, under a minute)...');
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', '--no-install-recommends', 'nginx-light'],
    ]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (result.status !== 0)
        throw new NginxUnavailableError('apt-get install nginx-light failed');
    }
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
}

function nginxBinary(): string {
  const found = findNginx();
  if (found) return found;
  if (!isRoot) {
    throw new NginxUnavailableError(
      'No nginx found (no /usr/sbin/nginx, none on PATH). Run as root to install Debian’s ' +
        'nginx-light automatically, or install it (apt-get install nginx-light).',
    );
  }
  installDebianPackage();
  const installed = findNginx();
  if (!installed) throw new NginxUnavailableError('nginx-light installed but nginx not found');
  return installed;
}

/** The whole nginx.conf of a throw-away server in `dir`. */
function nginxConf(dir: string, root: string, port: number): string {
  return [
    // In the foreground, so the server is a child of this process (stopped with its group).
    'daemon off;',
    // nginx's workers drop to `nobody` when the master runs as root, and the served folder may
    // sit under folders only its owner can enter (a 0700 home, a private temp folder): as root
    // the workers stay root. The server only reads static files, on 127.0.0.1, for a test.
    ...(isRoot ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${dir}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${dir}/${kind}_temp;`,
    ),
    ...deployServerBlock(root, `127.0.0.1:${port}`)
      .split('\n')
      .map((line) => `  ${line}`),
    '}',
    '',
  ].join('\n');
}

function tail(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-15).join('\n') : '';
}

/** Resolves once nginx answers at `url`, rejects when the child exits first or after 10 s. */
async function waitUntilAnswering(url: string, child: ChildProcess, log: string): Promise<void> {
  const state: { exited: string | null } = { exited: null };
  child.once('exit', (code, signal) => {
    state.exited = String(code ?? signal);
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (state.exited !== null) {
      throw new Error(`[nginx] exited (${state.exited}) on start:\n${tail(log)}`);
    }
    try {
      // Another server that took the port in the meantime is not this nginx.
      const response = await fetch(url, { method: 'HEAD' });
      if (response.headers.get('server')?.startsWith('nginx')) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`[nginx] does not answer at ${url}:\n${tail(log)}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** Sends a signal to nginx's process group (the master and its workers); ignores a gone group. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Starts a throw-away nginx on `root` (which must hold `nginx-routes.conf`), listening on
 * 127.0.0.1, configured as README's deploy section says; resolves once it answers.
 */
export async function startThrowawayNginx(options: ThrowawayNginxOptions): Promise<ThrowawayNginx> {
  const bin = nginxBinary();
  const root = resolve(options.root);
  if (!existsSync(join(root, 'nginx-routes.conf'))) {
    throw new Error(`[nginx] ${root}/nginx-routes.conf is missing: build first (npm run build)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'nginx-throwaway-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    for (let attempt = 1; ; attempt += 1) {
      const port = options.port ?? (await freePort());
      const conf = join(dir, 'nginx.conf');
      const log = join(dir, 'error.log');
      writeFileSync(conf, nginxConf(dir, root, port));
      for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
        mkdirSync(join(dir, `${kind}_temp`), { recursive: true });
      }
      // `-e` so nginx does not first try the system's error log (unwritable when not root).
      const child = spawn(bin, ['-p', `${dir}/`, '-e', log, '-c', conf], {
        detached: true,
        stdio: 'ignore',
      });
      const url = `http://127.0.0.1:${port}`;
      try {
        await waitUntilAnswering(url, child, log);
        return started(child, url, remove);
      } catch (error) {
        signalGroup(child, 'SIGKILL');
        // Another process may have taken the free port in the meantime: try another one.
        const portTaken = tail(log).includes('Address already in use');
        if (!portTaken || options.port !== undefined || attempt >= 3) throw error;
      }
    }
  } catch (error) {
    remove();
    throw error;
  }
}

function started(child: ChildProcess, url: string, remove: () => void): ThrowawayNginx {
  let stopped = false;
  const exited = new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopNow);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    // SIGTERM to the group: nginx's fast shutdown, the workers told directly too.
    signalGroup(child, 'SIGTERM');
  };
  // Should the caller exit (or be interrupted) without stopping it, nginx goes down with it; a
  // signal nobody else handles then ends this process as it would have without this listener.
  const onSignal = (signal: NodeJS.Signals) => {
    stopNow();
    remove();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.on('exit', stopNow);
  process.on('exit', remove);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    url,
    stop: async () => {
      stopNow();
      await exited;
      process.off('exit', remove);
      remove();
    },
  };
}

async function cli(argv: readonly string[]): Promise<void> {
  const server = await startThrowawayNginx({ root: argv[0] ?? 'dist' });
  console.info(`[nginx] serving ${resolve(argv[0] ?? 'dist')} at ${server.url} (Ctrl-C stops)`);
}

const entry = process.argv[1];
if (entry && pathToFileURL(resolve(entry)).href === import.meta.url) {
  await cli(process.argv.slice(2));
}
