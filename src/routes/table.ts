/**
 * The one route table. Pages, the sidebar, guards, rewrite rules, URL builders and tests read it;
 * nothing else lists routes. Patterns follow `../shared/spec/routes.txt`: `{name}` is a path
 * parameter, `{name?}` an optional one.
 */
import type { PermissionArea } from '../../server/src/contract/plain/me.ts';

/** Which layout frames a screen (seed section 2). */
export type Layout = 'default' | 'edit' | 'empty';

/** Who may open a screen: anyone (no session needed), any back-office user, or one role only. */
export type Audience = 'public' | 'all' | 'admin' | 'lecturer';

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

/** Groups of tabs shown above a screen. */
export type TabGroupId =
  | 'course'
  | 'ebook'
  | 'article'
  | 'questions'
  | 'discounts'
  | 'management-discounts'
  | 'order'
  | 'member'
  | 'lecturer'
  | 'announcement';

interface RouteOptions {
  /** i18n key of the screen title. */
  readonly title: string;
  readonly section?: SectionId;
  readonly layout?: Layout;
  /** Defaults to the section's audience. */
  readonly audience?: Audience;
  /** The sidebar link (a route name) this screen belongs to; defaults to the section link it extends. */
  readonly link?: string;
  readonly tabs?: TabGroupId;
  /** False hides the second sidebar even when the section has several links. */
  readonly sidebar?: boolean;
}

export interface RouteSpec<
  N extends string = string,
  P extends string = string,
> extends RouteOptions {
  readonly name: N;
  readonly pattern: P;
}

function r<const N extends string, const P extends string>(
  name: N,
  pattern: P,
  options: RouteOptions,
): RouteSpec<N, P> {
  return { name, pattern, ...options };
}

const course = { section: 'content', layout: 'edit', tabs: 'course', link: 'courses' } as const;
const ebook = { section: 'content', layout: 'edit', tabs: 'ebook', link: 'ebooks' } as const;
const article = { section: 'content', layout: 'edit', tabs: 'article', link: 'articles' } as const;
const questions = { section: 'interactions', tabs: 'questions' } as const;
const order = { section: 'orders', tabs: 'order', link: 'orders' } as const;
const member = { section: 'members', tabs: 'member', link: 'members' } as const;
const lecturer = { section: 'lecturers', tabs: 'lecturer', link: 'lecturers' } as const;

