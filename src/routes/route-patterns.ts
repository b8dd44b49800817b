/**
 * Each route's pattern by name, read from the one route table: all the URL builders need of it.
 * The browser build replaces this module with its result, a plain object
 * (`routePatternsPlugin` in `astro-integration.ts`), so no page loads the route table itself.
 */
import { routeSpecs, type RouteName } from './table.ts';

/** The pattern of every route, by name. */
export const routePatterns = Object.fromEntries(
  routeSpecs.map((spec) => [spec.name, spec.pattern]),
) as Readonly<Record<RouteName, string>>;
