/**
 * An API operation as data: its method and its path with `{name}` parameters. Each resource
 * declares its operations once (`<resource>Operations` in this folder); the server's route
 * declarations and the client's calls both take method and path from there. Zod-free.
 */
import type { ItemKind } from './items.ts';

/** HTTP methods the API uses. */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Largest request body an operation reads, unless it declares more (413 above it). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** Body limit of the operations that carry rich text, blocks or a whole structure. */
export const LARGE_MAX_BODY_BYTES = 2 * 1024 * 1024;

/** Largest value of a PostgreSQL `integer` column: no id or count in a request is above it. */
export const MAX_INTEGER = 2_147_483_647;

/** One operation. A path with `{kind}` is served once per kind in `kinds`. */
export interface Operation {
  readonly method: Method;
  readonly path: string;
  readonly kinds?: readonly ItemKind[];
  /** Largest body read (default DEFAULT_MAX_BODY_BYTES). */
  readonly maxBodyBytes?: number;
}

/** A resource's operations by name. */
export type Operations = Readonly<Record<string, Operation>>;

/** The names of the `{name}` parameters of a path. */
export type PathNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathNames<Rest>
  : never;

/** The path of an operation for one kind (`{kind}` filled in), checked against its kinds. */
export function kindPath(operation: Operation, kind: ItemKind | undefined): string {
  const perKind = operation.path.includes('{kind}');
  if (!perKind) {
    if (kind !== undefined) throw new Error(`${operation.path} is not declared per kind`);
    return operation.path;
  }
  if (kind === undefined || !(operation.kinds ?? []).includes(kind)) {
    throw new Error(`${operation.path} is not declared for kind ${String(kind)}`);
  }
  return operation.path.replace('{kind}', kind);
}
