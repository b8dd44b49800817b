/**
 * `npm run bench:upload [-- --size MB --runs N --s3]`: upload throughput on loopback, in one run.
 *
 * (a) The ceiling: a plain node:http server (in a worker thread) that writes the request body to a
 *     file, receiving the file (400 MB by default) from a node:http client on loopback.
 * (b) One tus upload of that size through the product's code: the reference API as a child
 *     process (fresh PGlite and data folder in a temp folder, free port, demo data), and the
 *     product's engine (`createUploadEngine`) over its tus transport (`tusTransport`, 100 MB
 *     chunks), as teacher@example.com, with an in-memory URL storage.
 * (c) Two such uploads at once (the engine runs at most 2): combined throughput.
 *
 * With `--s3` the API stores the uploads in a bucket of a throw-away S3 server (scripts/s3.ts,
 * OpenStack Swift's s3api on this machine) instead of its data folder: @tus/s3-store's multipart
 * uploads, checked by reading the object back through the product's storage module.
 *
 * Each measure runs `--runs` times (default 3) and reports its median run. Each stored file is
 * checked against the source's SHA-256. Prints a table (MB/s, 1 MB = 1,048,576 bytes, and the
 * ratio to the ceiling) and one JSON line; removes its temp folder.
 */
import { startChildService } from '../server/src/testing/child-service.ts';
import { readEnv } from '../server/src/env.ts';
import { storageOf, tusKey, type Storage } from '../server/src/storage/storage.ts';
import { startThrowawayS3, type ThrowawayS3 } from './s3.ts';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { DEMO_PASSWORD } from '../server/src/seed/accounts.ts';
import {
  createUploadEngine,
  type FileUpload,
  type UploadEngine,
} from '../src/lib/uploads/engine.ts';
import { formTransport } from '../src/lib/uploads/form-transport.ts';
import { CHUNK_SIZE, tusTransport } from '../src/lib/uploads/tus-transport.ts';
import { $uploads } from '../src/stores/uploads.ts';
import { freePort } from './postgres.ts';
import { MemoryUrlStorage } from '../src/lib/uploads/memory-url-storage.ts';

const root = new URL('..', import.meta.url).pathname;
const MB = 1024 * 1024;

const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: '400' },
    runs: { type: 'string', default: '3' },
    s3: { type: 'boolean', default: false },
  },
});
const size = Number(args.size) * MB;
const runs = Number(args.runs);
if (!Number.isInteger(size) || size <= 0) throw new Error('--size must be a number of MB');
if (!Number.isInteger(runs) || runs <= 0) throw new Error('--runs must be a positive integer');

/** One measurement: bytes moved per run, and the seconds of each run. */
interface Measure {
  readonly name: string;
  readonly bytes: number;
  readonly samples: number[];
}

