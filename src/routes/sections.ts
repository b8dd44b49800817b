/**
 * The icon rail's sections and each section's sidebar links (seed sections 2 and 6): the
 * navigation every area's screens hang under.
 */
import type { PermissionArea } from '../../server/src/contract/plain/me.ts';
import type { Audience } from './define.ts';
import type { RouteName } from './table.ts';

/** Top-level sections of the icon rail (seed section 2, "Sidebar sections"). */
export type SectionId =
  | 'content'
  | 'coupons'
  | 'orders'
  | 'finances'
  | 'revenues'
  | 'interactions'
  | 'lecturers'
  | 'members'
  | 'settings';

/** First segment of a permission key (seed section 6). */
export type PermissionPrefix = Extract<PermissionArea, `v2_${string}`>;

export interface SectionSpec {
  readonly id: SectionId;
  readonly title: string;
  readonly audience: Audience;
  /** Permission key prefix that opens the section to a non-lecturer (seed section 6). */
  readonly permission?: PermissionPrefix;
  /**
   * Sidebar links, in order: route names with their labels, and a query for a link that opens its
   * route with filters set (several links of one route: the address's query says which is current).
   */
  readonly links: readonly {
    readonly route: RouteName;
    readonly title: string;
    readonly query?: Readonly<Record<string, string>>;
  }[];
}

/** The icon rail's sections and each section's sidebar links (seed sections 2 and 6). */
export const sections: readonly SectionSpec[] = [
  {
    id: 'content',
    title: 'nav.content',
    audience: 'all',
    permission: 'v2_course',
    links: [
      { route: 'courses', title: 'nav.content.courses' },
      // The seed's "single lectures": the courses list filtered to them (docs/decisions.md).
      { route: 'courses', title: 'nav.content.singles', query: { type: 'SINGLE' } },
      { route: 'ebooks', title: 'nav.content.ebooks' },
      { route: 'articles', title: 'nav.content.articles' },
      { route: 'packages', title: 'nav.content.packages' },
      { route: 'calendars', title: 'nav.content.calendars' },
    ],
  },
  {
    id: 'coupons',
    title: 'nav.coupons',
    audience: 'all',
    permission: 'v2_coupon',
    links: [
      { route: 'coupons', title: 'nav.coupons.coupons' },
      { route: 'discounts', title: 'nav.coupons.discounts' },
      { route: 'management-discounts', title: 'nav.coupons.managementDiscounts' },
      { route: 'management-packages', title: 'nav.coupons.managementPackages' },
    ],
  },
  {
    id: 'orders',
    title: 'nav.orders',
    audience: 'admin',
    permission: 'v2_order',
    links: [{ route: 'orders', title: 'nav.orders.orders' }],
  },
  {
    id: 'finances',
    title: 'nav.finances',
    audience: 'admin',
    permission: 'v2_remittance',
    links: [
      { route: 'finances-applies', title: 'nav.finances.applies' },
      { route: 'finances-remittances', title: 'nav.finances.remittances' },
    ],
  },
  {
    id: 'revenues',
    title: 'nav.revenues',
    audience: 'lecturer',
    links: [
      { route: 'revenues-income', title: 'nav.revenues.income' },
      { route: 'revenues-record', title: 'nav.revenues.record' },
    ],
  },
  {
    id: 'interactions',
    title: 'nav.interactions',
    audience: 'all',
    permission: 'v2_interaction',
    links: [
      { route: 'interactions-index', title: 'nav.interactions.inbox' },
      { route: 'interactions-index-questions-comments', title: 'nav.interactions.questions' },
      { route: 'interactions-index-feedbacks', title: 'nav.interactions.feedbacks' },
      { route: 'interactions-index-announcements', title: 'nav.interactions.announcements' },
      { route: 'interactions-index-creations', title: 'nav.interactions.creations' },
    ],
  },
  {
    id: 'lecturers',
    title: 'nav.lecturers',
    audience: 'admin',
    permission: 'v2_lecturer',
    links: [{ route: 'lecturers', title: 'nav.lecturers.lecturers' }],
  },
  {
    id: 'members',
    title: 'nav.members',
    audience: 'admin',
    permission: 'v2_member',
    links: [
      { route: 'members', title: 'nav.members.members' },
      { route: 'member-groups', title: 'nav.members.groups' },
    ],
  },
  {
    id: 'settings',
    title: 'nav.settings',
    audience: 'admin',
    permission: 'v2_setting',
    links: [
      { route: 'settings', title: 'nav.settings.settings' },
      { route: 'settings-mail', title: 'nav.settings.mail' },
    ],
  },
];
