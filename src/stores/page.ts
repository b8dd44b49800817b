/** The current page: its route, parameters (read from the real URL), locale and query. */
import { atom } from 'nanostores';
import { splitLocale, type Locale } from '../i18n/locales.ts';
import { matchRoute, type Route } from '../routes/routes.ts';

/** What the address bar says, resolved against the route table. */
export interface PageState {
  readonly route: Route | null;
  readonly params: Readonly<Record<string, string>>;
  readonly locale: Locale;
  readonly path: string;
  readonly query: URLSearchParams;
}

/** Resolves a URL against the route table. */
export function pageFromUrl(url: URL): PageState {
  const { locale, path } = splitLocale(url.pathname);
  const match = matchRoute(path);
  return {
    route: match?.route ?? null,
    params: match?.params ?? {},
    locale,
    path,
    query: url.searchParams,
  };
}

/** The current page; updated after every navigation. */
export const $page = atom<PageState>(pageFromUrl(new URL('http://localhost/')));

/** Re-reads the current page from the address bar. */
export function syncPage(location: Location): void {
  $page.set(pageFromUrl(new URL(location.href)));
}
