/**
 * Contract of the lecturers area (administrators with `v2_lecturer`): lecturer profiles, the
 * administrators' comments, payout accounts, the lecturer's courses, incomes and audit trail
 * (docs/decisions.md, "Lecturers"). Values and operations live in the zod-free
 * `plain/lecturer-profiles.ts`; the client imports only types from here.
 */
import { z } from 'zod';
import { isoDateTime } from './dates.ts';
import { auditListQuery, auditListResponse } from './audit.ts';
import { listMeta, MAX_KEYWORD_LENGTH, paging } from './courses.ts';
import { incomeQuery, incomeResponse } from './finances.ts';
import { idField } from './items.ts';
import { withSchemas } from './operation.ts';
import { ownPayoutsOperations } from './plain/finances.ts';
import { anyItemStatuses, itemKinds } from './plain/items.ts';
import {
  lecturerCommentsOperations,
  lecturerPayoutsOperations,
  lecturerProfilesOperations,
  lecturerStatusFilters,
} from './plain/lecturer-profiles.ts';
import { lecturerStatuses, PEOPLE_LIMITS } from './plain/people.ts';

export type { LecturerStatus } from './plain/people.ts';

const id = z.number().int();

/** Longest e-mail address. */
const MAX_EMAIL_LENGTH = 254;

/** Longest headline. */
const MAX_HEADLINE_LENGTH = 200;

/** A text field the handler checks (empty allowed here, so every problem is found at once). */
const text = (max: number) => z.string().trim().max(max).default('');

/** `{id}`: the lecturer (a user). */
const lecturerParams = z.object({ id: idField });

/** `{id}/comments/{comment_id}`. */
const commentParams = z.object({ id: idField, comment_id: idField });

/** `{id}/payouts/{payout_id}`. */
const payoutParams = z.object({ id: idField, payout_id: idField });

/** A lecturer as the list shows them. */
export const lecturerRow = z.object({
  id,
  name: z.string(),
  real_name: z.string(),
  email: z.string(),
  headline: z.string(),
  status: z.enum(lecturerStatuses),
  /** Items they own or co-teach. */
  courses_count: z.number().int(),
  payouts_count: z.number().int(),
  created_at: isoDateTime,
});

/** `GET .../lecturer-profiles` query. */
export const lecturerListQuery = z.object({
  keyword: z.string().trim().max(MAX_KEYWORD_LENGTH).optional(),
  status: z.enum(lecturerStatusFilters).default('ALL'),
  ...paging,
});

/** `GET .../lecturer-profiles`. */
export const lecturerListResponse = z.object({ data: z.array(lecturerRow), meta: listMeta });

/** A lecturer's profile. */
export const lecturerProfile = lecturerRow.extend({
  /** Sanitised HTML. */
  description: z.string(),
  /** False while an account made here has no password yet (set through the main site). */
  can_sign_in: z.boolean(),
  updated_at: isoDateTime,
});

/** Create or update a lecturer: the fields are checked together, every problem at once. */
export const lecturerBody = z.object({
  email: text(MAX_EMAIL_LENGTH),
  name: text(PEOPLE_LIMITS.name),
  real_name: text(PEOPLE_LIMITS.realName),
  headline: text(MAX_HEADLINE_LENGTH),
  /** Rich text (HTML), sanitised on the server; empty once sanitised is refused. */
  description: z.string().max(PEOPLE_LIMITS.description).default(''),
});

/** `PUT .../{id}/status`. */
export const lecturerStatusBody = z.object({ status: z.enum(lecturerStatuses) });

/** An item of the lecturer's (owned or co-taught), with its status (as its kind spells it) and list price (TWD). */
export const lecturerCourse = z.object({
  id,
  kind: z.enum(itemKinds),
  title: z.string(),
  status: z.enum(anyItemStatuses),
  price: z.number().int(),
  owner: z.boolean(),
});

/** `GET .../{id}/courses` query. */
export const lecturerCoursesQuery = z.object(paging);

/** `GET .../{id}/courses`: the newest first. */
export const lecturerCoursesResponse = z.object({
  data: z.array(lecturerCourse),
  meta: listMeta,
});

/** An administrator's comment on a lecturer. */
export const lecturerComment = z.object({
  id,
  body: z.string(),
  /** Who wrote it (kept when someone edits it); null once that account is gone. */
  author: z.object({ id, name: z.string() }).nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  edited: z.boolean(),
});

/** `GET .../{id}/comments` query. */
export const lecturerCommentsQuery = z.object(paging);