/** Every screen route of the product. */
export const routeSpecs = [
  r('index', '/', { title: 'page.home' }),
  r('login', '/login', { title: 'page.login', layout: 'empty', audience: 'public' }),

  r('articles', '/articles', { title: 'page.articles', section: 'content' }),
  r('articles-article_id-infos-basic', '/articles/{article_id}/infos/basic', {
    title: 'page.infos.basic',
    ...article,
  }),
  r('articles-article_id-infos-introduction', '/articles/{article_id}/infos/introduction', {
    title: 'page.infos.introduction',
    ...article,
  }),
  r('articles-article_id-infos-material', '/articles/{article_id}/infos/material', {
    title: 'page.infos.material',
    ...article,
  }),
  r('articles-article_id-settings-delete', '/articles/{article_id}/settings/delete', {
    title: 'page.settings.delete',
    ...article,
  }),
  r('articles-article_id-settings-privacy', '/articles/{article_id}/settings/privacy', {
    title: 'page.settings.privacy',
    ...article,
  }),
  r('articles-article_id-settings-status', '/articles/{article_id}/settings/status', {
    title: 'page.settings.status',
    ...article,
  }),

  r('calendars', '/calendars', { title: 'page.calendars', section: 'content', audience: 'admin' }),

  r('compilers', '/compilers', { title: 'page.compilers', section: 'content', layout: 'edit' }),
  r('compilers-console', '/compilers/console', {
    title: 'page.compilers.console',
    section: 'content',
    layout: 'empty',
  }),
  r('compilers-preview', '/compilers/preview', {
    title: 'page.compilers.preview',
    section: 'content',
    layout: 'empty',
  }),

  r('coupons', '/coupons', { title: 'page.coupons', section: 'coupons' }),
  r('coupons-create', '/coupons/create', { title: 'page.coupons.create', section: 'coupons' }),
  r('coupons-coupon_code-mode', '/coupons/{coupon_code}/{mode?}', {
    title: 'page.coupons.detail',
    section: 'coupons',
  }),

  r('courses', '/courses', { title: 'page.courses', section: 'content' }),
  r('courses-course_id-chapters', '/courses/{course_id}/chapters', {
    title: 'page.chapters',
    ...course,
  }),
  r('courses-course_id-chapters-quick', '/courses/{course_id}/chapters/quick', {
    title: 'page.chapters.quick',
    ...course,
  }),
  r(
    'courses-course_id-chapters-chapter_id-edit',
    '/courses/{course_id}/chapters/{chapter_id?}/edit',
    {
      title: 'page.chapters.edit',
      ...course,
    },
  ),
  r(
    'courses-course_id-chapters-chapter_id-lectures-lecture_id',
    '/courses/{course_id}/chapters/{chapter_id?}/lectures/{lecture_id?}',
    { title: 'page.lectures.edit', ...course },
  ),
  r('courses-course_id-subtitles', '/courses/{course_id}/subtitles', {
    title: 'page.subtitles',
    ...course,
  }),
  r('courses-course_id-infos-basic', '/courses/{course_id}/infos/basic', {
    title: 'page.infos.basic',
    ...course,
  }),
  r('courses-course_id-infos-introduction', '/courses/{course_id}/infos/introduction', {
    title: 'page.infos.introduction',
    ...course,
  }),
  r('courses-course_id-infos-material', '/courses/{course_id}/infos/material', {
    title: 'page.infos.material',
    ...course,
  }),
  r('courses-course_id-infos-student', '/courses/{course_id}/infos/student', {
    title: 'page.infos.student',
    ...course,
  }),
  r('courses-course_id-lecturers-profit', '/courses/{course_id}/lecturers/profit', {
    title: 'page.lecturers.profit',
    ...course,
  }),
  r('courses-course_id-messages-letter', '/courses/{course_id}/messages/letter', {
    title: 'page.messages.letter',
    ...course,
  }),
  r('courses-course_id-permissions-lecturer', '/courses/{course_id}/permissions/lecturer', {
    title: 'page.permissions.lecturer',
    ...course,
  }),
  r('courses-course_id-prices-normal', '/courses/{course_id}/prices/normal', {
    title: 'page.prices.normal',
    ...course,
  }),
  r('courses-course_id-prices-stage', '/courses/{course_id}/prices/stage', {
    title: 'page.prices.stage',
    ...course,
  }),
  r('courses-course_id-settings-delete', '/courses/{course_id}/settings/delete', {
    title: 'page.settings.delete',
    ...course,
  }),
  r(
    'courses-course_id-settings-fundraising-threshold',
    '/courses/{course_id}/settings/fundraising-threshold',
    { title: 'page.settings.fundraisingThreshold', ...course },
  ),
  r('courses-course_id-settings-interaction', '/courses/{course_id}/settings/interaction', {
    title: 'page.settings.interaction',
    ...course,
  }),
  r('courses-course_id-settings-privacy', '/courses/{course_id}/settings/privacy', {
    title: 'page.settings.privacy',
    ...course,
  }),
  r('courses-course_id-settings-profit', '/courses/{course_id}/settings/profit', {
    title: 'page.settings.profit',
    ...course,
  }),
  r('courses-course_id-settings-status', '/courses/{course_id}/settings/status', {
    title: 'page.settings.status',
    ...course,
  }),
  r('courses-course_id-types-category', '/courses/{course_id}/types/category', {
    title: 'page.types.category',
    ...course,
  }),

  r('discounts', '/discounts', { title: 'page.discounts', section: 'coupons', tabs: 'discounts' }),
  r('discounts-package', '/discounts/package', {
    title: 'page.discounts.package',
    section: 'coupons',
    tabs: 'discounts',
  }),
  r('discounts-single', '/discounts/single', {
    title: 'page.discounts.single',
    section: 'coupons',
    tabs: 'discounts',
  }),

  r('ebooks', '/ebooks', { title: 'page.ebooks', section: 'content' }),
  r('ebooks-ebook_id-chapters', '/ebooks/{ebook_id}/chapters', {
    title: 'page.chapters',
    ...ebook,
  }),
  r('ebooks-ebook_id-chapters-quick', '/ebooks/{ebook_id}/chapters/quick', {
    title: 'page.chapters.quick',
    ...ebook,
  }),
  r('ebooks-ebook_id-chapters-chapter_id-edit', '/ebooks/{ebook_id}/chapters/{chapter_id?}/edit', {
    title: 'page.chapters.edit',
    ...ebook,
  }),
  r(
    'ebooks-ebook_id-chapters-chapter_id-lectures-lecture_id',
    '/ebooks/{ebook_id}/chapters/{chapter_id?}/lectures/{lecture_id?}',
    { title: 'page.lectures.edit', ...ebook },
  ),
  r('ebooks-ebook_id-infos-basic', '/ebooks/{ebook_id}/infos/basic', {
    title: 'page.infos.basic',
    ...ebook,
  }),
  r('ebooks-ebook_id-infos-introduction', '/ebooks/{ebook_id}/infos/introduction', {
    title: 'page.infos.introduction',
    ...ebook,
  }),
  r('ebooks-ebook_id-infos-material', '/ebooks/{ebook_id}/infos/material', {
    title: 'page.infos.material',
    ...ebook,
  }),
  r('ebooks-ebook_id-infos-student', '/ebooks/{ebook_id}/infos/student', {
    title: 'page.infos.student',
    ...ebook,
  }),
  r('ebooks-ebook_id-lecturers-profit', '/ebooks/{ebook_id}/lecturers/profit', {
    title: 'page.lecturers.profit',
    ...ebook,
  }),
  r('ebooks-ebook_id-messages-letter', '/ebooks/{ebook_id}/messages/letter', {
    title: 'page.messages.letter',
    ...ebook,
  }),
  r('ebooks-ebook_id-permissions-lecturer', '/ebooks/{ebook_id}/permissions/lecturer', {
    title: 'page.permissions.lecturer',
    ...ebook,
  }),
  r('ebooks-ebook_id-prices-normal', '/ebooks/{ebook_id}/prices/normal', {
    title: 'page.prices.normal',
    ...ebook,
  }),
  r('ebooks-ebook_id-settings-delete', '/ebooks/{ebook_id}/settings/delete', {
    title: 'page.settings.delete',
    ...ebook,
  }),
  r('ebooks-ebook_id-settings-privacy', '/ebooks/{ebook_id}/settings/privacy', {
    title: 'page.settings.privacy',
    ...ebook,
  }),
  r('ebooks-ebook_id-settings-profit', '/ebooks/{ebook_id}/settings/profit', {
    title: 'page.settings.profit',
    ...ebook,
  }),
  r('ebooks-ebook_id-settings-status', '/ebooks/{ebook_id}/settings/status', {
    title: 'page.settings.status',
    ...ebook,
  }),

  r('finances-applies', '/finances/applies', {
    title: 'page.finances.applies',
    section: 'finances',
  }),
  r('finances-applies-apply_id', '/finances/applies/{apply_id}', {
    title: 'page.finances.apply',
    section: 'finances',
    link: 'finances-applies',
  }),
  r('finances-applies-apply_id-edit', '/finances/applies/{apply_id}/edit', {
    title: 'page.finances.applyEdit',
    section: 'finances',
    link: 'finances-applies',
  }),
  r('finances-remittances', '/finances/remittances', {
    title: 'page.finances.remittances',
    section: 'finances',
  }),

  r('interactions-index', '/interactions', { title: 'page.interactions', section: 'interactions' }),
  r('interactions-index-announcements', '/interactions/announcements/{announcement_id?}', {
    title: 'page.interactions.announcements',
    section: 'interactions',
  }),
  r('interactions-index-announcements-create', '/interactions/announcements/create', {
    title: 'page.interactions.announcementCreate',
    section: 'interactions',
    link: 'interactions-index-announcements',
  }),
  r(
    'interactions-announcements-announcement_id-edit',
    '/interactions/announcements/{announcement_id?}/edit',
    {
      title: 'page.interactions.announcementEdit',
      section: 'interactions',
      layout: 'edit',
      tabs: 'announcement',
      link: 'interactions-index-announcements',
    },
  ),
  r(
    'interactions-announcements-announcement_id-edit-view',
    '/interactions/announcements/{announcement_id?}/edit/view',
    {
      title: 'page.interactions.announcementView',
      section: 'interactions',
      layout: 'edit',
      tabs: 'announcement',
      link: 'interactions-index-announcements',
    },
  ),
  r('interactions-index-creations', '/interactions/creations/{creation_id?}', {
    title: 'page.interactions.creations',
    section: 'interactions',
  }),
  r('interactions-index-feedbacks', '/interactions/feedbacks/{feedback_id?}', {
    title: 'page.interactions.feedbacks',
    section: 'interactions',
  }),
  r('interactions-index-questions-comments', '/interactions/questions/comments/{comment_id?}', {
    title: 'page.interactions.comments',
    ...questions,
  }),
  r(
    'interactions-index-questions-discussions',
    '/interactions/questions/discussions/{discussion_id?}',
    {
      title: 'page.interactions.discussions',
      ...questions,
      link: 'interactions-index-questions-comments',
    },
  ),

  r('lecturers', '/lecturers', { title: 'page.lecturers', section: 'lecturers' }),
  r('lecturers-create', '/lecturers/create', {
    title: 'page.lecturers.create',
    section: 'lecturers',
  }),
  r('lecturers-lecturer_id', '/lecturers/{lecturer_id}', {
    title: 'page.lecturers.profile',
    ...lecturer,
  }),
  r(
    'lecturers-lecturer_id-comments-comment_id-mode',
    '/lecturers/{lecturer_id}/comments/{comment_id?}/{mode?}',
    { title: 'page.lecturers.comments', ...lecturer },
  ),
  r(
    'lecturers-lecturer_id-payouts-payout_id-mode',
    '/lecturers/{lecturer_id}/payouts/{payout_id?}/{mode?}',
    { title: 'page.lecturers.payouts', ...lecturer },
  ),

  r('management-discounts', '/management-discounts', {
    title: 'page.managementDiscounts',
    section: 'coupons',
    audience: 'admin',
    tabs: 'management-discounts',
  }),
  r('management-discounts-package', '/management-discounts/package', {
    title: 'page.discounts.package',
    section: 'coupons',
    audience: 'admin',
    tabs: 'management-discounts',
  }),
  r('management-discounts-single', '/management-discounts/single', {
    title: 'page.discounts.single',
    section: 'coupons',
    audience: 'admin',
    tabs: 'management-discounts',
  }),

  r('member-groups', '/member-groups', { title: 'page.memberGroups', section: 'members' }),
  r('member-groups-create', '/member-groups/create', {
    title: 'page.memberGroups.create',
    section: 'members',
    link: 'member-groups',
  }),
  r('member-groups-group_id-mode', '/member-groups/{group_id?}/{mode}', {
    title: 'page.memberGroups.detail',
    section: 'members',
    link: 'member-groups',
    sidebar: false,
  }),

  r('members', '/members', { title: 'page.members', section: 'members' }),
  r('members-create', '/members/create', { title: 'page.members.create', section: 'members' }),
  r('members-member_id', '/members/{member_id}', { title: 'page.members.basic', ...member }),
  r('members-member_id-coupon', '/members/{member_id}/coupon', {
    title: 'page.members.coupon',
    ...member,
  }),
  r('members-member_id-purchased', '/members/{member_id}/purchased', {
    title: 'page.members.purchased',
    ...member,
  }),
  r('members-member_id-wallet', '/members/{member_id}/wallet', {
    title: 'page.members.wallet',
    ...member,
  }),

  r('orders', '/orders', { title: 'page.orders', section: 'orders' }),
  r('orders-order_id-edit', '/orders/{order_id}/edit', { title: 'page.orders.edit', ...order }),
  r('orders-order_id-edit-content', '/orders/{order_id}/edit/content', {
    title: 'page.orders.content',
    ...order,
  }),
  r('orders-order_id-edit-info', '/orders/{order_id}/edit/info', {
    title: 'page.orders.info',
    ...order,
  }),
  r('orders-order_id-edit-invoice', '/orders/{order_id}/edit/invoice', {
    title: 'page.orders.invoice',
    ...order,
  }),

  r('packages', '/packages', { title: 'page.packages', section: 'content', link: 'courses' }),

  r('revenues', '/revenues', { title: 'page.revenues', section: 'revenues' }),
  r('revenues-income', '/revenues/income', { title: 'page.revenues.income', section: 'revenues' }),
  r('revenues-record', '/revenues/record', { title: 'page.revenues.record', section: 'revenues' }),

  r('settings', '/settings', { title: 'page.settings', section: 'settings' }),
] as const;

