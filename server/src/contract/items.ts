/**
 * Contract of the catalogue items: courses, ebooks and articles share one shape and one set of
 * routes under `/lecturers/v2/{kind}` (what each kind has is in `itemFeatures`). The values and
 * the operations live in the zod-free `plain/` modules; the client imports only types from here.
 */
import { z } from 'zod';
import { titleText } from './text.ts';
import { isoDateTime } from './dates.ts';
import { wholeNumber } from './numbers.ts';
import { withSchemas } from './operation.ts';
import { MAX_INTEGER } from './plain/operation.ts';
import { trashId } from './trash.ts';
import {
  courseLanguages,
  courseLevels,
  courseOrders,
  courseListItem,
  listMeta,
  MAX_KEYWORD_LENGTH,
  MAX_PER_PAGE,
} from './courses.ts';
import { itemPricesOperations } from './plain/item-prices.ts';
import { itemTeachsOperations } from './plain/item-teachs.ts';
import { itemTypesOperations } from './plain/item-types.ts';
import { lecturersOperations } from './plain/lecturers.ts';
import { categoriesOperations } from './plain/categories.ts';
import { professionsOperations } from './plain/professions.ts';
import {
  anyItemStatuses,
  courseTypes,
  itemKinds,
  itemPrivacies,
  itemRoles,
  MAX_CATEGORY_KEY,
  MAX_BULK_ITEMS,
  MAX_INTRODUCTION_LENGTH,
  MAX_ITEM_TITLE_LENGTH,
  MAX_LETTER_LENGTH,
  MAX_LIST_ENTRIES,
  MAX_PRICE,
  MAX_TEXT_LINE_LENGTH,
  MAX_TICKETS,
  moveNeeds,
  moveReasons,
  teachPermissions,
  itemsOperations,
} from './plain/items.ts';

export {
  courseTypes,
  ebookStatuses,
  FUNDRAISING_MIN_TICKETS,
  itemFeatures,
  itemKinds,
  itemPrivacies,
  itemStatuses,
  kindsWith,
  teachPermissions,
} from './plain/items.ts';
export type { ItemKind, ItemStatus, MoveReason, TeachPermission } from './plain/items.ts';

/** Every status spelling any kind uses. */
export const anyItemStatus = z.enum(anyItemStatuses);

const id = z.number().int();

/** A form field that is a boolean (`true`/`false`, `1`/`0`, or a JSON boolean). */
export const formBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
]);

/**
 * An id in a path, query or body: a positive whole number an integer column can hold. Above
 * MAX_INTEGER nothing exists: 404 in a path, 400 in a body.
 */
export const idField = wholeNumber(1, MAX_INTEGER);

/** `{kind}` path parameter routes declare with the kind fixed; `{id}` of an item. */
export const itemParams = z.object({ id: idField });

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
  type: z
    .union([z.enum(courseTypes), z.literal('')])
    .optional()
    .describe('Courses only: full courses (COURSE) or single lectures (SINGLE)'),
  page: wholeNumber(1, MAX_INTEGER).default(1),
  per_page: wholeNumber(1, MAX_PER_PAGE).default(20),
});

/** A lecturer as other objects name them. */
export const lecturerRef = z.object({ id, name: z.string() });

/** One item of a list: the course list's fields, any kind's status and the cover. */
export const itemListEntry = courseListItem.extend({
  status: anyItemStatus,
  cover_url: z.string().nullable(),
  /** A course's type (other kinds: COURSE). */
  type: z.enum(courseTypes),
});

/** `GET /lecturers/v2/{kind}` answer. */
export const itemListResponse = z.object({ data: z.array(itemListEntry), meta: listMeta });

/** A stage price: the ticket price (TWD) in effect from `schedule_at` on. */
export const ticket = z.object({
  fundraising: z.number().int().nonnegative(),
  schedule_at: isoDateTime,
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
  fundraising_ends_at: isoDateTime.nullable(),
  /** Students who bought during presale. */
  presale_count: z.number().int(),
  /** The platform's share of each sale, in percent. */
  platform_share: z.number().int(),
  scheduled_at: isoDateTime.nullable(),
  /** An administrator's reason for the last rejection. */
  review_note: z.string().nullable(),
  lecturer: lecturerRef,
  /** How the viewer relates to the item. */
  my_role: z.enum(itemRoles),
  /** What the viewer may do (owners and admins: every permission). */
  my_permissions: z.array(z.enum(teachPermissions)),
  moves: z.array(statusMove),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});

