import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Apply, PayoutAccount } from '../../../../server/src/contract/finances.ts';
import { catalogs } from '../../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../../src/i18n/compile.ts';
import { $i18n, $t } from '../../../../src/stores/i18n.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { $confirm, answerConfirm } from '../../../../src/stores/unsaved.ts';
import { account, apply } from './fixtures.ts';

const api = vi.hoisted(() => ({
  fetchApply: vi.fn<(id: number, signal?: AbortSignal) => Promise<Apply>>(),
  fetchApplyPayouts: vi.fn<(id: number) => Promise<{ data: PayoutAccount[] }>>(),
  approveApply: vi.fn<(id: number, payoutId: number) => Promise<Apply>>(),
  rejectApply: vi.fn<(id: number, reason: string) => Promise<Apply>>(),
}));
vi.mock('../../../../src/api/applies.ts', () => api);

const store = await import('../../../../src/stores/finances/apply.ts');
$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });

/** Waits until the confirm dialog opens, then answers it. */
async function answer(value: boolean): Promise<void> {
  await vi.waitFor(() => {
    expect($confirm.get()).not.toBeNull();
  });
  answerConfirm(value);
}

const remitted = apply(7, {
  status: 'REMITTED',
  remittance: {
    id: 3,
    amount: 1200,
    payout: {
      financial_code: '812',
      bank_name: 'Taishin',
      account_name: 'Li Meihua',
      account_number: '000011112202',
    },
    remitted_at: '2026-11-25T02:00:00.000Z',
    by: { id: 1, name: 'Admin' },
  },
});

describe('deciding a payout request', () => {
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.fetchApply.mockResolvedValue(apply(7));
    api.fetchApplyPayouts.mockResolvedValue({
      data: [account(2, { main: true }), account(5, { main: false })],
    });
    api.approveApply.mockResolvedValue(remitted);
    $toasts.set([]);
  });

  it('preselects the main account', async () => {
    await store.openApplyDecision(7);
    expect(store.approveForm.$values.get().payout_id).toBe(2);
  });

  it('without a chosen account refuses at the field and sends nothing', async () => {
    await store.openApplyDecision(7);
    store.choosePayout(null);
    expect(await store.approveChosen(7)).toBeNull();
    expect(store.approveForm.$errors.get().payout_id).toEqual([
      $t.get()('finances.approve.noPayout'),
    ]);
    expect($confirm.get()).toBeNull();
    expect(api.approveApply).not.toHaveBeenCalled();
  });

  it('a lecturer without accounts has none chosen', async () => {
    api.fetchApplyPayouts.mockResolvedValue({ data: [] });
    await store.openApplyDecision(7);
    expect(store.approveForm.$values.get().payout_id).toBeNull();
    expect(await store.approveChosen(7)).toBeNull();
    expect(api.approveApply).not.toHaveBeenCalled();
  });

  it('confirms the amount and account, then remits and shows the remitted apply', async () => {
    await store.openApplyDecision(7);
    store.choosePayout(5);
    const done = store.approveChosen(7);
    await vi.waitFor(() => {
      expect($confirm.get()?.message).toContain('NT$1,200');
    });
    expect($confirm.get()?.message).toContain('****2205');
    answerConfirm(true);
    expect(await done).toEqual(remitted);
    expect(api.approveApply).toHaveBeenCalledWith(7, 5);
    expect(store.applyLoader.dataFor(7)?.status).toBe('REMITTED');
    expect($toasts.get().at(-1)?.type).toBe('success');
  });

  it('cancelling the confirmation sends nothing', async () => {
    await store.openApplyDecision(7);
    const done = store.approveChosen(7);
    await answer(false);
    expect(await done).toBeNull();
    expect(api.approveApply).not.toHaveBeenCalled();
  });

  it('a rejection needs a reason, then is sent trimmed after a confirmation', async () => {
    await store.openApplyDecision(7);
    store.setRejectReason('   ');
    expect(await store.rejectWithReason(7)).toBeNull();
    expect(store.rejectForm.$errors.get().reason).toEqual([
      $t.get()('finances.reject.reasonRequired'),
    ]);
    const rejected = apply(7, {
      status: 'REJECTED',
      rejection: { reason: 'Wrong account', by: { id: 1, name: 'Admin' }, at: remitted.created_at },
    });
    api.rejectApply.mockResolvedValue(rejected);
    store.setRejectReason('  Wrong account ');
    expect(store.rejectForm.$errors.get().reason).toBeUndefined();
    const done = store.rejectWithReason(7);
    await answer(true);
    expect(await done).toEqual(rejected);
    expect(api.rejectApply).toHaveBeenCalledWith(7, 'Wrong account');
    expect(store.applyLoader.dataFor(7)?.status).toBe('REJECTED');
  });

  it('masks account numbers but their last 4 digits and names the bank of its code', () => {
    expect(store.maskAccount('0000111122223333')).toBe('****3333');
    expect(store.payoutLine(account(2))).toBe(
      '812 台新銀行 (Taishin International Bank) · Li Meihua · ****2202',
    );
    expect(store.payoutLine(account(2), 'zh-TW')).toBe('812 台新銀行 · Li Meihua · ****2202');
  });
});