/** A route name of the table. */
export type RouteName = (typeof routeSpecs)[number]['name'];

/** The pattern of a named route. */
export type PatternOf<N extends RouteName> = Extract<
  (typeof routeSpecs)[number],
  { name: N }
>['pattern'];

interface SectionSpec {
  readonly id: SectionId;
  readonly title: string;
  readonly audience: Audience;
  /** Permission key prefix that opens the section to a non-lecturer (seed section 6). */
  readonly permission?: PermissionPrefix;
  /** Sidebar links, in order: route names with their labels. */
  readonly links: readonly { readonly route: RouteName; readonly title: string }[];
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
      { route: 'ebooks', title: 'nav.content.ebooks' },
      { route: 'articles', title: 'nav.content.articles' },
      { route: 'calendars', title: 'nav.content.calendars' },
    ],
  },
  {
    id: 'coupons',
    title: 'nav.coupons',
    audience: 'all',
    permission: 'v2_coupon',
    links: [{ route: 'coupons', title: 'nav.coupons.coupons' }],
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
    links: [{ route: 'settings', title: 'nav.settings.settings' }],
  },
];

interface TabSpec {
  readonly route: RouteName;
  readonly title: string;
  /** Other routes under which this tab shows as current. */
  readonly also?: readonly RouteName[];
}

