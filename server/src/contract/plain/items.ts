/**
 * Values of the catalogue items (courses, ebooks, articles) the client and the server share, and
 * the item operations under `/lecturers/v2/{kind}`. Zod-free: the browser imports this module.
 */
import { LARGE_MAX_BODY_BYTES } from './operation.ts';
import { courseStatuses } from './courses.ts';

/** The kinds of catalogue items, as their path segment. */
export const itemKinds = ['courses', 'ebooks', 'articles'] as const;

/** A kind of item (its path segment). */
export type ItemKind = (typeof itemKinds)[number];

/** Ebook (and article) card types (seed section 4): the lower-case statuses. */
export const ebookStatuses = ['draft', 'offline', 'publish', 'review', 'scheduling'] as const;

/** Statuses of each kind as the API spells them. */
export const itemStatuses = {
  courses: courseStatuses,
  ebooks: ebookStatuses,
  articles: ebookStatuses,
} as const satisfies Record<ItemKind, readonly string[]>;

/** Every status spelling any kind uses. */
export const anyItemStatuses = [...courseStatuses, ...ebookStatuses] as const;

/** A status as any kind spells it. */
export type ItemStatus = (typeof anyItemStatuses)[number];

/** Screens (and their fields and routes) each kind has (routes.txt). */
export const itemFeatures = {
  courses: {
    student: true,
    chapters: true,
    subtitles: true,
    letter: true,
    prices: true,
    tickets: true,
    threshold: true,
    interaction: true,
    teachs: true,
    platformShare: true,
    type: true,
    sources: true,
  },
  ebooks: {
    student: true,
    chapters: true,
    subtitles: false,
    letter: true,
    prices: true,
    tickets: false,
    threshold: false,
    interaction: false,
    teachs: true,
    platformShare: true,
    type: false,
    sources: false,
  },
  articles: {
    student: false,
    chapters: false,
    subtitles: false,
    letter: false,
    prices: false,
    tickets: false,
    threshold: false,
    interaction: false,
    teachs: false,
    platformShare: false,
    type: false,
    sources: false,
  },
} as const satisfies Record<ItemKind, Readonly<Record<string, boolean>>>;

/** A screen (and its routes) a kind may have. */
export type ItemFeature = keyof (typeof itemFeatures)[ItemKind];

/** The kinds that have a feature. */
export type KindsWith<F extends ItemFeature> = {
  [K in ItemKind]: (typeof itemFeatures)[K][F] extends true ? K : never;
}[ItemKind];

/** The kinds that have a feature, to declare its routes from one factory. */
export function kindsWith<F extends ItemFeature>(feature: F): KindsWith<F>[] {
  return itemKinds.filter((kind): kind is KindsWith<F> => itemFeatures[kind][feature]);
}

/**
 * Longest category key (`PUT courses/{id}/type`, list filter). The categories themselves are data
 * administrators manage in settings (`GET /lecturers/v2/categories`).
 */
export const MAX_CATEGORY_KEY = 100;

/** Who may see an item on the marketplace. */
export const itemPrivacies = ['PUBLIC', 'UNLISTED', 'PRIVATE'] as const;

/** A privacy of an item. */
export type ItemPrivacy = (typeof itemPrivacies)[number];

/** A course is a full course or a single lecture (seed: "courses, single lectures"). */
export const courseTypes = ['COURSE', 'SINGLE'] as const;

/** A course type. */
export type CourseType = (typeof courseTypes)[number];

/** What an owner may let a co-lecturer do (permissions/lecturer). */
export const teachPermissions = [
  'infos',
  'prices',
  'chapters',
  'messages',
  'settings',
  'interactions',
] as const;

/** A teach permission. */
export type TeachPermission = (typeof teachPermissions)[number];

/** The permissions that mean something for a kind (answering students needs its interactions). */
export function teachPermissionsOf(kind: ItemKind): readonly TeachPermission[] {
  return teachPermissions.filter(
    (permission) => permission !== 'interactions' || itemFeatures[kind].interaction,
  );
}

