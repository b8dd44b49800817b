/**
 * The API application: CORS allowlist, the declared routes (authenticated, authorized, validated,
 * one transaction each), the error contract and the OpenAPI document.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import type { z } from 'zod';
import { actingRole, allows } from './auth/access.ts';
import { verifyLink } from './auth/signed-link.ts';
import {
  authenticate,
  bearerToken,
  viewerOfUser,
  type Role,
  type Viewer,
} from './auth/sessions.ts';
import type { Database, Transaction } from './db/index.ts';
import type { Env } from './env.ts';
import {
  jsonTooDeep,
  MAX_JSON_DEPTH,
  nulFields,
  parseBracketForm,
  readLimited,
  type BodyValue,
} from './http/body.ts';
import type { ViewerCache } from './auth/viewer-cache.ts';
import { Busy, type Admission } from './http/admission.ts';
import { AfterTransaction } from './http/after-transaction.ts';
import { CsvStream, csvResponse } from './http/csv-stream.ts';
import { StoredFile, storedFileResponse } from './http/file-range.ts';
import { HttpError, invalidToken, notFound, type Problems } from './http/errors.ts';
import { buildOpenApi, type ExtraOperation } from './http/openapi.ts';
import type { RouteSpec, ScopeContext } from './http/route.ts';
import { problemsOf } from './http/validation.ts';
import { localeOf, message, type ApiLocale } from './i18n/messages.ts';

/** Headers the back office sends, plus the tus protocol's. */
export const allowedHeaders = [
  'Authorization',
  'Content-Type',
  'hilocale',
  'Tus-Resumable',
  'Upload-Length',
  'Upload-Offset',
  'Upload-Metadata',
  'Upload-Defer-Length',
  'X-HTTP-Method-Override',
  'X-Requested-With',
];

/** Response headers the browser may read (tus needs them; CSV exports name their file and rows). */
export const exposedHeaders = [
  'Content-Disposition',
  'X-Total-Count',
  'Location',
  'Upload-Offset',
  'Upload-Length',
  'Upload-Expires',
  'Tus-Resumable',
  'Tus-Version',
  'Tus-Extension',
  'Tus-Max-Size',
];

/** What the app is built from. */
export interface AppOptions {
  readonly env: Env;
  readonly db: Database;
  readonly routes: readonly RouteSpec[];
  /** Extra handlers mounted before the declared routes (tus, pages), with their documentation. */
  readonly mount?: (app: Hono) => readonly ExtraOperation[];
  /** Serves the declared routes in arrival order, a bounded number at once (none: unbounded). */
  readonly admission?: Admission;
  /**
   * Keeps the viewers of recent tokens (a database only this process writes to: PGlite); every
   * write route forgets them when it ends (auth/viewer-cache.ts).
   */
  readonly viewerCache?: ViewerCache;
}

function translate(problems: Problems, locale: ApiLocale) {
  if ('id' in problems && typeof problems.id === 'string') {
    return message(
      locale,
      problems.id,
      problems.values as Record<string, string | number> | undefined,
    );
  }
  const out: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(
    problems as Record<
      string,
      { id: Parameters<typeof message>[1]; values?: Record<string, string | number> }[]
    >,
  )) {
    out[field] = list.map((problem) => message(locale, problem.id, problem.values));
  }
  return out;
}

/** Writes an HttpError as the contract's JSON body. */
export function errorResponse(c: Context, error: HttpError) {
  const locale = localeOf(c.req.header('hilocale'));
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json({ message: translate(error.problems, locale) }, error.status);
}

/** The client's address: the socket's, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientIp(
  c: Context,
  headers: Readonly<Record<string, string>>,
  trustProxy: boolean,
): string {
  const forwarded = headers['x-forwarded-for']?.split(',')[0]?.trim();
  if (trustProxy && forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The caller named by a request's signed link (auth/signed-link.ts), as they are now, in the role
 * the link names; 403 when the link is missing, forged or expired, or names no active user.
 */
