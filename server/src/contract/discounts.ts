/**
 * Contract of discounts (a time-limited price for one course, or for a package) and packages
 * (courses sold together as one product): designed in the seed's style (docs/decisions.md,
 * "Coupons, discounts and packages"). Values and operations live in the zod-free
 * `plain/discounts.ts`; the client imports only types from here.
 */
import { z } from 'zod';
import { titleText } from './text.ts';
import { isoDateTime } from './dates.ts';
import { wholeNumber } from './numbers.ts';
import { discountRate } from './coupons.ts';
import { keywordFilter as keyword, listMeta, paging } from './courses.ts';
import { idField } from './items.ts';
import { withSchemas } from './operation.ts';
import { ownerFilter, oversightReason } from './owner.ts';
import {
  discountKinds,
  discountsOperations,
  discountStatuses,
  discountStatusFilters,
  MAX_DISCOUNT_TITLE_LENGTH,
  MAX_END_REASON_LENGTH,
  MAX_PACKAGE_COURSES,
  MAX_PACKAGE_PRICE,
  packagesOperations,
  packageStatuses,
} from './plain/discounts.ts';
import { itemKinds } from './plain/items.ts';

export type { DiscountKind, DiscountStatus, PackageStatus } from './plain/discounts.ts';

const id = z.number().int();

/** `{id}` path parameter. */
const idParams = z.object({ id: idField });

/** A person as discounts and packages name them. */
const personRef = z.object({ id, name: z.string() });

/** What a discount prices: a course (SINGLE) or a package (PACKAGE), with its list price. */
export const discountTarget = z.object({
  id,
  title: z.string(),
  /** `courses` or `ebooks` for a single discount, `packages` for a package discount. */
  kind: z.union([z.enum(itemKinds), z.literal('packages')]),
  /** List price, TWD. */
  price: z.number().int(),
});

/** A discount. `pays`: what a student pays while it runs (the pricing function's answer). */
export const discount = z.object({
  id,
  kind: z.enum(discountKinds),
  title: z.string(),
  /** The rate paid (0.85), shown × 10 ("8.50"). */
  discount: z.number(),
  target: discountTarget,
  pays: z.number().int(),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  status: z.enum(discountStatuses),
  /** Ended early: when, why, by whom. */
  ended: z.object({ at: isoDateTime, reason: z.string(), by: personRef }).nullable(),
  owner: personRef,
  created_at: isoDateTime,
  updated_at: isoDateTime,
});

/** `GET .../discounts` query: a lecturer's own, an administrator's every lecturer's. */
export const discountListQuery = z.object({
  kind: z.enum(discountKinds).optional(),
  status: z.enum(discountStatusFilters).default('ALL'),
  keyword: keyword.describe('Part of the title, the course or package, or the lecturer (literal)'),
  owner: ownerFilter,
  ...paging,
});

/** `GET .../discounts`: the newest first. */
export const discountListResponse = z.object({ data: z.array(discount), meta: listMeta });

/** `GET .../discounts/targets` query: what a discount of a kind can price. */
export const discountTargetsQuery = z.object({ kind: z.enum(discountKinds), keyword, ...paging });

/** `GET .../discounts/targets`. */
export const discountTargetsResponse = z.object({
  data: z.array(discountTarget),
  meta: listMeta,
});

/** `POST .../discounts`: a rate for one course or package over a time range (end exclusive). */
export const discountBody = z.object({
  kind: z.enum(discountKinds),
  title: titleText(MAX_DISCOUNT_TITLE_LENGTH),
  discount: discountRate,
  target_id: idField,
  starts_at: isoDateTime,
  ends_at: isoDateTime,
});

/** `PUT .../discounts/{id}`: the title, rate and dates (not what it prices). */
export const discountUpdateBody = discountBody.omit({ kind: true, target_id: true });

/** `POST .../discounts/preview`: what a student would pay. */
export const discountPreviewBody = discountBody.pick({
  kind: true,
  discount: true,
  target_id: true,
});

