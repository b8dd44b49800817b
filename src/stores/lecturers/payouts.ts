/**
 * A lecturer's payout accounts: the list (main first, numbers masked unless the viewer pays
 * them), the account form (add or edit; the server's messages at their fields), making one the
 * main one, and deleting after a confirmation (the main one's refusal shown at the account).
 */
import { atom, computed } from 'nanostores';
import type {
  LecturerPayout,
  LecturerPayoutsResponse,
} from '../../../server/src/contract/lecturer-profiles.ts';
import {
  createLecturerPayout,
  deleteLecturerPayout,
  fetchLecturerPayouts,
  makeMainLecturerPayout,
  updateLecturerPayout,
} from '../../api/lecturer-profiles.ts';
import { createAction } from '../action.ts';
import { createForm } from '../form.ts';
import { createLoader } from '../loader.ts';
import { blankPayout, payoutValuesOf, type PayoutValues } from '../payout-account.ts';
import { lecturerChanged } from './profile.ts';

/** A lecturer's accounts, by lecturer id. */
export const payoutsLoader = createLoader<number, LecturerPayoutsResponse>((id, signal) =>
  fetchLecturerPayouts(id, signal),
);

/** The account form (adding or editing one). */
export const payoutForm = createForm<PayoutValues>('lecturer-payout', blankPayout);

/** The account the form holds ('new', an id, or nothing). */
let formOf: number | 'new' | null = null;

/** Fills the account form with an account, or empty for a new one (unless it holds it already). */
export function startPayoutForm(payout: LecturerPayout | null): void {
  const key = payout ? payout.id : 'new';
  if (formOf === key) return;
  formOf = key;
  payoutForm.reset(payoutValuesOf(payout));
}

/** Forgets which account the form holds (after leaving the form). */
export function closePayoutForm(): void {
  formOf = null;
}

/** Adds (no `payoutId`) or edits an account; resolves whether it saved. */
export async function savePayout(lecturerId: number, payoutId: number | null): Promise<boolean> {
  const saved = await payoutForm.submit(async (values) => {
    if (payoutId === null) await createLecturerPayout(lecturerId, values);
    else await updateLecturerPayout(lecturerId, payoutId, values);
    return values;
  });
  if (saved) {
    formOf = null;
    lecturerChanged();
    await payoutsLoader.load(lecturerId, true);
  }
  return saved;
}

/** One change to the accounts at a time. */
const $changing = atom(false);

/** Making an account the main one (the server answers with every account). */
const mainChange = createAction(
  async (lecturerId: number, payoutId: number) => {
    payoutsLoader.set(lecturerId, await makeMainLecturerPayout(lecturerId, payoutId));
    lecturerChanged();
  },
  {
    done: (t) => t('lecturers.payouts.madeMain'),
    failed: (t) => t('lecturers.payouts.makeMainFailed'),
    busy: $changing,
  },
);

/** Deleting an account, after a confirmation; the server refuses the main one. */
const payoutDeletion = createAction(
  async (lecturerId: number, payout: Pick<LecturerPayout, 'id' | 'account_number'>) => {
    await deleteLecturerPayout(lecturerId, payout.id);
    lecturerChanged();
  },
  {
    confirm: (t, _, payout) => ({
      title: t('lecturers.payouts.deleteTitle'),
      message: t('lecturers.payouts.deleteMessage', { account: payout.account_number }),
      confirmLabel: t('lecturers.delete'),
      cancelLabel: t('lecturers.cancel'),
      danger: true,
    }),
    done: (t) => t('lecturers.payouts.deleted'),
    failed: (t) => t('lecturers.payouts.deleteFailed'),
    inline: true,
    busy: $changing,
  },
);

/** The account the last delete was of. */
const $deleting = atom<number | null>(null);

/** Why the last delete was refused (shown at the account), with the account's id. */
export const $payoutRefusal = computed([payoutDeletion.$error, $deleting], (message, id) =>
  message === null || id === null ? null : { id, message },
);

/** Makes an account the main one; resolves whether it changed. */
export function makeMainPayout(lecturerId: number, payoutId: number): Promise<boolean> {
  payoutDeletion.clearError();
  return mainChange.run(lecturerId, payoutId);
}

/**
 * Deletes an account after a confirmation, then reloads the accounts; a refusal (the main one)
 * shows at the account. Resolves whether it was deleted.
 */
export async function deletePayout(
  lecturerId: number,
  payout: Pick<LecturerPayout, 'id' | 'account_number'>,
): Promise<boolean> {
  payoutDeletion.clearError();
  $deleting.set(payout.id);
  const deleted = await payoutDeletion.run(lecturerId, payout);
  if (deleted) await payoutsLoader.load(lecturerId, true);
  return deleted;
}
