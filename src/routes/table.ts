/**
 * The one route table. Pages, the sidebar, guards, rewrite rules, URL builders and tests read it;
 * nothing else lists routes. Patterns follow `../shared/spec/routes.txt`: `{name}` is a path
 * parameter, `{name?}` an optional one.
 */
import { itemFeatures, type ItemKind } from '../../server/src/contract/plain/items.ts';
import type { PermissionArea } from '../../server/src/contract/plain/me.ts';

/** A screen a kind of item may or may not have (`itemFeatures`). */
type ItemFeature = keyof (typeof itemFeatures)[ItemKind];

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

/** Groups of tabs shown above a screen: a catalogue kind's item screens, or another family. */
export type TabGroupId =
  | ItemKind
  | 'questions'
  | 'discounts'
  | 'management-discounts'
  | 'order'
  | 'member'
  | 'announcement';

/** What renders a route: a screen island (its file under `src/islands/` without `.tsx`, always ending in `Screen`). */
export type ScreenRef = `${string}Screen`;

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
  /** The screen's own heading replaces the page title (empty layout only). */
  readonly ownHeading?: boolean;
  /** The catalogue kind whose item the route shows (its header, the item frame). */
  readonly item?: ItemKind;
  /** Props handed to the screen island. */
  readonly props?: Readonly<Record<string, string>>;
  /** False leaves the route out of its tab's sub-navigation. */
  readonly subnav?: boolean;
  /** The screen island stays mounted across navigations to the same route (query changes). */
  readonly persist?: boolean;
}

export interface RouteSpec<
  N extends string = string,
  P extends string = string,
> extends RouteOptions {
  readonly name: N;
  readonly pattern: P;
  readonly screen: ScreenRef;
}

function r<const N extends string, const P extends string>(
  name: N,
  pattern: P,
  screen: ScreenRef,
  options: RouteOptions,
): RouteSpec<N, P> {
  return { name, pattern, screen, ...options };
}

/** A kind's list of items (`/courses`, `/ebooks`, `/articles`). */
function itemList<const K extends ItemKind>(kind: K): RouteSpec<K, `/${K}`> {
  return r(kind, `/${kind}`, 'items/ItemListScreen', {
    title: itemListTitles[kind],
    section: 'content',
    props: { kind },
    persist: true,
  });
}

const itemListTitles = {
  courses: 'page.courses',
  ebooks: 'page.ebooks',
  articles: 'page.articles',
} as const satisfies Record<ItemKind, string>;

/** The tabs of an item's screens, in order, with their labels. */
const itemTabTitles = {
  infos: 'tab.infos',
  chapters: 'tab.chapters',
  subtitles: 'tab.subtitles',
  prices: 'tab.prices',
  lecturers: 'tab.lecturers',
  messages: 'tab.messages',
  types: 'tab.types',
  settings: 'tab.settings',
} as const;

interface ItemScreenSpec {
  /** The route name's ending (after `{kind}-{singular}_id-`). */
  readonly name: string;
  /** The path after `/{kind}/{id}/`. */
  readonly path: string;
  readonly title: string;
  readonly screen: ScreenRef;
  readonly tab: keyof typeof itemTabTitles;
  /** Only kinds with this feature (the contract's `itemFeatures`) have the screen. */
  readonly feature?: ItemFeature;
  readonly subnav?: false;
}

/**
 * The screens of a catalogue item, in tab order. Each kind gets a route per screen its
 * features allow: `/courses/{course_id}/infos/basic` is `courses-course_id-infos-basic`.
 */
