/**
 * Remittances (`/lecturers/v2/remittances`): administrators with `v2_remittance` only; the export
 * also needs `export`.
 */
import { hasPermission } from '../../auth/access.ts';
import { remittancesContract } from '../../contract/finances.ts';
import { notFound } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { remittanceReadAccess } from '../../finances/access.ts';
import { exportRemittances } from './export.ts';
import { listRemittances } from './list.ts';

/** Declared routes of remittances. */
export const remittancesRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: remittancesContract.list,
    summary:
      "Transfers that paid applies, the newest first, with the account as it was. `keyword` is part of the lecturer's name or e-mail (literal, case-insensitive); `from` and `to` are days (Asia/Taipei, both included) of the remittance.",
    tag: 'remittances',
    access: remittanceReadAccess,
    readOnly: true,
    handler: ({ tx, query }) => listRemittances(tx, query),
  }),
  defineRoute({
    operation: remittancesContract.export,
    summary:
      "Every remittance the list's filters match, newest first, as CSV (UTF-8 with BOM, amounts as plain numbers; `remittances-YYYYMMDD.csv`), streamed in keyset pages, then a totals row (\"Total\" in the reader's words and the sum of the amounts). `X-Total-Count` counts the rows and the totals row. Header in the request's language; times Asia/Taipei with their offset (`2026-11-28 16:05:00 +08:00`). Needs `export` besides `v2_remittance.read` (404 without).",
    tag: 'remittances',
    access: remittanceReadAccess,
    readOnly: true,
    handler: ({ tx, viewer, query, locale }) => {
      if (!viewer || !hasPermission(viewer.permissions, 'export.read')) throw notFound();
      return exportRemittances(tx, query, locale, new Date());
    },
  }),
];
