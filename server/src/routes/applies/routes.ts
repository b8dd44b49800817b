/**
 * Payout requests (`/lecturers/v2/applies/*`): administrators with `v2_remittance` list, read and
 * decide every lecturer's; a lecturer lists and reads their own (another's: 404) and never
 * decides; others get 404. The export: administrators with `v2_remittance.read` and `export`.
 */
import { hasPermission, roleAccess } from '../../auth/access.ts';
import { appliesContract } from '../../contract/finances.ts';
import { notFound } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { applyReadAccess, applyScope, applyWriteAccess } from '../../finances/access.ts';
import { approveApply, rejectApply } from './decide.ts';
import { exportApplies } from './export.ts';
import { applyPayouts, getApply, listApplies } from './list.ts';

const tag = 'applies';

/** Exporting applies: administrators with `v2_remittance.read` (and `export`, checked in the handler). */
const applyExportAccess = roleAccess(['ADMIN'], 'v2_remittance.read');

/** Declared routes of payout requests. */
export const appliesRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: appliesContract.list,
    summary:
      "Payout requests (an administrator's: every lecturer's; a lecturer's: their own), the waiting (PENDING) ones first, then the newest. `status` ALL (default), PENDING, REMITTED or REJECTED; `keyword` is part of the lecturer's name or e-mail (literal, case-insensitive). `records_count` counts the income records the apply pays.",
    tag,
    access: applyReadAccess,
    readOnly: true,
    handler: ({ tx, viewer, role, query }) => listApplies(tx, applyScope(viewer, role), query),
  }),
  defineRoute({
    operation: appliesContract.export,
    summary:
      "Every payout request the list's filters match, in its order (the waiting ones first, then the newest), as CSV (UTF-8 with BOM, amounts as plain numbers; `applies-YYYYMMDD.csv`, `X-Total-Count` the rows), streamed in keyset pages. Header and statuses in the request's language; times Asia/Taipei with their offset (`2026-11-28 16:05:00 +08:00`); a remitted one's bank code, bank and account name as remitted. Administrators with `export` besides `v2_remittance.read` (404 without; lecturers: 404).",
    tag,
    access: applyExportAccess,
    readOnly: true,
    handler: ({ tx, viewer, role, query, locale }) => {
      if (!viewer || !hasPermission(viewer.permissions, 'export.read')) throw notFound();
      return exportApplies(tx, applyScope(viewer, role), query, locale, new Date());
    },
  }),
  defineRoute({
    operation: appliesContract.get,
    summary: "One payout request in the viewer's scope, with its rejection or its remittance.",
    tag,
    access: applyReadAccess,
    readOnly: true,
    handler: ({ tx, viewer, role, params }) => getApply(tx, applyScope(viewer, role), params.id),
  }),
  defineRoute({
    operation: appliesContract.payouts,
    summary: "The payout accounts of the apply's lecturer, the main one first (administrators).",
    tag,
    access: applyWriteAccess,
    readOnly: true,
    handler: ({ tx, params }) => applyPayouts(tx, params.id),
  }),
  defineRoute({
    operation: appliesContract.approve,
    summary:
      "Remits a waiting apply to one of its lecturer's accounts (`payout_id`; none chosen or another lecturer's: 400 at payout_id): the apply becomes REMITTED, a remittance keeps the account as it is now, and the income records it pays become PAID, all at once. An apply decided already: 400.",
    tag,
    access: applyWriteAccess,
    handler: ({ tx, viewer, params, body }) => {
      if (!viewer) throw notFound();
      return approveApply(tx, params.id, body.payout_id, viewer.id, new Date());
    },
  }),
  defineRoute({
    operation: appliesContract.reject,
    summary:
      'Rejects a waiting apply with a reason: the apply becomes REJECTED and its income records are available again. An apply decided already: 400.',
    tag,
    access: applyWriteAccess,
    handler: ({ tx, viewer, params, body }) => {
      if (!viewer) throw notFound();
      return rejectApply(tx, params.id, body.reason, viewer.id, new Date());
    },
  }),
];
