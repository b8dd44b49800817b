/**
 * Members (`/lecturers/v2/members/*`): administrators with `v2_member.read` read, with
 * `v2_member.write` change; the export also needs `export`. A lecturer, an administrator without the permission, or an id that
 * is not a member (an account with a role) gets 404.
 */
import { auditPage } from '../../audit/record.ts';
import { hasPermission, roleAccess } from '../../auth/access.ts';
import { memberReadAccess } from '../../auth/area-access.ts';
import { membersContract } from '../../contract/members.ts';
import { notFound } from '../../http/errors.ts';
import { defineRoute, type RouteSpec } from '../../http/route.ts';
import { couponChoicesOf, giveCoupon, memberCouponsOf } from './coupons.ts';
import { grantChoicesOf, grantItem, grantsOf, revokeItem } from './grants.ts';
import { exportMembers } from './export.ts';
import { listMembers } from './list.ts';
import { memberOf, openMember } from './member.ts';
import { purchasedPage } from './purchases.ts';
import { adjustWallet, walletPage } from './wallet.ts';
import { createMember, updateMember, updateSettings } from './write.ts';

const tag = 'members';
const readAccess = memberReadAccess;
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
    operation: membersContract.export,
    summary:
      "Every member the list's filters match, in its order, as CSV (UTF-8 with BOM, amounts as plain numbers; `members-YYYYMMDD.csv`, `X-Total-Count` the rows), streamed in keyset pages. Header and statuses in the request's language; joined times Asia/Taipei with their offset (`2026-11-28 16:05:00 +08:00`). Needs `export` besides `v2_member.read` (404 without).",
    tag,
    access: readAccess,
    readOnly: true,
    handler: ({ tx, viewer, query, locale }) => {
      if (!viewer || !hasPermission(viewer.permissions, 'export.read')) throw notFound();
      return exportMembers(tx, query, locale, new Date());
    },
  }),
  defineRoute({
    operation: membersContract.create,
    summary:
      "Create a member: `email` (valid, unique without case), `name`, `real_name` ('realName empty' at real_name), `phone`. Every problem is answered at once. The account cannot log in until the member sets a password through the one-time link of the INVITATION message queued to them (valid 48 hours). Audited (MEMBER, CREATE).",
    tag,
    access: writeAccess,
    status: 201,
    handler: async ({ tx, viewer, body, env }) => {
      if (!viewer) throw notFound();
      return memberOf(tx, await createMember(tx, body, viewer.id, env.PUBLIC_URL));
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
  defineRoute({
    operation: membersContract.couponChoices,
    summary:
      "The platform's coupons an administrator can give the member (on, not ended), newest first: `keyword` part of the code or title (literal, case-insensitive); each with whether the member already has it. At most 20.",
    tag,
    access: writeAccess,
    readOnly: true,
    handler: async ({ tx, params, query }) => {
      await openMember(tx, params.id);
      return couponChoicesOf(tx, params.id, query.keyword);
    },
  }),
  defineRoute({
    operation: membersContract.giveCoupon,
    summary:
      "Give the member one of the platform's coupons (`coupon_id`) with a `reason` (its own message when empty). Refused at coupon_id: not a platform coupon, turned off, ended, already the member's. Written to member_coupons (granted_by the administrator) under a lock on the member. Audited (MEMBER, GRANT: the coupon and the reason). Answers the member's coupons.",
    tag,
    access: writeAccess,
    status: 201,
    handler: async ({ tx, viewer, params, body }) => {
      if (!viewer) throw notFound();
      return giveCoupon(tx, params.id, body, viewer.id);
    },
  }),
  defineRoute({
    operation: membersContract.grants,
    summary:
      'The courses, ebooks and articles an administrator gave the member access to (not bought), newest first, with who gave it. At most 200.',
    tag,
    access: readAccess,
    readOnly: true,
    handler: async ({ tx, params }) => {
      await openMember(tx, params.id);
      return grantsOf(tx, params.id);
    },
  }),
  defineRoute({
    operation: membersContract.grantChoices,
    summary:
      'Courses, ebooks and articles whose title holds `keyword` (literal, case-insensitive), by title, each with whether the member already has access (bought or given). At most 20.',
    tag,
    access: writeAccess,
    readOnly: true,
    handler: async ({ tx, params, query }) => {
      await openMember(tx, params.id);
      return grantChoicesOf(tx, params.id, query.keyword);
    },
  }),
  defineRoute({
    operation: membersContract.grant,
    summary:
      "Give the member access to an item (`item_id`) without an order, with a `reason` (its own message when empty). Refused at item_id: no such item, or the member already has access. Written as an enrollment marked granted. Audited (MEMBER, GRANT: the item and the reason). Answers the member's granted items.",
    tag,
    access: writeAccess,
    status: 201,
    handler: async ({ tx, viewer, params, body }) => {
      if (!viewer) throw notFound();
      return grantItem(tx, params.id, body, viewer.id);
    },
  }),
  defineRoute({
    operation: membersContract.revoke,
    summary:
      "Take back access an administrator gave to `item_id`, with a `reason` (its own message when empty). 404 when the member has no access to the item; 400 at item_id when they bought it (a refund ends that). Audited (MEMBER, REVOKE: the item and the reason). Answers the member's granted items.",
    tag,
    access: writeAccess,
    handler: async ({ tx, viewer, params, body }) => {
      if (!viewer) throw notFound();
      return revokeItem(tx, params.id, params.item_id, body, viewer.id);
    },
  }),
];
