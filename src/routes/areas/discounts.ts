/** Discounts: the lecturer's discounts by kind, and the administrator's review of them. */
import { r, type TabSpec } from '../define.ts';

/** The area's screens. */
export const routes = [
  r('discounts', '/discounts', 'discounts/DiscountListScreen', {
    list: true,
    audience: 'lecturer',
    props: { kind: 'all', scope: 'own' },
    persist: true,
    title: 'page.discounts',
    section: 'coupons',
    tabs: 'discounts',
  }),
  r('discounts-package', '/discounts/package', 'discounts/DiscountListScreen', {
    list: true,
    link: 'discounts',
    audience: 'lecturer',
    props: { kind: 'package', scope: 'own' },
    persist: true,
    title: 'page.discounts.package',
    section: 'coupons',
    tabs: 'discounts',
  }),
  r('discounts-single', '/discounts/single', 'discounts/DiscountListScreen', {
    list: true,
    link: 'discounts',
    audience: 'lecturer',
    props: { kind: 'single', scope: 'own' },
    persist: true,
    title: 'page.discounts.single',
    section: 'coupons',
    tabs: 'discounts',
  }),
  r('management-discounts', '/management-discounts', 'discounts/DiscountListScreen', {
    list: true,
    props: { kind: 'all', scope: 'admin' },
    persist: true,
    title: 'page.managementDiscounts',
    section: 'coupons',
    audience: 'admin',
    tabs: 'management-discounts',
  }),
  r(
    'management-discounts-package',
    '/management-discounts/package',
    'discounts/DiscountListScreen',
    {
      list: true,
      props: { kind: 'package', scope: 'admin' },
      persist: true,
      title: 'page.discounts.package',
      section: 'coupons',
      audience: 'admin',
      tabs: 'management-discounts',
    },
  ),
  r('management-discounts-single', '/management-discounts/single', 'discounts/DiscountListScreen', {
    list: true,
    link: 'management-discounts',
    props: { kind: 'single', scope: 'admin' },
    persist: true,
    title: 'page.discounts.single',
    section: 'coupons',
    audience: 'admin',
    tabs: 'management-discounts',
  }),
] as const;

/** The area's tab groups. */
export const tabs = {
  discounts: [
    { route: 'discounts-package', title: 'tab.discounts.package' },
    { route: 'discounts-single', title: 'tab.discounts.single' },
  ],
  'management-discounts': [
    { route: 'management-discounts-package', title: 'tab.discounts.package' },
    { route: 'management-discounts-single', title: 'tab.discounts.single' },
  ],
} as const satisfies Readonly<Record<string, readonly TabSpec[]>>;
