/**
 * One payout request (administrators): the apply, the lecturer's payout accounts, approving it
 * (remitting to the chosen account after a confirmation; none chosen is refused here with the
 * message at the field) and rejecting it with a reason (required).
 */
import type { Apply, PayoutAccount } from '../../../server/src/contract/finances.ts';
import { MAX_REJECT_REASON_LENGTH } from '../../../server/src/contract/plain/finances.ts';
import { approveApply, fetchApply, fetchApplyPayouts, rejectApply } from '../../api/applies.ts';
import { formatPrice } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { bankLabel } from '../../lib/banks.ts';
import { createForm } from '../form.ts';
import { $i18n, $t } from '../i18n.ts';
import { createLoader } from '../loader.ts';
import { showToast } from '../toasts.ts';
import { askConfirm } from '../unsaved.ts';

/** The apply shown (by id). */
export const applyLoader = createLoader<number, Apply>((id, signal) => fetchApply(id, signal));

/** The apply's lecturer's payout accounts (by apply id), the main one first. */
export const payoutsLoader = createLoader<number, { data: PayoutAccount[] }>((id, signal) =>
  fetchApplyPayouts(id, signal),
);

/** The approval form: the payout account chosen (null: none). */
export const approveForm = createForm<{ payout_id: number | null }>('apply-approve', {
  payout_id: null,
});

/** The rejection form: why. */
export const rejectForm = createForm<{ reason: string }>('apply-reject', { reason: '' });

/** An account number with all but its last 4 digits hidden (`****1234`). */
export function maskAccount(number: string): string {
  return `****${number.slice(-4)}`;
}

/** An account as one line: bank code and the bank's name, account name, masked number. */
export function payoutLine(
  account: Pick<PayoutAccount, 'financial_code' | 'bank_name' | 'account_name' | 'account_number'>,
  locale: Locale = $i18n.get().locale,
): string {
  return `${bankLabel(account.financial_code, locale, account.bank_name)} · ${account.account_name} · ${maskAccount(account.account_number)}`;
}

/** Loads the apply (again). */
export function loadApply(id: number): Promise<void> {
  return applyLoader.load(id, true);
}

/** Loads the apply and its lecturer's accounts for deciding; the main account is preselected. */
export async function openApplyDecision(id: number): Promise<void> {
  approveForm.reset({ payout_id: null });
  rejectForm.reset({ reason: '' });
  await Promise.all([applyLoader.load(id, true), payoutsLoader.load(id, true)]);
  const accounts = payoutsLoader.dataFor(id)?.data ?? [];
  const main = accounts.find((account) => account.main) ?? null;
  approveForm.reset({ payout_id: main?.id ?? null });
}

/** Chooses the payout account (null: none). */
export function choosePayout(id: number | null): void {
  approveForm.set('payout_id', id);
}

/**
 * Approves the apply: without a chosen account refuses with the message at the field (nothing
 * is sent); else asks to confirm the amount and the account, then remits. Resolves the remitted
 * apply, or null.
 */
export async function approveChosen(id: number): Promise<Apply | null> {
  const t = $t.get();
  const apply = applyLoader.dataFor(id);
  const payoutId = approveForm.$values.get().payout_id;
  const account = payoutsLoader.dataFor(id)?.data.find((each) => each.id === payoutId);
  if (payoutId === null || !account || !apply) {
    approveForm.$errors.set({ payout_id: [t('finances.approve.noPayout')] });
    return null;
  }
  const confirmed = await askConfirm({
    title: t('finances.approve.confirmTitle'),
    message: t('finances.approve.confirmMessage', {
      price: formatPrice(apply.amount, 'TWD'),
      lecturer: apply.lecturer.name,
      account: payoutLine(account),
    }),
    confirmLabel: t('finances.approve.confirm'),
    cancelLabel: t('finances.cancel'),
  });
  if (!confirmed) return null;
  const answer: { apply: Apply | null } = { apply: null };
  const done = await approveForm.check(async () => {
    answer.apply = await approveApply(id, payoutId);
  });
  const remitted = answer.apply;
  if (!done || remitted === null) return null;
  applyLoader.set(id, remitted);
  approveForm.reset({ payout_id: payoutId });
  showToast('success', t('finances.approve.done'));
  return remitted;
}

/** Changes the rejection reason. */
export function setRejectReason(reason: string): void {
  rejectForm.set('reason', reason);
}

/**
 * Rejects the apply with the reason (required, at most MAX_REJECT_REASON_LENGTH: refused here
 * with the message at the field) after a confirmation. Resolves the rejected apply, or null.
 */
export async function rejectWithReason(id: number): Promise<Apply | null> {
  const t = $t.get();
  const reason = rejectForm.$values.get().reason.trim();
  if (reason === '' || reason.length > MAX_REJECT_REASON_LENGTH) {
    rejectForm.$errors.set({
      reason: [
        reason === ''
          ? t('finances.reject.reasonRequired')
          : t('finances.reject.reasonTooLong', { max: MAX_REJECT_REASON_LENGTH }),
      ],
    });
    return null;
  }
  const confirmed = await askConfirm({
    title: t('finances.reject.confirmTitle'),
    message: t('finances.reject.confirmMessage'),
    confirmLabel: t('finances.reject.confirm'),
    cancelLabel: t('finances.cancel'),
    danger: true,
  });
  if (!confirmed) return null;
  const answer: { apply: Apply | null } = { apply: null };
  const done = await rejectForm.check(async () => {
    answer.apply = await rejectApply(id, reason);
  });
  const rejected = answer.apply;
  if (!done || rejected === null) return null;
  applyLoader.set(id, rejected);
  rejectForm.reset({ reason: '' });
  showToast('success', t('finances.reject.done'));
  return rejected;
}
