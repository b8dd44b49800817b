/**
 * A lecturer's own payout accounts: the list (main first, numbers in full), the account form (add
 * or edit, the administrators' rules; the server's messages at their fields), making another one
 * the main one, and deleting one after a confirmation (the main one cannot be: its refusal shows
 * at the account).
 */
import { atom, computed } from 'nanostores';
import type {
  LecturerPayout,
  LecturerPayoutsResponse,
} from '../../../server/src/contract/lecturer-profiles.ts';
import {
  createOwnPayout,
  deleteOwnPayout,
  fetchOwnPayouts,
  makeMainOwnPayout,
  updateOwnPayout,
} from '../../api/revenues.ts';
import { createAction } from '../action.ts';
import { createForm } from '../form.ts';
import { createLoader } from '../loader.ts';
import { blankPayout, payoutValuesOf, type PayoutValues } from '../payout-account.ts';

/** The lecturer's accounts (one key: their own). */
export const ownPayoutsLoader = createLoader<'own', LecturerPayoutsResponse>((_, signal) =>
  fetchOwnPayouts(signal),
);

/** Loads the accounts (again when `fresh`). */
export function loadOwnPayouts(fresh = false): Promise<void> {
  return ownPayoutsLoader.load('own', fresh);
}

/** The account form (adding or editing one). */
export const ownPayoutForm = createForm<PayoutValues>('own-payout', blankPayout);

/** The account the form holds ('new', an id, or nothing). */
let formOf: number | 'new' | null = null;

/** Fills the account form with an account, or empty for a new one (unless it holds it already). */
export function startOwnPayoutForm(payout: LecturerPayout | null): void {
  const key = payout ? payout.id : 'new';
  if (formOf === key) return;
  formOf = key;
  ownPayoutForm.reset(payoutValuesOf(payout));
}

/** Forgets which account the form holds (after leaving the form). */
export function closeOwnPayoutForm(): void {
  formOf = null;
}

/** Adds (`payoutId` null) or edits an account, then reloads the list; resolves whether it saved. */
export async function saveOwnPayout(payoutId: number | null): Promise<boolean> {
  const saved = await ownPayoutForm.submit(async (values) => {
    if (payoutId === null) await createOwnPayout(values);
    else await updateOwnPayout(payoutId, values);
    return values;
  });
  if (saved) {
    formOf = null;
    await loadOwnPayouts(true);
  }
  return saved;
}

/** One change to the accounts at a time. */
const $changing = atom(false);

/** Making an account the main one (the server answers with every account). */
const mainChange = createAction(
  async (payoutId: number) => {
    ownPayoutsLoader.set('own', await makeMainOwnPayout(payoutId));
  },
  {
    done: (t) => t('revenues.payouts.madeMain'),
    failed: (t) => t('revenues.payouts.makeMainFailed'),
    busy: $changing,
  },
);

/** Deleting an account, after a confirmation; the server refuses the main one. */
const deletion = createAction(
  async (payout: Pick<LecturerPayout, 'id' | 'account_number'>) => {
    await deleteOwnPayout(payout.id);
  },
  {
    confirm: (t, payout) => ({
      title: t('revenues.payouts.deleteTitle'),
      message: t('revenues.payouts.deleteMessage', { account: payout.account_number }),
      confirmLabel: t('revenues.payouts.delete'),
      cancelLabel: t('revenues.cancel'),
      danger: true,
    }),
    done: (t) => t('revenues.payouts.deleted'),
    failed: (t) => t('revenues.payouts.deleteFailed'),
    inline: true,
    busy: $changing,
  },
);

/** The account the last delete was of. */
const $deleting = atom<number | null>(null);

/** Why the last delete was refused (shown at the account), with the account's id. */
export const $ownPayoutRefusal = computed([deletion.$error, $deleting], (message, id) =>
  message === null || id === null ? null : { id, message },
);

/** Makes an account the main one (the old main one stops being main); resolves whether it did. */
export function makeOwnPayoutMain(payoutId: number): Promise<boolean> {
  deletion.clearError();
  return mainChange.run(payoutId);
}

/** Deletes an account after a confirmation, then reloads; resolves whether it was deleted. */
export async function deleteOwnPayoutAccount(
  payout: Pick<LecturerPayout, 'id' | 'account_number'>,
): Promise<boolean> {
  deletion.clearError();
  $deleting.set(payout.id);
  const deleted = await deletion.run(payout);
  if (deleted) await loadOwnPayouts(true);
  return deleted;
}
