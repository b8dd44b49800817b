/**
 * A lecturer's balances (pending, available, requested, paid out) with the open apply, and
 * applying for a payout of the available balance after a confirmation of the amount.
 */
import { atom } from 'nanostores';
import type { Apply, RevenueSummary } from '../../../server/src/contract/finances.ts';
import { ApiError, CancelledError } from '../../api/client.ts';
import { applyForPayout, fetchRevenueSummary } from '../../api/revenues.ts';
import { formatPrice } from '../../i18n/format.ts';
import { $t } from '../i18n.ts';
import { createLoader } from '../loader.ts';
import { showToast } from '../toasts.ts';
import { askConfirm } from '../unsaved.ts';

/** The lecturer's summary (one key: there is one summary). */
export const summaryLoader = createLoader<'summary', RevenueSummary>((_, signal) =>
  fetchRevenueSummary(signal),
);

/** An apply is being sent. */
export const $applying = atom(false);

/** Loads the summary (again). */
export function loadSummary(): Promise<void> {
  return summaryLoader.load('summary', true);
}

/**
 * Applies for a payout of the available balance when the summary allows it, after confirming the
 * amount; the summary then shows the open apply. Resolves the apply, or null.
 */
export async function requestPayout(): Promise<Apply | null> {
  const summary = summaryLoader.dataFor('summary');
  if (!summary?.can_apply || $applying.get()) return null;
  const t = $t.get();
  const confirmed = await askConfirm({
    title: t('revenues.apply.confirmTitle'),
    message: t('revenues.apply.confirmMessage', {
      price: formatPrice(summary.available, 'TWD'),
    }),
    confirmLabel: t('revenues.apply.confirm'),
    cancelLabel: t('revenues.cancel'),
  });
  if (!confirmed) return null;
  $applying.set(true);
  try {
    const apply = await applyForPayout();
    summaryLoader.set('summary', {
      ...summary,
      available: summary.available - apply.amount,
      requested: summary.requested + apply.amount,
      can_apply: false,
      open_apply: apply,
    });
    showToast('success', t('revenues.apply.done'));
    void summaryLoader.load('summary', true);
    return apply;
  } catch (error) {
    if (!(error instanceof CancelledError) && !(error instanceof ApiError && error.status < 500))
      showToast('error', t('revenues.apply.failed'));
    return null;
  } finally {
    $applying.set(false);
  }
}
