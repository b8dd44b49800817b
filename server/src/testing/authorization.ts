/**
 * The authorization matrix's parts (server/src/authorization.test.ts): the callers, a row's shape
 * and the cases each resource keeps in `routes/<resource>/authorization.cases.ts`, collected by
 * `routes/cases.ts`.
 */
import type { RequestOptions, TestApi } from './harness.ts';

/** The demo accounts the matrix calls as. */
export const accounts = {
  admin: 'admin@example.com',
  staff: 'staff@example.com',
  teacher: 'teacher@example.com',
  teacher2: 'teacher2@example.com',
  student: 'student@example.com',
} as const;

/** A caller: a demo account, or no token. */
export type Who = keyof typeof accounts | 'anonymous';

/** Every caller, in the order the matrix calls them. */
export const everyone: readonly Who[] = [
  'anonymous',
  'admin',
  'staff',
  'teacher',
  'teacher2',
  'student',
];

/** One request as someone: a path and options. */
export interface Call {
  readonly path: string;
  readonly options?: Omit<RequestOptions, 'token'>;
}

/** One endpoint of the matrix: how to call it as each caller and the status each gets. */
export interface Row {
  /** `METHOD /path/{param}` exactly as in /openapi.json. */
  readonly endpoint: string;
  /** Builds the request for a caller; may create objects (owned by `owner`) first. */
  readonly call: (who: Who, token: string | null) => Promise<Call>;
  readonly expect: Readonly<Record<Who, number>>;
}

/** `status` for everyone but the callers named in `overrides`. */
export const all = (
  status: number,
  overrides: Partial<Record<Who, number>> = {},
): Record<Who, number> =>
  Object.fromEntries(everyone.map((who) => [who, overrides[who] ?? status])) as Record<Who, number>;

/** What a resource's rows are built with: the API under test and each caller's token. */
export interface Matrix {
  readonly api: TestApi;
  /** A caller's token (null: no token). */
  readonly token: (who: Who) => string | null;
}

/**
 * A resource's rows of the matrix (`routes/<resource>/authorization.cases.ts`), built once the API
 * has started; it may make what every row needs first.
 */
export type MatrixRows = (matrix: Matrix) => readonly Row[] | Promise<readonly Row[]>;