/** `GET .../{id}/comments`: the newest first. */
export const lecturerCommentsResponse = z.object({
  data: z.array(lecturerComment),
  meta: listMeta,
});

/** A comment's body. */
export const lecturerCommentBody = z.object({ body: text(PEOPLE_LIMITS.comment) });

/** A payout account; `account_number` is masked (`****1234`) unless the viewer may pay it. */
export const lecturerPayout = z.object({
  id,
  financial_code: z.string(),
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  main: z.boolean(),
  created_at: isoDateTime,
});

/** `GET .../{id}/payouts`: the main one first, then the oldest. */
export const lecturerPayoutsResponse = z.object({
  data: z.array(lecturerPayout),
  /** Whether account numbers are masked for this viewer. */
  masked: z.boolean(),
});

/** A payout account's fields, checked together (every problem at once). */
export const lecturerPayoutBody = z.object({
  financial_code: text(PEOPLE_LIMITS.financialCode),
  bank_name: text(PEOPLE_LIMITS.bankName),
  account_name: text(PEOPLE_LIMITS.accountName),
  account_number: text(PEOPLE_LIMITS.accountNumber),
});

const deleted = z.object({ deleted: z.literal(true) });

export type LecturerRow = z.infer<typeof lecturerRow>;
export type LecturerListQuery = z.input<typeof lecturerListQuery>;
export type LecturerListResponse = z.infer<typeof lecturerListResponse>;
export type LecturerProfile = z.infer<typeof lecturerProfile>;
export type LecturerBody = z.input<typeof lecturerBody>;
export type LecturerCourse = z.infer<typeof lecturerCourse>;
export type LecturerCoursesResponse = z.infer<typeof lecturerCoursesResponse>;
export type LecturerComment = z.infer<typeof lecturerComment>;
export type LecturerCommentsResponse = z.infer<typeof lecturerCommentsResponse>;
export type LecturerPayout = z.infer<typeof lecturerPayout>;
export type LecturerPayoutsResponse = z.infer<typeof lecturerPayoutsResponse>;
export type LecturerPayoutBody = z.input<typeof lecturerPayoutBody>;

/** The operations of lecturer profiles with their schemas. */
export const lecturerProfilesContract = withSchemas(lecturerProfilesOperations, {
  list: { query: lecturerListQuery, response: lecturerListResponse },
  create: { body: lecturerBody, response: lecturerProfile },
  get: { params: lecturerParams, response: lecturerProfile },
  update: { params: lecturerParams, body: lecturerBody, response: lecturerProfile },
  status: { params: lecturerParams, body: lecturerStatusBody, response: lecturerProfile },
  courses: {
    params: lecturerParams,
    query: lecturerCoursesQuery,
    response: lecturerCoursesResponse,
  },
  incomes: { params: lecturerParams, query: incomeQuery, response: incomeResponse },
  audit: { params: lecturerParams, query: auditListQuery, response: auditListResponse },
});

/** The operations of comments on a lecturer with their schemas. */
export const lecturerCommentsContract = withSchemas(lecturerCommentsOperations, {
  list: {
    params: lecturerParams,
    query: lecturerCommentsQuery,
    response: lecturerCommentsResponse,
  },
  create: { params: lecturerParams, body: lecturerCommentBody, response: lecturerComment },
  update: { params: commentParams, body: lecturerCommentBody, response: lecturerComment },
  remove: { params: commentParams, response: deleted },
});

/** The operations of a lecturer's payout accounts with their schemas. */
export const lecturerPayoutsContract = withSchemas(lecturerPayoutsOperations, {
  list: { params: lecturerParams, response: lecturerPayoutsResponse },
  create: { params: lecturerParams, body: lecturerPayoutBody, response: lecturerPayout },
  update: { params: payoutParams, body: lecturerPayoutBody, response: lecturerPayout },
  remove: { params: payoutParams, response: deleted },
  main: { params: payoutParams, response: lecturerPayoutsResponse },
});

/** `.../revenues/payouts/{payout_id}`. */
const ownPayoutParams = z.object({ payout_id: idField });

/** The operations of a lecturer's own payout accounts with their schemas (the admin's shapes). */
export const ownPayoutsContract = withSchemas(ownPayoutsOperations, {
  list: { response: lecturerPayoutsResponse },
  create: { body: lecturerPayoutBody, response: lecturerPayout },
  update: { params: ownPayoutParams, body: lecturerPayoutBody, response: lecturerPayout },
  remove: { params: ownPayoutParams, response: deleted },
  main: { params: ownPayoutParams, response: lecturerPayoutsResponse },
});
