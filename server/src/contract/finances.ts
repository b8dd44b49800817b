/**
 * Contract of the money lecturers earn: payout requests (applies) and remittances for
 * administrators, and a lecturer's own revenue (summary, income by month and course, income
 * records, exporting them, applying for a payout) (docs/decisions.md, "Orders, finances and
 * revenue"). Values and operations live in the zod-free `plain/finances.ts`; the client imports
 * only types from here.
 */
import { z } from 'zod';
import { isoDateTime, monthText } from './dates.ts';
import { wholeNumber } from './numbers.ts';
import { listMeta, MAX_KEYWORD_LENGTH, paging } from './courses.ts';
import { idField } from './items.ts';
import { withSchemas } from './operation.ts';
import { csvFile, dayField } from './orders.ts';
import {
  appliesOperations,
  applyStatuses,
  applyStatusFilters,
  incomeKinds,
  incomeStatuses,
  MAX_REJECT_REASON_LENGTH,
  remittancesOperations,
  revenuesOperations,
} from './plain/finances.ts';
import { MAX_INTEGER } from './plain/operation.ts';
import { orderLineKinds } from './plain/orders.ts';

export type { ApplyStatus, IncomeStatus } from './plain/finances.ts';

const id = z.number().int();
const money = z.number().int();

/** `{id}` path parameter. */
const idParams = z.object({ id: idField });

/** A lecturer as finances name them. */
const lecturer = z.object({ id, name: z.string(), email: z.string() });

/** A person who acted (an administrator). */
const actor = z.object({ id, name: z.string() });

/** A lecturer's bank account for payouts; the account number is shown in full only to admins. */
export const payoutAccount = z.object({
  id,
  /** The bank's code (3 digits) and branch code. */
  financial_code: z.string(),
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  main: z.boolean(),
});

/** A remittance: the transfer that paid an apply. */
export const remittance = z.object({
  id,
  apply_id: id,
  lecturer,
  amount: money,
  /** The account paid, as it was then. */
  payout: payoutAccount.omit({ id: true, main: true }),
  remitted_at: isoDateTime,
  by: actor,
});

/** A payout request: a lecturer's available income when they asked. */
export const apply = z.object({
  id,
  lecturer,
  amount: money,
  /** Income records it pays. */
  records_count: z.number().int(),
  status: z.enum(applyStatuses),
  created_at: isoDateTime,
  /** REJECTED: why, by whom, when. */
  rejection: z.object({ reason: z.string(), by: actor, at: isoDateTime }).nullable(),
  /** REMITTED: the transfer. */
  remittance: remittance.omit({ lecturer: true, apply_id: true }).nullable(),
});

/** `GET .../applies` query: an administrator's all; a lecturer's own. */
export const applyListQuery = z.object({
  status: z.enum(applyStatusFilters).default('ALL'),
  keyword: z
    .string()
    .trim()
    .max(MAX_KEYWORD_LENGTH)
    .optional()
    .describe("Part of the lecturer's name or e-mail (literal)"),
  ...paging,
});

/** `GET .../applies/export`: the list's filters, every row (no pages). */
export const applyExportQuery = applyListQuery.omit({ page: true, per_page: true });

/** `GET .../applies`: waiting ones first, then the newest. */
export const applyListResponse = z.object({ data: z.array(apply), meta: listMeta });

/** `GET .../applies/{id}/payouts`: the lecturer's payout accounts, the main one first. */
export const payoutListResponse = z.object({ data: z.array(payoutAccount) });

/** `PUT .../applies/{id}/approve`: remit to one of the lecturer's accounts ("no payout chosen"). */
export const approveBody = z.object({
  payout_id: z.union([z.literal('').transform(() => null), z.null(), idField]).default(null),
});

/** `PUT .../applies/{id}/reject`: why. */
export const rejectBody = z.object({
  reason: z.string().trim().min(1).max(MAX_REJECT_REASON_LENGTH),
});

/** `GET .../remittances` query: by the day remitted (Asia/Taipei). */
export const remittanceListQuery = z.object({
  keyword: applyListQuery.shape.keyword,
  from: dayField,
  to: dayField,
  ...paging,
});

/** `GET .../remittances/export`: the list's filters, every row (no pages). */
export const remittanceExportQuery = remittanceListQuery.omit({ page: true, per_page: true });

/** `GET .../remittances`: the newest first. */
export const remittanceListResponse = z.object({ data: z.array(remittance), meta: listMeta });

