/** Reading and writing cookies shared across the configured parent domain. */

/** Days a remembered cookie lives (seed section 9). */
export const COOKIE_DAYS = 365;

/** Reads a cookie by name. */
export function readCookie(cookie: string, name: string): string | null {
  for (const part of cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Builds a Set-Cookie string: 365 days, the parent domain if any, SameSite=Lax, Secure on https. */
export function cookieString(
  name: string,
  value: string,
  options: { domain: string; secure: boolean; maxAgeDays?: number },
): string {
  const maxAge = Math.round((options.maxAgeDays ?? COOKIE_DAYS) * 86_400);
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'SameSite=Lax',
  ];
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
