/**
 * Typed URL builders: a route name, its parameters (checked against the pattern) and the locale.
 * Components never build paths by hand.
 */
import { withLocale, type Locale } from '../i18n/locales.ts';
import { buildPath } from './patterns.ts';
import { routePatterns } from './route-patterns.ts';
import type { PatternOf, RouteName } from './table.ts';

type SegmentsOf<P extends string> = P extends `${infer Head}/${infer Tail}`
  ? Head | SegmentsOf<Tail>
  : P;
type RequiredNames<P extends string> =
  SegmentsOf<P> extends infer S
    ? S extends `{${string}?}`
      ? never
      : S extends `{${infer N}}`
        ? N
        : never
    : never;
type OptionalNames<P extends string> =
  SegmentsOf<P> extends infer S ? (S extends `{${infer N}?}` ? N : never) : never;

/** The parameters of a pattern: required ones must be given, optional ones may be. */
export type ParamsOf<P extends string> = Record<RequiredNames<P>, string | number> &
  // eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type -- a pattern may have no optional parameter
  Partial<Record<OptionalNames<P>, string | number>>;

/** The parameters of a named route. */
export type RouteParams<N extends RouteName> = ParamsOf<PatternOf<N>>;

/** A query: a list repeats its key (`filter=PAID&filter=COURSE`); empty values are left out. */
type Query = Readonly<Record<string, string | number | boolean | readonly string[] | undefined>>;

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const each of value) search.append(key, String(each));
    else if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function patternOf(name: RouteName): string {
  const pattern = (routePatterns as Partial<Record<string, string>>)[name];
  if (pattern === undefined) throw new Error(`Unknown route ${name}`);
  return pattern;
}

/** The URL of a named route for a locale, with parameters and an optional query. */
export function urlFor<N extends RouteName>(
  locale: Locale,
  name: N,
  ...[params, query]: keyof RouteParams<N> extends never
    ? [params?: RouteParams<N>, query?: Query]
    : [params: RouteParams<N>, query?: Query]
): string {
  const path = buildPath(patternOf(name), params ?? {});
  return withLocale(path, locale) + queryString(query);
}

/** The URL of a route name with loosely typed parameters (for tabs and links read from the table). */
export function urlForRoute(
  locale: Locale,
  name: RouteName,
  params: Readonly<Record<string, string | undefined>>,
  query?: Query,
): string {
  return withLocale(buildPath(patternOf(name), params), locale) + queryString(query);
}
