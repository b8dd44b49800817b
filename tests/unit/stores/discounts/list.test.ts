import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Discount } from '../../../../server/src/contract/discounts.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { $confirm, answerConfirm } from '../../../../src/stores/unsaved.ts';

const api = vi.hoisted(() => ({
  fetchDiscounts: vi.fn(() => Promise.resolve({ data: [], meta: { last_page: 1 } })),
  fetchDiscountTargets: vi.fn(),
  previewDiscount: vi.fn(),
  createDiscount: vi.fn(),
  updateDiscount: vi.fn(),
  deleteDiscount: vi.fn<(id: number) => Promise<unknown>>(),
  endDiscount: vi.fn<(id: number, reason: string) => Promise<unknown>>(),
}));
vi.mock('../../../../src/api/discounts.ts', () => api);

const list = await import('../../../../src/stores/discounts/list.ts');
const { query } = list.discountLists.all;

const spring = { id: 3, title: 'Spring', status: 'SCHEDULED' } as Discount;
const toasts = () => $toasts.get().map((toast) => `${toast.type}: ${toast.message}`);

describe('the discount list filters', () => {
  it('start at ALL and keep only what narrows the list in the address', () => {
    const filters = query.fromQuery(new URLSearchParams(''));
    expect(filters).toEqual({ status: 'ALL', keyword: '', owner: '', page: 1 });
    expect(query.toQuery(filters)).toEqual({
      status: undefined,
      keyword: undefined,
      owner: undefined,
      page: undefined,
    });
    const read = query.fromQuery(new URLSearchParams('status=ENDED&keyword=%20go%20&page=3'));
    expect(read).toEqual({ status: 'ENDED', keyword: 'go', owner: '', page: 3 });
    expect(query.fromQuery(new URLSearchParams('status=NOPE&page=-1'))).toEqual(query.defaults);
    expect(query.narrows(query.defaults)).toBe(false);
    expect(query.narrows({ ...query.defaults, status: 'ACTIVE' })).toBe(true);
  });

  it('load one kind per list with its filters (ALL sends no status)', async () => {
    await list.discountLists.package.load(query.defaults);
    expect(api.fetchDiscounts).toHaveBeenLastCalledWith(
      { page: 1, kind: 'PACKAGE' },
      expect.any(AbortSignal),
    );
    await list.discountLists.single.load(query.defaults);
    expect(api.fetchDiscounts).toHaveBeenLastCalledWith(
      { page: 1, kind: 'SINGLE' },
      expect.any(AbortSignal),
    );
    await list.discountLists.all.load({ status: 'SCHEDULED', keyword: 'go', owner: '', page: 2 });
    expect(api.fetchDiscounts).toHaveBeenLastCalledWith(
      { page: 2, status: 'SCHEDULED', keyword: 'go' },
      expect.any(AbortSignal),
    );
  });

  it("keep an administrator's owner in the address and ask the API for that lecturer's", async () => {
    const read = query.fromQuery(new URLSearchParams('owner=7'));
    expect(read).toEqual({ ...query.defaults, owner: '7' });
    expect(query.toQuery(read)['owner']).toBe('7');
    expect(query.narrows(read)).toBe(true);
    await list.discountLists.package.load(read);
    expect(api.fetchDiscounts).toHaveBeenLastCalledWith(
      { page: 1, kind: 'PACKAGE', owner: 7 },
      expect.any(AbortSignal),
    );
  });
});

describe('the discount row actions', () => {
  beforeEach(async () => {
    api.deleteDiscount.mockReset();
    api.endDiscount.mockReset();
    $toasts.set([]);
    answerConfirm(false);
    // The list on screen: a lecturer's single-course discounts, page 2.
    await list.discountLists.single.load({ ...query.defaults, page: 2 });
    api.fetchDiscounts.mockClear();
  });

  it('delete asks first; confirmed, it says so and reloads the list on screen', async () => {
    const kept = list.discountDelete.run(spring);
    expect($confirm.get()?.danger).toBe(true);
    answerConfirm(false);
    await expect(kept).resolves.toBe(false);
    expect(api.deleteDiscount).not.toHaveBeenCalled();

    api.deleteDiscount.mockResolvedValueOnce({ deleted: true });
    const deleted = list.discountDelete.run(spring);
    answerConfirm(true);
    await expect(deleted).resolves.toBe(true);
    expect(api.deleteDiscount).toHaveBeenCalledWith(3);
    expect(toasts()).toEqual(['success: discounts.delete.done']);
    expect(api.fetchDiscounts).toHaveBeenCalledWith(
      { page: 2, kind: 'SINGLE' },
      expect.any(AbortSignal),
    );
  });

  it('ends one now with no reason; a failure says it could not end and reloads nothing', async () => {
    api.endDiscount.mockRejectedValueOnce(new ApiError(500, {}, 'Server error'));
    const failed = list.discountEndNow.run(spring);
    answerConfirm(true);
    await expect(failed).resolves.toBe(false);
    expect(toasts()).toEqual(['error: discounts.endNow.failed']);
    expect(api.fetchDiscounts).not.toHaveBeenCalled();

    $toasts.set([]);
    api.endDiscount.mockResolvedValueOnce({ ...spring, status: 'ENDED' });
    const ended = list.discountEndNow.run(spring);
    answerConfirm(true);
    await expect(ended).resolves.toBe(true);
    expect(api.endDiscount).toHaveBeenLastCalledWith(3, '');
    expect(toasts()).toEqual(['success: discounts.endNow.done']);
    expect(api.fetchDiscounts).toHaveBeenCalledTimes(1);
  });
});
