/**
 * A throw-away S3-compatible server (docs: the S3 recipe of Debian's OpenStack Swift 2.30 with its
 * `s3api` middleware): one node, one replica, storage in a temporary folder, listening on
 * 127.0.0.1 only, tempauth's user `test:tester` (secret `testing`, region us-east-1, path-style
 * addressing), gone after `stop()`. It runs Debian's swift-*-server binaries and a private
 * memcached, each in its own process group, logging to files in its folder. As root it installs
 * the Debian packages when missing (without letting apt start their stock services); otherwise it
 * needs them installed.
 *
 * Clients of Swift 2.30 need, with AWS SDK v3: `requestChecksumCalculation` and
 * `responseChecksumValidation` set to 'WHEN_REQUIRED' (streamed aws-chunked bodies answer 501),
 * and a Content-MD5 header on DeleteObjects (a CRC32 alone answers 400).
 *
 * CLI: `tsx scripts/s3.ts [--skip-when-unavailable] -- <command...>` starts one, creates the bucket
 * `backoffice-test`, runs the command with STORAGE_URL (that bucket) and AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_REGION set, stops the server and removes its folder, and exits with
 * the command's code. With `--skip-when-unavailable`, when no server can be started here (not root
 * and the packages missing) it prints a notice and exits 0 without running the command.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runBeside } from './run-beside.ts';
import { freePort } from './postgres.ts';

/** A running throw-away server. */
export interface ThrowawayS3 {
  /** `http://127.0.0.1:<port>` */
  readonly endpoint: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
  /**
   * The STORAGE_URL of a bucket (and optional key prefix) on this server:
   * `s3://<bucket>[/<prefix>]?endpoint=<endpoint>&region=<region>`
   */
  storageUrl(bucket: string, prefix?: string): string;
  /** Environment for a process using it: AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION. */
  readonly env: Readonly<Record<string, string>>;
  /** Stops every server (process groups) and deletes its folder (idempotent). */
  stop(): Promise<void>;
}

/** Thrown when no S3-compatible server can be started here (not root and not installed). */
export class S3UnavailableError extends Error {}

/** Debian's packages the server runs on. */
export const swiftPackages = [
  'swift',
  'swift-proxy',
  'swift-object',
  'swift-container',
  'swift-account',
  'python3-swift',
  'memcached',
] as const;

const isRoot = process.getuid?.() === 0;
/** Debian's python: Swift lives in its dist-packages. */
const python = '/usr/bin/python3';
const accessKeyId = 'test:tester';
const secretAccessKey = 'testing';
const region = 'us-east-1';
/** Servers in start order; each binary is /usr/bin/swift-<name>-server. */
const backends = ['account', 'container', 'object'] as const;
/**
 * Processes per server: 0 runs each in one process (no forked worker). Measured on 2 cores: 206 MiB
 * PSS idle and 210 after a multipart upload, against 240 and 258 with 1 worker; the start is as
 * reliable and as fast (3.2-5 s from the spawn to the first ListBuckets 200, load-dependent).
 */
const workers = 0;
const readyTimeoutMs = 60_000;

/** The packages of `packages` dpkg does not list as installed. */
export function missingPackages(packages: readonly string[]): string[] {
  return packages.filter((name) => {
    const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
    return result.status !== 0 || !result.stdout.includes('ok installed');
  });
}

/**
 * Installs Debian packages as root: `apt-get install` first, `apt-get update` and install again
 * only when that fails. A temporary /usr/sbin/policy-rc.d (made only when there is none, removed
 * after) keeps apt from starting the packages' stock services (Swift on 6200-6202 and 8080,
 * memcached on 11211, PostgreSQL's system cluster, nginx). Returns whether it succeeded.
 */
export function aptInstall(packages: readonly string[]): boolean {
  if (packages.length === 0) return true;
  const policy = '/usr/sbin/policy-rc.d';
  const madePolicy = !existsSync(policy);
  if (madePolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const apt = (args: readonly string[]) =>
      spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
    const install = ['install', '-y', '-qq', ...packages];
    return apt(install) || (apt(['update', '-qq']) && apt(install));
  } finally {
    if (madePolicy) rmSync(policy, { force: true });
  }
}

