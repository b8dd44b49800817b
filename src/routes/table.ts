/**
 * The one route table. Pages, the sidebar, guards, rewrite rules, URL builders and tests read it;
 * nothing else lists routes. Each area declares its screens (and its tab groups and redirects) in
 * its own file under `src/routes/areas/`; this index collects them, one line per area. Patterns
 * follow `../shared/spec/routes.txt`: `{name}` is a path parameter, `{name?}` an optional one.
 */
import * as dashboard from './areas/dashboard.ts';
import * as shell from './areas/shell.ts';
import * as items from './areas/items.ts';
import * as compiler from './areas/compiler.ts';
import * as coupons from './areas/coupons.ts';
import * as discounts from './areas/discounts.ts';
import * as finances from './areas/finances.ts';
import * as interactions from './areas/interactions.ts';
import * as announcements from './areas/announcements.ts';
import * as lecturers from './areas/lecturers.ts';
import * as mail from './areas/mail.ts';
import * as memberGroups from './areas/member-groups.ts';
import * as members from './areas/members.ts';
import * as orders from './areas/orders.ts';
import * as packages from './areas/packages.ts';
import * as revenues from './areas/revenues.ts';
import * as settings from './areas/settings.ts';
import * as trash from './areas/trash.ts';
import type { RedirectSpec, TabSpec } from './define.ts';

export type { Audience, Layout, RedirectSpec, RouteSpec, ScreenRef } from './define.ts';
export { sections, type PermissionPrefix, type SectionId } from './sections.ts';

/** Every screen route of the product. */
export const routeSpecs = [
  ...dashboard.routes,
  ...shell.routes,
  ...items.routes,
  ...compiler.routes,
  ...coupons.routes,
  ...discounts.routes,
  ...finances.routes,
  ...interactions.routes,
  ...announcements.routes,
  ...lecturers.routes,
  ...memberGroups.routes,
  ...members.routes,
  ...orders.routes,
  ...packages.routes,
  ...revenues.routes,
  ...settings.routes,
  ...mail.routes,
  ...trash.routes,
] as const;

/** A route name of the table. */
export type RouteName = (typeof routeSpecs)[number]['name'];

/** The pattern of a named route. */
export type PatternOf<N extends RouteName> = Extract<
  (typeof routeSpecs)[number],
  { name: N }
>['pattern'];

const groups = {
  ...items.tabs,
  ...interactions.tabs,
  ...discounts.tabs,
  ...orders.tabs,
  ...members.tabs,
  ...announcements.tabs,
};

/** A tab group's name. */
export type TabGroupId = keyof typeof groups;

/** Tab groups: the tabs of a screen family, each opening a route with the current parameters. */
export const tabGroups: Readonly<Record<TabGroupId, readonly TabSpec[]>> = groups;

/** The seed's redirects (section 2): old interaction URLs, and a course whose id is `create`. */
export const redirectSpecs: readonly RedirectSpec[] = [
  ...interactions.redirects,
  ...items.redirects,
];
