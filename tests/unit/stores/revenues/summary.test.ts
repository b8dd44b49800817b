import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Apply, ApplyBody, RevenueSummary } from '../../../../server/src/contract/finances.ts';
import { catalogs } from '../../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../../src/i18n/compile.ts';
import { $i18n } from '../../../../src/stores/i18n.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { $confirm, answerConfirm } from '../../../../src/stores/unsaved.ts';
import { apply, summary } from '../finances/fixtures.ts';

const api = vi.hoisted(() => ({
  fetchRevenueSummary: vi.fn<(signal?: AbortSignal) => Promise<RevenueSummary>>(),
  applyForPayout: vi.fn<(body: ApplyBody) => Promise<Apply>>(),
  fetchOwnApplies: vi.fn<(signal?: AbortSignal) => Promise<{ data: Apply[] }>>(),
}));
vi.mock('../../../../src/api/revenues.ts', () => api);

const store = await import('../../../../src/stores/revenues/summary.ts');
$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });

describe('applying for a payout', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.fetchOwnApplies.mockResolvedValue({ data: [] });
    store.summaryLoader.reset();
    store.applyForm.reset({ amount: '' });
    $toasts.set([]);
  });

  it('confirms the amount offered (the whole available balance), then shows the open apply', async () => {
    const open = apply(9, { amount: 500 });
    api.fetchRevenueSummary.mockResolvedValueOnce(summary());
    api.fetchRevenueSummary.mockResolvedValue(
      summary({ available: 0, requested: 500, can_apply: false, open_apply: open }),
    );
    api.applyForPayout.mockResolvedValue(open);
    await store.loadSummary();
    const done = store.requestPayout();
    await vi.waitFor(() => {
      expect($confirm.get()?.message).toContain('NT$500');
    });
    answerConfirm(true);
    expect(await done).toBe(true);
    expect(api.applyForPayout).toHaveBeenCalledWith({ amount: '500' });
    expect($toasts.get().map((toast) => toast.message)).toEqual([
      catalogs.en['revenues.apply.done'],
    ]);
    const shown = store.summaryLoader.$state.get().data;
    expect(shown?.open_apply?.id).toBe(9);
    expect(shown?.requested).toBe(500);
    expect(shown?.can_apply).toBe(false);
  });

  it('sends nothing when the summary does not allow it or the user cancels', async () => {
    api.fetchRevenueSummary.mockResolvedValue(summary({ can_apply: false }));
    await store.loadSummary();
    expect(await store.requestPayout()).toBe(false);
    expect($confirm.get()).toBeNull();
    api.fetchRevenueSummary.mockResolvedValue(summary());
    await store.loadSummary();
    const done = store.requestPayout();
    await vi.waitFor(() => {
      expect($confirm.get()).not.toBeNull();
    });
    answerConfirm(false);
    expect(await done).toBe(false);
    expect(api.applyForPayout).not.toHaveBeenCalled();
  });

  it('says once that it failed, and nothing when the server refused (its own message)', async () => {
    api.fetchRevenueSummary.mockResolvedValue(summary());
    await store.loadSummary();
    api.applyForPayout.mockRejectedValueOnce(new ApiError(500, {}, 'down'));
    const failed = store.requestPayout();
    await vi.waitFor(() => {
      expect($confirm.get()).not.toBeNull();
    });
    answerConfirm(true);
    expect(await failed).toBe(false);
    expect($toasts.get().map((toast) => toast.message)).toEqual([catalogs.en['form.saveFailed']]);
    expect(store.$applying.get()).toBe(false);
    $toasts.set([]);
    api.applyForPayout.mockRejectedValueOnce(new ApiError(400, {}, 'Below the minimum'));
    const refused = store.requestPayout();
    await vi.waitFor(() => {
      expect($confirm.get()).not.toBeNull();
    });
    answerConfirm(true);
    expect(await refused).toBe(false);
    expect($toasts.get()).toEqual([]);
  });
});

describe('applying for part of the balance', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.fetchOwnApplies.mockResolvedValue({ data: [] });
    store.summaryLoader.reset();
    store.applyForm.reset({ amount: '' });
    $toasts.set([]);
  });

  it('sends the amount typed, confirmed as typed; then offers the rest', async () => {
    api.fetchRevenueSummary.mockResolvedValueOnce(summary({ available: 1400 }));
    api.fetchRevenueSummary.mockResolvedValue(
      summary({ available: 800, requested: 600, can_apply: false }),
    );
    await store.loadSummary();
    expect(store.applyForm.$values.get().amount).toBe('1400');
    store.setApplyAmount(' 600 ');
    api.applyForPayout.mockResolvedValue(apply(4, { amount: 600 }));
    const done = store.requestPayout();
    await vi.waitFor(() => {
      expect($confirm.get()?.message).toContain('NT$600');
    });
    answerConfirm(true);
    expect(await done).toBe(true);
    expect(api.applyForPayout).toHaveBeenCalledWith({ amount: '600' });
    await vi.waitFor(() => {
      expect(store.summaryLoader.dataFor('summary')).toMatchObject({ available: 800 });
    });
    expect(store.applyForm.$values.get().amount).toBe('800');
  });

  it('shows the server’s refusal at the amount, keeping what was typed; a reload keeps it', async () => {
    api.fetchRevenueSummary.mockResolvedValue(summary({ available: 1400 }));
    await store.loadSummary();
    store.setApplyAmount('2000');
    api.applyForPayout.mockRejectedValueOnce(
      new ApiError(400, { amount: ['More than your available income'] }, 'refused'),
    );
    const refused = store.requestPayout();
    await vi.waitFor(() => {
      expect($confirm.get()).not.toBeNull();
    });
    answerConfirm(true);
    expect(await refused).toBe(false);
    expect(store.applyForm.errorOf('amount')).toBe('More than your available income');
    expect(store.applyForm.$values.get().amount).toBe('2000');
    expect($toasts.get()).toEqual([]);
    await store.loadSummary();
    expect(store.applyForm.$values.get().amount).toBe('2000');
    store.setApplyAmount('1000');
    expect(store.applyForm.errorOf('amount')).toBeUndefined();
  });

  it('answers a fraction at the amount before any call or confirmation', async () => {
    api.fetchRevenueSummary.mockResolvedValue(summary({ available: 1400 }));
    await store.loadSummary();
    store.setApplyAmount('150.5');
    expect(await store.requestPayout()).toBe(false);
    expect($confirm.get()).toBeNull();
    expect(api.applyForPayout).not.toHaveBeenCalled();
    expect(store.applyForm.errorOf('amount')).toBe(catalogs.en['form.wholeAmount']);
    expect(store.applyForm.$values.get().amount).toBe('150.5');
  });
});

describe('a negative available balance', () => {
  it('is what a refund after a payout takes from future income, shown as owed', () => {
    expect(store.refundOwed(summary({ available: -700 }))).toBe(700);
    expect(store.refundOwed(summary({ available: 0 }))).toBe(0);
    expect(store.refundOwed(summary({ available: 1200 }))).toBe(0);
  });
});

describe('payout request history', () => {
  it('loads the lecturer’s requests with the summary', async () => {
    const rejected = apply(3, { status: 'REJECTED' });
    api.fetchRevenueSummary.mockResolvedValue(summary());
    api.fetchOwnApplies.mockResolvedValue({ data: [rejected] });
    await store.loadSummary();
    await vi.waitFor(() => {
      expect(store.appliesLoader.dataFor('applies')?.data).toEqual([rejected]);
    });
  });
});
