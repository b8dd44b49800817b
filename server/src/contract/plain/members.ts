/**
 * Values of the members area (administrators with `v2_member.*`): members are the accounts
 * without a role (docs/decisions.md, "Members"), their orders' lines, their coupons, their
 * wallet and their notification settings. Zod-free.
 */
import { memberStatuses } from './people.ts';

/** The members list's status filter: everyone or one status. */
export const memberStatusFilters = ['ALL', ...memberStatuses] as const;

/** A member status filter. */
export type MemberStatusFilter = (typeof memberStatusFilters)[number];

/** The members list's orders: newest joined first, oldest first, by name. */
export const memberSorts = ['latest', 'oldest', 'name'] as const;

/** A members list order. */
export type MemberSort = (typeof memberSorts)[number];

/** The largest wallet adjustment either way, TWD. */
export const MAX_WALLET_ADJUSTMENT = 1_000_000;

/** Operations of members (administrators with `v2_member.read`, changes with `.write`). */
export const membersOperations = {
  list: { method: 'get', path: '/lecturers/v2/members' },
  export: { method: 'get', path: '/lecturers/v2/members/export' },
  create: { method: 'post', path: '/lecturers/v2/members' },
  get: { method: 'get', path: '/lecturers/v2/members/{id}' },
  update: { method: 'put', path: '/lecturers/v2/members/{id}' },
  settings: { method: 'put', path: '/lecturers/v2/members/{id}/settings' },
  purchased: { method: 'get', path: '/lecturers/v2/members/{id}/purchased' },
  coupons: { method: 'get', path: '/lecturers/v2/members/{id}/coupons' },
  wallet: { method: 'get', path: '/lecturers/v2/members/{id}/wallet' },
  adjust: { method: 'post', path: '/lecturers/v2/members/{id}/wallet/adjustments' },
  audit: { method: 'get', path: '/lecturers/v2/members/{id}/audit' },
  couponChoices: { method: 'get', path: '/lecturers/v2/members/{id}/coupon-choices' },
  giveCoupon: { method: 'post', path: '/lecturers/v2/members/{id}/coupons' },
  grants: { method: 'get', path: '/lecturers/v2/members/{id}/grants' },
  grantChoices: { method: 'get', path: '/lecturers/v2/members/{id}/grant-choices' },
  grant: { method: 'post', path: '/lecturers/v2/members/{id}/grants' },
  revoke: { method: 'post', path: '/lecturers/v2/members/{id}/grants/{item_id}/revoke' },
} as const;

/** Most choices a coupon or item search answers. */
export const MAX_MEMBER_CHOICES = 20;