/** `POST .../discounts/preview`. */
export const discountPreviewResponse = z.object({ target: discountTarget, pays: z.number().int() });

/** `PUT .../discounts/{id}/end`: ends it now; an administrator gives the reason. */
export const discountEndBody = z.object({
  reason: z.string().trim().max(MAX_END_REASON_LENGTH).default(''),
});

/** `PUT .../packages/{id}/close`: an administrator closes a lecturer's package, with why. */
export const packageCloseBody = z.object({ reason: oversightReason });

/** A package: courses sold together at one price. */
export const coursePackage = z.object({
  id,
  title: z.string(),
  /** The package's price, TWD. */
  price: z.number().int(),
  /** The courses' prices added up, TWD. */
  list_price: z.number().int(),
  cover_url: z.string().nullable(),
  status: z.enum(packageStatuses),
  courses: z.array(
    z.object({ id, title: z.string(), kind: z.enum(itemKinds), price: z.number().int() }),
  ),
  owner: personRef,
  created_at: isoDateTime,
  updated_at: isoDateTime,
});

/** `GET .../packages` query. */
export const packageListQuery = z.object({
  status: z.enum(packageStatuses).optional(),
  keyword,
  owner: ownerFilter,
  ...paging,
});

/** `GET .../packages`. */
export const packageListResponse = z.object({ data: z.array(coursePackage), meta: listMeta });

/** `POST .../packages`: title, price, 2 or more of the lecturer's courses, a cover, a status. */
export const packageBody = z.object({
  title: titleText(MAX_DISCOUNT_TITLE_LENGTH),
  price: wholeNumber(0, MAX_PACKAGE_PRICE),
  course_ids: z.array(idField).min(2).max(MAX_PACKAGE_COURSES),
  cover_upload_id: z
    .union([z.string().max(64), z.null()])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
  status: z.enum(packageStatuses).default('DRAFT'),
});

/**
 * `PUT .../packages/{id}`: the same fields; without `status` or `cover_upload_id` they stay as
 * they are (an empty or null cover removes it).
 */
export const packageUpdateBody = packageBody.extend({
  cover_upload_id: z
    .union([z.string().max(64), z.null()])
    .optional()
    .transform((value) => (value === '' ? null : value)),
  status: z.enum(packageStatuses).optional(),
});

/** `DELETE` answers. */
const deleted = z.object({ deleted: z.literal(true) });

/** Types the client uses. */
export type Discount = z.output<typeof discount>;
export type DiscountTarget = z.output<typeof discountTarget>;
export type DiscountBody = z.input<typeof discountBody>;
export type DiscountUpdateBody = z.input<typeof discountUpdateBody>;
export type DiscountListQuery = z.input<typeof discountListQuery>;
export type CoursePackage = z.output<typeof coursePackage>;
export type PackageBody = z.input<typeof packageBody>;

/** The operations of discounts with their schemas. */
export const discountsContract = withSchemas(discountsOperations, {
  list: { query: discountListQuery, response: discountListResponse },
  targets: { query: discountTargetsQuery, response: discountTargetsResponse },
  preview: { body: discountPreviewBody, response: discountPreviewResponse },
  create: { body: discountBody, response: discount },
  get: { params: idParams, response: discount },
  update: { params: idParams, body: discountUpdateBody, response: discount },
  remove: { params: idParams, response: deleted },
  end: { params: idParams, body: discountEndBody, response: discount },
});

/** The operations of packages with their schemas. */
export const packagesContract = withSchemas(packagesOperations, {
  list: { query: packageListQuery, response: packageListResponse },
  create: { body: packageBody, response: coursePackage },
  get: { params: idParams, response: coursePackage },
  update: { params: idParams, body: packageUpdateBody, response: coursePackage },
  remove: { params: idParams, response: deleted },
  close: { params: idParams, body: packageCloseBody, response: coursePackage },
});
