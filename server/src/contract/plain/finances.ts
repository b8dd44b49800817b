/**
 * Values of the money lecturers earn: income records (each sale or refund's share of one
 * lecturer), payout requests (applies), remittances and payout accounts, designed in the seed's
 * style (docs/decisions.md, "Orders, finances and revenue"), and their operations. Zod-free.
 */

/** Days after a payment before its income can be paid out (the refund window). */
export const REFUND_WINDOW_DAYS = 14;

/** Where an income record stands: in the refund window, available, requested in an apply, paid out. */
export const incomeStatuses = ['PENDING', 'AVAILABLE', 'REQUESTED', 'PAID'] as const;

/** An income record status. */
export type IncomeStatus = (typeof incomeStatuses)[number];

/** What made an income record: a sale, or a refund taking back part of it. */
export const incomeKinds = ['SALE', 'REFUND'] as const;

/** Where a payout request stands: waiting for an administrator, remitted (approved), rejected. */
export const applyStatuses = ['PENDING', 'REMITTED', 'REJECTED'] as const;

/** An apply status. */
export type ApplyStatus = (typeof applyStatuses)[number];

/** The applies list's status filter. */
export const applyStatusFilters = ['ALL', ...applyStatuses] as const;

/** The smallest payout a lecturer may request, TWD. */
export const MIN_APPLY_AMOUNT = 100;

/** Longest rejection reason. */
export const MAX_REJECT_REASON_LENGTH = 500;

/**
 * Operations of payout requests (administrators with `v2_remittance.*`; a lecturer reads their
 * own; exporting: administrators with `export` too).
 */
export const appliesOperations = {
  list: { method: 'get', path: '/lecturers/v2/applies' },
  export: { method: 'get', path: '/lecturers/v2/applies/export' },
  get: { method: 'get', path: '/lecturers/v2/applies/{id}' },
  payouts: { method: 'get', path: '/lecturers/v2/applies/{id}/payouts' },
  approve: { method: 'put', path: '/lecturers/v2/applies/{id}/approve' },
  reject: { method: 'put', path: '/lecturers/v2/applies/{id}/reject' },
} as const;

/** Operations of remittances (administrators with `v2_remittance.*`; exporting also needs `export`). */
export const remittancesOperations = {
  list: { method: 'get', path: '/lecturers/v2/remittances' },
  export: { method: 'get', path: '/lecturers/v2/remittances/export' },
} as const;

/** Operations of a lecturer's own revenue (lecturers only). */
export const revenuesOperations = {
  summary: { method: 'get', path: '/lecturers/v2/revenues' },
  income: { method: 'get', path: '/lecturers/v2/revenues/income' },
  records: { method: 'get', path: '/lecturers/v2/revenues/records' },
  export: { method: 'get', path: '/lecturers/v2/revenues/records/export' },
  apply: { method: 'post', path: '/lecturers/v2/revenues/applies' },
  applies: { method: 'get', path: '/lecturers/v2/revenues/applies' },
} as const;

/** How many of their payout requests a lecturer's history shows (the newest). */
export const OWN_APPLIES_SHOWN = 50;

const ownPayouts = '/lecturers/v2/revenues/payouts';

/** Operations of a lecturer's own payout accounts (lecturers only, their own accounts). */
export const ownPayoutsOperations = {
  list: { method: 'get', path: ownPayouts },
  create: { method: 'post', path: ownPayouts },
  update: { method: 'put', path: `${ownPayouts}/{payout_id}` },
  remove: { method: 'delete', path: `${ownPayouts}/{payout_id}` },
  main: { method: 'put', path: `${ownPayouts}/{payout_id}/main` },
} as const;
