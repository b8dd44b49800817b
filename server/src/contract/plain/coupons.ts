/**
 * Values of coupons (seed section 7's global coupons, designed in its style: docs/decisions.md,
 * "Coupons, discounts and packages") the client and the server share, and their operations.
 * Zod-free: the browser imports this module.
 */

/** How a coupon takes money off: a whole amount, or a rate of the price (`discount`). */
export const couponTypes = ['AMOUNT', 'PERCENT'] as const;

/** A coupon type. */
export type CouponType = (typeof couponTypes)[number];

/**
 * What a coupon applies to: every course of its lecturer (a platform coupon: every course), the
 * courses it names, or the courses it names bought together (`isBundle`).
 */
export const couponScopes = ['ALL', 'COURSES', 'BUNDLE'] as const;

/** A coupon scope. */
export type CouponScope = (typeof couponScopes)[number];

/** Where a coupon stands, from its dates and whether it is disabled. */
export const couponStatuses = ['ACTIVE', 'SCHEDULED', 'EXPIRED', 'DISABLED'] as const;

/** A coupon status. */
export type CouponStatus = (typeof couponStatuses)[number];

/** The list's status filter: every coupon (the default, seed section 5) or one status. */
export const couponStatusFilters = ['ALL', ...couponStatuses] as const;

/** A value of the list's status filter. */
export type CouponStatusFilter = (typeof couponStatusFilters)[number];

/** Orders of the coupon list. */
export const couponSorts = ['latest', 'oldest', 'starts_at', 'ends_at', 'code'] as const;

/** An order of the coupon list. */
export type CouponSort = (typeof couponSorts)[number];

/** What the list's bulk action does to the selected coupons. */
export const couponBulkActions = ['disable', 'enable', 'end'] as const;

/** A bulk action. */
export type CouponBulkAction = (typeof couponBulkActions)[number];

/** Why a coupon does not apply to a cart (the pricing function's answer). */
export const couponRefusals = [
  'disabled',
  'not_started',
  'expired',
  'code_spent',
  'exhausted',
  'member_exhausted',
  'not_in_group',
  'not_applicable',
  'bundle_incomplete',
  'min_spend',
] as const;

/** A reason a coupon does not apply. */
export type CouponRefusal = (typeof couponRefusals)[number];

/** Letters and digits, 3 to 32: a coupon code (compared without case). */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]{3,32}$/;

/** Letters and digits, at most 12: the prefix of generated codes. */
export const CODE_PREFIX_PATTERN = /^[A-Za-z0-9]{0,12}$/;

/** Random characters after the prefix of a generated code (no 0/O, 1/I/L: read aloud safely). */
export const GENERATED_CODE_LENGTH = 8;

/** The alphabet of generated codes. */
export const GENERATED_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Most codes one generation makes (and one coupon holds). */
export const MAX_GENERATED_CODES = 10_000;

/** Longest coupon title. */
export const MAX_COUPON_TITLE_LENGTH = 80;

/** Longest label, and most labels on a coupon. */
export const MAX_LABEL_LENGTH = 20;

/** Most labels on a coupon. */
export const MAX_LABELS = 10;

/** Most courses a coupon names. */
export const MAX_COUPON_COURSES = 200;

/** Most coupons one bulk action changes. */
export const MAX_BULK_COUPONS = 200;

/** Largest amount off, minimum spend or limit (TWD or uses). */
export const MAX_COUPON_NUMBER = 10_000_000;

/** Carts a price preview answers at most (one per course, or the bundle). */
export const MAX_PREVIEW_CARTS = 20;

/** Operations of coupons: seed section 7's seven calls, then the designed ones. */
export const couponsOperations = {
  list: { method: 'get', path: '/lecturers/v2/global_coupons' },
  export: { method: 'get', path: '/lecturers/v2/global_coupons/export' },
  labels: { method: 'get', path: '/lecturers/v2/global_coupons/labels' },
  courses: { method: 'get', path: '/lecturers/v2/global_coupons/courses' },
  get: { method: 'get', path: '/lecturers/v2/global_coupons/{code}' },
  update: { method: 'put', path: '/lecturers/v2/global_coupons/{code}' },
  remove: { method: 'delete', path: '/lecturers/v2/global_coupons/{code}' },
  create: { method: 'post', path: '/lecturers/v2/global_coupons' },
  preview: { method: 'post', path: '/lecturers/v2/global_coupons/preview' },
  bulk: { method: 'post', path: '/lecturers/v2/global_coupons/bulk' },
  bulkEnd: { method: 'post', path: '/lecturers/v2/global_coupons/bulk/end' },
  bulkTrash: { method: 'post', path: '/lecturers/v2/global_coupons/bulk/trash' },
  usage: { method: 'get', path: '/lecturers/v2/global_coupons/{code}/usage' },
  codes: { method: 'get', path: '/lecturers/v2/global_coupons/{code}/codes' },
  generate: { method: 'post', path: '/lecturers/v2/global_coupons/{code}/codes' },
  groups: { method: 'get', path: '/lecturers/v2/global_coupons/groups' },
  stop: { method: 'put', path: '/lecturers/v2/global_coupons/{code}/stop' },
} as const;

/** What an administrator does to a lecturer's coupon (oversight): end it now, or disable it. */
export const couponStopActions = ['end', 'disable'] as const;

/** An oversight action on a coupon. */
export type CouponStopAction = (typeof couponStopActions)[number];
