/** Discounts: the lecturer's discounts by kind, and the administrator's review of them. */
import { r, type TabSpec } from '../define.ts';

/** Whose discounts a list shows: the lecturer's own, or every one for the administrator's review. */
type Scope = 'own' | 'admin';

/** A list of discounts (one screen) of one kind and scope, under the scope's tab group. */
function list<const N extends string, const P extends string>(
  name: N,
  pattern: P,
  kind: 'all' | 'package' | 'single',
  scope: Scope,
  options: { readonly title: string; readonly link?: string },
) {
  return r(name, pattern, 'discounts/DiscountListScreen', {
    list: true,
    audience: scope === 'own' ? 'lecturer' : 'admin',
    props: { kind, scope },
    persist: true,
    section: 'coupons',
    tabs: scope === 'own' ? 'discounts' : 'management-discounts',
    ...options,
  });
}

/** The area's screens. */
export const routes = [
  list('discounts', '/discounts', 'all', 'own', { title: 'page.discounts' }),
  list('discounts-package', '/discounts/package', 'package', 'own', {
    title: 'page.discounts.package',
    link: 'discounts',
  }),
  list('discounts-single', '/discounts/single', 'single', 'own', {
    title: 'page.discounts.single',
    link: 'discounts',
  }),
  list('management-discounts', '/management-discounts', 'all', 'admin', {
    title: 'page.managementDiscounts',
  }),
  list('management-discounts-package', '/management-discounts/package', 'package', 'admin', {
    title: 'page.discounts.package',
  }),
  list('management-discounts-single', '/management-discounts/single', 'single', 'admin', {
    title: 'page.discounts.single',
    link: 'management-discounts',
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
