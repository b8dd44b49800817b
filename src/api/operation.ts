/**
 * The client's side of the contract's operations: a resource's zod-free operations (method and
 * path, imported as values) typed with the schemas of its contract (imported as types only, so
 * no zod reaches the browser), and filling a path's `{name}` parameters.
 */
import type { z } from 'zod';
import type { ContractOperation } from '../../server/src/contract/operation.ts';
import type { Operation, PathNames } from '../../server/src/contract/plain/operation.ts';

declare const contract: unique symbol;

/** An operation as the client holds it: method and path, typed with its contract's schemas. */
export type ClientOperation<C extends ContractOperation> = Operation &
  Pick<C, 'method' | 'path'> & { readonly [contract]?: C };

type KindOf<C> = C extends { readonly kinds: readonly (infer K)[] } ? K : never;

/** The `{name}` parameters of an operation's path (`kind` is one of its kinds). */
export type PathParams<C extends Operation> = {
  readonly [N in PathNames<C['path']>]: N extends 'kind' ? KindOf<C> : string | number;
};

/** What a call sends as body: the input of the body schema. */
export type BodyOf<C> = C extends { readonly body: infer B extends z.ZodType } ? z.input<B> : never;

/** What a call sends as query: the input of the query schema. */
export type QueryOf<C> = C extends { readonly query: infer Q extends z.ZodType }
  ? z.input<Q>
  : never;

/** What a call answers: the output of the response schema. */
export type AnswerOf<C extends ContractOperation> = z.output<C['response']>;

/** The parts of a call an operation takes: path parameters, query and body. */
export type CallParts<C extends ContractOperation> = ([PathNames<C['path']>] extends [never]
  ? unknown
  : { readonly params: PathParams<C> }) &
  ([QueryOf<C>] extends [never] ? unknown : { readonly query?: QueryOf<C> }) &
  ([BodyOf<C>] extends [never]
    ? unknown
    : string extends keyof BodyOf<C> // an empty object schema
      ? { readonly body?: BodyOf<C> }
      : Partial<BodyOf<C>> extends BodyOf<C>
        ? { readonly body?: BodyOf<C> }
        : { readonly body: BodyOf<C> });

/** Types a resource's operations with its contract: `typed<typeof itemsContract>(itemsOperations)`. */
export function typed<T extends Readonly<Record<string, ContractOperation>>>(operations: {
  readonly [K in keyof T]: Operation & Pick<T[K], 'method' | 'path'>;
}): { readonly [K in keyof T]: ClientOperation<T[K]> } {
  return operations;
}

/** The path of an operation with its `{name}` parameters filled in (URL-encoded). */
export function fillPath(
  path: string,
  params: Readonly<Record<string, string | number>> | undefined,
): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * A kind as one of an operation's kinds. Screens call an item feature's operations only for kinds
 * that have it; any other kind is a programming error and throws before anything is sent.
 */
export function kindOf<C extends ContractOperation>(
  operation: ClientOperation<C>,
  kind: string,
): PathParams<C> extends { readonly kind: infer K } ? K : never {
  if (!operation.kinds?.some((each) => each === kind)) {
    throw new Error(`${operation.path} is not served for ${kind}`);
  }
  return kind as PathParams<C> extends { readonly kind: infer K } ? K : never;
}
