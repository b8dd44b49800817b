/**
 * A payout account's form values, shared by the administrators' lecturer screens and a lecturer's
 * own payout accounts (both send the contract's `lecturerPayoutBody`, checked by the same rules).
 */
import type { LecturerPayout } from '../../server/src/contract/lecturer-profiles.ts';

/** What the account form edits. */
export interface PayoutValues {
  readonly financial_code: string;
  readonly bank_name: string;
  readonly account_name: string;
  readonly account_number: string;
}

/** The empty account form. */
export const blankPayout: PayoutValues = {
  financial_code: '',
  bank_name: '',
  account_name: '',
  account_number: '',
};

/** The form values of an account, or empty for a new one. */
export function payoutValuesOf(payout: LecturerPayout | null): PayoutValues {
  return payout
    ? {
        financial_code: payout.financial_code,
        bank_name: payout.bank_name,
        account_name: payout.account_name,
        account_number: payout.account_number,
      }
    : blankPayout;
}
