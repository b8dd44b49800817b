/**
 * A member's wallet screen: the balance and a page of its history, and the adjustment dialog's
 * form (a signed whole amount, not 0, and a reason; the balance may not go below 0). After an
 * adjustment the history shows the new entry from its first page and the audit trail reloads.
 */
import { atom } from 'nanostores';
import { adjustWallet, fetchWallet } from '../../api/members.ts';
import { defineListQuery } from '../../lib/list-query.ts';
import { createForm, type FieldErrors } from '../form.ts';
import { $t } from '../i18n.ts';
import { createList } from '../list.ts';
import { $auditVersion, memberLoader } from './member.ts';

/** The wallet of the member of the route's `member_id`: the balance and a page of its history. */
export const walletList = createList(
  'member-wallet',
  defineListQuery({}),
  (filters, signal, params) => fetchWallet(Number(params['member_id']), filters.page, signal),
);

/** What the adjustment dialog holds (the amount as typed). */
export interface AdjustValues {
  readonly amount: string;
  readonly reason: string;
}

const empty: AdjustValues = { amount: '', reason: '' };

/** The adjustment form. */
export const adjustForm = createForm<AdjustValues>('member-wallet-adjust', empty);

/** Empties the adjustment form. */
function startAdjustment(): void {
  adjustForm.reset(empty);
}

/** What is wrong with an adjustment against a balance, in the server's words. */
export function adjustmentProblems(values: AdjustValues, balance: number): FieldErrors {
  const t = $t.get();
  const problems: Record<string, string[]> = {};
  const text = values.amount.trim();
  const amount = Number(text);
  if (!/^[-+]?[0-9]+$/.test(text)) problems['amount'] = [t('members.wallet.amountInvalid')];
  else if (amount === 0) problems['amount'] = [t('members.wallet.amountZero')];
  else if (balance + amount < 0) problems['amount'] = [t('members.wallet.overdraft', { balance })];
  if (values.reason.trim() === '') problems['reason'] = [t('members.wallet.reasonEmpty')];
  return problems;
}

/**
 * Adjusts the wallet (checked first against the balance shown); on success the history reloads
 * from its first page, the member's balance follows and the audit trail reloads. Resolves
 * whether it saved.
 */
export async function submitAdjustment(id: number, balance: number): Promise<boolean> {
  const problems = adjustmentProblems(adjustForm.$values.get(), balance);
  if (Object.keys(problems).length > 0) {
    adjustForm.$errors.set(problems);
    return false;
  }
  const answered: { balance?: number } = {};
  const saved = await adjustForm.submit(async (values) => {
    const answer = await adjustWallet(id, {
      amount: Number(values.amount.trim()),
      reason: values.reason.trim(),
    });
    answered.balance = answer.balance;
    return empty;
  });
  if (!saved) return false;
  $adjustOpen.set(false);
  const member = memberLoader.dataFor(id);
  if (member && answered.balance !== undefined)
    memberLoader.set(id, { ...member, wallet_balance: answered.balance });
  $auditVersion.set($auditVersion.get() + 1);
  await walletList.load({ page: 1 }, { member_id: String(id) });
  return true;
}

/** Whether the adjustment dialog is open. */
export const $adjustOpen = atom(false);

/** Opens the adjustment dialog with an empty form. */
export function openAdjustment(): void {
  startAdjustment();
  $adjustOpen.set(true);
}

/** Closes the adjustment dialog; what was typed is dropped (nothing is saved). */
export function closeAdjustment(): void {
  startAdjustment();
  $adjustOpen.set(false);
}
