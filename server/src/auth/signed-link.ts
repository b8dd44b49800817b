/**
 * Short-lived signed links: what the browser fetches by itself (a `<video>`'s media cannot carry
 * the Authorization header) names its user, their role and an expiry in the query, with an
 * HMAC-SHA256 over them and the path (MEDIA_LINK_SECRET). An authenticated JSON call issues the
 * link; the route it opens checks the user's access again on every request.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '../contract/me.ts';

/** How long a link holds (at most 15 minutes by the design; docs/decisions.md). */
export const SIGNED_LINK_SECONDS = 10 * 60;

/** Whom a valid link names. */
export interface LinkHolder {
  readonly userId: number;
  readonly role: Role;
}

const roles: readonly Role[] = ['ADMIN', 'TEACHER'];

function signatureOf(secret: string, path: string, user: string, role: string, expires: string) {
  return createHmac('sha256', secret)
    .update(`${path}\n${user}\n${role}\n${expires}`)
    .digest('base64url');
}

/** The query of a link to `path` for a user in a role, valid SIGNED_LINK_SECONDS from `now`. */
export function signLink(
  secret: string,
  path: string,
  holder: LinkHolder,
  now = new Date(),
): { readonly query: string; readonly expiresAt: Date } {
  const expiresAt = new Date(Math.floor(now.getTime() / 1000 + SIGNED_LINK_SECONDS) * 1000);
  const user = String(holder.userId);
  const expires = String(expiresAt.getTime() / 1000);
  const signature = signatureOf(secret, path, user, holder.role, expires);
  const query = new URLSearchParams({ user, role: holder.role, expires, signature });
  return { query: query.toString(), expiresAt };
}

/** Whom the link of a request to `path` names, or null when it is missing, forged or expired. */
export function verifyLink(
  secret: string,
  path: string,
  query: URLSearchParams,
  now = new Date(),
): LinkHolder | null {
  const user = query.get('user') ?? '';
  const role = query.get('role') ?? '';
  const expires = query.get('expires') ?? '';
  const signature = query.get('signature') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(user) || !/^\d{1,12}$/.test(expires)) return null;
  const holderRole = roles.find((candidate) => candidate === role);
  if (!holderRole) return null;
  const expected = Buffer.from(signatureOf(secret, path, user, role, expires));
  const given = Buffer.from(signature);
  if (given.byteLength !== expected.byteLength || !timingSafeEqual(given, expected)) return null;
  if (Number(expires) * 1000 <= now.getTime()) return null;
  // Never longer than the design allows, whatever a key's holder signed.
  if (Number(expires) * 1000 > now.getTime() + 15 * 60_000) return null;
  return { userId: Number(user), role: holderRole };
}
