/**
 * Lecturers (`/lecturers/v2/lecturer-profiles/*`): administrators with `v2_lecturer` read
 * (`.read`) and change (`.write`) lecturer profiles, their comments and payout accounts, and read
 * their courses, incomes and audit trail. Lecturers and administrators without the permission get
 * 404, and so does an id that is no lecturer.
 */
import {
  lecturerCommentsContract,
  lecturerPayoutsContract,
  lecturerProfilesContract,
} from '../../contract/lecturer-profiles.ts';
import { lecturerAuditSubjects } from '../../contract/plain/lecturer-profiles.ts';
import { auditPage } from '../../audit/record.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { incomeOf } from '../../finances/income.ts';
import {
  actorOf,
  lecturerReadAccess,
  lecturerWriteAccess,
  masksAccounts,
  requireLecturer,
} from './access.ts';
import { createComment, deleteComment, listComments, updateComment } from './comments.ts';
import { lecturerCourses } from './courses.ts';
import {
  createPayout,
  deletePayout,
  listPayouts,
  makeMainPayout,
  updatePayout,
} from '../../finances/payout-accounts.ts';
import {
  createLecturer,
  getLecturer,
  listLecturers,
  setLecturerStatus,
  updateLecturer,
} from './profiles.ts';

const tag = 'lecturers';
const masking =
  'Account numbers are masked (`****1234`) unless the viewer holds `v2_remittance.write`, the permission that pays them.';