const title = titleText(MAX_ITEM_TITLE_LENGTH);
const textLine = z.string().trim().max(MAX_TEXT_LINE_LENGTH);
const textList = z.array(z.string().trim().min(1).max(MAX_TEXT_LINE_LENGTH)).max(MAX_LIST_ENTRIES);

/** `POST /lecturers/v2/{kind}`: a new item with its basic information. */
export const itemCreateBody = z.object({
  title,
  subtitle: textLine.optional(),
  level: z.enum(courseLevels).optional(),
  language: z.enum(courseLanguages).optional(),
  /** '' (no profession chosen) is null. */
  profession_id: z
    .union([z.literal('').transform(() => null), idField])
    .nullable()
    .optional(),
  /** Courses only: a full course (default) or a single lecture. */
  type: z.enum(courseTypes).optional(),
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
  profession_id: z.union([idField, z.literal('')]).optional(),
  introduction: z.string().max(MAX_INTRODUCTION_LENGTH).optional(),
  learnings: textList.optional(),
  requirements: textList.optional(),
  audiences: textList.optional(),
  letter: z.string().max(MAX_LETTER_LENGTH).optional(),
  privacy: z.enum(itemPrivacies).optional(),
  interactions: z
    .object({
      questions: formBoolean.optional(),
      feedbacks: formBoolean.optional(),
      creations: formBoolean.optional(),
    })
    .optional(),
  fundraising_threshold: z.union([wholeNumber(1, MAX_INTEGER), z.literal('')]).optional(),
  fundraising_ends_at: z.union([isoDateTime, z.literal('')]).optional(),
  platform_share: wholeNumber(0, 100).optional(),
});

/** `POST /lecturers/v2/{kind}/{id}/cover`: a finished cover upload of this item, or '' to remove. */
export const itemCoverBody = z.object({ upload_id: z.string().max(64) });

/** `PUT /lecturers/v2/{kind}/{id}/prices`: the normal price and the price shown struck through. */
export const itemPricesBody = z.object({
  price: wholeNumber(0, MAX_PRICE),
  /** '' clears it (checked first: a coerced '' would be 0). */
  original_price: z.union([z.literal(''), wholeNumber(0, MAX_PRICE)]).optional(),
});

/**
 * `PUT /lecturers/v2/courses/{id}/fundraising_tickets`: every ticket (replaces the list). The list
 * is required: an empty one is sent as JSON (a form cannot carry an empty list).
 */
export const ticketsBody = z.object({
  tickets: z
    .array(
      z.object({
        fundraising: wholeNumber(0, MAX_PRICE),
        schedule_at: isoDateTime,
      }),
    )
    .max(MAX_TICKETS),
});

/** `PUT /lecturers/v2/courses/{id}/type`. */
export const itemTypeBody = z.object({
  /** A category key of `GET /lecturers/v2/categories`: an active one, or the one the item has. */
  category: z.string().trim().min(1).max(MAX_CATEGORY_KEY),
  type: z.enum(courseTypes),
});

/** `GET`/`PUT /lecturers/v2/courses/{id}/course_sources` (the list is required, as tickets). */
export const courseSourcesBody = z.object({
  sources: z
    .array(
      z.object({
        title: titleText(MAX_TEXT_LINE_LENGTH),
        url: z.string().trim().max(2000),
      }),
    )
    .max(MAX_LIST_ENTRIES),
});
export const courseSourcesResponse = z.object({ data: z.array(courseSource) });

/** `POST /lecturers/v2/{kind}/{id}/reviews`: the owner submits the item for review (no body). */
export const reviewBody = z.object({});

