/**
 * Contract of the catalogue items: courses, ebooks and articles share one shape and one set of
 * routes under `/lecturers/v2/{kind}` (what each kind has is in `itemFeatures`). The client imports
 * the inferred types only (`import type`), so this file depends on zod alone.
 */
import { z } from 'zod';
import {
  courseLanguages,
  courseLevels,
  courseOrders,
  courseListItem,
  courseStatuses,
  listMeta,
  MAX_KEYWORD_LENGTH,
  MAX_PER_PAGE,
} from './courses.ts';

/** The kinds of catalogue items, as their path segment. */
export const itemKinds = ['courses', 'ebooks', 'articles'] as const;

/** Ebook (and article) card types (seed section 4): the lower-case statuses. */
export const ebookStatuses = ['draft', 'offline', 'publish', 'review', 'scheduling'] as const;

/** Statuses of each kind as the API spells them. */
export const itemStatuses = {
  courses: courseStatuses,
  ebooks: ebookStatuses,
  articles: ebookStatuses,
} as const satisfies Record<(typeof itemKinds)[number], readonly string[]>;

/** Every status spelling any kind uses. */
export const anyItemStatus = z.enum([...courseStatuses, ...ebookStatuses]);

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
} as const satisfies Record<(typeof itemKinds)[number], Readonly<Record<string, boolean>>>;

/** Category keys of items (`PUT courses/{id}/type`, list filter); labels live in the client. */
export const itemCategories = [
  'programming',
  'design',
  'language',
  'business',
  'marketing',
  'photography',
  'music',
  'lifestyle',
] as const;

/** Who may see an item on the marketplace. */
export const itemPrivacies = ['PUBLIC', 'UNLISTED', 'PRIVATE'] as const;

/** A course is a full course or a single lecture (seed: "courses, single lectures"). */
export const courseTypes = ['COURSE', 'SINGLE'] as const;

/** What an owner may let a co-lecturer do (permissions/lecturer). */
export const teachPermissions = ['infos', 'prices', 'chapters', 'messages', 'settings'] as const;

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

/** Extra input a move needs: a future date (SCHEDULING) or a reason (an admin's rejection). */
export const moveNeeds = ['scheduled_at', 'reason'] as const;

/** Most tickets (stage prices) a course may have. */
export const MAX_TICKETS = 10;

/** Most list entries (learnings, requirements, audiences, sources). */
export const MAX_LIST_ENTRIES = 30;

/** Longest introduction accepted, in characters of HTML. */
export const MAX_INTRODUCTION_LENGTH = 50_000;

/** Tickets from this many on make a course fundraising (seed section 9). */
export const FUNDRAISING_MIN_TICKETS = 3;

const id = z.number().int();
const isoDate = z.iso.datetime({ offset: true });

/**
 * A whole number from a form field or JSON. An empty field is missing (400), never 0: a coerced
 * `''` would otherwise save a price of 0.
 */
export function wholeNumber(min: number, max: number) {
  return z
    .union([z.number(), z.string().trim().min(1)])
    .pipe(z.coerce.number<string | number>().int().min(min).max(max));
}

/** A form field that is a boolean (`true`/`false`, `1`/`0`, or a JSON boolean). */
export const formBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
]);

/** `{kind}` path parameter routes declare with the kind fixed; `{id}` of an item. */
export const itemParams = z.object({ id: z.coerce.number().int().positive() });

/** `GET /lecturers/v2/{kind}` query: the filters of seed section 7. */
export const itemListQuery = z.object({
  category: z.string().trim().max(100).optional().describe('Category key, e.g. programming'),
  keyword: z
    .string()
    .trim()
    .max(MAX_KEYWORD_LENGTH)
    .optional()
    .describe('Part of the title or subtitle (case-insensitive, literal)'),
  status: z.union([anyItemStatus, z.literal('')]).optional(),
  order: z.union([z.enum(courseOrders), z.literal('')]).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
});

/** A lecturer as other objects name them. */
export const lecturerRef = z.object({ id, name: z.string() });

/** One item of a list: the course list's fields, any kind's status and the cover. */
export const itemListEntry = courseListItem.extend({
  status: anyItemStatus,
  cover_url: z.string().nullable(),
});

/** `GET /lecturers/v2/{kind}` answer. */
export const itemListResponse = z.object({ data: z.array(itemListEntry), meta: listMeta });

/** A stage price: the ticket price (TWD) in effect from `schedule_at` on. */
export const ticket = z.object({
  fundraising: z.number().int().nonnegative(),
  schedule_at: isoDate,
});

/** A source the course's material comes from. */
export const courseSource = z.object({ title: z.string(), url: z.string() });

/** One status move as the viewer sees it now. */
export const statusMove = z.object({
  status: anyItemStatus,
  allowed: z.boolean(),
  reason: z.enum(moveReasons).nullable(),
  needs: z.enum(moveNeeds).nullable(),
});

