/**
 * A list's filters as the address holds them, declared once per list: each filter is a field
 * with its query name, how it reads a query value (unknown or malformed values fall back to the
 * default) and whether it narrows the list. From the declaration come the defaults, reading and
 * writing the query, "does anything narrow the list" and a user's change (back to page 1).
 */
import { MAX_KEYWORD_LENGTH } from '../../server/src/contract/plain/courses.ts';
import { DAY_PATTERN, MONTH_PATTERN } from '../../server/src/contract/plain/dashboard.ts';

/** What one filter writes into the address: a value, a repeated key, or nothing. */
type QueryValue = string | number | readonly string[] | undefined;

/** How one filter is read from and written to the address. */
export interface FilterField<V> {
  /** The query parameter (defaults to the filter's own key). */
  readonly param?: string;
  readonly fallback: V;
  /** Reads every value the address holds for the parameter. */
  read(values: readonly string[]): V;
  /** Writes the value; undefined leaves the parameter out. */
  write(value: V): QueryValue;
  /** Whether a value other than the fallback narrows the list (an order or a page does not). */
  readonly narrows: boolean;
  /** Kept in the address even at its fallback. */
  readonly always: boolean;
  /** The longest text the list's API accepts (text filters). */
  readonly maxLength?: number;
}

interface FieldOptions {
  readonly param?: string;
  /** Kept in the address even at its fallback (a status that always shows, ALL included). */
  readonly always?: boolean;
  /** False for an order: it changes the rows' order, not which rows come. */
  readonly narrows?: boolean;
}

function field<V>(
  fallback: V,
  read: (values: readonly string[]) => V,
  { param, always = false, narrows = true }: FieldOptions,
  write: (value: V) => QueryValue = (value) => (value === fallback ? undefined : String(value)),
): FilterField<V> {
  return {
    ...(param === undefined ? {} : { param }),
    fallback,
    read,
    write: always ? (value) => String(value) : write,
    narrows,
    always,
  };
}

/**
 * Words typed into a search box (trimmed; '' when absent), at most `maxLength` characters: the
 * contract's longest keyword unless the list's API says another.
 */
export function textFilter({
  maxLength = MAX_KEYWORD_LENGTH,
  ...options
}: FieldOptions & { readonly maxLength?: number } = {}): FilterField<string> {
  return { ...field('', (values) => (values[0] ?? '').trim(), options), maxLength };
}

/** One of the given values (the fallback when absent or unknown). */
export function choiceFilter<const T extends string>(
  values: readonly T[],
  fallback: T,
  options: FieldOptions = {},
): FilterField<T> {
  return field(fallback, (read) => values.find((value) => value === read[0]) ?? fallback, options);
}

/** Any number of the given values (a repeated parameter), kept in the given order. */
export function setFilter<const T extends string>(
  values: readonly T[],
  options: FieldOptions = {},
): FilterField<readonly T[]> {
  return field<readonly T[]>(
    [],
    (read) => values.filter((value) => read.includes(value)),
    options,
    (value) => value,
  );
}

/** A day `2026-11-30` ('' when absent or malformed). */
export function dayFilter(options: FieldOptions = {}): FilterField<string> {
  return field('', (values) => matching(values[0], DAY_PATTERN), options);
}

/** A month `2026-11` ('' when absent or malformed). */
export function monthFilter(options: FieldOptions = {}): FilterField<string> {
  return field('', (values) => matching(values[0], MONTH_PATTERN), options);
}

/** A positive whole number, such as an id (null when absent or malformed). */
export function idFilter(options: FieldOptions = {}): FilterField<number | null> {
  return field<number | null>(
    null,
    (values) => positive(values[0]),
    options,
    (value) => value ?? undefined,
  );
}

/** The page number (1 when absent or malformed); never narrows the list. */
export function pageFilter(): FilterField<number> {
  return field(1, (values) => positive(values[0]) ?? 1, { narrows: false });
}

function matching(text: string | undefined, pattern: RegExp): string {
  return text !== undefined && pattern.test(text) ? text : '';
}

function positive(text: string | undefined): number | null {
  const number = Number(text ?? '');
  return text !== undefined && Number.isInteger(number) && number > 0 ? number : null;
}

/** The declared filters of a list (a page filter is always there). */
type Fields = Readonly<Record<string, FilterField<unknown>>>;

/** The values of declared filters. */
export type FiltersOf<F extends Fields> = {
  readonly [K in keyof F]: F[K] extends FilterField<infer V> ? V : never;
} & { readonly page: number };

/** A list's filters: their defaults and how they meet the address. */
export interface ListQuery<Filters extends { readonly page: number }> {
  /** The filters of an unfiltered list. */
  readonly defaults: Filters;
  /** Reads the filters from a query; unknown or malformed values fall back to the defaults. */
  fromQuery(query: URLSearchParams): Filters;
  /** The query of the filters for the address (only what differs, unless a filter is `always`). */
  toQuery(filters: Filters): Readonly<Record<string, QueryValue>>;
  /** Whether any filter narrows the list (an order or the page do not). */
  narrows(filters: Filters): boolean;
  /** Filters changed by a user: any change but the page's goes back to page 1. */
  change(filters: Filters, change: Partial<Filters>): Filters;
  /** Whether the address holds every filter that always shows (else it is completed first). */
  complete(query: URLSearchParams): boolean;
  /** The longest text a filter takes (its API's), if it is a text filter. */
  maxLengthOf(key: string): number | undefined;
  /** The text filters longer than their API takes, with their maximum (the list is not asked). */
  tooLong(filters: Filters): Readonly<Record<string, number>>;
}

/** Declares a list's filters; `page` is added. */
export function defineListQuery<const F extends Fields>(declared: F): ListQuery<FiltersOf<F>> {
  const fields: Readonly<Record<string, FilterField<unknown>>> = {
    ...declared,
    page: pageFilter(),
  };
  const entries = Object.entries(fields);
  const paramOf = (key: string, each: FilterField<unknown>) => each.param ?? key;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const build = (pick: (key: string, each: FilterField<unknown>) => unknown) =>
    Object.fromEntries(entries.map(([key, each]) => [key, pick(key, each)])) as FiltersOf<F>;
  const valueOf = (filters: FiltersOf<F>, key: string): unknown =>
    (filters as Readonly<Record<string, unknown>>)[key];

  return {
    defaults: build((_, each) => each.fallback),
    fromQuery: (query) => build((key, each) => each.read(query.getAll(paramOf(key, each)))),
    toQuery: (filters) =>
      Object.fromEntries(
        entries.map(([key, each]) => [paramOf(key, each), each.write(valueOf(filters, key))]),
      ),
    narrows: (filters) =>
      entries.some(([key, each]) => each.narrows && !same(valueOf(filters, key), each.fallback)),
    change: (filters, change) => ({
      ...filters,
      ...change,
      page: change.page ?? 1,
    }),
    complete: (query) =>
      entries.every(([key, each]) => !each.always || query.has(paramOf(key, each))),
    maxLengthOf: (key) => fields[key]?.maxLength,
    tooLong: (filters) =>
      Object.fromEntries(
        entries.flatMap(([key, { maxLength }]) => {
          const value = valueOf(filters, key);
          return maxLength !== undefined && typeof value === 'string' && value.length > maxLength
            ? [[key, maxLength]]
            : [];
        }),
      ),
  };
}
