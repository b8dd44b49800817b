/**
 * Contract of coupons: seed section 7's global coupons (list, labels, courses to pick, get,
 * create, update, delete) and the designed calls (price preview, bulk actions, usage, generated
 * codes). Values and operations live in the zod-free `plain/coupons.ts`; the client imports only
 * types from here.
 */
import { z } from 'zod';
import { titleText } from './text.ts';
import { trashId } from './trash.ts';
import { isoDateTime } from './dates.ts';
import { wholeNumber, plainDecimal } from './numbers.ts';
import { keywordFilter as keyword, listMeta, paging } from './courses.ts';
import { formBoolean, idField } from './items.ts';
import { withSchemas } from './operation.ts';
import { csvFile } from './orders.ts';
import { exportSelection } from './selection.ts';
import {
  CODE_PREFIX_PATTERN,
  COUPON_CODE_PATTERN,
  couponBulkActions,
  couponStopActions,
  couponRefusals,
  couponScopes,
  couponSorts,
  couponStatuses,
  couponStatusFilters,
  couponsOperations,
  couponTypes,
  MAX_BULK_COUPONS,
  MAX_COUPON_COURSES,
  MAX_COUPON_NUMBER,
  MAX_COUPON_TITLE_LENGTH,
  MAX_GENERATED_CODES,
  MAX_LABEL_LENGTH,
  MAX_LABELS,
} from './plain/coupons.ts';
import { itemKinds, MAX_BULK_ITEMS } from './plain/items.ts';
import { MAX_INTEGER } from './plain/operation.ts';
import { ownerFilter, oversightReason } from './owner.ts';

export type {
  CouponBulkAction,
  CouponRefusal,
  CouponScope,
  CouponSort,
  CouponStatus,
  CouponStatusFilter,
  CouponStopAction,
  CouponType,
} from './plain/coupons.ts';

const id = z.number().int();

/**
 * A rate of the price a student pays, 0.01 to 0.99 in hundredths: 0.85 is 15 % off, shown
 * "8.50" (value × 10, 2 decimals: docs/decisions.md, Money).
 */
export const discountRate = plainDecimal(0.01, 0.99).refine(
  (value) => Number.isInteger(Math.round(value * 1e6) / 1e4),
  {
    message: 'At most 2 decimals',
  },
);

/** `{code}` path parameter: a coupon's code in any case. */
export const couponParams = z.object({ code: z.string().trim().min(1).max(64) });

/** A course as a coupon names it. */
export const couponCourse = z.object({
  id,
  title: z.string(),
  kind: z.enum(itemKinds),
  /** List price, TWD. */
  price: z.number().int(),
});

/** Who a coupon belongs to: a lecturer, or the platform (null). */
const owner = z.object({ id, name: z.string() }).nullable();

/** The member group a platform coupon is limited to (null: everyone). */
export const couponGroup = z.object({ id, name: z.string() });

/** A coupon as the list shows it. */
export const couponListEntry = z.object({
  code: z.string(),
  title: z.string(),
  labels: z.array(z.string()),
  type: z.enum(couponTypes),
  /** AMOUNT: TWD off; null for PERCENT. */
  amount: z.number().int().nullable(),
  /** PERCENT: the rate paid (0.85); null for AMOUNT. */
  discount: z.number().nullable(),
  min_spend: z.number().int(),
  scope: z.enum(couponScopes),
  isBundle: z.boolean(),
  courses_count: z.number().int(),
  starts_at: isoDateTime,
  ends_at: isoDateTime.nullable(),
  total_limit: z.number().int().nullable(),
  per_member_limit: z.number().int().nullable(),
  status: z.enum(couponStatuses),
  /** Redemptions so far. */
  used: z.number().int(),
  /** Single-use codes generated for it. */
  generated: z.number().int(),
  owner,
  /** Its audience: the member group it is limited to, or null for everyone. */
  group: couponGroup.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});

/** One coupon: the list's fields with the courses it names. */
export const coupon = couponListEntry.extend({ courses: z.array(couponCourse) });

/** `GET .../global_coupons` query (seed section 7): status (default ALL), page, keyword, isBundle, sort. */
export const couponListQuery = z.object({
  status: z.enum(couponStatusFilters).default('ALL'),
  keyword: keyword.describe('Part of the code, the title or a label (case-insensitive, literal)'),
  isBundle: formBoolean.optional().describe('1: bundle coupons only; 0: the others'),
  sort: z.enum(couponSorts).default('latest'),
  owner: ownerFilter,
  ...paging,
});

/**
 * `GET .../global_coupons/export`: the list's filters and order, every row (no pages), or the
 * selected `codes` (any case).
 */
export const couponExportQuery = couponListQuery
  .omit({ page: true, per_page: true })
  .extend({ codes: exportSelection(z.string().trim().min(1).max(64)) });