/** An item with everything its screens show. Fields a kind does not have hold their defaults. */
export const itemDetail = z.object({
  id,
  kind: z.enum(itemKinds),
  title: z.string(),
  subtitle: z.string(),
  status: anyItemStatus,
  level: z.enum(courseLevels),
  language: z.enum(courseLanguages),
  profession_id: id.nullable(),
  cover: z.object({ id: z.string(), url: z.string() }).nullable(),
  /** Sanitised HTML. */
  introduction: z.string(),
  learnings: z.array(z.string()),
  requirements: z.array(z.string()),
  audiences: z.array(z.string()),
  letter: z.string(),
  privacy: z.enum(itemPrivacies),
  interactions: z.object({
    questions: z.boolean(),
    feedbacks: z.boolean(),
    creations: z.boolean(),
  }),
  category: z.string(),
  type: z.enum(courseTypes),
  /** Price in TWD whole dollars. */
  price: z.number().int(),
  original_price: z.number().int().nullable(),
  tickets: z.array(ticket),
  /** 3 or more tickets. */
  fundraising: z.boolean(),
  fundraising_threshold: z.number().int().nullable(),
  fundraising_ends_at: isoDate.nullable(),
  /** Students who bought during presale. */
  presale_count: z.number().int(),
  /** The platform's share of each sale, in percent. */
  platform_share: z.number().int(),
  scheduled_at: isoDate.nullable(),
  /** An administrator's reason for the last rejection. */
  review_note: z.string().nullable(),
  lecturer: lecturerRef,
  /** How the viewer relates to the item. */
  my_role: z.enum(['owner', 'co-lecturer', 'admin']),
  /** What the viewer may do (owners and admins: every permission). */
  my_permissions: z.array(z.enum(teachPermissions)),
  moves: z.array(statusMove),
  created_at: isoDate,
  updated_at: isoDate,
});

const title = z.string().trim().min(1).max(120);
const textLine = z.string().trim().max(200);
const textList = z.array(z.string().trim().min(1).max(200)).max(MAX_LIST_ENTRIES);

/** `POST /lecturers/v2/{kind}`: a new item with its basic information. */
export const itemCreateBody = z.object({
  title,
  subtitle: textLine.optional(),
  level: z.enum(courseLevels).optional(),
  language: z.enum(courseLanguages).optional(),
  /** '' (no profession chosen) is null. */
  profession_id: z
    .union([z.literal('').transform(() => null), z.coerce.number().int().positive()])
    .nullable()
    .optional(),
});

/**
 * `PUT /lecturers/v2/{kind}/{id}`: any subset of the fields of one or more screens (basic,
 * introduction, material, student, letter, privacy, interaction, fundraising threshold, profit).
 * Fields the kind does not have are refused with a 400.
 */
export const itemUpdateBody = z.object({
  title: title.optional(),
  subtitle: textLine.optional(),
  level: z.enum(courseLevels).optional(),
  language: z.enum(courseLanguages).optional(),
  profession_id: z.union([z.coerce.number().int().positive(), z.literal('')]).optional(),
  introduction: z.string().max(MAX_INTRODUCTION_LENGTH).optional(),
  learnings: textList.optional(),
  requirements: textList.optional(),
  audiences: textList.optional(),
  letter: z.string().max(5000).optional(),
  privacy: z.enum(itemPrivacies).optional(),
  interactions: z
    .object({
      questions: formBoolean.optional(),
      feedbacks: formBoolean.optional(),
      creations: formBoolean.optional(),
    })
    .optional(),
  fundraising_threshold: z.union([z.coerce.number().int().min(1), z.literal('')]).optional(),
  fundraising_ends_at: z.union([isoDate, z.literal('')]).optional(),
  platform_share: wholeNumber(0, 100).optional(),
});

/** `POST /lecturers/v2/{kind}/{id}/cover`: a finished cover upload of this item, or '' to remove. */
export const itemCoverBody = z.object({ upload_id: z.string().max(64) });

/** `PUT /lecturers/v2/{kind}/{id}/prices`: the normal price and the price shown struck through. */
export const itemPricesBody = z.object({
  price: wholeNumber(0, 1_000_000),
  /** '' clears it (checked first: a coerced '' would be 0). */
  original_price: z.union([z.literal(''), wholeNumber(0, 1_000_000)]).optional(),
});

/**
 * `PUT /lecturers/v2/courses/{id}/fundraising_tickets`: every ticket (replaces the list). The list
 * is required: an empty one is sent as JSON (a form cannot carry an empty list).
 */
export const ticketsBody = z.object({
  tickets: z
    .array(
      z.object({
        fundraising: wholeNumber(0, 1_000_000),
        schedule_at: isoDate,
      }),
    )
    .max(MAX_TICKETS),
});

/** `PUT /lecturers/v2/courses/{id}/type`. */
export const itemTypeBody = z.object({
  category: z.enum(itemCategories),
  type: z.enum(courseTypes),
});

