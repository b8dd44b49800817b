/**
 * A lecturer's balances (pending, available, requested, paid out) with the open apply, and
 * applying for a payout of an amount of the available balance (by default all of it) after a
 * confirmation of the amount; the server's refusal shows at the amount, as typed.
 */
import type { Apply, RevenueSummary } from '../../../server/src/contract/finances.ts';
import { applyForPayout, fetchOwnApplies, fetchRevenueSummary } from '../../api/revenues.ts';
import { formatPrice } from '../../i18n/format.ts';
import { createForm } from '../form.ts';
import { $t } from '../i18n.ts';
import { createLoader } from '../loader.ts';
import { showToast } from '../toasts.ts';
import { askConfirm } from '../unsaved.ts';

/** The lecturer's summary (one key: there is one summary). */
export const summaryLoader = createLoader<'summary', RevenueSummary>((_, signal) =>
  fetchRevenueSummary(signal),
);

/**
 * What the lecturer owes when the available balance is negative (a refund after a payout is
 * taken from future income), as a positive amount; 0 otherwise.
 */
export function refundOwed(summary: Pick<RevenueSummary, 'available'>): number {
  return summary.available < 0 ? -summary.available : 0;
}

/** The lecturer's payout requests, newest first (one key: their own). */
export const appliesLoader = createLoader<'applies', { data: Apply[] }>((_, signal) =>
  fetchOwnApplies(signal),
);

/** The payout request's amount as typed (whole TWD), by default the whole available balance. */
export const applyForm = createForm<{ amount: string }>(
  'revenue-apply',
  { amount: '' },
  { money: ['amount'] },
);

/** Puts the available balance in the amount unless the lecturer has typed one. */
function offerAvailable(summary: RevenueSummary | null | undefined, force = false): void {
  if (!summary || (!force && applyForm.$dirty.get())) return;
  applyForm.reset({ amount: summary.available > 0 ? String(summary.available) : '' });
}

/** Loads the summary and the payout request history (again). */
export async function loadSummary(): Promise<void> {
  void appliesLoader.load('applies', true);
  await summaryLoader.load('summary', true);
  offerAvailable(summaryLoader.dataFor('summary'));
}

/** Shows the open apply in the summary at once, then loads the summary again. */
function showApplied(summary: RevenueSummary, apply: Apply): void {
  const shown = {
    ...summary,
    available: summary.available - apply.amount,
    requested: summary.requested + apply.amount,
    can_apply: false,
    open_apply: apply,
  };
  summaryLoader.set('summary', shown);
  offerAvailable(shown, true);
  void loadSummary();
}

/** A payout request is being sent. */
export const $applying = applyForm.$saving;

/** Changes the amount to request (as typed). */
export function setApplyAmount(amount: string): void {
  applyForm.set('amount', amount);
}

/**
 * Applies for a payout of the amount typed when the summary allows it, after confirming it (a
 * whole number; anything else goes to the server's check at once); the summary then shows the
 * open apply. A refusal (under the minimum, over the balance) shows at the amount, as typed.
 * Resolves whether it applied.
 */
export async function requestPayout(): Promise<boolean> {
  const summary = summaryLoader.dataFor('summary');
  if (!summary?.can_apply || applyForm.$saving.get()) return false;
  const typed = applyForm.$values.get().amount.trim();
  const t = $t.get();
  if (/^\d+$/.test(typed)) {
    const confirmed = await askConfirm({
      title: t('revenues.apply.confirmTitle'),
      message: t('revenues.apply.confirmMessage', { price: formatPrice(Number(typed), 'TWD') }),
      confirmLabel: t('revenues.apply.confirm'),
      cancelLabel: t('revenues.cancel'),
    });
    if (!confirmed) return false;
  }
  return applyForm.check(async ({ amount }) => {
    showApplied(summary, await applyForPayout({ amount: amount.trim() }));
    showToast('success', $t.get()('revenues.apply.done'));
  });
}