/** Declared routes of lecturer profiles. */
export const lecturerProfilesRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: lecturerProfilesContract.list,
    summary:
      'Lecturers (users with the TEACHER role), the newest first. `keyword` is part of the name, real name or e-mail (literal, case-insensitive); `status` ALL (default), ACTIVE or SUSPENDED. Each with the count of items they own or co-teach and of their payout accounts.',
    tag,
    access: lecturerReadAccess,
    readOnly: true,
    handler: ({ tx, query }) => listLecturers(tx, query),
  }),
  defineRoute({
    operation: lecturerProfilesContract.create,
    summary:
      "Creates a lecturer, every problem at once at its field: `real_name` empty ('realName empty'), `description` empty once sanitised ('lecturer description empty'), `email` missing, malformed or already a lecturer's (without case). An existing user with the e-mail becomes a lecturer (the TEACHER role and a profile); otherwise a new account is made that cannot log in until its owner sets a password through the one-time link of the INVITATION message queued to them. An empty `name` takes the real name.",
    tag,
    access: lecturerWriteAccess,
    status: 201,
    handler: ({ tx, viewer, body, env }) =>
      createLecturer(tx, body, actorOf(viewer), env.PUBLIC_URL),
  }),
  defineRoute({
    operation: lecturerProfilesContract.get,
    summary: "A lecturer's profile.",
    tag,
    access: lecturerReadAccess,
    readOnly: true,
    handler: ({ tx, params }) => getLecturer(tx, params.id),
  }),
  defineRoute({
    operation: lecturerProfilesContract.update,
    summary:
      "Updates a lecturer's e-mail, names, headline and description (the rules of creating; an e-mail of another account: 400 at `email`).",
    tag,
    access: lecturerWriteAccess,
    handler: async ({ tx, viewer, params, body }) => {
      await requireLecturer(tx, params.id, true);
      return updateLecturer(tx, params.id, body, actorOf(viewer));
    },
  }),
  defineRoute({
    operation: lecturerProfilesContract.status,
    summary:
      "Sets a lecturer's status: ACTIVE or SUSPENDED. A suspended lecturer's sessions lose the TEACHER role at once (no lecturer operation answers them) until reinstated; an administrator stays one. Audited.",
    tag,
    access: lecturerWriteAccess,
    handler: async ({ tx, viewer, params, body }) => {
      await requireLecturer(tx, params.id, true);
      return setLecturerStatus(tx, params.id, body.status, actorOf(viewer));
    },
  }),
  defineRoute({
    operation: lecturerProfilesContract.courses,
    summary:
      "A lecturer's items (owned or co-taught), the newest first, with their status (as their kind spells it) and list price (TWD).",
    tag,
    access: lecturerReadAccess,
    readOnly: true,
    handler: async ({ tx, params, query }) => {
      await requireLecturer(tx, params.id);
      return lecturerCourses(tx, params.id, query);
    },
  }),
  defineRoute({
    operation: lecturerProfilesContract.incomes,
    summary:
      "A lecturer's income of a year (Asia/Taipei) by month, and by item for the year or one month: the sums of the lecturer's revenue screen.",
    tag,
    access: lecturerReadAccess,
    readOnly: true,
    handler: async ({ tx, params, query }) => {
      await requireLecturer(tx, params.id);
      return incomeOf(tx, params.id, query, new Date());
    },
  }),
  defineRoute({
    operation: lecturerProfilesContract.audit,
    summary:
      "The administrators' changes to a lecturer's profile and payout accounts, the newest first (read only: entries cannot be changed or deleted).",
    tag,
    access: lecturerReadAccess,
    readOnly: true,
    handler: async ({ tx, params, query }) => {
      await requireLecturer(tx, params.id);
      return auditPage(
        tx,
        { ownerId: params.id, subjects: lecturerAuditSubjects },
        query.page,
        query.per_page,
      );
    },
  }),
  defineRoute({
    operation: lecturerCommentsContract.list,
    summary:
      "The administrators' comments on a lecturer, the newest first, with author and time; `edited` once changed.",
    tag,
    access: lecturerReadAccess,
    readOnly: true,
    handler: async ({ tx, params, query }) => {
      await requireLecturer(tx, params.id);
      return listComments(tx, params.id, query);
    },
  }),
  defineRoute({
    operation: lecturerCommentsContract.create,
    summary: "Writes a comment on a lecturer as the viewer ('comment empty' at `body`).",
    tag,
    access: lecturerWriteAccess,
    status: 201,
    handler: async ({ tx, viewer, params, body }) => {
      await requireLecturer(tx, params.id);
      return createComment(tx, params.id, body.body, actorOf(viewer));
    },
  }),
  defineRoute({
    operation: lecturerCommentsContract.update,
    summary:
      "Edits a comment ('comment empty' at `body`); its author stays and it shows as edited.",
    tag,
    access: lecturerWriteAccess,
    handler: async ({ tx, params, body }) => {
      await requireLecturer(tx, params.id);
      return updateComment(tx, params.id, params.comment_id, body.body, new Date());
    },
  }),
  defineRoute({
    operation: lecturerCommentsContract.remove,
    summary: 'Deletes a comment.',
    tag,
    access: lecturerWriteAccess,
    handler: async ({ tx, params }) => {
      await requireLecturer(tx, params.id);
      return deleteComment(tx, params.id, params.comment_id);
    },
  }),
  defineRoute({
    operation: lecturerPayoutsContract.list,
    summary: `A lecturer's payout accounts, the main one first. ${masking}`,
    tag,
    access: lecturerReadAccess,
    readOnly: true,
    handler: async ({ tx, viewer, params }) => {
      await requireLecturer(tx, params.id);
      return listPayouts(tx, params.id, masksAccounts(viewer));
    },
  }),
  defineRoute({
    operation: lecturerPayoutsContract.create,
    summary: `Adds a payout account, every problem at once at its field: 'financial code empty' (or not 3 or 7 digits), 'account name empty', 'account number empty' (or not digits). A lecturer's first account becomes the main one. ${masking}`,
    tag,
    access: lecturerWriteAccess,
    status: 201,
    handler: async ({ tx, viewer, params, body }) => {
      await requireLecturer(tx, params.id, true);
      return createPayout(tx, params.id, body, masksAccounts(viewer), actorOf(viewer));
    },
  }),
  defineRoute({
    operation: lecturerPayoutsContract.update,
    summary: `Edits a payout account (the rules of adding; the number sent back masked keeps the stored one). ${masking}`,
    tag,
    access: lecturerWriteAccess,
    handler: async ({ tx, viewer, params, body }) => {
      await requireLecturer(tx, params.id);
      return updatePayout(
        tx,
        params.id,
        params.payout_id,
        body,
        masksAccounts(viewer),
        actorOf(viewer),
      );
    },
  }),
  defineRoute({
    operation: lecturerPayoutsContract.remove,
    summary:
      "Deletes a payout account; the main one cannot be deleted ('main payout cannot be deleted', 400 at `payout_id`). Remittances keep their own copy of the account they paid.",
    tag,
    access: lecturerWriteAccess,
    handler: async ({ tx, viewer, params }) => {
      await requireLecturer(tx, params.id, true);
      return deletePayout(tx, params.id, params.payout_id, actorOf(viewer));
    },
  }),
  defineRoute({
    operation: lecturerPayoutsContract.main,
    summary: `Makes a payout account the main one; the old main one stops being main in the same change. Answers the accounts. ${masking}`,
    tag,
    access: lecturerWriteAccess,
    handler: async ({ tx, viewer, params }) => {
      await requireLecturer(tx, params.id, true);
      return makeMainPayout(
        tx,
        params.id,
        params.payout_id,
        masksAccounts(viewer),
        actorOf(viewer),
      );
    },
  }),
];
