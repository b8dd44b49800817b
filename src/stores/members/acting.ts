/**
 * Acting for a member: giving them one of the platform's coupons and giving or taking back
 * access to a course, ebook or article, each with a reason (kept in the audit trail). Each is a
 * dialog with its form; a coupon or item is picked from a search (the latest answer wins). After
 * a change the tab shows the answer at once and the audit trail reloads.
 */
import { atom } from 'nanostores';
import type {
  CouponChoice,
  GrantChoice,
  GrantedItem,
} from '../../../server/src/contract/members.ts';
import {
  fetchCouponChoices,
  fetchGrantChoices,
  fetchGrants,
  giveCoupon,
  grantItem,
  revokeItem,
} from '../../api/members.ts';
import { createForm, type FieldErrors, type Form } from '../form.ts';
import { $t } from '../i18n.ts';
import { createLatestSearch, type LatestSearch } from '../latest-search.ts';
import { createLoader } from '../loader.ts';
import { $auditVersion } from './member.ts';
import { memberCouponsLoader } from './records.ts';

/** A search of choices for a member, whose answers only replace older ones. */
export type ChoiceSearch<T> = LatestSearch<number, T>;

/** Picks a choice into a form, dropping the message about the field it fills. */
function pick<V extends object>(form: Form<V>, key: keyof V, field: string, value: V[keyof V]) {
  form.set(key, value);
  form.$errors.set(
    Object.fromEntries(Object.entries(form.$errors.get()).filter(([name]) => name !== field)),
  );
}

/** Problems of a pick and a reason, in the server's words. */
function pickProblems(picked: boolean, field: string, missing: string, reason: string) {
  const t = $t.get();
  const problems: Record<string, string[]> = {};
  if (!picked) problems[field] = [t(missing)];
  if (reason.trim() === '') problems['reason'] = [t('members.acting.reasonEmpty')];
  return problems;
}

/** Shows problems at the fields; answers whether there were none. */
function passes(form: Form<object>, problems: FieldErrors): boolean {
  if (Object.keys(problems).length === 0) return true;
  form.$errors.set(problems);
  return false;
}

const moveAudit = () => $auditVersion.set($auditVersion.get() + 1);

// Giving a coupon.

/** What the give-a-coupon dialog holds. */
export interface GiveCouponValues {
  readonly coupon: CouponChoice | null;
  readonly reason: string;
}

const noCoupon: GiveCouponValues = { coupon: null, reason: '' };

/** The give-a-coupon form (the server's `coupon_id` messages show at the pick). */
export const giveCouponForm = createForm<GiveCouponValues>('member-give-coupon', noCoupon, {
  fields: ['coupon_id'],
});

/** The coupon search of the give-a-coupon dialog. */
export const couponSearch = createLatestSearch<number, CouponChoice>(fetchCouponChoices);

/** Whether the give-a-coupon dialog is open. */
export const $giveCouponOpen = atom(false);

/** Opens the give-a-coupon dialog, empty, with the newest coupons listed. */
export function openGiveCoupon(memberId: number): void {
  giveCouponForm.reset(noCoupon);
  couponSearch.reset();
  $giveCouponOpen.set(true);
  void couponSearch.search(memberId, '');
}

/** Closes the give-a-coupon dialog; nothing is given. */
export function closeGiveCoupon(): void {
  giveCouponForm.reset(noCoupon);
  couponSearch.reset();
  $giveCouponOpen.set(false);
}

/** Picks the coupon to give. */
export function pickCoupon(coupon: CouponChoice): void {
  pick(giveCouponForm, 'coupon', 'coupon_id', coupon);
}

/**
 * Gives the picked coupon (checked first: a coupon and a reason); on success the coupon tab shows
 * the answer, the dialog closes and the audit trail reloads. Resolves whether it was given.
 */
