/**
 * The catalogue's routes: each kind's list (`/courses`, `/ebooks`, `/articles`) and, from one
 * list of item screens and the contract's `itemFeatures`, the screens of an item with their tabs,
 * and the seed's redirects of a course whose id is `create`.
 */
import { itemFeatures, type ItemKind } from '../../../server/src/contract/plain/items.ts';
import { r, type RedirectSpec, type RouteSpec, type ScreenRef, type TabSpec } from '../define.ts';
import type { RouteName } from '../table.ts';

/** A screen a kind of item may or may not have (`itemFeatures`). */
type ItemFeature = keyof (typeof itemFeatures)[ItemKind];

/** A kind's list of items (`/courses`, `/ebooks`, `/articles`). */
function itemList<const K extends ItemKind>(kind: K): RouteSpec<K, `/${K}`> {
  return r(kind, `/${kind}`, 'items/ItemListScreen', {
    title: itemListTitles[kind],
    section: 'content',
    props: { kind },
    persist: true,
    list: true,
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

/** The catalogue's screens: each kind's list and its item's screens. */
export const routes = [
  itemList('articles'),
  ...itemRoutes('articles'),
  itemList('courses'),
  ...itemRoutes('courses'),
  itemList('ebooks'),
  ...itemRoutes('ebooks'),
] as const;

/** A kind's item screens grouped into tabs. */
export const tabs = {
  courses: itemTabs('courses'),
  ebooks: itemTabs('ebooks'),
  articles: itemTabs('articles'),
} as const satisfies Readonly<Record<ItemKind, readonly TabSpec[]>>;

const courseCreateTarget = '/courses/create/infos/basic';

/** A course whose id is `create` opens the new course's basic information. */
export const redirects: readonly RedirectSpec[] = [
  { from: '/courses/create', to: courseCreateTarget, status: 302 },
  ...routes
    .filter((route) => route.pattern.startsWith('/courses/{course_id}/'))
    .map((route) => route.pattern.replace('{course_id}', 'create'))
    .filter((from) => from !== courseCreateTarget)
    .map((from) => ({ from, to: courseCreateTarget, status: 302 as const })),
];
