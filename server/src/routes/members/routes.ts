/**
 * Members (`/lecturers/v2/members/*`): administrators with `v2_member.read` read, with
 * `v2_member.write` change. A lecturer, an administrator without the permission, or an id that
 * is not a member (an account with a role) gets 404.
 */
import { auditPage } from '../../audit/record.ts';
import { roleAccess } from '../../auth/access.ts';
import { membersContract } from '../../contract/members.ts';
import { notFound } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { memberCouponsOf } from './coupons.ts';
import { listMembers } from './list.ts';
import { memberOf, openMember } from './member.ts';
import { purchasedPage } from './purchases.ts';
import { adjustWallet, walletPage } from './wallet.ts';
import { createMember, updateMember, updateSettings } from './write.ts';

const tag = 'members';
const readAccess = roleAccess(['ADMIN'], 'v2_member.read');
const writeAccess = roleAccess(['ADMIN'], 'v2_member.write');

/** Declared routes of members. */
export const membersRoutes: readonly RouteSpec[] = [
  defineRoute({
    operation: membersContract.list,
    summary:
      'Members (accounts without a role). `keyword` part of the name, real name, e-mail or phone (literal, case-insensitive); `status` ALL, ACTIVE or BLOCKED; `from`/`to` Asia/Taipei days they joined, both included; `sort` latest (default), oldest or name. Each with their orders count and wallet balance (the sum of the ledger).',
    tag,
    access: readAccess,
    readOnly: true,
    handler: ({ tx, query }) => listMembers(tx, query),
  }),
  defineRoute({
    operation: membersContract.create,
    summary:
      "Create a member: `email` (valid, unique without case), `name`, `real_name` ('realName empty' at real_name), `phone`. Every problem is answered at once. The account cannot sign in until the member sets a password on the main site (its password hash matches no password). Audited (MEMBER, CREATE).",
    tag,
    access: writeAccess,
    status: 201,
    handler: async ({ tx, viewer, body }) => {
      if (!viewer) throw notFound();
      return memberOf(tx, await createMember(tx, body, viewer.id));
    },
  }),
  defineRoute({
    operation: membersContract.get,
    summary:
      'A member: basic fields, status, orders count, wallet balance and notification settings.',
    tag,
    access: readAccess,
    readOnly: true,
    handler: ({ tx, params }) => memberOf(tx, params.id),
  }),
  defineRoute({
    operation: membersContract.update,
    summary:
      "Change a member's name, real name ('realName empty'), phone and status. A BLOCKED member's sessions stop working at once. Audited (MEMBER, UPDATE: the fields that changed).",
    tag,
    access: writeAccess,
    handler: async ({ tx, viewer, params, body }) => {
      if (!viewer) throw notFound();
      await updateMember(tx, params.id, body, viewer.id);
      return memberOf(tx, params.id);
    },
  }),
  defineRoute({
    operation: membersContract.settings,
    summary:
      "Change a member's notification settings (the seed's keys `receivePlatformLatestEvents`, `receiveCoursePromotion`). Audited (MEMBER, UPDATE).",
    tag,
    access: writeAccess,
    handler: async ({ tx, viewer, params, body }) => {
      if (!viewer) throw notFound();
      await updateSettings(tx, params.id, body, viewer.id);
      return memberOf(tx, params.id);
    },
  }),
  defineRoute({
    operation: membersContract.purchased,
    summary:
      "The lines of a member's paid orders (refunded or not), newest first: the item, its order (number, status), what was paid and refunded.",
    tag,
    access: readAccess,
    readOnly: true,
    handler: async ({ tx, params, query }) => {
      await openMember(tx, params.id);
      return purchasedPage(tx, params.id, query.page, query.per_page);
    },
  }),
  defineRoute({
    operation: membersContract.coupons,
    summary:
      "A member's coupons: `owned` (given to them, newest first, with whether they used it) and `used` (redemptions with the code typed, the order and the amount taken off). At most 200 of each.",
    tag,
    access: readAccess,
    readOnly: true,
    handler: async ({ tx, params }) => {
      await openMember(tx, params.id);
      return memberCouponsOf(tx, params.id);
    },
  }),
  defineRoute({
    operation: membersContract.wallet,
    summary:
      "A member's wallet: the balance (the sum of the ledger, TWD) and the entries newest first, each with its kind, signed amount, the balance after it, reason, order and who made it.",
    tag,
    access: readAccess,
    readOnly: true,
    handler: async ({ tx, params, query }) => {
      await openMember(tx, params.id);
      return walletPage(tx, params.id, query.page, query.per_page);
    },
  }),
  defineRoute({
    operation: membersContract.adjust,
    summary:
      "Adjust a member's wallet: a signed whole `amount` (not 0) and a `reason` (its own message when empty); the balance may not go below 0 (400 at amount, nothing written). One ADJUST entry under a lock on the member. Audited (WALLET, ADJUST: balance before and after, amount, reason).",
    tag,
    access: writeAccess,
    status: 201,
    handler: async ({ tx, viewer, params, body }) => {
      if (!viewer) throw notFound();
      return adjustWallet(tx, params.id, body, viewer.id);
    },
  }),
  defineRoute({
    operation: membersContract.audit,
    summary:
      'The changes administrators made to a member and their wallet (MEMBER and WALLET entries), newest first. Read-only: the API has no way to change an entry.',
    tag,
    access: readAccess,
    readOnly: true,
    handler: async ({ tx, params, query }) => {
      await openMember(tx, params.id);
      return auditPage(
        tx,
        { ownerId: params.id, subjects: ['MEMBER', 'WALLET'] },
        query.page,
        query.per_page,
      );
    },
  }),
];
