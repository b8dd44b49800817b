/** What a member bought (a page of order lines) and their coupons (owned and used). */
import type { MemberCoupons } from '../../../server/src/contract/members.ts';
import { fetchMemberCoupons, fetchPurchased } from '../../api/members.ts';
import { defineListQuery } from '../../lib/list-query.ts';
import { createList } from '../list.ts';
import { createLoader } from '../loader.ts';

/** The lines the member of the route's `member_id` bought, newest first, by page. */
export const purchasedList = createList(
  'member-purchases',
  defineListQuery({}),
  (filters, signal, params) => fetchPurchased(Number(params['member_id']), filters.page, signal),
);

/** The member's coupons on screen. */
export const memberCouponsLoader = createLoader<number, MemberCoupons>((id, signal) =>
  fetchMemberCoupons(id, signal),
);

/** Loads a member's coupons. */
export function loadMemberCoupons(id: number): Promise<void> {
  return memberCouponsLoader.load(id);
}