/** Whether a throw-away server can be started here: as root (installs) or the packages installed. */
export function s3Available(): boolean {
  return isRoot || missingPackages(swiftPackages).length === 0;
}

function ensurePackages(): void {
  const missing = missingPackages(swiftPackages);
  if (missing.length === 0) return;
  if (!isRoot) {
    throw new S3UnavailableError(
      `No S3-compatible server can be started here: Debian's ${missing.join(', ')} missing. Run ` +
        `as root to install them automatically, or install them (apt-get install ${missing.join(' ')}).`,
    );
  }
  console.info(`[s3] installing Debian ${missing.join(' ')} (apt-get, about 20 s)...`);
  if (!aptInstall(missing)) throw new S3UnavailableError('apt-get install of Swift failed');
}

/** Distinct free ports on 127.0.0.1. */
async function freePorts(count: number, taken: readonly number[]): Promise<number[]> {
  const ports = [...taken];
  while (ports.length < taken.length + count) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  return ports.slice(taken.length);
}

/** The last lines of a log file. */
function tail(path: string, lines = 20): string {
  return existsSync(path)
    ? readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n')
    : '';
}

/**
 * Builds the object, container and account rings (2^8 partitions, 1 replica, one device "d1" on
 * 127.0.0.1 each) in one Python process, after checking that the data folder's filesystem keeps
 * user xattrs (where Swift stores an object's metadata).
 */
function buildRings(etc: string, data: string, ports: Record<string, number>): void {
  const script = `
import json, os, sys
from swift.common.ring import RingBuilder
etc, data, ports = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
probe = os.path.join(data, 'd1', '.xattr-test')
open(probe, 'w').close()
try:
    os.setxattr(probe, 'user.swift.test', b'x' * 2048)
except OSError as error:
    sys.exit('the filesystem of %s keeps no user xattrs (%s): set TMPDIR elsewhere' % (data, error))
os.remove(probe)
for name, port in ports.items():
    builder = RingBuilder(8, 1, 1)
    builder.add_dev({'id': 0, 'region': 1, 'zone': 1, 'ip': '127.0.0.1', 'port': port,
                     'device': 'd1', 'weight': 100, 'meta': ''})
    builder.rebalance()
    builder.get_ring().save(os.path.join(etc, name + '.ring.gz'))
    builder.save(os.path.join(etc, name + '.builder'))
`;
  const result = spawnSync(python, ['-c', script, etc, data, JSON.stringify(ports)], {
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`[s3] building the rings failed:\n${result.stderr}${result.stdout}`);
  }
}

function defaults(port: number, etc: string): string {
  return `[DEFAULT]
bind_ip = 127.0.0.1
bind_port = ${port}
workers = ${workers}
user = ${userInfo().username}
swift_dir = ${etc}
log_level = WARNING
# No syslog here: -v logs to the console (a file); the UDP copy goes to the discard port.
log_udp_host = 127.0.0.1
log_udp_port = 9
`;
}

function backendConfig(name: string, port: number, etc: string, data: string): string {
  return `${defaults(port, etc)}devices = ${data}
mount_check = false
disable_fallocate = true

[pipeline:main]
pipeline = ${name}-server

[app:${name}-server]
use = egg:swift#${name}

[${name}-replicator]
[${name}-auditor]
`;
}

/** The proxy: s3api before tempauth, slo after s3api (multipart uploads), cache for tempauth. */
function proxyConfig(port: number, memcachedPort: number, etc: string): string {
  return `${defaults(port, etc)}
[pipeline:main]
pipeline = catch_errors gatekeeper healthcheck proxy-logging cache listing_formats s3api tempauth copy slo dlo versioned_writes symlink proxy-logging proxy-server

[app:proxy-server]
use = egg:swift#proxy
account_autocreate = true

[filter:s3api]
use = egg:swift#s3api
location = ${region}
max_upload_part_num = 10000

[filter:tempauth]
use = egg:swift#tempauth
# .admin: the S3 user may create buckets.
user_test_tester = ${secretAccessKey} .admin

[filter:cache]
use = egg:swift#memcache
memcache_servers = 127.0.0.1:${memcachedPort}

[filter:catch_errors]
use = egg:swift#catch_errors
[filter:gatekeeper]
use = egg:swift#gatekeeper
[filter:healthcheck]
use = egg:swift#healthcheck
[filter:proxy-logging]
use = egg:swift#proxy_logging
[filter:listing_formats]
use = egg:swift#listing_formats
[filter:copy]
use = egg:swift#copy
[filter:slo]
use = egg:swift#slo
max_manifest_segments = 10000
[filter:dlo]
use = egg:swift#dlo
[filter:versioned_writes]
use = egg:swift#versioned_writes
[filter:symlink]
use = egg:swift#symlink
`;
}

