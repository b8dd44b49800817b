/**
 * Members (`/lecturers/v2/members`): the list, creating a member, their basic fields and status,
 * notification settings, what they bought, their coupons, their wallet and its adjustments, the
 * coupons and access an administrator gives them, and the audit trail of the changes.
 */
import type {
  AdjustBody,
  MemberExportQuery,
  CouponChoice,
  GiveCouponBody,
  GrantBody,
  GrantChoice,
  GrantedItem,
  Member,
  MemberCoupons,
  MemberCreateBody,
  MemberListQuery,
  MemberSettingsBody,
  membersContract,
  MemberUpdateBody,
  RevokeBody,
} from '../../server/src/contract/members.ts';
import { membersOperations } from '../../server/src/contract/plain/members.ts';
import type { AuditList } from './audit.ts';
import type { ExportRun } from '../stores/exports.ts';
import { selectionQuery } from './selection.ts';
import { call, download } from './call.ts';
import { typed, type AnswerOf } from './operation.ts';

const operations = typed<typeof membersContract>(membersOperations);

/** One page of members. */
export type MemberList = AnswerOf<typeof membersContract.list>;

/** One page of a member's bought lines. */
export type PurchasedList = AnswerOf<typeof membersContract.purchased>;

/** A member's wallet: the balance and one page of entries. */
export type Wallet = AnswerOf<typeof membersContract.wallet>;

/** An adjustment's answer: the new entry and balance. */
export type Adjusted = AnswerOf<typeof membersContract.adjust>;

/** Loads one page of members (`GET /lecturers/v2/members`). */
export function fetchMembers(query: MemberListQuery, signal?: AbortSignal): Promise<MemberList> {
  return call(operations.list, { query: { ...query }, signal });
}

/**
 * Streams the CSV of every member the filters match, or of the list's selection (`ids`)
 * (`GET .../members/export`).
 */
export function exportMembers(
  query: Omit<MemberExportQuery, 'ids'> & { readonly ids?: readonly number[] },
): ExportRun {
  const { ids, ...filters } = query;
  const wire: MemberExportQuery = { ...filters, ...selectionQuery('ids', ids) };
  return (signal, onProgress) => download(operations.export, { query: wire, signal }, onProgress);
}

/** Creates a member (`POST .../members`); answers them. */
export function createMember(body: MemberCreateBody): Promise<Member> {
  return call(operations.create, { body, json: true });
}

/** Loads a member (`GET .../members/{id}`). */
export function fetchMember(id: number, signal?: AbortSignal): Promise<Member> {
  return call(operations.get, { params: { id }, signal });
}

/** Changes a member's basic fields and status (`PUT .../members/{id}`); answers them. */
export function updateMember(id: number, body: MemberUpdateBody): Promise<Member> {
  return call(operations.update, { params: { id }, body, json: true });
}

/** Changes a member's notification settings (`PUT .../members/{id}/settings`); answers them. */
export function updateMemberSettings(id: number, body: MemberSettingsBody): Promise<Member> {
  return call(operations.settings, { params: { id }, body, json: true });
}

/** Loads a page of the lines a member bought (`GET .../members/{id}/purchased`). */
export function fetchPurchased(
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<PurchasedList> {
  return call(operations.purchased, { params: { id }, query: { page }, signal });
}

/** Loads a member's owned and used coupons (`GET .../members/{id}/coupons`). */
export function fetchMemberCoupons(id: number, signal?: AbortSignal): Promise<MemberCoupons> {
  return call(operations.coupons, { params: { id }, signal });
}

/** Loads a member's wallet balance and a page of entries (`GET .../members/{id}/wallet`). */
export function fetchWallet(id: number, page: number, signal?: AbortSignal): Promise<Wallet> {
  return call(operations.wallet, { params: { id }, query: { page }, signal });
}

/** Adjusts a member's wallet with a reason (`POST .../members/{id}/wallet/adjustments`). */
export function adjustWallet(id: number, body: AdjustBody): Promise<Adjusted> {
  return call(operations.adjust, { params: { id }, body, json: true });
}

/** Loads a page of the changes made to a member (`GET .../members/{id}/audit`). */
export function fetchMemberAudit(
  id: number,
  page: number,
  signal: AbortSignal,
): Promise<AuditList> {
  return call(operations.audit, { params: { id }, query: { page }, signal });
}

/** Finds the platform's coupons that can be given to a member (`GET .../coupon-choices`). */
export async function fetchCouponChoices(
  id: number,
  keyword: string,
  signal?: AbortSignal,
): Promise<readonly CouponChoice[]> {
  return (await call(operations.couponChoices, { params: { id }, query: { keyword }, signal }))
    .data;
}

/** Gives a member a platform coupon with a reason (`POST .../coupons`); answers their coupons. */
export function giveCoupon(id: number, body: GiveCouponBody): Promise<MemberCoupons> {
  return call(operations.giveCoupon, { params: { id }, body, json: true });
}

/** Loads the items an administrator gave a member access to (`GET .../grants`). */
export async function fetchGrants(id: number, signal?: AbortSignal): Promise<GrantedItem[]> {
  return (await call(operations.grants, { params: { id }, signal })).data;
}

/** Finds items by title to give a member access to (`GET .../grant-choices`). */
export async function fetchGrantChoices(
  id: number,
  keyword: string,
  signal?: AbortSignal,
): Promise<readonly GrantChoice[]> {
  return (await call(operations.grantChoices, { params: { id }, query: { keyword }, signal })).data;
}

/** Gives a member access to an item with a reason (`POST .../grants`); answers their grants. */
export async function grantItem(id: number, body: GrantBody): Promise<GrantedItem[]> {
  return (await call(operations.grant, { params: { id }, body, json: true })).data;
}

/** Takes back access an administrator gave (`POST .../grants/{item_id}/revoke`). */
export async function revokeItem(
  id: number,
  itemId: number,
  body: RevokeBody,
): Promise<GrantedItem[]> {
  return (await call(operations.revoke, { params: { id, item_id: itemId }, body, json: true }))
    .data;
}
