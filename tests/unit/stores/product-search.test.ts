import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DiscountTarget } from '../../../server/src/contract/discounts.ts';
import { ApiError, CancelledError } from '../../../src/api/client.ts';
import { deferred } from '../support/deferred.ts';

interface Answer {
  data: DiscountTarget[];
}
const api = vi.hoisted(() => ({
  fetchDiscountTargets:
    vi.fn<(kind: string, keyword: string, signal: AbortSignal) => Promise<Answer>>(),
}));
vi.mock('../../../src/api/discounts.ts', () => api);

const { createProductSearch } = await import('../../../src/stores/product-search.ts');

const go: DiscountTarget = { id: 1, title: 'Go', kind: 'courses', price: 1000 };
const rust: DiscountTarget = { id: 2, title: 'Rust', kind: 'courses', price: 2000 };

describe('a product search', () => {
  beforeEach(() => api.fetchDiscountTargets.mockReset());

  it('keeps the latest answer only, aborting the search before it', async () => {
    const search = createProductSearch();
    const first = deferred<Answer>();
    api.fetchDiscountTargets.mockReturnValueOnce(first.promise);
    api.fetchDiscountTargets.mockResolvedValueOnce({ data: [rust] });
    const older = search.search('SINGLE', 'g');
    await search.search('SINGLE', ' ru ');
    expect(api.fetchDiscountTargets.mock.calls[0]?.[2].aborted).toBe(true);
    first.resolve({ data: [go] });
    await older;
    expect(search.$state.get()).toEqual({ keyword: 'ru', status: 'ready', results: [rust] });
  });

  it('says nothing of a cancelled search, and shows a failed one as failed', async () => {
    const search = createProductSearch();
    api.fetchDiscountTargets.mockRejectedValueOnce(new CancelledError('aborted'));
    await search.search('PACKAGE', 'x');
    // A newer search (or a reset) cancelled it and owns the state.
    expect(search.$state.get().status).not.toBe('error');
    api.fetchDiscountTargets.mockRejectedValueOnce(new ApiError(500, {}, 'Server error'));
    await search.search('PACKAGE', 'x');
    expect(search.$state.get()).toEqual({ keyword: 'x', status: 'error', results: [] });
    search.reset();
    expect(search.$state.get().status).toBe('idle');
  });
});
