/** Members (administrators): the list, a new member and a member's tabs. */
import { r, type TabSpec } from '../define.ts';

const member = { section: 'members', tabs: 'member', link: 'members' } as const;

/** The area's screens. */
export const routes = [
  r('members', '/members', 'members/MemberListScreen', {
    list: true,
    title: 'page.members',
    section: 'members',
    persist: true,
  }),
  r('members-create', '/members/create', 'members/MemberCreateScreen', {
    title: 'page.members.create',
    section: 'members',
  }),
  r('members-member_id', '/members/{member_id}', 'members/MemberBasicScreen', {
    title: 'page.members.basic',
    ...member,
  }),
  r('members-member_id-coupon', '/members/{member_id}/coupon', 'members/MemberCouponScreen', {
    title: 'page.members.coupon',
    ...member,
  }),
  r(
    'members-member_id-purchased',
    '/members/{member_id}/purchased',
    'members/MemberPurchasedScreen',
    {
      list: true,
      title: 'page.members.purchased',
      ...member,
    },
  ),
  r('members-member_id-wallet', '/members/{member_id}/wallet', 'members/MemberWalletScreen', {
    list: true,
    title: 'page.members.wallet',
    ...member,
  }),
] as const;

/** The area's tab groups. */
export const tabs = {
  member: [
    { route: 'members-member_id', title: 'tab.member.basic' },
    { route: 'members-member_id-purchased', title: 'tab.member.purchased' },
    { route: 'members-member_id-coupon', title: 'tab.member.coupon' },
    { route: 'members-member_id-wallet', title: 'tab.member.wallet' },
  ],
} as const satisfies Readonly<Record<string, readonly TabSpec[]>>;
