/**
 * The auth guard of every page: loads the session, then lets the user stay, sends them to login
 * (admin host: the login page; elsewhere: the main site's login popup, then back), to the main
 * site (neither admin nor lecturer) or to the courses screen (not for their role); a route whose
 * section permission the admin lacks shows the in-app no-access page (`$noAccess`).
 * It also shows exactly the sections the user may use. The server decides anyway; this is comfort.
 */
import { navigate } from 'astro:transitions/client';
import { hostKind, runtimeConfig } from '../config/runtime.ts';
import { urlFor } from '../routes/urls.ts';
import { decide } from './access.ts';
import { setRefused } from '../stores/access.ts';
import { $page } from '../stores/page.ts';
import { loadSession } from '../stores/session.ts';
import type { RouteName } from '../routes/table.ts';

const RETURN_KEY = 'backoffice:return-to';
const SECTIONS_KEY = 'backoffice:sections';
const LOGIN_MESSAGE = 'backoffice:login';

function currentAddress(): string {
  return location.pathname + location.search + location.hash;
}

/** Shows only the allowed sections and links; remembers them for the next page's first paint. */
export function applySections(
  doc: Document,
  sections: readonly string[] | null,
  persona: string | null,
): void {
  const root = doc.documentElement;
  if (sections === null) {
    delete root.dataset['sections'];
    delete root.dataset['persona'];
    localStorage.removeItem(SECTIONS_KEY);
    return;
  }
  // CSS (global.css) shows only the sections listed here and the links of the persona.
  root.dataset['sections'] = sections.join(' ');
  if (persona) root.dataset['persona'] = persona;
  try {
    localStorage.setItem(
      SECTIONS_KEY,
      JSON.stringify({ sections, persona, origin: location.origin }),
    );
  } catch {
    // Storage can be full or blocked: the next page just waits for the session.
  }
}

/** Opens the main site's login (a popup, or the whole window when popups are blocked). */
export function openMainSiteLogin(returnTo: string): void {
  sessionStorage.setItem(RETURN_KEY, returnTo);
  const url = `${runtimeConfig().mainSiteLogin}?redirect=${encodeURIComponent(new URL(returnTo, location.origin).href)}`;
  const popup = window.open(url, 'backoffice-login', 'popup,width=480,height=680');
  if (!popup) location.assign(url);
}

/** Where the user goes after logging in (and forgets it). */
export function takeReturnAddress(): string | null {
  const address = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return address;
}

function go(name: RouteName, query?: Record<string, string>): void {
  void navigate(urlFor($page.get().locale, name as 'courses', {}, query), { history: 'replace' });
}

/** Runs the guard for the current page. */
export async function guardPage(): Promise<void> {
  const page = $page.get();
  const route = page.route;
  if (!route || route.audience === 'public') return;
  const config = runtimeConfig();
  const host = hostKind(location.origin, config);
  const session = await loadSession(host);
  if (session.status === 'anonymous') {
    applySections(document, null, null);
    if (host === 'admin') go('login', { redirect: currentAddress() });
    else openMainSiteLogin(currentAddress());
    return;
  }
  if (session.status !== 'ready') return;
  const decision = decide(route, session.persona, session.permissions);
  if (decision.kind === 'main-site') {
    location.assign(config.mainSite);
    return;
  }
  setRefused(route.name, decision.kind === 'forbidden');
  applySections(document, session.sections, session.persona);
  if (decision.kind === 'courses') go('courses');
}

/** Listens for the main site's popup saying the user logged in, then returns to where they were. */
export function listenForLogin(win: Window): void {
  const apiOrigin = new URL(runtimeConfig().mainSiteLogin).origin;
  win.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.origin !== apiOrigin) return;
    if ((event.data as { type?: unknown } | null)?.type !== LOGIN_MESSAGE) return;
    const host = hostKind(win.location.origin, runtimeConfig());
    void loadSession(host, true).then((state) => {
      if (state.status !== 'ready') return;
      const back = takeReturnAddress() ?? currentAddress();
      // Already there (the usual case): apply the session here; otherwise go back, and the
      // next page's guard applies it.
      if (back === currentAddress()) void guardPage();
      else void navigate(back, { history: 'replace' });
    });
  });
}
