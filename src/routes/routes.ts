/**
 * The route table with its defaults resolved, and lookups over it: by name, by path, by section.
 */
import { compareSpecificity, expandVariants, matchVariant, type Segment } from './patterns.ts';
import {
  redirectSpecs,
  routeSpecs,
  sections,
  tabGroups,
  type Audience,
  type Layout,
  type PermissionPrefix,
  type RouteName,
  type RouteSpec,
  type ScreenRef,
  type SectionId,
  type TabGroupId,
} from './table.ts';
import type { ItemKind } from '../../server/src/contract/items.ts';

/** A route of the table with every default resolved. */
export interface Route {
  readonly name: RouteName;
  readonly pattern: string;
  readonly title: string;
  readonly layout: Layout;
  readonly audience: Audience;
  readonly section: SectionId | undefined;
  readonly permission: PermissionPrefix | undefined;
  /** The sidebar link (route name) that shows as current on this route. */
  readonly link: RouteName | undefined;
  readonly tabs: TabGroupId | undefined;
  /** Whether the layout shows the second sidebar on this route. */
  readonly sidebar: boolean;
  /** What renders the route: a screen island. */
  readonly screen: ScreenRef;
  /** Props handed to the screen island. */
  readonly props: Readonly<Record<string, string>>;
  /** The catalogue kind whose item the route shows. */
  readonly item: ItemKind | undefined;
  /** Whether the route is listed in its tab's sub-navigation. */
  readonly subnav: boolean;
  /** Whether the screen island stays mounted across navigations to the same route. */
  readonly persist: boolean;
  /** Whether the screen shows its own heading instead of the page title (empty layout). */
  readonly ownHeading: boolean;
  /** Whether the screen is a list (drawn through the list frame). */
  readonly list: boolean;
}

/** A route's tab group, checked against the table's groups (an unknown one stops the build). */
function tabGroupOf(name: string, tabs: string | undefined): TabGroupId | undefined {
  if (tabs === undefined) return undefined;
  const group = Object.keys(tabGroups).find((id): id is TabGroupId => id === tabs);
  if (!group) throw new Error(`Route ${name} names an unknown tab group ${tabs}`);
  return group;
}

function sectionOf(id: SectionId | undefined) {
  return sections.find((section) => section.id === id);
}

function resolve(spec: (typeof routeSpecs)[number]): Route {
  const options: RouteSpec = spec;
  const section = sectionOf('section' in spec ? spec.section : undefined);
  const links = section?.links.map((link) => link.route) ?? [];
  const ownLink = links.find((name) => name === spec.name);
  const link = ('link' in spec ? (spec.link as RouteName) : undefined) ?? ownLink;
  return {
    name: spec.name,
    pattern: spec.pattern,
    title: spec.title,
    layout: 'layout' in spec ? spec.layout : 'default',
    audience: ('audience' in spec ? spec.audience : undefined) ?? section?.audience ?? 'all',
    section: section?.id,
    permission: section?.permission,
    link,
    tabs: tabGroupOf(spec.name, options.tabs),
    sidebar: links.length > 1 && !('sidebar' in spec && !spec.sidebar),
    screen: spec.screen,
    props: options.props ?? {},
    item: options.item,
    subnav: options.subnav ?? true,
    persist: options.persist ?? false,
    ownHeading: options.ownHeading ?? false,
    list: options.list ?? false,
  };
}

/** Every route, resolved, in table order. */
export const routes: readonly Route[] = routeSpecs.map(resolve);

const byName = new Map(routes.map((route) => [route.name, route]));

/** The route of a name. */
export function routeByName(name: RouteName): Route {
  const route = byName.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

/** Every concrete variant of every route, most specific first: the order paths are matched in. */
export const routeVariants: readonly { readonly route: Route; readonly variant: Segment[] }[] =
  routes
    .flatMap((route) => expandVariants(route.pattern).map((variant) => ({ route, variant })))
    .sort((a, b) => compareSpecificity(a.variant, b.variant));

/** Finds the route of a locale-free pathname and its parameters. */
export function matchRoute(
  pathname: string,
): { route: Route; params: Record<string, string> } | null {
  for (const { route, variant } of routeVariants) {
    const params = matchVariant(variant, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** Every concrete variant of every redirect, most specific first. */
export const redirectVariants = redirectSpecs
  .flatMap((redirect) => expandVariants(redirect.from).map((variant) => ({ redirect, variant })))
  .sort((a, b) => compareSpecificity(a.variant, b.variant));

/** Finds the seed redirect for a locale-free pathname. */
export function matchRedirect(pathname: string): (typeof redirectSpecs)[number] | null {
  return redirectVariants.find(({ variant }) => matchVariant(variant, pathname))?.redirect ?? null;
}

/** The tabs shown on a route, each marked current or not. */
export function tabsOf(route: Route) {
  if (!route.tabs) return [];
  return tabGroups[route.tabs].map((tab) => ({
    ...tab,
    current: tab.route === route.name || (tab.also ?? []).includes(route.name),
  }));
}

/**
 * The sub-navigation of a route: the routes of its current tab that the tab lists (each marked
 * current or not); empty when the tab has fewer than two.
 */
export function subnavOf(route: Route) {
  const tab = tabsOf(route).find((candidate) => candidate.current);
  if (!tab) return [];
  const links = [tab.route, ...(tab.also ?? [])]
    .map((name) => routeByName(name))
    .filter((candidate) => candidate.subnav)
    .map((candidate) => ({ route: candidate, current: candidate.name === route.name }));
  return links.length > 1 ? links : [];
}
