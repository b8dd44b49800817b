/**
 * A lecturer's payout accounts: the list (main first, numbers masked unless the viewer pays
 * them), the account form (add or edit; the server's messages at their fields), making one the
 * main one, and deleting (the main one's refusal shown inline and as a toast).
 */
import { atom } from 'nanostores';
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
import { ApiError, CancelledError } from '../../api/client.ts';
import { createForm } from '../form.ts';
import { $t } from '../i18n.ts';
import { createLoader } from '../loader.ts';
import { showToast } from '../toasts.ts';
import { lecturerChanged } from './profile.ts';

/** What the account form edits. */
export interface PayoutValues {
  readonly financial_code: string;
  readonly bank_name: string;
  readonly account_name: string;
  readonly account_number: string;
}

const blank: PayoutValues = {
  financial_code: '',
  bank_name: '',
  account_name: '',
  account_number: '',
};

/** A lecturer's accounts, by lecturer id. */
export const payoutsLoader = createLoader<number, LecturerPayoutsResponse>((id, signal) =>
  fetchLecturerPayouts(id, signal),
);

/** The account form (adding or editing one). */
export const payoutForm = createForm<PayoutValues>('lecturer-payout', blank);

/** Why the last delete was refused (shown at the account), with the account's id. */
export const $payoutRefusal = atom<{ readonly id: number; readonly message: string } | null>(null);

/** The account the form holds ('new', an id, or nothing). */
let formOf: number | 'new' | null = null;

/** Fills the account form with an account, or empty for a new one (unless it holds it already). */
export function startPayoutForm(payout: LecturerPayout | null): void {
  const key = payout ? payout.id : 'new';
  if (formOf === key) return;
  formOf = key;
  payoutForm.reset(
    payout
      ? {
          financial_code: payout.financial_code,
          bank_name: payout.bank_name,
          account_name: payout.account_name,
          account_number: payout.account_number,
        }
      : blank,
  );
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

/** Makes an account the main one; resolves whether it changed. */
export async function makeMainPayout(lecturerId: number, payoutId: number): Promise<boolean> {
  $payoutRefusal.set(null);
  try {
    payoutsLoader.set(lecturerId, await makeMainLecturerPayout(lecturerId, payoutId));
    lecturerChanged();
    showToast('success', $t.get()('lecturers.payouts.madeMain'));
    return true;
  } catch (error) {
    if (error instanceof CancelledError || error instanceof ApiError) return false;
    throw error;
  }
}

/**
 * Deletes an account; a refusal (the main one) shows at the account and as the error toast.
 * Resolves whether it was deleted.
 */
export async function deletePayout(lecturerId: number, payoutId: number): Promise<boolean> {
  $payoutRefusal.set(null);
  try {
    await deleteLecturerPayout(lecturerId, payoutId);
  } catch (error) {
    if (error instanceof CancelledError) return false;
    if (!(error instanceof ApiError)) throw error;
    const [message] = Object.values(error.fields).flat();
    if (error.status === 400 && message) $payoutRefusal.set({ id: payoutId, message });
    return false;
  }
  lecturerChanged();
  showToast('success', $t.get()('lecturers.payouts.deleted'));
  await payoutsLoader.load(lecturerId, true);
  return true;
}
