/** The application's API client, wired to the runtime configuration, the session and the UI stores. */
import { runtimeConfig } from '../config/runtime.ts';
import { fingerprint } from '../lib/fingerprint.ts';
import { readLoginToken, removeLoginToken } from '../lib/session.ts';
import { beginActivity } from '../stores/activity.ts';
import { $i18n } from '../stores/i18n.ts';
import { showToast } from '../stores/toasts.ts';
import { createAnswerCache } from './answer-cache.ts';
import { createClient } from './client.ts';
import { createEarlyFetch } from './early.ts';

let unauthorized: () => void = () => undefined;

/** Sets what happens after a 403 (the login cookie is already removed): the page runtime re-runs the guard. */
export function onUnauthorized(handler: () => void): void {
  unauthorized = handler;
}

declare global {
  interface Window {
    /** Requests the document's head sent before any module loaded, by URL after the API's base (BaseLayout). */
    __early?: Record<string, Promise<Response> | undefined>;
  }
}

/** The signed-in user's kept answers, in this tab's session storage. */
export const answers = createAnswerCache({
  login: () => {
    const token = readLoginToken();
    return token === null ? null : fingerprint(token);
  },
  locale: () => $i18n.get().locale,
  storage: () => (typeof sessionStorage === 'undefined' ? null : sessionStorage),
});

/** The address this page was loaded at, until the client router shows another. */
let loadedAt: string | null =
  typeof location === 'undefined' ? null : location.pathname + location.search;
if (typeof document !== 'undefined')
  document.addEventListener('astro:before-swap', () => (loadedAt = null), { once: true });

/** The client every resource module calls. */
export const http = createClient({
  baseURL: () => runtimeConfig().apiBase,
  token: readLoginToken,
  removeToken: () => {
    removeLoginToken();
    unauthorized();
  },
  locale: () => $i18n.get().locale,
  toastError: (message) => showToast('error', message),
  activity: beginActivity,
  cache: answers,
  fetch: createEarlyFetch({
    base: () => runtimeConfig().apiBase,
    early: () => (typeof window === 'undefined' ? undefined : window.__early),
    address: () => loadedAt,
    now: () => performance.now(),
    storage: () => (typeof sessionStorage === 'undefined' ? null : sessionStorage),
    fetch: (input, init) => globalThis.fetch(input, init),
  }),
});
