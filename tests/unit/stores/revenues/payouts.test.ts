import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  LecturerPayout,
  LecturerPayoutBody,
  LecturerPayoutsResponse,
} from '../../../../server/src/contract/lecturer-profiles.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { catalogs } from '../../../../src/i18n/catalogs.ts';
import { compileMessages } from '../../../../src/i18n/compile.ts';
import { $i18n } from '../../../../src/stores/i18n.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { $confirm, answerConfirm } from '../../../../src/stores/unsaved.ts';

const api = vi.hoisted(() => ({
  fetchOwnPayouts: vi.fn<(signal?: AbortSignal) => Promise<LecturerPayoutsResponse>>(),
  createOwnPayout: vi.fn<(body: LecturerPayoutBody) => Promise<LecturerPayout>>(),
  updateOwnPayout: vi.fn<(id: number, body: LecturerPayoutBody) => Promise<LecturerPayout>>(),
  deleteOwnPayout: vi.fn<(id: number) => Promise<{ deleted: true }>>(),
  makeMainOwnPayout: vi.fn<(id: number) => Promise<LecturerPayoutsResponse>>(),
}));
vi.mock('../../../../src/api/revenues.ts', () => api);

const store = await import('../../../../src/stores/revenues/payouts.ts');
$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });

function payout(id: number, values: Partial<LecturerPayout> = {}): LecturerPayout {
  return {
    id,
    financial_code: '812',
    bank_name: '',
    account_name: 'Lin Xiaomei',
    account_number: `0000${String(id)}`,
    main: false,
    created_at: '2026-11-01T00:00:00.000Z',
    ...values,
  };
}

const accounts = (main: number): LecturerPayoutsResponse => ({
  data: [payout(1, { main: main === 1 }), payout(2, { main: main === 2 })],
  masked: false,
});

const toasts = () => $toasts.get().map((toast) => `${toast.type}: ${toast.message}`);

describe('own payout accounts', () => {
  beforeEach(() => {
    for (const mock of Object.values(api)) mock.mockReset();
    store.ownPayoutsLoader.reset();
    $toasts.set([]);
    store.closeOwnPayoutForm();
    store.startOwnPayoutForm(null);
  });

  it('shows the server’s messages at their fields, nothing typed lost', async () => {
    api.createOwnPayout.mockRejectedValue(
      new ApiError(
        400,
        { financial_code: ['The financial code is 3 or 7 digits.'] },
        'Bad request',
      ),
    );
    store.ownPayoutForm.set('financial_code', '81');
    store.ownPayoutForm.set('account_name', 'Lin');
    expect(await store.saveOwnPayout(null)).toBe(false);
    expect(store.ownPayoutForm.errorOf('financial_code')).toBe(
      'The financial code is 3 or 7 digits.',
    );
    expect(store.ownPayoutForm.$values.get()).toMatchObject({
      financial_code: '81',
      account_name: 'Lin',
    });
  });

  it('adds an account, then reloads the list', async () => {
    api.createOwnPayout.mockResolvedValue(payout(1, { main: true }));
    api.fetchOwnPayouts.mockResolvedValue(accounts(1));
    store.ownPayoutForm.set('account_number', '123');
    expect(await store.saveOwnPayout(null)).toBe(true);
    expect(api.createOwnPayout).toHaveBeenCalledWith(
      expect.objectContaining({ account_number: '123' }),
    );
    expect(store.ownPayoutsLoader.dataFor('own')?.data).toHaveLength(2);
  });

  it('edits an account with the values of its form', async () => {
    store.startOwnPayoutForm(payout(2));
    store.ownPayoutForm.set('account_name', 'Wang');
    api.updateOwnPayout.mockResolvedValue(payout(2, { account_name: 'Wang' }));
    api.fetchOwnPayouts.mockResolvedValue(accounts(1));
    expect(await store.saveOwnPayout(2)).toBe(true);
    expect(api.updateOwnPayout).toHaveBeenCalledWith(
      2,
      expect.objectContaining({ account_name: 'Wang', account_number: '00002' }),
    );
  });

  it('makes another account main with the server’s answer', async () => {
    api.makeMainOwnPayout.mockResolvedValue(accounts(2));
    expect(await store.makeOwnPayoutMain(2)).toBe(true);
    expect(store.ownPayoutsLoader.dataFor('own')?.data.find((row) => row.main)?.id).toBe(2);
    expect(toasts()).toEqual(['success: The main account was changed.']);
  });

  it('asks first, shows the main one’s refusal at the account, deletes another', async () => {
    const refusal = new ApiError(
      400,
      { payout_id: ['The main payout account cannot be deleted.'] },
      'The main payout account cannot be deleted.',
    );
    api.deleteOwnPayout.mockRejectedValueOnce(refusal);
    const refused = store.deleteOwnPayoutAccount(payout(1, { main: true }));
    await vi.waitFor(() => {
      expect($confirm.get()?.message).toContain('00001');
    });
    answerConfirm(true);
    expect(await refused).toBe(false);
    expect(store.$ownPayoutRefusal.get()).toEqual({
      id: 1,
      message: 'The main payout account cannot be deleted.',
    });

    api.deleteOwnPayout.mockResolvedValueOnce({ deleted: true });
    api.fetchOwnPayouts.mockResolvedValue(accounts(1));
    const deleted = store.deleteOwnPayoutAccount(payout(2));
    expect(store.$ownPayoutRefusal.get()).toBeNull();
    answerConfirm(true);
    expect(await deleted).toBe(true);
    expect(api.deleteOwnPayout).toHaveBeenLastCalledWith(2);
    expect(api.fetchOwnPayouts).toHaveBeenCalled();
  });
});
