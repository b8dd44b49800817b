/** The prerendered pages: a shell per route pattern per locale variant, and the 404 pages. */
import { isLocale, localePrefixes, locales, type Locale } from '../i18n/locales.ts';
import { shellPath } from './patterns.ts';
import { routes, type Route } from './routes.ts';

function localeOf(prefix: string): Locale {
  const code = prefix.slice(1);
  return isLocale(code) ? code : 'zh-TW';
}

/** One entry per route per locale prefix, for `getStaticPaths`. */
export function screenPaths(): {
  params: { path: string | undefined };
  props: { route: Route; locale: Locale };
}[] {
  return localePrefixes.flatMap((prefix) =>
    routes.map((route) => {
      const path = `${prefix}${shellPath(route.pattern)}`.replace(/^\/|\/$/g, '');
      return {
        params: { path: path === '' ? undefined : path },
        props: { route, locale: localeOf(prefix) },
      };
    }),
  );
}

/** One 404 page per locale prefix (the unprefixed one is `src/pages/404.astro`). */
export function notFoundPaths(): { params: { locale: Locale }; props: { locale: Locale } }[] {
  return locales.map((locale) => ({ params: { locale }, props: { locale } }));
}
