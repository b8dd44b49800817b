/**
 * Values and operations of the lecturers area (administrators with `v2_lecturer`): lecturer
 * profiles, the administrators' comments on them, their payout accounts, their courses, incomes
 * and audit trail (docs/decisions.md, "Lecturers"). Zod-free.
 */
import { lecturerStatuses } from './people.ts';
import { LARGE_MAX_BODY_BYTES } from './operation.ts';

/** The lecturer list's status filter. */
export const lecturerStatusFilters = ['ALL', ...lecturerStatuses] as const;

/** A financial (bank) code: the bank's 3 digits, or 7 with the branch. */
export const FINANCIAL_CODE_PATTERN = /^(\d{3}|\d{7})$/;

/** An account number: digits only. */
export const ACCOUNT_NUMBER_PATTERN = /^\d+$/;

/** Digits of an account number left visible when it is masked (`****1234`). */
export const MASK_VISIBLE_DIGITS = 4;

/** Audit entries a lecturer's page shows: the profile's and the payout accounts'. */
export const lecturerAuditSubjects = ['LECTURER', 'PAYOUT'] as const;

const base = '/lecturers/v2/lecturer-profiles';

/** Operations of lecturer profiles (administrators with `v2_lecturer.*`). */
export const lecturerProfilesOperations = {
  list: { method: 'get', path: base },
  create: { method: 'post', path: base, maxBodyBytes: LARGE_MAX_BODY_BYTES },
  get: { method: 'get', path: `${base}/{id}` },
  update: { method: 'put', path: `${base}/{id}`, maxBodyBytes: LARGE_MAX_BODY_BYTES },
  status: { method: 'put', path: `${base}/{id}/status` },
  courses: { method: 'get', path: `${base}/{id}/courses` },
  incomes: { method: 'get', path: `${base}/{id}/incomes` },
  audit: { method: 'get', path: `${base}/{id}/audit` },
} as const;

/** Operations of the administrators' comments on a lecturer. */
export const lecturerCommentsOperations = {
  list: { method: 'get', path: `${base}/{id}/comments` },
  create: { method: 'post', path: `${base}/{id}/comments` },
  update: { method: 'put', path: `${base}/{id}/comments/{comment_id}` },
  remove: { method: 'delete', path: `${base}/{id}/comments/{comment_id}` },
} as const;

/** Operations of a lecturer's payout accounts. */
export const lecturerPayoutsOperations = {
  list: { method: 'get', path: `${base}/{id}/payouts` },
  create: { method: 'post', path: `${base}/{id}/payouts` },
  update: { method: 'put', path: `${base}/{id}/payouts/{payout_id}` },
  remove: { method: 'delete', path: `${base}/{id}/payouts/{payout_id}` },
  main: { method: 'put', path: `${base}/{id}/payouts/{payout_id}/main` },
} as const;