/**
 * SIGKILL to every process group: nothing the servers hold is kept, and on SIGTERM the backends
 * and the proxy wait for their idle keep-alive connections (measured: still there after 2 s).
 */
function killGroups(pids: readonly number[]): void {
  for (const pid of pids) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
}

/** Whether a TCP port on 127.0.0.1 accepts a connection. */
function accepts(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
  });
}

/** An S3 client for this server (SigV4, path-style, no flexible checksums). */
async function client(endpoint: string) {
  const { S3Client } = await import('@aws-sdk/client-s3');
  return new S3Client({
    endpoint,
    region,
    forcePathStyle: true,
    credentials: { accessKeyId, secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 1,
    requestHandler: { connectionTimeout: 1000, requestTimeout: 5000, throwOnRequestTimeout: true },
  });
}

/**
 * Starts a throw-away S3 server: configs and rings in a fresh temporary folder, then memcached and
 * the account, container, object and proxy servers, each detached in its own process group. Ready
 * once every backend port accepts connections and an S3 ListBuckets answers 200; a server that
 * dies before that fails the start with the tail of its log.
 */
export async function startThrowawayS3(options: { port?: number } = {}): Promise<ThrowawayS3> {
  ensurePackages();
  const root = mkdtempSync(join(tmpdir(), 's3-throwaway-'));
  const etc = join(root, 'etc');
  const data = join(root, 'data');
  const logs = join(root, 'log');
  for (const dir of [etc, join(data, 'd1'), logs]) mkdirSync(dir, { recursive: true });
  const children: { name: string; child: ChildProcess; exited: boolean }[] = [];
  let stopped = false;
  /** Kills the servers and removes the folder, synchronously (also from an `exit` handler). */
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopNow);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.off(signal, onSignal);
    killGroups(children.flatMap(({ child }) => (child.pid === undefined ? [] : [child.pid])));
    rmSync(root, { recursive: true, force: true });
  };
  /** Also waits (up to 5 s) until every server has exited: each is one process (no workers). */
  const stop = async () => {
    const exits = children.map(
      (entry) =>
        new Promise<void>((done) => {
          if (entry.exited) done();
          else entry.child.once('exit', () => done());
        }),
    );
    stopNow();
    await Promise.race([Promise.all(exits), new Promise((done) => setTimeout(done, 5000))]);
  };
  // Should the caller exit or be interrupted without stopping it, the servers go down with it; a
  // signal nobody else listens to then ends the process as it would have.
  const onSignal = (signal: NodeJS.Signals) => {
    stopNow();
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.on('exit', stopNow);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, onSignal);
  try {
    const proxyPort = options.port ?? (await freePort());
    const [account, container, object, memcached] = (await freePorts(4, [proxyPort])) as [
      number,
      number,
      number,
      number,
    ];
    const ports = { account, container, object };
    const suffix = randomBytes(16).toString('hex');
    const prefix = randomBytes(16).toString('hex');
    writeFileSync(
      join(etc, 'swift.conf'),
      `[swift-hash]\nswift_hash_path_suffix = ${suffix}\nswift_hash_path_prefix = ${prefix}\n\n` +
        '[storage-policy:0]\nname = Policy-0\ndefault = yes\n',
    );
    buildRings(etc, data, ports);
    for (const name of backends) {
      writeFileSync(join(etc, `${name}-server.conf`), backendConfig(name, ports[name], etc, data));
    }
    writeFileSync(join(etc, 'proxy-server.conf'), proxyConfig(proxyPort, memcached, etc));

    const launch = (name: string, command: string, args: readonly string[]) => {
      const log = openSync(join(logs, `${name}.log`), 'a');
      const child = spawn(command, args, { detached: true, stdio: ['ignore', log, log] });
      closeSync(log);
      child.unref();
      const entry = { name, child, exited: false };
      child.on('exit', () => (entry.exited = true));
      child.on('error', () => (entry.exited = true));
      children.push(entry);
    };
    const user = userInfo().username;
    launch('memcached', '/usr/bin/memcached', [
      ...['-l', '127.0.0.1', '-p', String(memcached), '-U', '0', '-m', '64', '-u', user],
    ]);
    for (const name of [...backends, 'proxy']) {
      launch(name, python, [
        `/usr/bin/swift-${name}-server`,
        join(etc, `${name}-server.conf`),
        '-v',
      ]);
    }

    const endpoint = `http://127.0.0.1:${proxyPort}`;
    const s3 = await client(endpoint);
    const { ListBucketsCommand } = await import('@aws-sdk/client-s3');
    const deadline = Date.now() + readyTimeoutMs;
    for (;;) {
      const dead = children.find((entry) => entry.exited);
      if (dead) {
        const log = tail(join(logs, `${dead.name}.log`));
        throw new Error(`[s3] ${dead.name} server died while starting; its log:\n${log}`);
      }
      const backendsUp = await Promise.all(Object.values(ports).map(accepts));
      if (backendsUp.every(Boolean)) {
        const answer = await s3.send(new ListBucketsCommand({})).then(
          (output) => output.$metadata.httpStatusCode,
          () => 0,
        );
        if (answer === 200) break;
      }
      if (Date.now() > deadline) {
        const all = children.map(({ name }) => `${name}:\n${tail(join(logs, `${name}.log`), 5)}`);
        throw new Error(
          `[s3] not ready after ${readyTimeoutMs / 1000} s; logs:\n${all.join('\n')}`,
        );
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    s3.destroy();
    return {
      endpoint,
      accessKeyId,
      secretAccessKey,
      region,
      storageUrl: (bucket, keyPrefix) =>
        `s3://${bucket}${keyPrefix ? `/${keyPrefix}` : ''}?endpoint=${endpoint}` +
        `&region=${region}`,
      env: {
        AWS_ACCESS_KEY_ID: accessKeyId,
        AWS_SECRET_ACCESS_KEY: secretAccessKey,
        AWS_REGION: region,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The bucket the CLI creates and names in STORAGE_URL. */
const testBucket = 'backoffice-test';

async function cli(argv: readonly string[]): Promise<number> {
  const dash = argv.indexOf('--');
  const flags = dash === -1 ? [] : argv.slice(0, dash);
  const [program, ...args] = dash === -1 ? argv : argv.slice(dash + 1);
  if (!program || flags.some((flag) => flag !== '--skip-when-unavailable')) {
    console.error('Usage: tsx scripts/s3.ts [--skip-when-unavailable] -- <command> [args...]');
    return 2;
  }
  let server: ThrowawayS3;
  const began = Date.now();
  try {
    server = await startThrowawayS3();
  } catch (error) {
    if (error instanceof S3UnavailableError && flags.includes('--skip-when-unavailable')) {
      console.info(`[s3] skipped, ${error.message}`);
      return 0;
    }
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  try {
    const { CreateBucketCommand } = await import('@aws-sdk/client-s3');
    const s3 = await client(server.endpoint);
    await s3.send(new CreateBucketCommand({ Bucket: testBucket }));
    s3.destroy();
  } catch (error) {
    await server.stop();
    console.error(`[s3] creating the bucket ${testBucket} failed: ${String(error)}`);
    return 1;
  }
  const storageUrl = server.storageUrl(testBucket);
  console.info(
    `[s3] Swift at ${server.endpoint} (${Date.now() - began} ms), STORAGE_URL=${storageUrl}`,
  );
  return runBeside('s3', [program, ...args], { ...server.env, STORAGE_URL: storageUrl }, () =>
    server.stop(),
  );
}

const entry = process.argv[1];
if (entry && pathToFileURL(resolve(entry)).href === import.meta.url) {
  process.exitCode = await cli(process.argv.slice(2));
}