export async function submitGiveCoupon(memberId: number): Promise<boolean> {
  const values = giveCouponForm.$values.get();
  const problems = pickProblems(
    values.coupon !== null,
    'coupon_id',
    'members.acting.couponMissing',
    values.reason,
  );
  if (!passes(giveCouponForm, problems) || values.coupon === null) return false;
  const coupon = values.coupon;
  const saved = await giveCouponForm.submit(async (typed) => {
    const answer = await giveCoupon(memberId, {
      coupon_id: coupon.id,
      reason: typed.reason.trim(),
    });
    memberCouponsLoader.set(memberId, answer);
    return noCoupon;
  });
  if (!saved) return false;
  closeGiveCoupon();
  moveAudit();
  return true;
}

// Granting and revoking access.

/** The items an administrator gave the member on screen. */
export const grantsLoader = createLoader<number, GrantedItem[]>((id, signal) =>
  fetchGrants(id, signal),
);

/** Loads the items given to a member. */
export function loadGrants(id: number): Promise<void> {
  return grantsLoader.load(id);
}

/** What the grant dialog holds. */
export interface GrantValues {
  readonly item: GrantChoice | null;
  readonly reason: string;
}

const noItem: GrantValues = { item: null, reason: '' };

/** The grant form (the server's `item_id` messages show at the pick). */
export const grantForm = createForm<GrantValues>('member-grant', noItem, { fields: ['item_id'] });

/** The item search of the grant dialog. */
export const itemSearch = createLatestSearch<number, GrantChoice>(fetchGrantChoices);

/** Whether the grant dialog is open. */
export const $grantOpen = atom(false);

/** Opens the grant dialog, empty, with the first items listed. */
export function openGrant(memberId: number): void {
  grantForm.reset(noItem);
  itemSearch.reset();
  $grantOpen.set(true);
  void itemSearch.search(memberId, '');
}

/** Closes the grant dialog; nothing is given. */
export function closeGrant(): void {
  grantForm.reset(noItem);
  itemSearch.reset();
  $grantOpen.set(false);
}

/** Picks the item to give access to. */
export function pickItem(item: GrantChoice): void {
  pick(grantForm, 'item', 'item_id', item);
}

/**
 * Gives access to the picked item (checked first: an item and a reason); on success the granted
 * list shows the answer, the dialog closes and the audit trail reloads. Resolves whether it did.
 */
export async function submitGrant(memberId: number): Promise<boolean> {
  const values = grantForm.$values.get();
  const problems = pickProblems(
    values.item !== null,
    'item_id',
    'members.acting.itemMissing',
    values.reason,
  );
  if (!passes(grantForm, problems) || values.item === null) return false;
  const item = values.item;
  const saved = await grantForm.submit(async (typed) => {
    grantsLoader.set(
      memberId,
      await grantItem(memberId, { item_id: item.id, reason: typed.reason.trim() }),
    );
    return noItem;
  });
  if (!saved) return false;
  closeGrant();
  moveAudit();
  return true;
}

/** The granted item whose revoke dialog is open (null: closed). */
export const $revoking = atom<GrantedItem | null>(null);

/** The revoke form: the reason. */
export const revokeForm = createForm<{ readonly reason: string }>('member-revoke', { reason: '' });

/** Opens the revoke dialog (the confirmation, with the reason) for a granted item. */
export function openRevoke(grant: GrantedItem): void {
  revokeForm.reset({ reason: '' });
  $revoking.set(grant);
}

/** Closes the revoke dialog; the access stays. */
export function closeRevoke(): void {
  revokeForm.reset({ reason: '' });
  $revoking.set(null);
}

/**
 * Takes back the access of the open dialog (a reason first); on success the granted list shows
 * the answer, the dialog closes and the audit trail reloads. Resolves whether it did.
 */
export async function submitRevoke(memberId: number): Promise<boolean> {
  const grant = $revoking.get();
  if (grant === null) return false;
  const problems = pickProblems(true, 'item_id', '', revokeForm.$values.get().reason);
  if (!passes(revokeForm, problems)) return false;
  const saved = await revokeForm.submit(async (typed) => {
    grantsLoader.set(
      memberId,
      await revokeItem(memberId, grant.item.id, { reason: typed.reason.trim() }),
    );
    return { reason: '' };
  });
  if (!saved) return false;
  closeRevoke();
  moveAudit();
  return true;
}
