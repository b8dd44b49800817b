/**
 * The audience of a platform coupon (administrators): everyone, or the members of one group,
 * picked from the groups by name (`GET global_coupons/groups`, the first MAX_PER_PAGE).
 */
import type { CouponGroup } from '../../../server/src/contract/coupons.ts';
import { MAX_PER_PAGE } from '../../../server/src/contract/plain/courses.ts';
import { fetchCouponGroups, type CouponGroups } from '../../api/coupons.ts';
import { createLoader } from '../loader.ts';
import { editCoupon } from './form.ts';

/** The groups a coupon can be limited to. */
export const couponGroupsLoader = createLoader<'all', CouponGroups>((_key, signal) =>
  fetchCouponGroups({ page: 1, per_page: MAX_PER_PAGE }, signal),
);

/** Loads the groups to pick from, once. */
export function loadCouponGroups(): Promise<void> {
  return couponGroupsLoader.load('all');
}

/** Limits the coupon to a group's members, or (null) opens it to everyone. */
export function setCouponAudience(group: CouponGroup | null): void {
  editCoupon('group_id', group);
}
