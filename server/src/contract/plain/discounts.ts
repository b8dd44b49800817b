/**
 * Values of discounts (a time-limited price for one course, or for a package) and packages
 * (courses sold together as one product), designed in the seed's style (docs/decisions.md,
 * "Coupons, discounts and packages"), and their operations. Zod-free.
 */

/** A single discount prices one course; a package discount prices one package. */
export const discountKinds = ['SINGLE', 'PACKAGE'] as const;

/** A discount kind. */
export type DiscountKind = (typeof discountKinds)[number];

/** Where a discount stands: by its dates, or ended early. */
export const discountStatuses = ['ACTIVE', 'SCHEDULED', 'EXPIRED', 'ENDED'] as const;

/** A discount status. */
export type DiscountStatus = (typeof discountStatuses)[number];

/** The list's status filter: every discount or one status. */
export const discountStatusFilters = ['ALL', ...discountStatuses] as const;

/** Statuses of a package. */
export const packageStatuses = ['DRAFT', 'PUBLISH', 'CLOSED'] as const;

/** A package status. */
export type PackageStatus = (typeof packageStatuses)[number];

/** Longest discount or package title. */
export const MAX_DISCOUNT_TITLE_LENGTH = 80;

/** Longest reason for ending a discount early. */
export const MAX_END_REASON_LENGTH = 500;

/** Courses a package holds: at least 2, at most this many. */
export const MAX_PACKAGE_COURSES = 50;

/** Highest package price, TWD. */
export const MAX_PACKAGE_PRICE = 10_000_000;

/** Operations of discounts (a lecturer's own; an administrator's review of all). */
export const discountsOperations = {
  list: { method: 'get', path: '/lecturers/v2/discounts' },
  targets: { method: 'get', path: '/lecturers/v2/discounts/targets' },
  preview: { method: 'post', path: '/lecturers/v2/discounts/preview' },
  create: { method: 'post', path: '/lecturers/v2/discounts' },
  get: { method: 'get', path: '/lecturers/v2/discounts/{id}' },
  update: { method: 'put', path: '/lecturers/v2/discounts/{id}' },
  remove: { method: 'delete', path: '/lecturers/v2/discounts/{id}' },
  end: { method: 'put', path: '/lecturers/v2/discounts/{id}/end' },
} as const;

/** Operations of packages. */
export const packagesOperations = {
  list: { method: 'get', path: '/lecturers/v2/packages' },
  create: { method: 'post', path: '/lecturers/v2/packages' },
  get: { method: 'get', path: '/lecturers/v2/packages/{id}' },
  update: { method: 'put', path: '/lecturers/v2/packages/{id}' },
  remove: { method: 'delete', path: '/lecturers/v2/packages/{id}' },
  close: { method: 'put', path: '/lecturers/v2/packages/{id}/close' },
} as const;
