/** Remittances (`/lecturers/v2/remittances`): administrators with `v2_remittance` only. */
import { remittancesContract } from '../../contract/finances.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { remittanceReadAccess } from '../../finances/access.ts';
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
];
