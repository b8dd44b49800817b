/**
 * What a route entry is: the shapes the areas' route files (`src/routes/areas/`) declare their
 * screens with, and `r`, the one way to declare one. The table (`src/routes/table.ts`) collects
 * them.
 */
import type { ItemKind } from '../../server/src/contract/plain/items.ts';
import type { SectionId } from './sections.ts';
import type { RouteName } from './table.ts';

/** Which layout frames a screen (seed section 2). */
export type Layout = 'default' | 'edit' | 'empty';

/** Who may open a screen: anyone (no session needed), any back-office user, or one role only. */
export type Audience = 'public' | 'all' | 'admin' | 'lecturer';

/**
 * What renders a route: a screen island (its file under `src/islands/` without `.tsx`, always
 * ending in `Screen`).
 */
export type ScreenRef = `${string}Screen`;

/** How a route shows: its title, section, layout, audience, tabs and island props. */
interface RouteOptions {
  /** i18n key of the screen title. */
  readonly title: string;
  readonly section?: SectionId;
  readonly layout?: Layout;
  /** Defaults to the section's audience. */
  readonly audience?: Audience;
  /** The sidebar link (a route name) this screen belongs to; defaults to the section link it extends. */
  readonly link?: string;
  /** The tab group shown above the screen (a key of the table's `tabGroups`). */
  readonly tabs?: string;
  /** False hides the second sidebar even when the section has several links. */
  readonly sidebar?: boolean;
  /** The screen's own heading replaces the page title (empty layout only). */
  readonly ownHeading?: boolean;
  /** The catalogue kind whose item the route shows (its header, the item frame). */
  readonly item?: ItemKind;
  /** Props handed to the screen island. */
  readonly props?: Readonly<Record<string, string>>;
  /** False leaves the route out of its tab's sub-navigation. */
  readonly subnav?: boolean;
  /** The screen island stays mounted across navigations to the same route (query changes). */
  readonly persist?: boolean;
  /** A list screen: it draws its rows through the list frame (`ListFrame`; a test holds it to that). */
  readonly list?: boolean;
}

/** One route of the table: its name, pattern and screen, with its options. */
export interface RouteSpec<
  N extends string = string,
  P extends string = string,
> extends RouteOptions {
  readonly name: N;
  readonly pattern: P;
  readonly screen: ScreenRef;
}

/** Declares a route (the name and pattern stay literal types for the URL builders). */
export function r<const N extends string, const P extends string>(
  name: N,
  pattern: P,
  screen: ScreenRef,
  options: RouteOptions,
): RouteSpec<N, P> {
  return { name, pattern, screen, ...options };
}

/** The route builder of an area whose screens all hang under one section: `r` with it set. */
export function inSection(section: SectionId) {
  return <const N extends string, const P extends string>(
    name: N,
    pattern: P,
    screen: ScreenRef,
    options: Omit<RouteOptions, 'section'>,
  ): RouteSpec<N, P> => r(name, pattern, screen, { ...options, section });
}

/** One tab of a tab group: the route it opens and its label. */
export interface TabSpec {
  readonly route: RouteName;
  readonly title: string;
  /** Other routes under which this tab shows as current. */
  readonly also?: readonly RouteName[];
}

/** A redirect of the seed: `from` (a pattern) answers with `to` (a path), query string kept. */
export interface RedirectSpec {
  readonly from: string;
  readonly to: string;
  readonly status: 301 | 302;
}
