/** The application's API client, wired to the runtime configuration, the session and the UI stores. */
import { runtimeConfig } from '../config/runtime.ts';
import { readLoginToken, removeLoginToken } from '../lib/session.ts';
import { beginActivity } from '../stores/activity.ts';
import { $i18n } from '../stores/i18n.ts';
import { showToast } from '../stores/toasts.ts';
import { createClient } from './client.ts';

let unauthorized: () => void = () => undefined;

/** Sets what happens after a 403 (the login cookie is already removed): the page runtime re-runs the guard. */
export function onUnauthorized(handler: () => void): void {
  unauthorized = handler;
}

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
});
