/**
 * API tests: each test file gets its own database with the demo data (a PGlite copy of one
 * snapshot, or a fresh PostgreSQL database cloned from a template when DATABASE_URL is set), its
 * own DATA_DIR (and, when STORAGE_URL names a bucket, its own key prefix in it) with the demo
 * covers' files, and an app to send requests to.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Hono } from 'hono';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { toFormParams } from '../../../src/api/form.ts';
import { createApp } from '../app.ts';
import { extraHandlers } from '../mounts.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../db/index.ts';
import { readEnv, type Env } from '../env.ts';
import type { ExtraOperation } from '../http/openapi.ts';
import type { RouteSpec } from '../http/route.ts';
import { allRoutes } from '../routes/index.ts';
import { DEMO_PASSWORD } from '../seed/accounts.ts';
import { fileKey, storageOf } from '../storage/storage.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the PGlite snapshot with the demo data (PGlite runs). */
    dbSnapshot: string;
    /** Name of the PostgreSQL template database with the demo data (PostgreSQL runs). */
    dbTemplate: string;
    /** The data folder the demo was seeded with (its `files`: the items' covers). */
    demoDataDir: string;
    /** The folder holding every test's DATA_DIR, removed when the run ends. */
    testDataRoot: string;
  }
}

/** Options of one request. */
export interface RequestOptions {
  readonly token?: string | null | undefined;
  readonly body?: Record<string, unknown> | string | FormData | Uint8Array<ArrayBuffer>;
  /** Send the body as JSON instead of form-urlencoded. */
  readonly json?: boolean;
  readonly origin?: string;
  readonly locale?: 'zh-TW' | 'zh-CN' | 'en';
  readonly headers?: Record<string, string>;
}

/** A request's answer: status, parsed JSON body and headers. */
export interface TestResponse {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
}

/** Encodes a value as a form body in bracket notation (the client's encoder). */
export function formBody(value: Record<string, unknown>): string {
  return toFormParams(value).toString();
}

/** STORAGE_URL with a key prefix of its own (a test's files apart from every other test's). */
function ownPrefix(storageUrl: string, name: string): string {
  const url = new URL(storageUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${name}`;
  return url.toString();
}

/**
 * The test environment: DATABASE_URL and STORAGE_URL (with the bucket's credentials) come from
 * the real environment for the PostgreSQL and S3 runs.
 */
export function testEnv(overrides: Record<string, string> = {}): Env {
  const base = readEnv();
  const name = randomBytes(4).toString('hex');
  return readEnv({
    NODE_ENV: 'test',
    DATA_DIR: join(inject('testDataRoot'), name),
    ...(base.DATABASE_URL ? { DATABASE_URL: base.DATABASE_URL } : {}),
    ...(base.STORAGE_URL
      ? {
          STORAGE_URL: ownPrefix(base.STORAGE_URL, `test-${name}`),
          AWS_REGION: base.AWS_REGION,
          ...(base.AWS_ACCESS_KEY_ID ? { AWS_ACCESS_KEY_ID: base.AWS_ACCESS_KEY_ID } : {}),
          ...(base.AWS_SECRET_ACCESS_KEY
            ? { AWS_SECRET_ACCESS_KEY: base.AWS_SECRET_ACCESS_KEY }
            : {}),
        }
      : {}),
    ...overrides,
  });
}

async function openTestDatabase(env: Env): Promise<DatabaseHandle & { readonly url?: string }> {
  if (env.DATABASE_URL?.startsWith('postgres')) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('dbTemplate')}`);
    await admin.end();
    const url = new URL(env.DATABASE_URL);
    url.pathname = `/${name}`;
    const handle = await openDatabase(url.toString());
    return {
      ...handle,
      url: url.toString(),
      close: async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: env.DATABASE_URL });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
        await cleanup.end();
      },
    };
  }
  return openDatabase('memory://', { snapshot: snapshotOf(inject('dbSnapshot')) });
}

/** The snapshot files read so far: the test files of a worker share its modules, so read once. */
const snapshots = new Map<string, Blob>();

/** The PGlite snapshot at a path, read once per worker. */
function snapshotOf(path: string): Blob {
  let snapshot = snapshots.get(path);
  if (!snapshot) {
    snapshot = new Blob([readFileSync(path)]);
    snapshots.set(path, snapshot);
  }
  return snapshot;
}

/**
 * Puts the demo's stored files (the items' covers, the works' files) into a test's storage: on
 * disk as hard links (copies where links fail; files are never rewritten in place, and removing
 * one removes only its link), in a bucket as uploads, 16 at a time.
 */