/** `GET`/`PUT /lecturers/v2/courses/{id}/course_sources` (the list is required, as tickets). */
export const courseSourcesBody = z.object({
  sources: z
    .array(z.object({ title: z.string().trim().min(1).max(200), url: z.string().trim().max(2000) }))
    .max(MAX_LIST_ENTRIES),
});
export const courseSourcesResponse = z.object({ data: z.array(courseSource) });

/** `POST /lecturers/v2/{kind}/{id}/reviews`: the owner submits the item for review (no body). */
export const reviewBody = z.object({});

/** `PUT /lecturers/v2/{kind}/{id}/status`: one move of the status machine (docs/status-machine.md). */
export const statusBody = z.object({
  status: anyItemStatus,
  scheduled_at: isoDate.optional(),
  reason: z.string().trim().max(1000).optional(),
});

/** A co-lecturer (or the owner) of an item with their profit share and permissions. */
export const teach = z.object({
  lecturer: z.object({ id, name: z.string(), email: z.string() }),
  owner: z.boolean(),
  /** Percent of the lecturers' profit; all shares add up to 100. */
  share: z.number().int(),
  permissions: z.array(z.enum(teachPermissions)),
});

/** `GET /lecturers/v2/{kind}/{id}/teachs` answer. */
export const teachsResponse = z.object({ data: z.array(teach) });

/** `POST /lecturers/v2/{kind}/{id}/teachs`: add a co-lecturer (share 0, no permissions). */
export const teachAddBody = z.object({ lecturer_id: z.coerce.number().int().positive() });

/** `PUT /lecturers/v2/{kind}/{id}/teachs`: every lecturer with share and permissions (replaces). */
export const teachsBody = z.object({
  teachs: z
    .array(
      z.object({
        lecturer_id: z.coerce.number().int().positive(),
        share: wholeNumber(0, 100),
        permissions: z.array(z.enum(teachPermissions)).default([]),
      }),
    )
    .min(1)
    .max(20),
});

/** `GET /lecturers/v2/lecturers` query: lecturers to pick as co-lecturers. */
export const lecturerListQuery = z.object({
  keyword: z.string().trim().max(MAX_KEYWORD_LENGTH).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

/** `GET /lecturers/v2/lecturers` answer. */
export const lecturerListResponse = z.object({
  data: z.array(z.object({ id, name: z.string(), email: z.string() })),
  meta: listMeta,
});

/** `GET /lecturers/v2/professions` answer: names in the request's language. */
export const professionsResponse = z.object({ data: z.array(z.object({ id, name: z.string() })) });

/** `DELETE /lecturers/v2/{kind}/{id}` answer. */
export const deletedResponse = z.object({ deleted: z.literal(true) });

/** A kind of item (its path segment). */
export type ItemKind = (typeof itemKinds)[number];
/** A status as any kind spells it. */
export type ItemStatus = z.output<typeof anyItemStatus>;
/** A teach permission. */
export type TeachPermission = (typeof teachPermissions)[number];
/** A reason a move is not offered. */
export type MoveReason = (typeof moveReasons)[number];
/** What the client sends to list items. */
export type ItemListQuery = Omit<z.input<typeof itemListQuery>, 'page' | 'per_page'> & {
  page?: number;
  per_page?: number;
};
/** One item of a list. */
export type ItemListEntry = z.output<typeof itemListEntry>;
/** One page of items. */
export type ItemListResponse = z.output<typeof itemListResponse>;
/** One item with everything its screens show. */
export type ItemDetail = z.output<typeof itemDetail>;
/** One status move. */
export type StatusMove = z.output<typeof statusMove>;
/** A stage price. */
export type Ticket = z.output<typeof ticket>;
/** A course source. */
export type CourseSource = z.output<typeof courseSource>;
/** Bodies the client sends. */
export type ItemCreateBody = z.input<typeof itemCreateBody>;
export type ItemUpdateBody = z.input<typeof itemUpdateBody>;
export type ItemPricesBody = z.input<typeof itemPricesBody>;
export type TicketsBody = z.input<typeof ticketsBody>;
export type ItemTypeBody = z.input<typeof itemTypeBody>;
export type CourseSourcesBody = z.input<typeof courseSourcesBody>;
export type StatusBody = z.input<typeof statusBody>;
export type TeachAddBody = z.input<typeof teachAddBody>;
export type TeachsBody = z.input<typeof teachsBody>;
/** A co-lecturer of an item. */
export type Teach = z.output<typeof teach>;
/** Co-lecturers of an item. */
export type TeachsResponse = z.output<typeof teachsResponse>;
/** Course sources. */
export type CourseSourcesResponse = z.output<typeof courseSourcesResponse>;
/** Lecturers to pick. */
export type LecturerListResponse = z.output<typeof lecturerListResponse>;
/** Professions. */
export type ProfessionsResponse = z.output<typeof professionsResponse>;
