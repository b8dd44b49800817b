import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdjustBody } from '../../../../server/src/contract/members.ts';
import type { Adjusted, Wallet } from '../../../../src/api/members.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { entry, member, wallet } from './fixtures.ts';

const api = vi.hoisted(() => ({
  fetchWallet: vi.fn<(id: number, page: number, signal?: AbortSignal) => Promise<Wallet>>(),
  adjustWallet: vi.fn<(id: number, body: AdjustBody) => Promise<Adjusted>>(),
}));
vi.mock('../../../../src/api/members.ts', () => api);

const { catalogs } = await import('../../../../src/i18n/catalogs.ts');
const { compileMessages } = await import('../../../../src/i18n/compile.ts');
const { $i18n } = await import('../../../../src/stores/i18n.ts');
const { message } = await import('../../../../server/src/i18n/messages.ts');
const store = await import('../../../../src/stores/members/wallet.ts');
const { $auditVersion, memberLoader } = await import('../../../../src/stores/members/member.ts');

$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });

describe('the wallet adjustment', () => {
  beforeEach(() => {
    api.adjustWallet.mockReset();
    api.fetchWallet.mockReset();
    memberLoader.set(7, member());
    store.openAdjustment();
  });

  it("checks the amount and the reason against the balance, in the server's words", async () => {
    store.adjustForm.set('amount', '0');
    await expect(store.submitAdjustment(7, 300)).resolves.toBe(false);
    expect(store.adjustForm.$errors.get()).toEqual({
      amount: [message('en', 'member.walletAmountZero')],
      reason: [message('en', 'member.walletReasonEmpty')],
    });
    store.adjustForm.set('amount', '-301');
    store.adjustForm.set('reason', 'Too much');
    await expect(store.submitAdjustment(7, 300)).resolves.toBe(false);
    expect(store.adjustForm.errorOf('amount')).toBe(
      message('en', 'member.walletOverdraft', { balance: 300 }),
    );
    store.adjustForm.set('amount', '1.5');
    await expect(store.submitAdjustment(7, 300)).resolves.toBe(false);
    expect(store.adjustForm.errorOf('amount')).toBeDefined();
    expect(api.adjustWallet).not.toHaveBeenCalled();
    expect(store.$adjustOpen.get()).toBe(true);
  });

  it('adjusts, closes the dialog, shows the new balance and history and moves the audit trail', async () => {
    const version = $auditVersion.get();
    store.adjustForm.set('amount', ' -120 ');
    store.adjustForm.set('reason', ' 誤發扣回 ');
    api.adjustWallet.mockResolvedValue({ balance: 180, entry: entry(9, -120, 180) });
    api.fetchWallet.mockResolvedValue(wallet(180, [entry(9, -120, 180), entry(8, 300, 300)]));
    await expect(store.submitAdjustment(7, 300)).resolves.toBe(true);
    expect(api.adjustWallet).toHaveBeenCalledWith(7, { amount: -120, reason: '誤發扣回' });
    expect(store.$adjustOpen.get()).toBe(false);
    expect(memberLoader.dataFor(7)?.wallet_balance).toBe(180);
    expect(api.fetchWallet).toHaveBeenCalledWith(7, 1, expect.any(AbortSignal));
    const shown = store.walletList.loader.dataFor({
      filters: { page: 1 },
      params: { member_id: '7' },
    });
    expect(shown?.data[0]?.balance_after).toBe(180);
    expect($auditVersion.get()).toBe(version + 1);
    expect(store.adjustForm.$dirty.get()).toBe(false);
  });

  it("keeps the dialog and what was typed when the server refuses (someone else's change)", async () => {
    store.adjustForm.set('amount', '-300');
    store.adjustForm.set('reason', 'Close the wallet');
    const refusal = message('en', 'member.walletOverdraft', { balance: 100 });
    api.adjustWallet.mockRejectedValue(new ApiError(400, { amount: [refusal] }, refusal));
    await expect(store.submitAdjustment(7, 300)).resolves.toBe(false);
    expect(store.$adjustOpen.get()).toBe(true);
    expect(store.adjustForm.$values.get()).toEqual({ amount: '-300', reason: 'Close the wallet' });
    expect(store.adjustForm.errorOf('amount')).toBe(refusal);
  });

  it('drops what was typed when the dialog closes', () => {
    store.adjustForm.set('reason', 'typed');
    store.closeAdjustment();
    expect(store.$adjustOpen.get()).toBe(false);
    expect(store.adjustForm.$dirty.get()).toBe(false);
  });
});
