/**
 * A lecturer's own revenue (`/lecturers/v2/revenues*`): everything reads or writes the viewer's
 * own income records (`incomes.lecturer_id`) and payout accounts (`payout_accounts.lecturer_id`:
 * another lecturer's account id is 404); administrators and others get 404. The payout accounts
 * follow the administrators' rules (finances/payout-accounts.ts), shown unmasked to their owner,
 * every change audited.
 */
import { eq } from 'drizzle-orm';
import { roleAccess } from '../../auth/access.ts';
import type { Viewer } from '../../auth/sessions.ts';
import { revenuesContract } from '../../contract/finances.ts';
import { ownPayoutsContract } from '../../contract/lecturer-profiles.ts';
import {
  createPayout,
  deletePayout,
  findOwnPayout,
  listPayouts,
  makeMainPayout,
  updatePayout,
} from '../../finances/payout-accounts.ts';
import type { Transaction } from '../../db/index.ts';
import { users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { applyForPayout, ownApplies } from './apply.ts';
import { incomeOf } from '../../finances/income.ts';
import { exportRecords, listRecords } from './records.ts';
import { revenueSummaryOf } from './summary.ts';

const tag = 'revenues';

/** Lecturers only. */
const lecturerAccess = roleAccess(['TEACHER']);

/** The viewer's id (a lecturer: the access rule let them in). */
function own(viewer: Viewer | null): number {
  if (!viewer) throw notFound();
  return viewer.id;
}

/** Locks the lecturer's own row, so two changes of their main account take turns. */
async function lockOwn(tx: Transaction, lecturerId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, lecturerId)).for('update');
}

/** Declared routes of a lecturer's revenue. */
export const revenuesRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: revenuesContract.summary,
    summary:
      "The viewer's income by status (TWD): PENDING (in the refund window), AVAILABLE, REQUESTED (in the waiting apply), PAID (remitted); whether they can apply (available at least MIN_APPLY_AMOUNT and no apply waiting) and the waiting apply.",
    tag,
    access: lecturerAccess,
    readOnly: true,
    handler: ({ tx, viewer }) => revenueSummaryOf(tx, own(viewer), new Date()),
  }),
  defineRoute({
    operation: revenuesContract.income,
    summary:
      "The viewer's income of a year (default: this Asia/Taipei year) by month, and by item for the year or for `month`, biggest income first, with the total of that period: `sales` Σ of sales, `refunds` what refunds took back (positive), `platform_fee` the platform's fees (net of refunds), `income` theirs.",
    tag,
    access: lecturerAccess,
    readOnly: true,
    handler: ({ tx, viewer, query }) => incomeOf(tx, own(viewer), query, new Date()),
  }),
  defineRoute({
    operation: revenuesContract.records,
    summary:
      "The viewer's income records, the newest first; by `month` (Asia/Taipei), item (`course_id`) and status (PENDING, AVAILABLE, REQUESTED, PAID). `price` is what was paid for the item (negative: refunded), `income` the viewer's part.",
    tag,
    access: lecturerAccess,
    readOnly: true,
    handler: ({ tx, viewer, query }) => listRecords(tx, own(viewer), query, new Date()),
  }),
  defineRoute({
    operation: revenuesContract.export,
    summary:
      "The income records of the same filters as CSV (UTF-8 with BOM), every row, header in the request's language: `revenue-YYYYMM.csv` for a month, else `revenue.csv`.",
    tag,
    access: lecturerAccess,
    readOnly: true,
    handler: ({ tx, viewer, query, locale }) =>
      exportRecords(tx, own(viewer), query, locale, new Date()),
  }),
  defineRoute({
    operation: revenuesContract.apply,
    summary:
      "Applies for a payout of the viewer's AVAILABLE balance (refunds included): a waiting apply of that amount names exactly those records. Refused (400) below MIN_APPLY_AMOUNT or while an apply waits.",
    tag,
    access: lecturerAccess,
    status: 201,
    handler: ({ tx, viewer, body }) => applyForPayout(tx, own(viewer), body.amount, new Date()),
  }),
  defineRoute({
    operation: revenuesContract.applies,
    summary:
      "The viewer's payout requests, the newest first (at most OWN_APPLIES_SHOWN): amount, status, the rejection with its reason, the remittance when paid.",
    tag,
    access: lecturerAccess,
    readOnly: true,
    handler: async ({ tx, viewer }) => ({ data: await ownApplies(tx, own(viewer)) }),
  }),
  defineRoute({
    operation: ownPayoutsContract.list,
    summary: "The viewer's own payout accounts, the main one first, numbers in full.",
    tag,
    access: lecturerAccess,
    readOnly: true,
    handler: ({ tx, viewer }) => listPayouts(tx, own(viewer), false),
  }),
  defineRoute({
    operation: ownPayoutsContract.create,
    summary:
      "Adds a payout account of the viewer's, every problem at once at its field (the administrators' rules: 'financial code empty' or not 3 or 7 digits, 'account name empty', 'account number empty' or not digits). Their first account becomes the main one. Audited.",
    tag,
    access: lecturerAccess,
    status: 201,
    handler: async ({ tx, viewer, body }) => {
      await lockOwn(tx, own(viewer));
      return createPayout(tx, own(viewer), body, false, own(viewer));
    },
  }),
  defineRoute({
    operation: ownPayoutsContract.update,
    summary:
      "Edits one of the viewer's payout accounts (the rules of adding; another lecturer's: 404). Audited.",
    tag,
    access: lecturerAccess,
    // Another lecturer's account is 404 before a bad body is answered.
    scope: ({ tx, viewer, params }) => findOwnPayout(tx, own(viewer), Number(params['payout_id'])),
    handler: ({ tx, viewer, params, body }) =>
      updatePayout(tx, own(viewer), params.payout_id, body, false, own(viewer)),
  }),
  defineRoute({
    operation: ownPayoutsContract.remove,
    summary:
      "Deletes one of the viewer's payout accounts; the main one cannot be deleted ('main payout cannot be deleted', 400 at `payout_id`): make another one main first. Audited.",
    tag,
    access: lecturerAccess,
    handler: async ({ tx, viewer, params }) => {
      await lockOwn(tx, own(viewer));
      return deletePayout(tx, own(viewer), params.payout_id, own(viewer));
    },
  }),
  defineRoute({
    operation: ownPayoutsContract.main,
    summary:
      "Makes one of the viewer's payout accounts the main one; the old main one stops being main in the same change. Answers the accounts. Audited.",
    tag,
    access: lecturerAccess,
    handler: async ({ tx, viewer, params }) => {
      await lockOwn(tx, own(viewer));
      return makeMainPayout(tx, own(viewer), params.payout_id, false, own(viewer));
    },
  }),
];