const itemScreens = [
  s('infos-basic', 'infos/basic', 'page.infos.basic', 'items/BasicInfoScreen', 'infos'),
  s(
    'infos-introduction',
    'infos/introduction',
    'page.infos.introduction',
    'items/IntroductionScreen',
    'infos',
  ),
  s('infos-material', 'infos/material', 'page.infos.material', 'items/MaterialScreen', 'infos'),
  s('infos-student', 'infos/student', 'page.infos.student', 'items/StudentScreen', 'infos', {
    feature: 'student',
  }),
  s('chapters', 'chapters', 'page.chapters', 'structure/ChaptersScreen', 'chapters', {
    feature: 'chapters',
  }),
  s(
    'chapters-quick',
    'chapters/quick',
    'page.chapters.quick',
    'structure/QuickOutlineScreen',
    'chapters',
    { feature: 'chapters', subnav: false },
  ),
  s(
    'chapters-chapter_id-edit',
    'chapters/{chapter_id?}/edit',
    'page.chapters.edit',
    'structure/ChapterEditScreen',
    'chapters',
    { feature: 'chapters', subnav: false },
  ),
  s(
    'chapters-chapter_id-lectures-lecture_id',
    'chapters/{chapter_id?}/lectures/{lecture_id?}',
    'page.lectures.edit',
    'structure/LectureEditorScreen',
    'chapters',
    { feature: 'chapters', subnav: false },
  ),
  s('subtitles', 'subtitles', 'page.subtitles', 'structure/SubtitlesScreen', 'subtitles', {
    feature: 'subtitles',
  }),
  s('prices-normal', 'prices/normal', 'page.prices.normal', 'items/NormalPriceScreen', 'prices', {
    feature: 'prices',
  }),
  s('prices-stage', 'prices/stage', 'page.prices.stage', 'items/StagePriceScreen', 'prices', {
    feature: 'tickets',
  }),
  s(
    'lecturers-profit',
    'lecturers/profit',
    'page.lecturers.profit',
    'items/LecturerProfitScreen',
    'lecturers',
    { feature: 'teachs' },
  ),
  s(
    'permissions-lecturer',
    'permissions/lecturer',
    'page.permissions.lecturer',
    'items/LecturerPermissionsScreen',
    'lecturers',
    { feature: 'teachs' },
  ),
  s(
    'messages-letter',
    'messages/letter',
    'page.messages.letter',
    'items/LetterScreen',
    'messages',
    { feature: 'letter' },
  ),
  s('types-category', 'types/category', 'page.types.category', 'items/CategoryScreen', 'types', {
    feature: 'type',
  }),
  s('settings-status', 'settings/status', 'page.settings.status', 'items/StatusScreen', 'settings'),
  s(
    'settings-privacy',
    'settings/privacy',
    'page.settings.privacy',
    'items/PrivacyScreen',
    'settings',
  ),
  s(
    'settings-interaction',
    'settings/interaction',
    'page.settings.interaction',
    'items/InteractionScreen',
    'settings',
    { feature: 'interaction' },
  ),
  s(
    'settings-profit',
    'settings/profit',
    'page.settings.profit',
    'items/ProfitSettingScreen',
    'settings',
    { feature: 'platformShare' },
  ),
  s(
    'settings-fundraising-threshold',
    'settings/fundraising-threshold',
    'page.settings.fundraisingThreshold',
    'items/ThresholdScreen',
    'settings',
    { feature: 'threshold' },
  ),
  s('settings-delete', 'settings/delete', 'page.settings.delete', 'items/DeleteScreen', 'settings'),
] as const;

function s<
  const N extends string,
  const P extends string,
  // eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type -- a screen may have no options
  const O extends Pick<ItemScreenSpec, 'feature' | 'subnav'> = Record<never, never>,
>(
  name: N,
  path: P,
  title: string,
  screen: ScreenRef,
  tab: ItemScreenSpec['tab'],
  options?: O,
): { readonly name: N; readonly path: P } & O & ItemScreenSpec {
  return { name, path, title, screen, tab, ...(options ?? ({} as O)) };
}

type ItemScreenDef = (typeof itemScreens)[number];
type Singular<K extends ItemKind> = K extends `${infer S}s` ? S : never;
type KindHas<K extends ItemKind, D> = D extends { readonly feature: infer F extends ItemFeature }
  ? (typeof itemFeatures)[K][F]
  : true;

/** The routes of a kind's item screens, as the route table types them. */
type ItemRouteOf<
  K extends ItemKind,
  D extends ItemScreenDef = ItemScreenDef,
> = D extends ItemScreenDef
  ? KindHas<K, D> extends true
    ? RouteSpec<`${K}-${Singular<K>}_id-${D['name']}`, `/${K}/{${Singular<K>}_id}/${D['path']}`>
    : never
  : never;