/** Tab groups: the tabs of a screen family, each opening a route with the current parameters. */
export const tabGroups: Readonly<Record<TabGroupId, readonly TabSpec[]>> = {
  course: [
    {
      route: 'courses-course_id-infos-basic',
      title: 'tab.infos',
      also: [
        'courses-course_id-infos-introduction',
        'courses-course_id-infos-material',
        'courses-course_id-infos-student',
      ],
    },
    {
      route: 'courses-course_id-chapters',
      title: 'tab.chapters',
      also: [
        'courses-course_id-chapters-quick',
        'courses-course_id-chapters-chapter_id-edit',
        'courses-course_id-chapters-chapter_id-lectures-lecture_id',
      ],
    },
    { route: 'courses-course_id-subtitles', title: 'tab.subtitles' },
    {
      route: 'courses-course_id-prices-normal',
      title: 'tab.prices',
      also: ['courses-course_id-prices-stage'],
    },
    {
      route: 'courses-course_id-lecturers-profit',
      title: 'tab.lecturers',
      also: ['courses-course_id-permissions-lecturer'],
    },
    { route: 'courses-course_id-messages-letter', title: 'tab.messages' },
    { route: 'courses-course_id-types-category', title: 'tab.types' },
    {
      route: 'courses-course_id-settings-status',
      title: 'tab.settings',
      also: [
        'courses-course_id-settings-privacy',
        'courses-course_id-settings-interaction',
        'courses-course_id-settings-profit',
        'courses-course_id-settings-fundraising-threshold',
        'courses-course_id-settings-delete',
      ],
    },
  ],
  ebook: [
    {
      route: 'ebooks-ebook_id-infos-basic',
      title: 'tab.infos',
      also: [
        'ebooks-ebook_id-infos-introduction',
        'ebooks-ebook_id-infos-material',
        'ebooks-ebook_id-infos-student',
      ],
    },
    {
      route: 'ebooks-ebook_id-chapters',
      title: 'tab.chapters',
      also: [
        'ebooks-ebook_id-chapters-quick',
        'ebooks-ebook_id-chapters-chapter_id-edit',
        'ebooks-ebook_id-chapters-chapter_id-lectures-lecture_id',
      ],
    },
    { route: 'ebooks-ebook_id-prices-normal', title: 'tab.prices' },
    {
      route: 'ebooks-ebook_id-lecturers-profit',
      title: 'tab.lecturers',
      also: ['ebooks-ebook_id-permissions-lecturer'],
    },
    { route: 'ebooks-ebook_id-messages-letter', title: 'tab.messages' },
    {
      route: 'ebooks-ebook_id-settings-status',
      title: 'tab.settings',
      also: [
        'ebooks-ebook_id-settings-privacy',
        'ebooks-ebook_id-settings-profit',
        'ebooks-ebook_id-settings-delete',
      ],
    },
  ],
  article: [
    {
      route: 'articles-article_id-infos-basic',
      title: 'tab.infos',
      also: ['articles-article_id-infos-introduction', 'articles-article_id-infos-material'],
    },
    {
      route: 'articles-article_id-settings-status',
      title: 'tab.settings',
      also: ['articles-article_id-settings-privacy', 'articles-article_id-settings-delete'],
    },
  ],
  questions: [
    { route: 'interactions-index-questions-comments', title: 'tab.questions.comments' },
    { route: 'interactions-index-questions-discussions', title: 'tab.questions.discussions' },
  ],
  discounts: [
    { route: 'discounts-package', title: 'tab.discounts.package', also: ['discounts'] },
    { route: 'discounts-single', title: 'tab.discounts.single' },
  ],
  'management-discounts': [
    {
      route: 'management-discounts-package',
      title: 'tab.discounts.package',
      also: ['management-discounts'],
    },
    { route: 'management-discounts-single', title: 'tab.discounts.single' },
  ],
  order: [
    {
      route: 'orders-order_id-edit-content',
      title: 'tab.order.content',
      also: ['orders-order_id-edit'],
    },
    { route: 'orders-order_id-edit-info', title: 'tab.order.info' },
    { route: 'orders-order_id-edit-invoice', title: 'tab.order.invoice' },
  ],
  member: [
    { route: 'members-member_id', title: 'tab.member.basic' },
    { route: 'members-member_id-purchased', title: 'tab.member.purchased' },
    { route: 'members-member_id-coupon', title: 'tab.member.coupon' },
    { route: 'members-member_id-wallet', title: 'tab.member.wallet' },
  ],
  lecturer: [
    { route: 'lecturers-lecturer_id', title: 'tab.lecturer.profiles' },
    { route: 'lecturers-lecturer_id-payouts-payout_id-mode', title: 'tab.lecturer.payouts' },
    { route: 'lecturers-lecturer_id-comments-comment_id-mode', title: 'tab.lecturer.comments' },
  ],
  announcement: [
    { route: 'interactions-announcements-announcement_id-edit', title: 'tab.announcement.edit' },
    {
      route: 'interactions-announcements-announcement_id-edit-view',
      title: 'tab.announcement.view',
    },
  ],
};

