/** What a member bought (a page of order lines) and their coupons (owned and used). */
import type { MemberCoupons } from '../../../server/src/contract/members.ts';
import { fetchMemberCoupons, fetchPurchased, type PurchasedList } from '../../api/members.ts';
import { createLoader } from '../loader.ts';

/** Which page of whose purchases. */
export interface PurchasedKey {
  readonly id: number;
  readonly page: number;
}

/** The purchased lines on screen. */
export const purchasedLoader = createLoader<PurchasedKey, PurchasedList>(
  (key, signal) => fetchPurchased(key.id, key.page, signal),
  { keep: (previous, next) => previous.id === next.id },
);

/** Loads a page of a member's purchased lines. */
export function loadPurchased(key: PurchasedKey): Promise<void> {
  return purchasedLoader.load(key);
}

/** The member's coupons on screen. */
export const memberCouponsLoader = createLoader<number, MemberCoupons>((id, signal) =>
  fetchMemberCoupons(id, signal),
);

/** Loads a member's coupons. */
export function loadMemberCoupons(id: number): Promise<void> {
  return memberCouponsLoader.load(id);
}
