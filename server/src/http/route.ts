/**
 * Declaring API routes: an operation of the contract (method, path and the zod schemas of params,
 * query, body and response, declared once in `contract/`), the access rule and the handler. One
 * declaration feeds the server (validation, authorization, one transaction per request) and the
 * OpenAPI document; the client calls the same operations.
 */
import type { z } from 'zod';
import type { Access } from '../auth/access.ts';
import type { Role, Viewer } from '../auth/sessions.ts';
import type { Transaction } from '../db/index.ts';
import type { ContractOperation } from '../contract/operation.ts';
import type { ItemKind } from '../contract/plain/items.ts';
import { DEFAULT_MAX_BODY_BYTES, kindPath, type Method } from '../contract/plain/operation.ts';
import type { Env } from '../env.ts';
import type { ApiLocale } from '../i18n/messages.ts';
import type { AfterTransaction } from './after-transaction.ts';
import type { CsvStream } from './csv-stream.ts';
import type { StoredFile } from './file-range.ts';

export type { Method } from '../contract/plain/operation.ts';

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

/** What a route's scope check receives: the request's viewer and its validated path. */
export interface ScopeContext {
  readonly tx: Transaction;
  readonly viewer: Viewer | null;
  readonly role: Role | null;
  readonly params: Readonly<Record<string, unknown>>;
}

/**
 * Checks that the object a route's path names is the viewer's to see (throws its 404 or 403). Run
 * when the body is invalid, before its 400, so a bad body does not tell the object exists.
 */
export type ScopeCheck = (context: ScopeContext) => Promise<unknown>;

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
  /** Largest body read; a longer one is answered 413 without being read. */
  readonly maxBodyBytes: number;
  /** The item kind the route serves (per-kind routes). */
  readonly kind?: ItemKind;
  /** The object's scope, checked before a bad body is answered (see ScopeCheck). */
  readonly scope?: ScopeCheck;
  readonly response: R;
  readonly status?: 200 | 201;
  /** Only reads (see RouteDeclaration). */
  readonly readOnly?: boolean;
  /** Answers the response, or slow work to run after the transaction (`afterTransaction`). */
  readonly handler: (
    context: HandlerContext<Infer<P>, Infer<Q>, Infer<B>>,
  ) => Promise<z.input<R> | AfterTransaction<z.input<R>> | CsvStream | StoredFile>;
}

type Part<C, K extends 'params' | 'query' | 'body'> =
  C extends Readonly<Record<K, infer S>> ? Infer<S> : Record<string, never>;

/** What a route file declares: the operation it serves (for one kind when per kind) and how. */
export interface RouteDeclaration<C extends ContractOperation> {
  readonly operation: C;
  /** The item kind this route serves, when the operation's path has `{kind}`. */
  readonly kind?: C extends { readonly kinds: readonly (infer K)[] } ? K : never;
  readonly summary: string;
  readonly tag: string;
  readonly access: Access;
  /** The object's scope, checked before a bad body is answered (see ScopeCheck). */
  readonly scope?: ScopeCheck;
  readonly status?: 200 | 201;
  /**
   * The handler only reads: it runs without a transaction in production (no BEGIN and COMMIT
   * round trips) and in a read-only one elsewhere, so a write makes its tests fail.
   */
  readonly readOnly?: boolean;
  /** Answers the response, or slow work to run after the transaction (`afterTransaction`). */
  readonly handler: (
    context: HandlerContext<Part<C, 'params'>, Part<C, 'query'>, Part<C, 'body'>>,
  ) => Promise<
    z.input<C['response']> | AfterTransaction<z.input<C['response']>> | CsvStream | StoredFile
  >;
}

/** Declares a route (typed) from an operation of the contract. */
export function defineRoute<C extends ContractOperation>(
  declaration: RouteDeclaration<C>,
): RouteSpec {
  const { operation, kind, summary, tag, access, scope, status, readOnly, handler } = declaration;
  return {
    method: operation.method,
    path: kindPath(operation, kind as ItemKind | undefined),
    summary,
    tag,
    access,
    ...(operation.params ? { params: operation.params } : {}),
    ...(operation.query ? { query: operation.query } : {}),
    ...(operation.body ? { body: operation.body } : {}),
    maxBodyBytes: operation.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    ...(kind ? { kind: kind as ItemKind } : {}),
    ...(scope ? { scope } : {}),
    response: operation.response,
    ...(status ? { status } : {}),
    ...(readOnly ? { readOnly } : {}),
    handler: handler as RouteSpec['handler'],
  };
}
