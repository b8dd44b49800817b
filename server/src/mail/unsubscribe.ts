/**
 * Signed unsubscribe links (issue #32): an announcement e-mail names its recipient and the purpose
 * with an HMAC-SHA256 over them (MEDIA_LINK_SECRET), with no expiry, so a link in an old message
 * still works. The main-site stand-in (`pages/unsubscribe.ts`) checks it before changing anything.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link unsubscribes from. */
export type UnsubscribePurpose = 'announcement';

/** The path of the unsubscribe page on the API's public URL. */
export const UNSUBSCRIBE_PATH = '/unsubscribe';

function signatureOf(secret: string, userId: string, purpose: string): string {
  return createHmac('sha256', secret)
    .update(`unsubscribe\n${userId}\n${purpose}`)
    .digest('base64url');
}

/** The unsubscribe link of a user for a purpose, on the public URL, in the user's language. */
export function unsubscribeUrl(
  secret: string,
  publicUrl: string,
  userId: number,
  purpose: UnsubscribePurpose,
  lang: string,
): string {
  const url = new URL(UNSUBSCRIBE_PATH, publicUrl);
  url.search = new URLSearchParams({
    user: String(userId),
    purpose,
    signature: signatureOf(secret, String(userId), purpose),
    lang,
  }).toString();
  return url.href;
}

/** Whom a link's query names, or null when it is missing or forged. */
export function verifyUnsubscribe(
  secret: string,
  query: URLSearchParams,
): { readonly userId: number; readonly purpose: UnsubscribePurpose } | null {
  const user = query.get('user') ?? '';
  const purpose = query.get('purpose') ?? '';
  const signature = query.get('signature') ?? '';
  if (!/^[1-9]\d{0,9}$/.test(user) || purpose !== 'announcement') return null;
  const expected = Buffer.from(signatureOf(secret, user, purpose));
  const given = Buffer.from(signature);
  if (given.byteLength !== expected.byteLength || !timingSafeEqual(given, expected)) return null;
  return { userId: Number(user), purpose };
}
