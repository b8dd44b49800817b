/**
 * Contract of members (docs/decisions.md, "Members"): the list, creating a member, their basic
 * fields and status, notification settings, what they bought, their coupons, their wallet (a
 * ledger; administrators adjust it with a reason) and the audit trail of the changes. Values and
 * operations live in the zod-free `plain/members.ts`; the client imports only types from here.
 */
import { z } from 'zod';
import { isoDateTime } from './dates.ts';
import { wholeNumber } from './numbers.ts';
import { auditListQuery, auditListResponse } from './audit.ts';
import { listMeta, MAX_KEYWORD_LENGTH, paging } from './courses.ts';
import { formBoolean, idField, itemKinds } from './items.ts';
import { withSchemas } from './operation.ts';
import { couponTypes } from './plain/coupons.ts';
import {
  MAX_WALLET_ADJUSTMENT,
  memberSorts,
  memberStatusFilters,
  membersOperations,
} from './plain/members.ts';
import { orderLineKinds, orderStatuses } from './plain/orders.ts';
import { memberStatuses, PEOPLE_LIMITS, walletEntryKinds } from './plain/people.ts';
import { csvFile, dayField } from './orders.ts';
import { exportSelection } from './selection.ts';

export type { MemberSort, MemberStatusFilter } from './plain/members.ts';
export type { MemberStatus, WalletEntryKind } from './plain/people.ts';

const id = z.number().int();
const money = z.number().int();

/** `{id}` path parameter: a member. */
const idParams = z.object({ id: idField });

/** A text field checked by the handler (empty allowed here, so every problem is answered at once). */
const text = (max: number) => z.string().trim().max(max).default('');

/** The seed's notification settings of a member. */
export const memberSettings = z.object({
  receivePlatformLatestEvents: z.boolean(),
  receiveCoursePromotion: z.boolean(),
});

/** A member as the list shows them. */
export const memberListItem = z.object({
  id,
  email: z.string(),
  name: z.string(),
  real_name: z.string(),
  phone: z.string(),
  status: z.enum(memberStatuses),
  created_at: isoDateTime,
  /** Their orders, whatever the status. */
  orders_count: z.number().int(),
  /** The sum of their wallet's ledger, TWD. */
  wallet_balance: money,
});

/** A member with their settings. */
export const member = memberListItem.extend({ settings: memberSettings });

/** `GET .../members` query. */
export const memberListQuery = z.object({
  keyword: z
    .string()
    .trim()
    .max(MAX_KEYWORD_LENGTH)
    .optional()
    .describe('Part of the name, real name, e-mail or phone (literal, case-insensitive)'),
  status: z.enum(memberStatusFilters).default('ALL'),
  from: dayField,
  to: dayField,
  sort: z.enum(memberSorts).default('latest'),
  ...paging,
});

/** `GET .../members/export`: the list's filters and order, every row (no pages). */
export const memberExportQuery = memberListQuery
  .omit({ page: true, per_page: true })
  .extend({ ids: exportSelection(idField) });

/** `GET .../members`. */
export const memberListResponse = z.object({ data: z.array(memberListItem), meta: listMeta });

/** `POST .../members`: a new member (they set a password on the main site). */
export const memberCreateBody = z.object({
  email: text(254),
  name: text(PEOPLE_LIMITS.name),
  real_name: text(PEOPLE_LIMITS.realName),
  phone: text(PEOPLE_LIMITS.phone),
});

/** `PUT .../members/{id}`: the basic fields and the status (the e-mail stays). */
export const memberUpdateBody = z.object({
  name: text(PEOPLE_LIMITS.name),
  real_name: text(PEOPLE_LIMITS.realName),
  phone: text(PEOPLE_LIMITS.phone),
  status: z.enum(memberStatuses),
});

/** `PUT .../members/{id}/settings`: the notification keys. */
export const memberSettingsBody = z.object({
  receivePlatformLatestEvents: formBoolean,
  receiveCoursePromotion: formBoolean,
});

/** One line bought: the item, its order, what was paid and refunded. */
export const purchasedLine = z.object({
  id,
  kind: z.enum(orderLineKinds),
  title: z.string(),
  order: z.object({ id, order_no: z.string(), status: z.enum(orderStatuses) }),
  pays: money,
  refunded: money,
  paid_at: isoDateTime,
});

/** `GET .../members/{id}/purchased` query. */
export const purchasedQuery = z.object(paging);

/** `GET .../members/{id}/purchased`: newest first. */
export const purchasedResponse = z.object({ data: z.array(purchasedLine), meta: listMeta });

/** A coupon as a member's coupons show it. */
const couponSummary = z.object({
  id,
  code: z.string(),
  title: z.string(),
  type: z.enum(couponTypes),
  amount: z.number().int().nullable(),
  rate: z.number().int().nullable(),
  ends_at: isoDateTime.nullable(),
});

/** `GET .../members/{id}/coupons`: owned (given to them) and used (on an order), newest first. */
export const memberCouponsResponse = z.object({
  owned: z.array(couponSummary.extend({ granted_at: isoDateTime, used: z.boolean() })),
  used: z.array(
    z.object({
      id,
      coupon: couponSummary,
      /** The code typed. */
      code: z.string(),
      order: z.object({ id: id.nullable(), order_no: z.string() }),
      amount_off: money,
      redeemed_at: isoDateTime,
    }),
  ),
});