/** `GET .../global_coupons`. */
export const couponListResponse = z.object({ data: z.array(couponListEntry), meta: listMeta });

/** `GET .../global_coupons/labels`: the labels the viewer's coupons carry, in order. */
export const couponLabelsResponse = z.object({ data: z.array(z.string()) });

/** `GET .../global_coupons/courses` query: the courses a coupon can name (keyword, page). */
export const couponCoursesQuery = z.object({ keyword, ...paging });

/** `GET .../global_coupons/courses`. */
export const couponCoursesResponse = z.object({ data: z.array(couponCourse), meta: listMeta });

/** An optional whole number from a form (empty: none). */
const optionalLimit = z
  .union([wholeNumber(1, MAX_COUPON_NUMBER), z.literal(''), z.null()])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value));

/** An optional date-time (empty: none). */
const optionalDate = z
  .union([isoDateTime, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value));

/**
 * `POST .../global_coupons`: a coupon. AMOUNT needs `amount`, PERCENT
 * `discount`; COURSES and BUNDLE name `course_ids` (a bundle at least 2); `ends_at` empty means no
 * end; limits empty mean unlimited.
 */
export const couponBody = z.object({
  code: z.string().trim().regex(COUPON_CODE_PATTERN, 'Letters and digits, 3 to 32'),
  title: titleText(MAX_COUPON_TITLE_LENGTH),
  labels: z.array(z.string().trim().min(1).max(MAX_LABEL_LENGTH)).max(MAX_LABELS).default([]),
  type: z.enum(couponTypes),
  amount: z
    .union([wholeNumber(1, MAX_COUPON_NUMBER), z.literal(''), z.null()])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
  discount: z
    .union([discountRate, z.literal(''), z.null()])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
  min_spend: wholeNumber(0, MAX_COUPON_NUMBER).default(0),
  scope: z.enum(couponScopes),
  course_ids: z.array(wholeNumber(1, MAX_INTEGER)).max(MAX_COUPON_COURSES).default([]),
  starts_at: isoDateTime,
  ends_at: optionalDate,
  total_limit: optionalLimit,
  per_member_limit: optionalLimit,
  disabled: formBoolean.default(false),
  /**
   * The audience: a member group's id (a platform coupon only; a lecturer's: 400 at `group_id`),
   * or empty / null for everyone.
   */
  group_id: z
    .union([idField, z.literal(''), z.null()])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
});

/** `PUT .../global_coupons/{code}`: everything but the code. */
export const couponUpdateBody = couponBody.omit({ code: true });

/** One cart of a price preview: its lines and what a student pays. */
export const previewCart = z.object({
  lines: z.array(
    z.object({
      course: couponCourse,
      list_price: z.number().int(),
      pays: z.number().int(),
    }),
  ),
  list_total: z.number().int(),
  total: z.number().int(),
  /** Why the coupon does not apply to this cart (null: it does). */
  refusal: z.enum(couponRefusals).nullable(),
});

/**
 * `POST .../global_coupons/preview` (a coupon's body, its code left out): what a student pays with the coupon now, as the pricing
 * function says: one cart per course it names (the first MAX_PREVIEW_CARTS), or the bundle.
 */
export const couponPreviewResponse = z.object({ carts: z.array(previewCart) });

/** `POST .../global_coupons/bulk`: an action on the selected coupons, all or none. */
export const couponBulkBody = z.object({
  action: z.enum(couponBulkActions),
  codes: z.array(z.string().trim().min(1).max(64)).min(1).max(MAX_BULK_COUPONS),
});

/** The selected coupons of a list's bulk action, by code (any case; a repeated code counts once). */
export const couponBulkSelection = z.object({
  codes: z.array(z.string().trim().min(1).max(64)).min(1).max(MAX_BULK_ITEMS),
});

/**
 * A selected coupon a bulk action left as it was, named by the code as sent, with the reason in
 * the request's language (one outside the viewer's scope: "not found").
 */
const couponBulkRefusal = z.object({ code: z.string(), reason: z.string() });

/** `POST .../global_coupons/bulk/end` answer: the coupons ended now and those refused. */
export const couponBulkEndResponse = z.object({
  ended: z.array(z.object({ code: z.string(), title: z.string(), ends_at: isoDateTime })),
  refused: z.array(couponBulkRefusal),
});

/** `POST .../global_coupons/bulk/trash` answer: the coupons trashed (each entry undoes one) and those refused. */
export const couponBulkTrashResponse = z.object({
  trashed: z.array(z.object({ code: z.string(), title: z.string(), trash_id: trashId })),
  refused: z.array(couponBulkRefusal),
});

/** `PUT .../global_coupons/{code}/stop`: an administrator ends or disables a coupon, with why. */
export const couponStopBody = z.object({
  action: z.enum(couponStopActions),
  reason: oversightReason,
});