/** How the viewer relates to an item. */
export const itemRoles = ['owner', 'co-lecturer', 'admin'] as const;

/** Why a status move is not offered now (the screen explains each). */
export const moveReasons = [
  /** There is no such move from the current status. */
  'no-move',
  /** Only the lecturer who owns the item makes this move. */
  'owner-only',
  /** Only an administrator makes this move. */
  'admin-only',
  /** The introduction is empty (submitting for review). */
  'needs-introduction',
  /** No category is chosen (submitting a course for review). */
  'needs-category',
  /** Presale needs a fundraising course: 3 or more tickets. */
  'needs-tickets',
  /** Presale needs a fundraising threshold and end date. */
  'needs-threshold',
  /** The threshold is not met yet (to PREPARE). */
  'threshold-not-met',
  /** The threshold is met (so not OFFLINE). */
  'threshold-met',
  /** Fundraising has not ended yet (to OFFLINE). */
  'fundraising-open',
] as const;

/** A reason a move is not offered. */
export type MoveReason = (typeof moveReasons)[number];

/** Extra input a move needs: a future date (SCHEDULING) or a reason (an admin's rejection). */
export const moveNeeds = ['scheduled_at', 'reason'] as const;

/**
 * The statuses a bulk action of the list moves items to (each item by its own allowed move): the
 * moves that need nothing more than the status (a publication date or a rejection reason is set on
 * the item's status screen).
 */
export const bulkStatusTargets = ['REVIEW', 'PUBLISH', 'OFFLINE', 'DRAFT'] as const;

/** A status a bulk action moves to (upper case; ebooks and articles spell it in lower case). */
export type BulkStatusTarget = (typeof bulkStatusTargets)[number];

/** Most items one bulk action takes (a list page holds 20). */
export const MAX_BULK_ITEMS = 100;

/** Longest item title. */
export const MAX_ITEM_TITLE_LENGTH = 120;

/** Longest subtitle and list entry (learnings, requirements, audiences, source titles). */
export const MAX_TEXT_LINE_LENGTH = 200;

/** Longest letter to students, in characters. */
export const MAX_LETTER_LENGTH = 5000;

/** Most tickets (stage prices) a course may have. */
export const MAX_TICKETS = 10;

/** Most list entries (learnings, requirements, audiences, sources). */
export const MAX_LIST_ENTRIES = 30;

/** Longest introduction accepted, in characters of HTML. */
export const MAX_INTRODUCTION_LENGTH = 50_000;

/** Tickets from this many on make a course fundraising (seed section 9). */
export const FUNDRAISING_MIN_TICKETS = 3;

/** Highest price (normal, struck-through or ticket), in TWD. */
export const MAX_PRICE = 1_000_000;

/** The item operations (`/lecturers/v2/{kind}`), every kind. */
export const itemsOperations = {
  list: { method: 'get', path: '/lecturers/v2/{kind}', kinds: itemKinds },
  create: { method: 'post', path: '/lecturers/v2/{kind}', kinds: itemKinds },
  get: { method: 'get', path: '/lecturers/v2/{kind}/{id}', kinds: itemKinds },
  update: {
    method: 'put',
    path: '/lecturers/v2/{kind}/{id}',
    kinds: itemKinds,
    maxBodyBytes: LARGE_MAX_BODY_BYTES,
  },
  remove: { method: 'delete', path: '/lecturers/v2/{kind}/{id}', kinds: itemKinds },
  cover: { method: 'post', path: '/lecturers/v2/{kind}/{id}/cover', kinds: itemKinds },
  review: { method: 'post', path: '/lecturers/v2/{kind}/{id}/reviews', kinds: itemKinds },
  status: { method: 'put', path: '/lecturers/v2/{kind}/{id}/status', kinds: itemKinds },
  bulkStatus: { method: 'post', path: '/lecturers/v2/{kind}/bulk/status', kinds: itemKinds },
  bulkTrash: { method: 'post', path: '/lecturers/v2/{kind}/bulk/trash', kinds: itemKinds },
} as const;
