/**
 * An operation with its zod schemas. Each resource's zod module joins its operations (declared
 * once, zod-free, in `plain/`) with the schemas of each, under the same keys: the server's route
 * declarations take both from there, the client takes the schemas' types (`import type`).
 */
import type { z } from 'zod';
import type { Operation, Operations } from './plain/operation.ts';

/** The schemas of one operation: `{name}` path parameters, query, body and the answer. */
export interface OperationSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
}

/** An operation with its schemas. */
export type ContractOperation = Operation & OperationSchemas;

/** Joins a resource's operations with their schemas; the keys must be the same. */
export function withSchemas<
  const O extends Operations,
  S extends { readonly [K in keyof O]: OperationSchemas },
>(
  operations: O,
  schemas: S & Readonly<Record<Exclude<keyof S, keyof O>, never>>,
): { readonly [K in keyof O]: O[K] & S[K] } {
  return Object.fromEntries(
    Object.entries(operations).map(([key, operation]) => [
      key,
      { ...operation, ...(schemas as Record<string, OperationSchemas>)[key] },
    ]),
  ) as { readonly [K in keyof O]: O[K] & S[K] };
}