/** `PUT /lecturers/v2/{kind}/{id}/status`: one move of the status machine (docs/status-machine.md). */
export const statusBody = z.object({
  status: anyItemStatus,
  scheduled_at: isoDateTime.optional(),
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
export const teachAddBody = z.object({ lecturer_id: idField });

/** `PUT /lecturers/v2/{kind}/{id}/teachs`: every lecturer with share and permissions (replaces). */
export const teachsBody = z.object({
  teachs: z
    .array(
      z.object({
        lecturer_id: idField,
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
  page: wholeNumber(1, MAX_INTEGER).default(1),
});

/**
 * `GET /lecturers/v2/lecturers` answer: names; the email only of a lecturer whose whole address
 * was the keyword.
 */
export const lecturerListResponse = z.object({
  data: z.array(z.object({ id, name: z.string(), email: z.string().optional() })),
  meta: listMeta,
});

/**
 * `GET /lecturers/v2/professions` answer: names in the request's language; an archived one is not
 * offered for a new choice but still names the items that have it.
 */
export const professionsResponse = z.object({
  data: z.array(z.object({ id, name: z.string(), archived: z.boolean() })),
});

/**
 * `GET /lecturers/v2/categories` answer, in their order: each category's key (what items store),
 * its name in the request's language, and whether it is archived (not offered for a new choice but
 * still naming the items that have it).
 */
export const categoriesResponse = z.object({
  data: z.array(z.object({ key: z.string(), name: z.string(), archived: z.boolean() })),
});

/** `DELETE /lecturers/v2/{kind}/{id}` answer. */
export const deletedResponse = z.object({ deleted: z.literal(true) });

/** The selected items of a bulk action: ids of the kind in the path (a repeated id counts once). */
const bulkIds = z.array(idField).min(1).max(MAX_BULK_ITEMS);

/** `POST /lecturers/v2/{kind}/bulk/status`: move the selected items to one status. */
export const bulkStatusBody = z.object({
  ids: bulkIds,
  /** One of `bulkStatusTargets`, spelt as the kind spells its statuses. */
  status: anyItemStatus,
});

/** `POST /lecturers/v2/{kind}/bulk/trash`: move the selected items to the trash. */
export const bulkTrashBody = z.object({ ids: bulkIds });

/** An item a bulk action left as it was, with the reason in the request's language. */
const bulkRefusal = z.object({ id, title: z.string(), reason: z.string() });

/** `POST .../bulk/status` answer: the items moved (their new status) and those refused. */
export const bulkStatusResponse = z.object({
  moved: z.array(z.object({ id, title: z.string(), status: anyItemStatus })),
  refused: z.array(bulkRefusal),
});

/** `POST .../bulk/trash` answer: the items trashed (each entry undoes one) and those refused. */
export const bulkTrashResponse = z.object({
  trashed: z.array(z.object({ id, title: z.string(), trash_id: trashId })),
  refused: z.array(bulkRefusal),
});

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
export type BulkStatusBody = z.input<typeof bulkStatusBody>;
/** What a bulk status change answers. */
export type BulkStatusResponse = z.output<typeof bulkStatusResponse>;
/** What a bulk move to the trash answers. */
export type BulkTrashResponse = z.output<typeof bulkTrashResponse>;
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
/** The categories, named in the request's language. */
export type CategoriesResponse = z.output<typeof categoriesResponse>;

/** The item operations with their schemas. */
export const itemsContract = withSchemas(itemsOperations, {
  list: { query: itemListQuery, response: itemListResponse },
  create: { body: itemCreateBody, response: itemDetail },
  get: { params: itemParams, response: itemDetail },
  update: { params: itemParams, body: itemUpdateBody, response: itemDetail },
  remove: { params: itemParams, response: deletedResponse.extend({ trash_id: trashId }) },
  cover: { params: itemParams, body: itemCoverBody, response: itemDetail },
  review: { params: itemParams, body: reviewBody, response: itemDetail },
  status: { params: itemParams, body: statusBody, response: itemDetail },
  bulkStatus: { body: bulkStatusBody, response: bulkStatusResponse },
  bulkTrash: { body: bulkTrashBody, response: bulkTrashResponse },
});

/** The price operations with their schemas. */
export const itemPricesContract = withSchemas(itemPricesOperations, {
  prices: { params: itemParams, body: itemPricesBody, response: itemDetail },
  tickets: { params: itemParams, body: ticketsBody, response: itemDetail },
});

/** The co-lecturer operations with their schemas. */
export const itemTeachsContract = withSchemas(itemTeachsOperations, {
  list: { params: itemParams, response: teachsResponse },
  add: { params: itemParams, body: teachAddBody, response: teachsResponse },
  save: { params: itemParams, body: teachsBody, response: teachsResponse },
});

/** The type and sources operations with their schemas. */
export const itemTypesContract = withSchemas(itemTypesOperations, {
  type: { params: itemParams, body: itemTypeBody, response: itemDetail },
  sources: { params: itemParams, response: courseSourcesResponse },
  saveSources: { params: itemParams, body: courseSourcesBody, response: courseSourcesResponse },
});

/** The lecturer picker with its schemas. */
export const lecturersContract = withSchemas(lecturersOperations, {
  list: { query: lecturerListQuery, response: lecturerListResponse },
});

/** The categories with their schemas. */
export const categoriesContract = withSchemas(categoriesOperations, {
  list: { response: categoriesResponse },
});

/** The professions with their schemas. */
export const professionsContract = withSchemas(professionsOperations, {
  list: { response: professionsResponse },
});