/** The item-screen routes a kind has (by its features), generated from `itemScreens`. */
function itemRoutes<K extends ItemKind>(kind: K): readonly ItemRouteOf<K>[] {
  const param = `${kind.slice(0, -1)}_id`;
  return itemScreens
    .filter((screen: ItemScreenSpec) => !screen.feature || itemFeatures[kind][screen.feature])
    .map((screen: ItemScreenSpec) =>
      r(`${kind}-${param}-${screen.name}`, `/${kind}/{${param}}/${screen.path}`, screen.screen, {
        title: screen.title,
        section: 'content',
        layout: 'edit',
        tabs: kind,
        link: kind,
        item: kind,
        props: { kind },
        ...(screen.subnav === false ? { subnav: false } : {}),
      }),
    ) as readonly RouteSpec[] as readonly ItemRouteOf<K>[];
}

/** The tab group of a kind's item screens: one tab per `tab` of `itemScreens` the kind has. */
function itemTabs(kind: ItemKind): readonly TabSpec[] {
  const param = `${kind.slice(0, -1)}_id`;
  const tabs: { route: RouteName; title: string; also: RouteName[] }[] = [];
  for (const screen of itemScreens as readonly ItemScreenSpec[]) {
    if (screen.feature && !itemFeatures[kind][screen.feature]) continue;
    const name = `${kind}-${param}-${screen.name}` as RouteName;
    const title = itemTabTitles[screen.tab];
    const tab = tabs.find((candidate) => candidate.title === title);
    if (tab) tab.also.push(name);
    else tabs.push({ route: name, title, also: [] });
  }
  return tabs;
}

const questions = { section: 'interactions', tabs: 'questions' } as const;
const order = { section: 'orders', tabs: 'order', link: 'orders' } as const;
const member = { section: 'members', tabs: 'member', link: 'members' } as const;
const lecturer = { section: 'lecturers', link: 'lecturers' } as const;