async function copyDemoFiles(env: Env): Promise<void> {
  const demoDataDir = inject('demoDataDir');
  const source = demoDataDir ? join(demoDataDir, 'files') : '';
  if (!source || !existsSync(source)) return;
  const names = readdirSync(source);
  const storage = storageOf(env);
  if (storage.kind === 's3') {
    for (let start = 0; start < names.length; start += 16) {
      await Promise.all(
        names
          .slice(start, start + 16)
          .map((name) =>
            storage.put(
              fileKey(name),
              readFileSync(join(source, name)),
              'application/octet-stream',
            ),
          ),
      );
    }
    return;
  }
  const target = join(env.DATA_DIR, 'files');
  mkdirSync(target, { recursive: true });
  for (const name of names) {
    try {
      linkSync(join(source, name), join(target, name));
    } catch {
      copyFileSync(join(source, name), join(target, name));
    }
  }
}

/** Sends requests to an app the way the tests do (form or JSON bodies, token, origin, locale). */
function requester(app: Hono) {
  return async function request(
    method: string,
    path: string,
    init: RequestOptions = {},
  ): Promise<TestResponse> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers['authorization'] = `Bearer ${init.token}`;
    if (init.origin) headers['origin'] = init.origin;
    if (init.locale) headers['hilocale'] = init.locale;
    let body: string | FormData | Uint8Array<ArrayBuffer> | undefined;
    if (init.body !== undefined) {
      if (
        typeof init.body === 'string' ||
        init.body instanceof FormData ||
        init.body instanceof Uint8Array
      ) {
        body = init.body;
      } else if (init.json) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(init.body);
      } else {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = formBody(init.body);
      }
    }
    const response = await app.request(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body }),
    });
    return answerOf(response);
  };
}

/** A response as tests read it: its status, headers and body (parsed when JSON, else the text). */
export async function answerOf(response: Response): Promise<TestResponse> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body, headers: response.headers };
}

/** tus `Upload-Metadata`: each key with its value in base64. */
export function tusMetadata(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** Opens a test database and app. Call `close` in afterAll. */
export async function createTestApi(
  options: {
    routes?: readonly RouteSpec[];
    env?: Record<string, string>;
    /**
     * Whether the demo's stored files are copied in (default true; in a bucket each is an upload:
     * tests that never read them say false).
     */
    demoFiles?: boolean;
    /** Extra handlers (default: as the server mounts them: tus, files, the login page). */
    mount?: (app: Hono, deps: { env: Env; db: Database }) => readonly ExtraOperation[];
  } = {},
) {
  const env = testEnv(options.env);
  const handle = await openTestDatabase(env);
  if (options.demoFiles !== false || storageOf(env).kind === 'disk') await copyDemoFiles(env);
  const mount =
    options.mount ??
    ((app: Hono, deps: { env: Env; db: Database }) => extraHandlers(deps.env, deps.db).mount(app));
  /** An app on a database, as one API process builds it. */
  const appOn = (appEnv: Env, db: Database) =>
    createApp({
      env: appEnv,
      db,
      routes: options.routes ?? allRoutes,
      mount: (app: Hono) => mount(app, { env: appEnv, db }),
    });
  const app = appOn(env, handle.db);
  const request = requester(app);

  /**
   * A second API instance on the same database, as a second process would be: its own app and
   * environment object, and on PostgreSQL its own connection pool (PGlite opens only once).
   */
  async function twin() {
    const second = handle.url ? await openDatabase(handle.url) : null;
    const twinApp = appOn({ ...env }, second?.db ?? handle.db);
    return {
      request: requester(twinApp),
      close: () => second?.close() ?? Promise.resolve(),
    };
  }

  const tokens = new Map<string, string>();
  /** Logs in a demo account (once per file) and returns its token. */
  async function tokenOf(email: string): Promise<string> {
    const cached = tokens.get(email);
    if (cached) return cached;
    const response = await request('POST', '/v2/auth/login', {
      body: { email, password: DEMO_PASSWORD },
    });
    const token = (response.body as { token?: string }).token;
    if (response.status !== 200 || !token)
      throw new Error(
        `Login of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`,
      );
    tokens.set(email, token);
    return token;
  }

  return { app, env, db: handle.db, handle, request, tokenOf, twin, close: () => handle.close() };
}

/** The API of one test file. */
export type TestApi = Awaited<ReturnType<typeof createTestApi>>;

/**
 * The API of a test file, opened while the file is collected and closed after its tests
 * (`const api = await openTestApi();` at the top of the file).
 */
export async function openTestApi(
  options: Parameters<typeof createTestApi>[0] = {},
): Promise<TestApi> {
  const api = await createTestApi(options);
  afterAll(() => api.close());
  return api;
}