async function linkHolder(
  c: Context,
  db: Database,
  env: Env,
): Promise<{ viewer: Viewer; role: Role | null }> {
  const url = new URL(c.req.url);
  const holder = verifyLink(env.MEDIA_LINK_SECRET, url.pathname, url.searchParams);
  const viewer = holder ? await viewerOfUser(db, holder.userId) : null;
  if (!holder || !viewer) throw invalidToken();
  return { viewer, role: viewer.roles.includes(holder.role) ? holder.role : null };
}

function toHonoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** 413 for a body over the route's limit; the connection closes rather than read the rest. */
function bodyTooLarge(c: Context, limit: number): HttpError {
  c.header('Connection', 'close');
  return new HttpError(413, { id: 'error.bodyTooLarge', values: { max: limit / 1024 } });
}

async function readBody(c: Context, limit: number): Promise<BodyValue | Record<string, BodyValue>> {
  const type = c.req.header('content-type') ?? '';
  const bytes = await readLimited(c.req.raw.body, c.req.header('content-length'), limit);
  if (!bytes) throw bodyTooLarge(c, limit);
  const text = Buffer.from(bytes).toString('utf8');
  if (type.includes('application/json')) {
    if (text.trim() === '') return {};
    if (jsonTooDeep(text))
      throw new HttpError(400, { id: 'validation.bodyTooDeep', values: { max: MAX_JSON_DEPTH } });
    try {
      return JSON.parse(text) as BodyValue;
    } catch {
      throw new HttpError(400, { id: 'validation.body' });
    }
  }
  const parsed = parseBracketForm(new URLSearchParams(text));
  if (!parsed) throw new HttpError(400, { id: 'validation.body' });
  return parsed;
}

