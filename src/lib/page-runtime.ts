/**
 * Everything a page does once per full load, outside React: i18n and page state for islands,
 * links that depend on the real URL, the locale switcher and the locale from geo, the auth guard,
 * prefetch, chunk reload, the leave guard and the progress bar during navigation.
 */
import { navigate } from 'astro:transitions/client';
import { onUnauthorized } from '../api/http.ts';
import { runtimeConfig } from '../config/runtime.ts';
import { isLocale, splitLocale, withLocale } from '../i18n/locales.ts';
import { buildPath } from '../routes/patterns.ts';
import { beginActivity, holdOverlay } from '../stores/activity.ts';
import { $t, loadI18nFrom } from '../stores/i18n.ts';
import { $page, syncPage } from '../stores/page.ts';
import { $geo, $geoKnown, loadPlatform } from '../stores/platform.ts';
import { $online } from '../stores/network.ts';
import { $session, sessionLost } from '../stores/session.ts';
import { showToast } from '../stores/toasts.ts';
import { askConfirm, markClean, markDirty } from '../stores/unsaved.ts';
import { installChunkReload } from './chunk-reload.ts';
import { cookieString, readCookie } from './cookies.ts';
import { guardPage, listenForLogin } from './guard.ts';
import { installLeaveGuard } from './leave-guard.ts';
import { localeRedirect } from './locale-choice.ts';
import { markCurrentSidebarLink } from './sidebar-current.ts';
import { installPrefetch } from './prefetch.ts';
import { mayHaveUnfinished } from './uploads/remembered.ts';

/** The cookie that remembers the chosen interface language. */
export const LOCALE_COOKIE = 'locale';

/**
 * Points links that carry route parameters (their route's name and pattern, written at build
 * time) and the locale switcher at the real URL.
 */
function updateLinks(doc: Document): void {
  const page = $page.get();
  // A new item (`/courses/create/…`) has only the screen that creates it.
  const creating = Object.values(page.params).includes('create');
  for (const anchor of doc.querySelectorAll<HTMLAnchorElement>('a[data-route]')) {
    const name = anchor.dataset['route'];
    if (creating && name !== page.route?.name) {
      anchor.removeAttribute('href');
      anchor.setAttribute('aria-disabled', 'true');
      continue;
    }
    const pattern = anchor.dataset['pattern'];
    try {
      if (pattern === undefined) throw new Error(`The link to ${String(name)} has no pattern`);
      anchor.href = withLocale(buildPath(pattern, page.params), page.locale);
    } catch {
      anchor.removeAttribute('href');
    }
  }
  const { path } = splitLocale(doc.location.pathname);
  for (const anchor of doc.querySelectorAll<HTMLAnchorElement>('a[data-locale]')) {
    const locale = anchor.dataset['locale'];
    if (isLocale(locale)) anchor.href = withLocale(path, locale) + doc.location.search;
  }
  markCurrentSidebarLink(doc);
}

/** The rail's count of waiting posts, loaded on demand where the interactions section shows. */
function showWaiting(): void {
  const session = $session.get();
  if (session.status !== 'ready' || !session.sections.includes('interactions')) return;
  void import('./rail-badge.ts')
    .then(({ showRailBadge }) => showRailBadge(document))
    .catch((error: unknown) => console.warn('Could not show the waiting posts', error));
}

function refresh(): void {
  loadI18nFrom(document);
  syncPage(window.location);
  updateLinks(document);
  void guardPage().then(showWaiting);
}

/** Carries the root attributes the guard set (sections, persona) into the next document. */
function keepRootAttributes(next: Document): void {
  for (const name of ['data-sections', 'data-persona']) {
    const value = document.documentElement.getAttribute(name);
    if (value !== null) next.documentElement.setAttribute(name, value);
  }
}

/** Asks for the command palette: src/islands/PaletteLoader.tsx loads it on the first ask. */
function askForPalette(event: Event): void {
  if ($session.get().status !== 'ready') return;
  event.preventDefault();
  document.dispatchEvent(new Event('palette:open'));
}

/** Starts the page runtime (once per full page load). */
export function startPageRuntime(): void {
  const config = runtimeConfig();
  refresh();
  installChunkReload(window);
  installPrefetch(document);
  installLeaveGuard(window, () => $t.get());
  listenForLogin(window);
  // A session that could not load (offline, API down) loads again when the connection is back.
  $online.listen((online) => {
    if (online && $session.get().status === 'error') void guardPage();
  });
  onUnauthorized(() => {
    if (sessionLost()) void guardPage();
  });
  // The upload code loads only where an upload may be waiting (or when one starts).
  if (mayHaveUnfinished()) {
    void import('./uploads/index.ts')
      .then(({ loadUnfinished }) => loadUnfinished())
      .catch((error: unknown) => console.warn('Could not read unfinished uploads', error));
  }
  // An unprefixed URL moves to the language the user chose at once, or to the geo's once known.
  const chosen = localeRedirect(
    new URL(location.href),
    readCookie(document.cookie, LOCALE_COOKIE),
    null,
  );
  if (chosen) void navigate(chosen, { history: 'replace' });
  void loadPlatform().then(() => {
    if (chosen || !$geoKnown.get()) return;
    const target = localeRedirect(
      new URL(location.href),
      readCookie(document.cookie, LOCALE_COOKIE),
      $geo.get().locale_code,
    );
    if (target) void navigate(target, { history: 'replace' });
  });
  document.addEventListener('astro:before-swap', (event) => keepRootAttributes(event.newDocument));
  // The next page's messages, before its islands first render (they hydrate after the swap).
  document.addEventListener('astro:after-swap', () => loadI18nFrom(document));

  let endNavigation: (() => void) | null = null;
  document.addEventListener('astro:before-preparation', (event) => {
    if (event.defaultPrevented) return;
    endNavigation?.();
    endNavigation = beginActivity();
  });
  document.addEventListener('astro:page-load', () => {
    refresh();
    endNavigation?.();
    endNavigation = null;
  });

  document.addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') askForPalette(event);
  });
  document.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest('[data-palette-open]')) askForPalette(event);
    const anchor = (event.target as Element | null)?.closest('a[data-locale]');
    const locale = anchor instanceof HTMLAnchorElement ? anchor.dataset['locale'] : undefined;
    if (!isLocale(locale)) return;
    document.cookie = cookieString(LOCALE_COOKIE, locale, {
      domain: config.cookieDomain,
      secure: location.protocol === 'https:',
    });
  });

  if (config.exposeStores) {
    const stores = { showToast, markDirty, markClean, askConfirm, holdOverlay, beginActivity };
    Object.assign(window, { __backoffice: stores });
    // The upload modules load on demand; tests wait for `uploads` before using them.
    void Promise.all([import('../stores/uploads.ts'), import('./uploads/index.ts')]).then(
      ([uploads, { uploadEngine, uploadVideo, uploadSmallFile }]) =>
        Object.assign(stores, { uploads, uploadEngine, uploadVideo, uploadSmallFile }),
    );
  }
}
