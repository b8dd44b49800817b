/**
 * A lecturer's balances (pending, available, requested, paid out) with the open apply, and
 * applying for a payout of the available balance after a confirmation of the amount.
 */
import type { Apply, RevenueSummary } from '../../../server/src/contract/finances.ts';
import { applyForPayout, fetchOwnApplies, fetchRevenueSummary } from '../../api/revenues.ts';
import { formatPrice } from '../../i18n/format.ts';
import { createAction } from '../action.ts';
import { createLoader } from '../loader.ts';

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

/** Loads the summary and the payout request history (again). */
export function loadSummary(): Promise<void> {
  void appliesLoader.load('applies', true);
  return summaryLoader.load('summary', true);
}

/** Shows the open apply in the summary at once, then loads the summary again. */
function showApplied(summary: RevenueSummary, apply: Apply): void {
  summaryLoader.set('summary', {
    ...summary,
    available: summary.available - apply.amount,
    requested: summary.requested + apply.amount,
    can_apply: false,
    open_apply: apply,
  });
  void loadSummary();
}

/** Applying for a payout of the available balance shown, after confirming the amount. */
const payout = createAction(
  async (summary: RevenueSummary) => {
    showApplied(summary, await applyForPayout());
  },
  {
    confirm: (t, summary) => ({
      title: t('revenues.apply.confirmTitle'),
      message: t('revenues.apply.confirmMessage', {
        price: formatPrice(summary.available, 'TWD'),
      }),
      confirmLabel: t('revenues.apply.confirm'),
      cancelLabel: t('revenues.cancel'),
    }),
    done: (t) => t('revenues.apply.done'),
    failed: (t) => t('revenues.apply.failed'),
  },
);

/** An apply is being sent. */
export const $applying = payout.$busy;

/**
 * Applies for a payout of the available balance when the summary allows it, after confirming the
 * amount; the summary then shows the open apply. Resolves whether it applied.
 */
export function requestPayout(): Promise<boolean> {
  const summary = summaryLoader.dataFor('summary');
  return summary?.can_apply ? payout.run(summary) : Promise.resolve(false);
}