/** One wallet entry: what moved the balance, and the balance after it. */
export const walletEntry = z.object({
  id,
  kind: z.enum(walletEntryKinds),
  amount: money,
  balance_after: money,
  reason: z.string(),
  order: z.object({ id, order_no: z.string() }).nullable(),
  actor: z.object({ id, name: z.string() }).nullable(),
  created_at: isoDateTime,
});

/** `GET .../members/{id}/wallet` query. */
export const walletQuery = z.object(paging);

/** `GET .../members/{id}/wallet`: the balance (sum of the ledger) and its entries, newest first. */
export const walletResponse = z.object({
  balance: money,
  data: z.array(walletEntry),
  meta: listMeta,
});

/** `POST .../members/{id}/wallet/adjustments`: a signed amount and why. */
export const adjustBody = z.object({
  amount: wholeNumber(-MAX_WALLET_ADJUSTMENT, MAX_WALLET_ADJUSTMENT),
  reason: text(PEOPLE_LIMITS.reason),
});

/** The adjustment's answer: the new entry and balance. */
export const adjustResponse = z.object({ balance: money, entry: walletEntry });

/** `{id}` a member and `{item_id}` an item they were given. */
const grantParams = z.object({ id: idField, item_id: idField });

/** `GET .../members/{id}/coupon-choices` and `.../grant-choices` query: part of a code or title. */
export const choicesQuery = z.object({
  keyword: z
    .string()
    .trim()
    .max(MAX_KEYWORD_LENGTH)
    .default('')
    .describe('Part of the code or title (literal, case-insensitive)'),
});

/** `GET .../members/{id}/coupon-choices`: the platform's coupons that can still be given. */
export const couponChoicesResponse = z.object({
  data: z.array(couponSummary.extend({ owned: z.boolean() })),
});

/** `POST .../members/{id}/coupons`: a platform coupon given to the member, and why. */
export const giveCouponBody = z.object({
  coupon_id: idField,
  reason: text(PEOPLE_LIMITS.reason),
});

/** An item as a member's granted access and the grant choices show it. */
const itemSummary = z.object({ id, kind: z.enum(itemKinds), title: z.string() });

/** An item an administrator gave the member access to (not bought). */
export const grantedItem = z.object({
  item: itemSummary,
  granted_at: isoDateTime,
  granted_by: z.object({ id, name: z.string() }).nullable(),
});

/** `GET .../members/{id}/grants`: the items given to the member, newest first. */
export const grantsResponse = z.object({ data: z.array(grantedItem) });

/** `GET .../members/{id}/grant-choices`: items by title, with whether the member has access. */
export const grantChoicesResponse = z.object({
  data: z.array(itemSummary.extend({ has_access: z.boolean() })),
});

/** `POST .../members/{id}/grants`: an item given to the member, and why. */
export const grantBody = z.object({ item_id: idField, reason: text(PEOPLE_LIMITS.reason) });

/** `POST .../members/{id}/grants/{item_id}/revoke`: why the access is taken away. */
export const revokeBody = z.object({ reason: text(PEOPLE_LIMITS.reason) });

/** Types the client uses. */
export type Member = z.output<typeof member>;
export type MemberListItem = z.output<typeof memberListItem>;
export type MemberListQuery = z.input<typeof memberListQuery>;
export type MemberExportQuery = z.input<typeof memberExportQuery>;
export type MemberCreateBody = z.input<typeof memberCreateBody>;
export type MemberUpdateBody = z.input<typeof memberUpdateBody>;
export type MemberSettingsBody = z.input<typeof memberSettingsBody>;
export type AdjustBody = z.input<typeof adjustBody>;
export type PurchasedLine = z.output<typeof purchasedLine>;
export type MemberCoupons = z.output<typeof memberCouponsResponse>;
export type WalletEntry = z.output<typeof walletEntry>;
export type CouponChoice = z.output<typeof couponChoicesResponse>['data'][number];
export type GiveCouponBody = z.input<typeof giveCouponBody>;
export type GrantedItem = z.output<typeof grantedItem>;
export type GrantChoice = z.output<typeof grantChoicesResponse>['data'][number];
export type GrantBody = z.input<typeof grantBody>;
export type RevokeBody = z.input<typeof revokeBody>;

/** The operations of members with their schemas. */
export const membersContract = withSchemas(membersOperations, {
  list: { query: memberListQuery, response: memberListResponse },
  export: { query: memberExportQuery, response: csvFile },
  create: { body: memberCreateBody, response: member },
  get: { params: idParams, response: member },
  update: { params: idParams, body: memberUpdateBody, response: member },
  settings: { params: idParams, body: memberSettingsBody, response: member },
  purchased: { params: idParams, query: purchasedQuery, response: purchasedResponse },
  coupons: { params: idParams, response: memberCouponsResponse },
  wallet: { params: idParams, query: walletQuery, response: walletResponse },
  adjust: { params: idParams, body: adjustBody, response: adjustResponse },
  audit: { params: idParams, query: auditListQuery, response: auditListResponse },
  couponChoices: { params: idParams, query: choicesQuery, response: couponChoicesResponse },
  giveCoupon: { params: idParams, body: giveCouponBody, response: memberCouponsResponse },
  grants: { params: idParams, response: grantsResponse },
  grantChoices: { params: idParams, query: choicesQuery, response: grantChoicesResponse },
  grant: { params: idParams, body: grantBody, response: grantsResponse },
  revoke: { params: grantParams, body: revokeBody, response: grantsResponse },
});