/** A redirect of the seed: `from` (a pattern) answers with `to` (a path), query string kept. */
export interface RedirectSpec {
  readonly from: string;
  readonly to: string;
  readonly status: 301 | 302;
}

const courseCreateTarget = '/courses/create/infos/basic';

/** The seed's redirects (section 2): old interaction URLs, and a course whose id is `create`. */
export const redirectSpecs: readonly RedirectSpec[] = [
  { from: '/courses/interactions', to: '/interactions/questions/comments', status: 301 },
  {
    from: '/courses/interactions/discussions',
    to: '/interactions/questions/discussions',
    status: 301,
  },
  { from: '/courses/interactions/feedbacks', to: '/interactions/feedbacks', status: 301 },
  { from: '/courses/interactions/announcements', to: '/interactions/announcements', status: 301 },
  { from: '/courses/interactions/creations', to: '/interactions/creations', status: 301 },
  { from: '/courses/create', to: courseCreateTarget, status: 302 },
  ...routeSpecs
    .filter((route) => route.pattern.startsWith('/courses/{course_id}/'))
    .map((route) => route.pattern.replace('{course_id}', 'create'))
    .filter((from) => from !== courseCreateTarget)
    .map((from) => ({ from, to: courseCreateTarget, status: 302 as const })),
];
