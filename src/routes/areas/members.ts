/** Members (administrators): the list, a new member and a member's tabs. */
import { inSection, type TabSpec } from '../define.ts';

const member = { tabs: 'member', link: 'members' } as const;

/** Declares one of the area's routes: they all hang under the members section. */
const route = inSection('members');

/** The area's screens. */
export const routes = [
  route('members', '/members', 'members/MemberListScreen', {
    list: true,
    title: 'page.members',
    persist: true,
  }),
  route('members-create', '/members/create', 'members/MemberCreateScreen', {
    title: 'page.members.create',
  }),
  route('members-member_id', '/members/{member_id}', 'members/MemberBasicScreen', {
    title: 'page.members.basic',
    ...member,
  }),
  route('members-member_id-coupon', '/members/{member_id}/coupon', 'members/MemberCouponScreen', {
    title: 'page.members.coupon',
    ...member,
  }),
  route(
    'members-member_id-purchased',
    '/members/{member_id}/purchased',
    'members/MemberPurchasedScreen',
    {
      list: true,
      title: 'page.members.purchased',
      ...member,
    },
  ),
  route('members-member_id-wallet', '/members/{member_id}/wallet', 'members/MemberWalletScreen', {
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
