import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CoursePackage } from '../../../../server/src/contract/discounts.ts';
import { ApiError } from '../../../../src/api/client.ts';
import { $toasts } from '../../../../src/stores/toasts.ts';
import { $confirm, answerConfirm } from '../../../../src/stores/unsaved.ts';

const api = vi.hoisted(() => ({
  fetchPackages: vi.fn(() => Promise.resolve({ data: [], meta: { last_page: 1 } })),
  createPackage: vi.fn(),
  updatePackage: vi.fn(),
  deletePackage: vi.fn<(id: number) => Promise<unknown>>(),
}));
vi.mock('../../../../src/api/packages.ts', () => api);

const { packageDelete, packageList } = await import('../../../../src/stores/packages/list.ts');
const { query } = packageList;

const both = { id: 4, title: 'Both' } as CoursePackage;
const toasts = () => $toasts.get().map((toast) => `${toast.type}: ${toast.message}`);

describe('the package list', () => {
  beforeEach(() => {
    api.fetchPackages.mockClear();
    api.deletePackage.mockReset();
    $toasts.set([]);
    answerConfirm(false);
  });

  it('reads the keyword and page from the address, and asks for them', async () => {
    const filters = query.fromQuery(new URLSearchParams('keyword=%20go%20&page=2'));
    expect(filters).toEqual({ keyword: 'go', page: 2 });
    expect(query.toQuery(query.defaults)).toEqual({ keyword: undefined, page: undefined });
    expect(query.narrows({ ...query.defaults, page: 3 })).toBe(false);
    await packageList.load(filters);
    expect(api.fetchPackages).toHaveBeenLastCalledWith(
      { page: 2, keyword: 'go' },
      expect.any(AbortSignal),
    );
    await packageList.load(query.defaults);
    expect(api.fetchPackages).toHaveBeenLastCalledWith({ page: 1 }, expect.any(AbortSignal));
  });

  it('delete asks first; confirmed, it says so and reloads the page', async () => {
    await packageList.load({ keyword: '', page: 2 });
    api.fetchPackages.mockClear();
    const kept = packageDelete.run(both);
    expect($confirm.get()?.danger).toBe(true);
    answerConfirm(false);
    await expect(kept).resolves.toBe(false);
    expect(api.deletePackage).not.toHaveBeenCalled();

    api.deletePackage.mockResolvedValueOnce({ deleted: true });
    const deleted = packageDelete.run(both);
    answerConfirm(true);
    await expect(deleted).resolves.toBe(true);
    expect(api.deletePackage).toHaveBeenCalledWith(4);
    expect(toasts()).toEqual(['success: packages.delete.done']);
    expect(api.fetchPackages).toHaveBeenCalledWith({ page: 2 }, expect.any(AbortSignal));
  });

  it('a refusal (a discount on it) is the server’s message; other failures say so', async () => {
    api.deletePackage.mockRejectedValueOnce(new ApiError(400, {}, 'A discount has not ended.'));
    const refused = packageDelete.run(both);
    answerConfirm(true);
    await expect(refused).resolves.toBe(false);
    expect(toasts()).toEqual([]);

    api.deletePackage.mockRejectedValueOnce(new ApiError(503, {}, 'Busy'));
    const failed = packageDelete.run(both);
    answerConfirm(true);
    await expect(failed).resolves.toBe(false);
    expect(toasts()).toEqual(['error: packages.delete.failed']);
  });
});
