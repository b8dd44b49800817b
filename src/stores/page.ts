/** The current page: its route, parameters (read from the real URL), locale and query. */
import { atom } from 'nanostores';
import { splitLocale, type Locale } from '../i18n/locales.ts';
import { compareSpecificity, expandVariants, matchVariant } from '../routes/patterns.ts';
import type { Route } from '../routes/routes.ts';

/** What the browser knows of the page's route: the layout writes it into the page. */
export type PageRoute = Pick<Route, 'name' | 'pattern' | 'audience' | 'permission' | 'item'>;

/** The element id of the JSON script holding the page's route (none on error pages). */
export const ROUTE_ELEMENT_ID = 'page-route';

/** What the address bar says, resolved against the page's route. */
export interface PageState {
  readonly route: PageRoute | null;
  readonly params: Readonly<Record<string, string>>;
  readonly locale: Locale;
  readonly path: string;
  readonly query: URLSearchParams;
}

/** The fields of a route the page carries (what `PageRoute` names). */
export function pageRouteOf(route: Route): PageRoute {
  const { name, pattern, audience, permission, item } = route;
  return { name, pattern, audience, permission, item };
}

/** The route of a document, from its route script. */
function routeIn(doc: Document): PageRoute | null {
  const text = doc.getElementById(ROUTE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageRoute) : null;
}

/**
 * Resolves a URL against a route (by default the current document's): its parameters when the
 * path is one of the route's, else no route.
 */
export function pageFromUrl(
  url: URL,
  route: PageRoute | null = typeof document === 'undefined' ? null : routeIn(document),
): PageState {
  const { locale, path } = splitLocale(url.pathname);
  const params = route
    ? expandVariants(route.pattern)
        .sort(compareSpecificity)
        .map((variant) => matchVariant(variant, path))
        .find((found) => found !== null)
    : undefined;
  return {
    route: params ? route : null,
    params: params ?? {},
    locale,
    path,
    query: url.searchParams,
  };
}

/** The current page; updated after every navigation. */
export const $page = atom<PageState>(pageFromUrl(new URL('http://localhost/'), null));

/** Re-reads the current page from the address bar and the document's route. */
export function syncPage(location: Location): void {
  $page.set(pageFromUrl(new URL(location.href)));
}