function median(values: readonly number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** Throughput of the median run, in MB/s. */
const mbps = (measure: Measure) => measure.bytes / MB / median(measure.samples);

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The ceiling's server, in a worker thread (its own event loop, like the API in its own process):
 * writes each request body to `workerData.target`, answers 204; posts its port when listening.
 */
const ceilingServer = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const http = require('node:http');
const { pipeline } = require('node:stream/promises');
const server = http.createServer((req, res) => {
  pipeline(req, fs.createWriteStream(workerData.target)).then(
    () => res.writeHead(204).end(),
    () => res.writeHead(500).end(),
  );
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
`;

/** (a) A plain HTTP server writing the body to a file, fed by a plain HTTP client. */
async function measureCeiling(source: Buffer, dir: string): Promise<Measure> {
  const target = join(dir, 'ceiling.bin');
  const worker = new Worker(ceilingServer, { eval: true, workerData: { target } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (value: number) => {
      resolve(value);
    });
    worker.once('error', reject);
  });
  const send = (body: Buffer) =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'PUT',
          path: '/',
          headers: { 'content-length': body.length },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 204) resolve();
            else reject(new Error(`Ceiling server answered ${String(res.statusCode)}`));
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  try {
    await send(source.subarray(0, 16 * MB)); // warm-up
    const samples: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await send(source);
      samples.push((performance.now() - started) / 1000);
      if (statSync(target).size !== source.length)
        throw new Error('The ceiling file is incomplete');
      rmSync(target, { force: true });
    }
    return { name: 'raw HTTP → file (ceiling)', bytes: source.length, samples };
  } finally {
    await worker.terminate();
    rmSync(target, { force: true });
  }
}

/** The reference API as a child process in its own process group (`bucket`: its storage). */
async function startApi(
  dataDir: string,
  bucket: Readonly<Record<string, string>>,
): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    NODE_ENV: 'development',
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    ...bucket,
  };
  const { stop } = await startChildService({
    name: 'The API',
    args: [join(root, 'server/src/main.ts')],
    env,
    readyUrl: `${base}/openapi.json`,
    timeoutMs: 150_000,
  });
  return { base, stop };
}

async function logIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = (await response.json()) as { token?: string };
  if (response.status !== 200 || !body.token) throw new Error(`Login of ${email} failed`);
  return body.token;
}

/** A Buffer view the engine and tus-js-client's Node build take as a named file. */
function namedFile(source: Buffer, name: string): FileUpload['file'] {
  const view = Buffer.from(source.buffer, source.byteOffset, source.length);
  // The engine reads `name` and `size` (a Blob's); tus-js-client's Node build reads a Buffer.
  return Object.assign(view, { name, size: view.length }) as unknown as FileUpload['file'];
}

/** Runs uploads through the product's engine until all are FINISHED; answers the seconds. */
async function runUploads(
  engine: UploadEngine,
  endpoint: string,
  files: readonly { name: string; source: Buffer }[],
): Promise<number> {
  const started = performance.now();
  const ids = files.map(({ name, source }) =>
    engine.add({ file: namedFile(source, name), target: null, tus: true, url: endpoint }),
  );
  await new Promise<void>((resolve, reject) => {
    const check = (): boolean => {
      const items = $uploads.get().filter((item) => ids.includes(item.id));
      const failed = items.find((item) => ['FAILED', 'ABORT'].includes(item.status));
      if (failed) {
        reject(new Error(`Upload ${failed.file.name}: ${failed.status} ${failed.error ?? ''}`));
        return true;
      }
      if (items.length === ids.length && items.every((item) => item.status === 'FINISHED')) {
        resolve();
        return true;
      }
      return false;
    };
    if (check()) return;
    const stop = $uploads.listen(() => {
      if (check()) stop();
    });
  });
  return (performance.now() - started) / 1000;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-upload-'));
  let stopApi: (() => Promise<void>) | null = null;
  let s3: ThrowawayS3 | null = null;
  try {
    console.info(`Preparing ${String(size / MB)} MB of random bytes...`);
    const source = randomBytes(size);
    const sourceHash = sha256(source);

    const ceiling = await measureCeiling(source, dir);
    console.info(`ceiling: ${mbps(ceiling).toFixed(0)} MB/s (median of ${String(runs)})`);

    const dataDir = join(dir, 'data');
    let bucketEnv: Record<string, string> = {};
    if (args.s3) {
      console.info('Starting a throw-away S3 server...');
      s3 = await startThrowawayS3();
      bucketEnv = { STORAGE_URL: s3.storageUrl('bench-upload'), ...s3.env };
    }
    /** Where the API keeps the uploads, read through the product's storage module. */
    const files: Storage = storageOf(readEnv({ DATA_DIR: dataDir, ...bucketEnv }));
    console.info(
      `Starting the reference API (fresh PGlite with demo data, files ${args.s3 ? 'in a bucket' : 'on disk'})...`,
    );
    const api = await startApi(dataDir, bucketEnv);
    stopApi = api.stop;
    const token = await logIn(api.base, 'teacher@example.com');
    const storage = new MemoryUrlStorage();
    const engine = createUploadEngine({
      tus: tusTransport({ token: () => token, locale: () => 'en', urlStorage: storage }),
      form: formTransport({ token: () => token, locale: () => 'en' }),
    });
    const endpoint = `${api.base}/uploads/`;
    const stored = (name: string): string => {
      const url = [...storage.created].find(([fingerprint]) => fingerprint.includes(`:${name}:`));
      if (!url) throw new Error(`No upload URL for ${name}`);
      return url[1].split('/').pop() ?? '';
    };
    /** Checks a stored upload against its source, then removes it (the storage stays small). */
    const check = async (name: string, expected: string) => {
      const id = stored(name);
      const hash = createHash('sha256');
      const stream = await files.stream(tusKey(id));
      if (!stream) throw new Error(`The upload ${name} is not stored`);
      for await (const chunk of stream) hash.update(chunk);
      if (hash.digest('hex') !== expected) {
        throw new Error(`The stored ${name} differs from its source`);
      }
      await files.tus.remove(id);
    };

    const warmup = source.subarray(0, 16 * MB);
    await runUploads(engine, endpoint, [{ name: 'warmup.bin', source: warmup }]);
    await check('warmup.bin', sha256(warmup));

    const one: Measure = { name: 'tus, 1 upload', bytes: size, samples: [] };
    const two: Measure = { name: 'tus, 2 at once (combined)', bytes: 2 * size, samples: [] };
    for (let run = 1; run <= runs; run += 1) {
      const single = `one-${String(run)}.bin`;
      one.samples.push(await runUploads(engine, endpoint, [{ name: single, source }]));
      await check(single, sourceHash);
      const pair = [`two-${String(run)}a.bin`, `two-${String(run)}b.bin`];
      two.samples.push(
        await runUploads(
          engine,
          endpoint,
          pair.map((name) => ({ name, source })),
        ),
      );
      for (const name of pair) await check(name, sourceHash);
      console.info(
        `run ${String(run)}: one upload ${(size / MB / (one.samples.at(-1) ?? 1)).toFixed(0)} MB/s, two at once ${((2 * size) / MB / (two.samples.at(-1) ?? 1)).toFixed(0)} MB/s combined`,
      );
    }

    const header = ['measure', 'MB', 'seconds (median)', 'MB/s', 'of ceiling', 'MB/s per run'];
    const table = [
      header,
      ...[ceiling, one, two].map((measure) => [
        measure.name,
        String(measure.bytes / MB),
        median(measure.samples).toFixed(2),
        mbps(measure).toFixed(1),
        (mbps(measure) / mbps(ceiling)).toFixed(2),
        measure.samples.map((seconds) => (measure.bytes / MB / seconds).toFixed(0)).join(' '),
      ]),
    ];
    const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
    for (const row of table) {
      console.info(
        row
          .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
          .join('  '),
      );
    }
    console.info(
      JSON.stringify({
        bench: 'upload',
        storage: args.s3 ? 's3' : 'disk',
        sizeMB: size / MB,
        chunkMB: CHUNK_SIZE / MB,
        runs,
        ceilingMBps: Number(mbps(ceiling).toFixed(1)),
        tusOneMBps: Number(mbps(one).toFixed(1)),
        tusOneRatio: Number((mbps(one) / mbps(ceiling)).toFixed(3)),
        tusTwoMBps: Number(mbps(two).toFixed(1)),
        tusTwoRatio: Number((mbps(two) / mbps(ceiling)).toFixed(3)),
        node: process.version,
      }),
    );
  } finally {
    await stopApi?.();
    await s3?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
