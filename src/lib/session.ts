/** The login cookie: the bearer token, 365 days, shared on the configured parent domain. */
import { runtimeConfig } from '../config/runtime.ts';
import { cookieString, readCookie } from './cookies.ts';

/** The login cookie's name (the main site sets it too). */
export const LOGIN_COOKIE = 'token';

/** The token of the login cookie, or null. */
export function readLoginToken(): string | null {
  if (typeof document === 'undefined') return null;
  const token = readCookie(document.cookie, LOGIN_COOKIE);
  return token === '' ? null : token;
}

function write(value: string, maxAgeDays?: number): void {
  const config = runtimeConfig();
  document.cookie = cookieString(LOGIN_COOKIE, value, {
    domain: config.cookieDomain,
    secure: location.protocol === 'https:',
    ...(maxAgeDays === undefined ? {} : { maxAgeDays }),
  });
}

/** Stores a token in the login cookie. */
export function saveLoginToken(token: string): void {
  write(token);
}

/** Removes the login cookie (seed: on any 403). */
export function removeLoginToken(): void {
  if (typeof document === 'undefined') return;
  write('', 0);
}