function validate<S extends z.ZodType>(
  schema: S | undefined,
  input: unknown,
  status: 400 | 404,
): z.output<S> | Record<string, never> {
  if (!schema) return {};
  const nul = nulFields(input);
  if (nul.length > 0) {
    if (status === 404) throw notFound();
    throw new HttpError(
      400,
      Object.fromEntries(nul.map((field) => [field, [{ id: 'validation.nul' as const }]])),
    );
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  if (status === 404) throw notFound();
  throw new HttpError(400, problemsOf(result.error));
}

/**
 * Validates a body; when it is invalid and the route checks its object's scope, that check runs
 * first (read-only), so a caller who may not see the object gets its 404, not the body's 400.
 */
async function validateBody(
  route: RouteSpec,
  input: unknown,
  request: Omit<ScopeContext, 'tx'> & { readonly db: Database },
): Promise<unknown> {
  try {
    return validate(route.body, input, 400);
  } catch (error) {
    const { scope } = route;
    if (scope && error instanceof HttpError && error.status === 400) {
      const { db, ...context } = request;
      await db.transaction((tx) => scope({ tx, ...context }), { accessMode: 'read only' });
    }
    throw error;
  }
}

/** Builds the application. Refuses to start when a route declares no access rule. */
export function createApp({ env, db, routes, mount, admission, viewerCache }: AppOptions): Hono {
  for (const route of routes) {
    if (!(route as Partial<RouteSpec>).access) {
      throw new Error(`Route ${route.method.toUpperCase()} ${route.path} declares no access rule`);
    }
  }
  const hosts = { adminOrigin: env.ADMIN_ORIGIN, lecturerOrigin: env.LECTURER_ORIGIN };
  const app = new Hono();
  // Every answer (JSON, files, pages) is read as the type it says, never sniffed.
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  });

  app.use(
    '*',
    cors({
      origin: (origin) =>
        origin === env.ADMIN_ORIGIN || origin === env.LECTURER_ORIGIN ? origin : null,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: allowedHeaders,
      exposeHeaders: exposedHeaders,
      maxAge: 600,
    }),
  );

  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(c, error);
    if (error instanceof Busy) {
      c.header('Retry-After', String(error.retryAfterSeconds));
      return c.json({ message: message(localeOf(c.req.header('hilocale')), 'error.busy') }, 503);
    }
    console.error(error);
    return c.json({ message: message(localeOf(c.req.header('hilocale')), 'error.internal') }, 500);
  });
  app.notFound((c) => errorResponse(c, notFound()));

  const extra = mount?.(app) ?? [];
  const document = buildOpenApi(routes, extra);
  app.get('/openapi.json', (c) => c.json(document));
  // The declared routes (not uploads and files, mounted above) wait their turn.
  if (admission) app.use('*', (_c, next) => admission.run(next));

  /** The caller named by the request's bearer token, in the role its origin says. */
  async function bearerHolder(c: Context): Promise<{ viewer: Viewer | null; role: Role | null }> {
    const token = bearerToken(c.req.header('authorization'));
    const viewer = viewerCache
      ? await viewerCache.viewerOf(token, (t) => authenticate(db, t))
      : await authenticate(db, token);
    return { viewer, role: viewer ? actingRole(viewer, c.req.header('origin'), hosts) : null };
  }

  for (const route of routes) {
    app.on(route.method.toUpperCase(), toHonoPath(route.path), async (c) => {
      // Refused before anything else when it says it is too long (no login needed to send one).
      if (Number(c.req.header('content-length') ?? 0) > route.maxBodyBytes)
        throw bodyTooLarge(c, route.maxBodyBytes);
      const locale = localeOf(c.req.header('hilocale'));
      const headers = Object.fromEntries(
        Object.entries(c.req.header()).map(([k, v]) => [k.toLowerCase(), v]),
      );
      const ip = clientIp(c, headers, env.TRUST_PROXY);
      const { viewer, role } =
        route.access.kind === 'role' && route.access.via === 'signed-link'
          ? await linkHolder(c, db, env)
          : await bearerHolder(c);
      if (route.access.kind !== 'public' && !viewer) throw invalidToken();
      if (!allows(route.access, viewer, role)) throw notFound();

      const params = validate(route.params, c.req.param(), 404);
      const url = new URL(c.req.url);
      const query = validate(route.query, parseBracketForm(url.searchParams) ?? {}, 400);
      const body = route.body
        ? await validateBody(route, await readBody(c, route.maxBodyBytes), {
            db,
            viewer,
            role,
            params: params as ScopeContext['params'],
          })
        : {};

      const committed: (() => Promise<void>)[] = [];
      const afterCommit = (task: () => Promise<void>) => void committed.push(task);
      const run = (tx: Transaction) =>
        route.handler({
          tx,
          viewer,
          role,
          locale,
          params,
          query,
          body,
          env,
          headers,
          ip,
          afterCommit,
        });
      // One transaction per request. A route that only reads needs none (under READ COMMITTED
      // each statement has its own snapshot either way) and skips BEGIN and COMMIT, two of a
      // list's five round trips; outside production it runs read-only, so a write fails its tests.
      const result = !route.readOnly
        ? // A write may sign someone out or change who they are: kept viewers go once it ends.
          await db.transaction(run).finally(() => viewerCache?.clear())
        : env.NODE_ENV === 'production'
          ? await run(db as unknown as Transaction)
          : await db.transaction(run, { accessMode: 'read only' });
      for (const task of committed) {
        // The change is committed: a task that fails is logged, the answer stays a success.
        await task().catch((error: unknown) => console.error('After-commit task failed', error));
      }
      const answer: unknown = result instanceof AfterTransaction ? await result.work() : result;
      if (answer instanceof CsvStream) return csvResponse(answer, db);
      if (answer instanceof StoredFile) return storedFileResponse(answer, c.req.header('range'));
      const output: unknown = env.NODE_ENV === 'production' ? answer : route.response.parse(answer);
      return c.json(output as object, route.status ?? 200);
    });
  }
  return app;
}