/** `POST .../global_coupons/bulk`: the coupons as they are now. */
export const couponBulkResponse = z.object({ data: z.array(couponListEntry) });

/** `GET .../global_coupons/{code}/usage` query. */
export const couponUsageQuery = z.object({ ...paging });

/** One redemption: who, when, with which code, on which order, and how much it took off. */
export const couponRedemption = z.object({
  id,
  member: z.object({ id, name: z.string(), email: z.string() }),
  code: z.string(),
  order_no: z.string(),
  amount_off: z.number().int(),
  redeemed_at: isoDateTime,
});

/** `GET .../global_coupons/{code}/usage`: newest first. */
export const couponUsageResponse = z.object({ data: z.array(couponRedemption), meta: listMeta });

/** `GET .../global_coupons/{code}/codes` query (an export pages with per_page up to 10,000). */
export const couponCodesQuery = z.object({
  page: paging.page,
  per_page: wholeNumber(1, MAX_GENERATED_CODES).default(100),
});

/** A generated single-use code and whether it was redeemed. */
export const generatedCode = z.object({
  code: z.string(),
  redeemed_at: isoDateTime.nullable(),
  member_name: z.string().nullable(),
  created_at: isoDateTime,
});

/** `GET .../global_coupons/{code}/codes`: in the order they were generated. */
export const couponCodesResponse = z.object({ data: z.array(generatedCode), meta: listMeta });

/** `POST .../global_coupons/{code}/codes`: how many single-use codes to make, with a prefix. */
export const generateCodesBody = z.object({
  prefix: z
    .string()
    .trim()
    .regex(CODE_PREFIX_PATTERN, 'Letters and digits, at most 12')
    .default(''),
  count: wholeNumber(1, MAX_GENERATED_CODES),
});

/** `POST .../global_coupons/{code}/codes`: how many were made and how many the coupon has now. */
export const generateCodesResponse = z.object({
  generated: z.number().int(),
  total: z.number().int(),
});

/** `GET .../global_coupons/groups` query: the member groups an administrator's coupon can name. */
export const couponGroupsQuery = z.object({ keyword, ...paging });

/** `GET .../global_coupons/groups`: by name. */
export const couponGroupsResponse = z.object({ data: z.array(couponGroup), meta: listMeta });

/** `DELETE` answers. */
const deleted = z.object({ deleted: z.literal(true) });

/** Types the client uses. */
export type Coupon = z.output<typeof coupon>;
export type CouponListEntry = z.output<typeof couponListEntry>;
export type CouponListQuery = z.input<typeof couponListQuery>;
export type CouponExportQuery = z.input<typeof couponExportQuery>;
export type CouponListResponse = z.output<typeof couponListResponse>;
export type CouponBody = z.input<typeof couponBody>;
export type CouponStopBody = z.input<typeof couponStopBody>;
export type CouponUpdateBody = z.input<typeof couponUpdateBody>;
export type CouponCourse = z.output<typeof couponCourse>;
export type CouponGroup = z.output<typeof couponGroup>;
export type CouponPreview = z.output<typeof couponPreviewResponse>;
export type CouponRedemption = z.output<typeof couponRedemption>;
export type GeneratedCode = z.output<typeof generatedCode>;
export type CouponBulkEndResponse = z.output<typeof couponBulkEndResponse>;
export type CouponBulkTrashResponse = z.output<typeof couponBulkTrashResponse>;

/** The operations of coupons with their schemas. */
export const couponsContract = withSchemas(couponsOperations, {
  list: { query: couponListQuery, response: couponListResponse },
  export: { query: couponExportQuery, response: csvFile },
  labels: { response: couponLabelsResponse },
  courses: { query: couponCoursesQuery, response: couponCoursesResponse },
  get: { params: couponParams, response: coupon },
  update: { params: couponParams, body: couponUpdateBody, response: coupon },
  remove: { params: couponParams, response: deleted.extend({ trash_id: trashId }) },
  create: { body: couponBody, response: coupon },
  preview: { body: couponUpdateBody, response: couponPreviewResponse },
  bulk: { body: couponBulkBody, response: couponBulkResponse },
  bulkEnd: { body: couponBulkSelection, response: couponBulkEndResponse },
  bulkTrash: { body: couponBulkSelection, response: couponBulkTrashResponse },
  usage: { params: couponParams, query: couponUsageQuery, response: couponUsageResponse },
  codes: { params: couponParams, query: couponCodesQuery, response: couponCodesResponse },
  generate: { params: couponParams, body: generateCodesBody, response: generateCodesResponse },
  groups: { query: couponGroupsQuery, response: couponGroupsResponse },
  stop: { params: couponParams, body: couponStopBody, response: coupon },
});
