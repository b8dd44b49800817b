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
import { answerConfirm } from '../../../../src/stores/unsaved.ts';
import { payout } from './fixtures.ts';

const api = vi.hoisted(() => ({
  fetchLecturerPayouts:
    vi.fn<(id: number, signal?: AbortSignal) => Promise<LecturerPayoutsResponse>>(),
  createLecturerPayout: vi.fn<(id: number, body: LecturerPayoutBody) => Promise<LecturerPayout>>(),
  updateLecturerPayout:
    vi.fn<(id: number, payoutId: number, body: LecturerPayoutBody) => Promise<LecturerPayout>>(),
  deleteLecturerPayout: vi.fn<(id: number, payoutId: number) => Promise<{ deleted: true }>>(),
  makeMainLecturerPayout:
    vi.fn<(id: number, payoutId: number) => Promise<LecturerPayoutsResponse>>(),
  fetchLecturer: vi.fn(),
  createLecturer: vi.fn(),
  updateLecturer: vi.fn(),
  setLecturerStatus: vi.fn(),
}));
vi.mock('../../../../src/api/lecturer-profiles.ts', () => api);

const store = await import('../../../../src/stores/lecturers/payouts.ts');
$i18n.set({ locale: 'en', messages: compileMessages(catalogs.en) });

const accounts = (main: number): LecturerPayoutsResponse => ({
  data: [payout(1, { main: main === 1 }), payout(2, { main: main === 2 })],
  masked: false,
});

const toasts = () => $toasts.get().map((toast) => `${toast.type}: ${toast.message}`);

describe('payout accounts', () => {
  beforeEach(() => {
    for (const mock of Object.values(api)) mock.mockReset();
    store.payoutsLoader.reset();
    $toasts.set([]);
    store.closePayoutForm();
    store.startPayoutForm(null);
  });

  it('shows the three seed messages at their fields at once, nothing typed lost', async () => {
    api.createLecturerPayout.mockRejectedValue(
      new ApiError(
        400,
        {
          financial_code: ['Enter the financial code.'],
          account_name: ['Enter the account name.'],
          account_number: ['Enter the account number.'],
        },
        'Bad request',
      ),
    );
    store.payoutForm.set('bank_name', 'Taishin');
    expect(await store.savePayout(3, null)).toBe(false);
    expect(store.payoutForm.errorOf('financial_code')).toBe('Enter the financial code.');
    expect(store.payoutForm.errorOf('account_name')).toBe('Enter the account name.');
    expect(store.payoutForm.errorOf('account_number')).toBe('Enter the account number.');
    expect(store.payoutForm.$values.get().bank_name).toBe('Taishin');
  });

  it('adds an account, then reloads the list', async () => {
    api.createLecturerPayout.mockResolvedValue(payout(1, { main: true }));
    api.fetchLecturerPayouts.mockResolvedValue(accounts(1));
    expect(await store.savePayout(3, null)).toBe(true);
    expect(api.fetchLecturerPayouts).toHaveBeenCalledWith(3, expect.any(AbortSignal));
    expect(store.payoutsLoader.dataFor(3)?.data).toHaveLength(2);
  });

  it('edits an account with the values of its form', async () => {
    store.startPayoutForm(payout(2));
    store.payoutForm.set('account_name', 'Wang');
    api.updateLecturerPayout.mockResolvedValue(payout(2, { account_name: 'Wang' }));
    api.fetchLecturerPayouts.mockResolvedValue(accounts(1));
    expect(await store.savePayout(3, 2)).toBe(true);
    expect(api.updateLecturerPayout).toHaveBeenCalledWith(
      3,
      2,
      expect.objectContaining({ account_name: 'Wang', account_number: '00002' }),
    );
  });

  it('makes an account main with the answer of the server; a failure is one toast', async () => {
    api.makeMainLecturerPayout.mockResolvedValue(accounts(2));
    expect(await store.makeMainPayout(3, 2)).toBe(true);
    expect(store.payoutsLoader.dataFor(3)?.data.find((row) => row.main)?.id).toBe(2);
    expect(toasts()).toEqual(['success: The main account was changed.']);
    $toasts.set([]);
    api.makeMainLecturerPayout.mockRejectedValue(new ApiError(500, {}, 'boom'));
    expect(await store.makeMainPayout(3, 1)).toBe(false);
    expect(toasts()).toEqual(['error: The main account could not be changed. Try again.']);
  });

  it("asks first, shows the main one's refusal at the account only, and deletes another", async () => {
    const asked = store.deletePayout(3, payout(2));
    answerConfirm(false);
    expect(await asked).toBe(false);
    expect(api.deleteLecturerPayout).not.toHaveBeenCalled();

    const refusal = new ApiError(
      400,
      { payout_id: ['The main payout account cannot be deleted.'] },
      'The main payout account cannot be deleted.',
    );
    let toasted = true;
    refusal.reportPending(() => {
      toasted = false;
    });
    api.deleteLecturerPayout.mockRejectedValueOnce(refusal);
    const refused = store.deletePayout(3, payout(2));
    answerConfirm(true);
    expect(await refused).toBe(false);
    expect(store.$payoutRefusal.get()).toEqual({
      id: 2,
      message: 'The main payout account cannot be deleted.',
    });
    expect(toasted).toBe(false);

    api.deleteLecturerPayout.mockResolvedValueOnce({ deleted: true });
    api.fetchLecturerPayouts.mockResolvedValue(accounts(2));
    const deleted = store.deletePayout(3, payout(1));
    expect(store.$payoutRefusal.get()).toBeNull();
    answerConfirm(true);
    expect(await deleted).toBe(true);
    expect(api.deleteLecturerPayout).toHaveBeenLastCalledWith(3, 1);
    expect(api.fetchLecturerPayouts).toHaveBeenCalledWith(3, expect.any(AbortSignal));
    expect(toasts()).toEqual(['success: The payout account was deleted.']);
  });
});