/**
 * `POST .../revenues/applies`: the whole NT$ to be paid, MIN_APPLY_AMOUNT up to the available
 * balance (both checked by the server, at `amount`).
 */
export const applyBody = z.object({ amount: wholeNumber(0, MAX_INTEGER) });

/** `GET .../revenues`: a lecturer's balances by status, TWD, and their open apply. */
export const revenueSummary = z.object({
  pending: money,
  available: money,
  requested: money,
  paid: money,
  /** Can apply: available at least MIN_APPLY_AMOUNT and no apply waiting. */
  can_apply: z.boolean(),
  open_apply: apply.nullable(),
});

/** A month (`2026-11`). */
const monthField = monthText;

/** `GET .../revenues/income` query: a year by month; by course for the year, or for one month. */
export const incomeQuery = z.object({
  year: wholeNumber(2000, 2100).optional(),
  month: monthField.optional(),
});

/** Sums of income records: sales, refunds taken back, the lecturer's income, the platform's fees. */
const incomeSums = z.object({
  sales: money,
  refunds: money,
  platform_fee: money,
  income: money,
});

/** `GET .../revenues/income`. */
export const incomeResponse = z.object({
  year: z.number().int(),
  month: monthField.nullable(),
  months: z.array(incomeSums.extend({ month: monthField })),
  courses: z.array(
    incomeSums.extend({
      item: z.object({ id, title: z.string(), kind: z.enum(orderLineKinds) }),
    }),
  ),
  total: incomeSums,
});

/** `GET .../revenues/records` query. */
export const recordListQuery = z.object({
  month: monthField.optional(),
  course_id: idField.optional(),
  status: z.enum(incomeStatuses).optional(),
  ...paging,
});

/**
 * One income record: a sale's (or a refund's) share of the lecturer in one item. `price` is what
 * was paid (negative: refunded) for the item, `platform_fee` the platform's part of it, `share`
 * the lecturer's percent of the rest, `income` theirs.
 */
export const incomeRecord = z.object({
  id,
  kind: z.enum(incomeKinds),
  at: isoDateTime,
  order_no: z.string(),
  item: z.object({ id, title: z.string(), kind: z.enum(orderLineKinds) }),
  price: money,
  platform_fee: money,
  share: z.number().int(),
  income: money,
  status: z.enum(incomeStatuses),
  available_at: isoDateTime,
});

/** `GET .../revenues/records`: the newest first. */
export const recordListResponse = z.object({ data: z.array(incomeRecord), meta: listMeta });

/** `GET .../revenues/records/export`: the same filters, every row. */
export const recordExportQuery = recordListQuery.omit({ page: true, per_page: true });

/** Types the client uses. */
export type Apply = z.output<typeof apply>;
export type ApplyListQuery = z.input<typeof applyListQuery>;
export type ApplyExportQuery = z.input<typeof applyExportQuery>;
export type PayoutAccount = z.output<typeof payoutAccount>;
export type Remittance = z.output<typeof remittance>;
export type RemittanceListQuery = z.input<typeof remittanceListQuery>;
export type RemittanceExportQuery = z.input<typeof remittanceExportQuery>;
export type RevenueSummary = z.output<typeof revenueSummary>;
export type ApplyBody = z.input<typeof applyBody>;
export type IncomeResponse = z.output<typeof incomeResponse>;
export type IncomeRecord = z.output<typeof incomeRecord>;
export type RecordListQuery = z.input<typeof recordListQuery>;

/** The operations of applies with their schemas. */
export const appliesContract = withSchemas(appliesOperations, {
  list: { query: applyListQuery, response: applyListResponse },
  export: { query: applyExportQuery, response: csvFile },
  get: { params: idParams, response: apply },
  payouts: { params: idParams, response: payoutListResponse },
  approve: { params: idParams, body: approveBody, response: apply },
  reject: { params: idParams, body: rejectBody, response: apply },
});

/** The operations of remittances with their schemas. */
export const remittancesContract = withSchemas(remittancesOperations, {
  list: { query: remittanceListQuery, response: remittanceListResponse },
  export: { query: remittanceExportQuery, response: csvFile },
});

/** The operations of a lecturer's revenue with their schemas. */
export const revenuesContract = withSchemas(revenuesOperations, {
  summary: { response: revenueSummary },
  income: { query: incomeQuery, response: incomeResponse },
  records: { query: recordListQuery, response: recordListResponse },
  export: { query: recordExportQuery, response: csvFile },
  apply: { body: applyBody, response: apply },
  applies: { response: z.object({ data: z.array(apply) }) },
});