/** Every screen route of the product. */
export const routeSpecs = [
  r('index', '/', 'dashboard/HomeScreen', { title: 'page.home' }),
  r('login', '/login', 'LoginScreen', {
    title: 'page.login',
    layout: 'empty',
    audience: 'public',
    ownHeading: true,
  }),

  itemList('articles'),
  ...itemRoutes('articles'),

  r('calendars', '/calendars', 'dashboard/CalendarScreen', {
    title: 'page.calendars',
    section: 'content',
    audience: 'admin',
    persist: true,
  }),

  r('compilers', '/compilers', 'compiler/CompilerScreen', {
    title: 'page.compilers',
    section: 'content',
    layout: 'edit',
  }),
  r('compilers-console', '/compilers/console', 'compiler/CompilerConsoleScreen', {
    title: 'page.compilers.console',
    section: 'content',
    layout: 'empty',
  }),
  r('compilers-preview', '/compilers/preview', 'compiler/CompilerPreviewScreen', {
    title: 'page.compilers.preview',
    section: 'content',
    layout: 'empty',
  }),

  r('coupons', '/coupons', 'coupons/CouponListScreen', {
    title: 'page.coupons',
    section: 'coupons',
    persist: true,
  }),
  r('coupons-create', '/coupons/create', 'coupons/CouponCreateScreen', {
    link: 'coupons',
    title: 'page.coupons.create',
    section: 'coupons',
  }),
  r('coupons-coupon_code-mode', '/coupons/{coupon_code}/{mode?}', 'coupons/CouponScreen', {
    link: 'coupons',
    title: 'page.coupons.detail',
    section: 'coupons',
  }),

  itemList('courses'),
  ...itemRoutes('courses'),

  r('discounts', '/discounts', 'discounts/DiscountListScreen', {
    audience: 'lecturer',
    props: { kind: 'all', scope: 'own' },
    persist: true,
    title: 'page.discounts',
    section: 'coupons',
    tabs: 'discounts',
  }),
  r('discounts-package', '/discounts/package', 'discounts/DiscountListScreen', {
    link: 'discounts',
    audience: 'lecturer',
    props: { kind: 'package', scope: 'own' },
    persist: true,
    title: 'page.discounts.package',
    section: 'coupons',
    tabs: 'discounts',
  }),
  r('discounts-single', '/discounts/single', 'discounts/DiscountListScreen', {
    link: 'discounts',
    audience: 'lecturer',
    props: { kind: 'single', scope: 'own' },
    persist: true,
    title: 'page.discounts.single',
    section: 'coupons',
    tabs: 'discounts',
  }),

  itemList('ebooks'),
  ...itemRoutes('ebooks'),

  r('finances-applies', '/finances/applies', 'finances/ApplyListScreen', {
    persist: true,
    title: 'page.finances.applies',
    section: 'finances',
  }),
  r('finances-applies-apply_id', '/finances/applies/{apply_id}', 'finances/ApplyScreen', {
    title: 'page.finances.apply',
    section: 'finances',
    link: 'finances-applies',
  }),
  r(
    'finances-applies-apply_id-edit',
    '/finances/applies/{apply_id}/edit',
    'finances/ApplyEditScreen',
    {
      title: 'page.finances.applyEdit',
      section: 'finances',
      link: 'finances-applies',
    },
  ),
  r('finances-remittances', '/finances/remittances', 'finances/RemittanceListScreen', {
    persist: true,
    title: 'page.finances.remittances',
    section: 'finances',
  }),

  r('interactions-index', '/interactions', 'interactions/InboxScreen', {
    title: 'page.interactions',
    section: 'interactions',
    persist: true,
  }),
  r(
    'interactions-index-announcements',
    '/interactions/announcements/{announcement_id?}',
    'announcements/AnnouncementListScreen',
    {
      title: 'page.interactions.announcements',
      section: 'interactions',
      persist: true,
    },
  ),
  r(
    'interactions-index-announcements-create',
    '/interactions/announcements/create',
    'announcements/AnnouncementCreateScreen',
    {
      title: 'page.interactions.announcementCreate',
      section: 'interactions',
      link: 'interactions-index-announcements',
    },
  ),
  r(
    'interactions-announcements-announcement_id-edit',
    '/interactions/announcements/{announcement_id?}/edit',
    'announcements/AnnouncementEditScreen',
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
    'announcements/AnnouncementViewScreen',
    {
      title: 'page.interactions.announcementView',
      section: 'interactions',
      layout: 'edit',
      tabs: 'announcement',
      link: 'interactions-index-announcements',
    },
  ),
  r(
    'interactions-index-creations',
    '/interactions/creations/{creation_id?}',
    'interactions/ThreadListScreen',
    {
      title: 'page.interactions.creations',
      section: 'interactions',
      props: { type: 'creations' },
      persist: true,
    },
  ),
  r(
    'interactions-index-feedbacks',
    '/interactions/feedbacks/{feedback_id?}',
    'interactions/ThreadListScreen',
    {
      title: 'page.interactions.feedbacks',
      section: 'interactions',
      props: { type: 'feedbacks' },
      persist: true,
    },
  ),
  r(
    'interactions-index-questions-comments',
    '/interactions/questions/comments/{comment_id?}',
    'interactions/ThreadListScreen',
    {
      title: 'page.interactions.comments',
      ...questions,
      props: { type: 'comments' },
      persist: true,
    },
  ),
  r(
    'interactions-index-questions-discussions',
    '/interactions/questions/discussions/{discussion_id?}',
    'interactions/ThreadListScreen',
    {
      title: 'page.interactions.discussions',
      ...questions,
      link: 'interactions-index-questions-comments',
      props: { type: 'discussions' },
      persist: true,
    },
  ),

  r('lecturers', '/lecturers', 'lecturers/LecturerListScreen', {
    persist: true,
    title: 'page.lecturers',
    section: 'lecturers',
  }),
  r('lecturers-create', '/lecturers/create', 'lecturers/LecturerCreateScreen', {
    title: 'page.lecturers.create',
    section: 'lecturers',
  }),
  // The profile's tabs (profiles, payouts, courses, incomes, settings, comments) are drawn by the
  // screens: four of them are `?tab=` on the profile's route, which the route tabs cannot mark.
  r('lecturers-lecturer_id', '/lecturers/{lecturer_id}', 'lecturers/LecturerScreen', {
    persist: true,
    title: 'page.lecturers.profile',
    ...lecturer,
  }),
  r(
    'lecturers-lecturer_id-comments-comment_id-mode',
    '/lecturers/{lecturer_id}/comments/{comment_id?}/{mode?}',
    'lecturers/LecturerCommentsScreen',
    { persist: true, title: 'page.lecturers.comments', ...lecturer },
  ),
  r(
    'lecturers-lecturer_id-payouts-payout_id-mode',
    '/lecturers/{lecturer_id}/payouts/{payout_id?}/{mode?}',
    'lecturers/LecturerPayoutsScreen',
    { persist: true, title: 'page.lecturers.payouts', ...lecturer },
  ),

  r('management-discounts', '/management-discounts', 'discounts/DiscountListScreen', {
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
      props: { kind: 'package', scope: 'admin' },
      persist: true,
      title: 'page.discounts.package',
      section: 'coupons',
      audience: 'admin',
      tabs: 'management-discounts',
    },
  ),
  r('management-discounts-single', '/management-discounts/single', 'discounts/DiscountListScreen', {
    link: 'management-discounts',
    props: { kind: 'single', scope: 'admin' },
    persist: true,
    title: 'page.discounts.single',
    section: 'coupons',
    audience: 'admin',
    tabs: 'management-discounts',
  }),

  r('member-groups', '/member-groups', 'member-groups/MemberGroupListScreen', {
    title: 'page.memberGroups',
    section: 'members',
  }),
  r('member-groups-create', '/member-groups/create', 'member-groups/MemberGroupCreateScreen', {
    title: 'page.memberGroups.create',
    section: 'members',
    link: 'member-groups',
  }),
  r(
    'member-groups-group_id-mode',
    '/member-groups/{group_id?}/{mode}',
    'member-groups/MemberGroupScreen',
    {
      title: 'page.memberGroups.detail',
      section: 'members',
      link: 'member-groups',
      sidebar: false,
    },
  ),

  r('members', '/members', 'members/MemberListScreen', {
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
      title: 'page.members.purchased',
      ...member,
    },
  ),
  r('members-member_id-wallet', '/members/{member_id}/wallet', 'members/MemberWalletScreen', {
    title: 'page.members.wallet',
    ...member,
  }),

  r('orders', '/orders', 'orders/OrderListScreen', {
    title: 'page.orders',
    section: 'orders',
    persist: true,
  }),
  r('orders-order_id-edit', '/orders/{order_id}/edit', 'orders/OrderContentScreen', {
    title: 'page.orders.edit',
    ...order,
    subnav: false,
  }),
  r(
    'orders-order_id-edit-content',
    '/orders/{order_id}/edit/content',
    'orders/OrderContentScreen',
    {
      title: 'page.orders.content',
      ...order,
    },
  ),
  r('orders-order_id-edit-info', '/orders/{order_id}/edit/info', 'orders/OrderInfoScreen', {
    title: 'page.orders.info',
    ...order,
  }),
  r(
    'orders-order_id-edit-invoice',
    '/orders/{order_id}/edit/invoice',
    'orders/OrderInvoiceScreen',
    {
      title: 'page.orders.invoice',
      ...order,
    },
  ),

  r('packages', '/packages', 'packages/PackageListScreen', {
    persist: true,
    audience: 'lecturer',
    title: 'page.packages',
    section: 'content',
  }),

  r('revenues', '/revenues', 'revenues/IncomeScreen', {
    title: 'page.revenues',
    section: 'revenues',
    link: 'revenues-income',
  }),
  r('revenues-income', '/revenues/income', 'revenues/IncomeScreen', {
    persist: true,
    title: 'page.revenues.income',
    section: 'revenues',
  }),
  r('revenues-record', '/revenues/record', 'revenues/RecordListScreen', {
    persist: true,
    title: 'page.revenues.record',
    section: 'revenues',
  }),

  r('settings', '/settings', 'settings/SettingsScreen', {
    title: 'page.settings',
    section: 'settings',
  }),
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
  courses: itemTabs('courses'),
  ebooks: itemTabs('ebooks'),
  articles: itemTabs('articles'),
  questions: [
    { route: 'interactions-index-questions-comments', title: 'tab.questions.comments' },
    { route: 'interactions-index-questions-discussions', title: 'tab.questions.discussions' },
  ],
  discounts: [
    { route: 'discounts-package', title: 'tab.discounts.package' },
    { route: 'discounts-single', title: 'tab.discounts.single' },
  ],
  'management-discounts': [
    { route: 'management-discounts-package', title: 'tab.discounts.package' },
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
