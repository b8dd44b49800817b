/**
 * Declaring API routes: method, path, access rule, zod schemas for params, query, body and the
 * response, and the handler. One declaration feeds the server (validation, authorization, one
 * transaction per request) and the OpenAPI document.
 */
import type { z } from 'zod';
import type { Access } from '../auth/access.ts';
import type { Role, Viewer } from '../auth/sessions.ts';
import type { Transaction } from '../db/index.ts';
import type { Env } from '../env.ts';
import type { ApiLocale } from '../i18n/messages.ts';
import type { AfterTransaction } from './after-transaction.ts';

/** HTTP methods the API uses. */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Everything a handler receives. */
export interface HandlerContext<P, Q, B> {
  readonly tx: Transaction;
  /** The signed-in user (null only on public routes). */
  readonly viewer: Viewer | null;
  /** The role the viewer acts in on this request (see auth/access.ts). */
  readonly role: Role | null;
  readonly locale: ApiLocale;
  readonly params: P;
  readonly query: Q;
  readonly body: B;
  readonly env: Env;
  readonly headers: Readonly<Record<string, string>>;
  readonly ip: string;
  /** Runs a task once the request's transaction has committed (removing stored files). */
  readonly afterCommit: (task: () => Promise<void>) => void;
}

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

/** A declared route. */
export interface RouteSpec<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  readonly method: Method;
  /** Path with `{name}` parameters, as in the seed (`/lecturers/v2/courses/{id}`). */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly access: Access;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
  readonly status?: 200 | 201;
  /** Answers the response, or slow work to run after the transaction (`afterTransaction`). */
  readonly handler: (
    context: HandlerContext<Infer<P>, Infer<Q>, Infer<B>>,
  ) => Promise<z.input<R> | AfterTransaction<z.input<R>>>;
}

/** Declares a route (typed). */
export function defineRoute<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(spec: RouteSpec<P, Q, B, R>): RouteSpec {
  return spec;
}
