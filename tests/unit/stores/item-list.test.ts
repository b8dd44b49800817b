import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../support/deferred.ts';
import type { ItemListResponse } from '../../../server/src/contract/items.ts';
import { ApiError, CancelledError } from '../../../src/api/client.ts';

const api = vi.hoisted(() => ({
  fetchItems:
    vi.fn<
      (
        kind: string,
        query: Record<string, unknown>,
        signal?: AbortSignal,
      ) => Promise<ItemListResponse>
    >(),
}));
vi.mock('../../../src/api/items.ts', () => api);

const {
  itemListLoader,
  changeFilters,
  defaultFilters,
  filtersFromQuery,
  hasFilters,
  loadItemList,
  queryOfFilters,
} = await import('../../../src/stores/item-list.ts');

/** The titles of the rows shown. */
function titles(): string[] {
  return itemListLoader.$state.get().data?.data.map((item) => item.title) ?? [];
}

function page(titles: string[], lastPage = 1): ItemListResponse {
  return {
    data: titles.map((title, index) => ({
      id: index + 1,
      title,
      subtitle: '',
      category: 'design',
      status: 'DRAFT',
      level: 'DEFAULT',
      language: 'CHINESE',
      price: 100,
      lecturer: { id: 1, name: 'Teacher' },
      chapters_count: 0,
      lectures_count: 0,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      cover_url: null,
    })),
    meta: { current_page: 1, last_page: lastPage, per_page: 20, total: titles.length },
  };
}

describe('list filters in the address', () => {
  it('read the query, falling back to defaults for malformed values', () => {
    expect(
      filtersFromQuery(
        new URLSearchParams('category=design&keyword=%20paint%20&status=DRAFT&order=title&page=3'),
      ),
    ).toEqual({ category: 'design', keyword: 'paint', status: 'DRAFT', order: 'title', page: 3 });
    expect(filtersFromQuery(new URLSearchParams('order=random&page=-2'))).toEqual(defaultFilters);
    expect(filtersFromQuery(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('write only what differs from the defaults, and read back the same filters', () => {
    expect(queryOfFilters(defaultFilters)).toEqual({
      category: undefined,
      keyword: undefined,
      status: undefined,
      order: undefined,
      page: undefined,
    });
    const filters = {
      category: 'music',
      keyword: 'piano',
      status: 'draft',
      order: 'price_desc' as const,
      page: 2,
    };
    const query = new URLSearchParams(
      Object.entries(queryOfFilters(filters)).flatMap(([key, value]) =>
        value === undefined ? [] : [[key, String(value)]],
      ),
    );
    expect(filtersFromQuery(query)).toEqual(filters);
  });

  it('go back to page 1 on any change but the page', () => {
    const on3 = { ...defaultFilters, page: 3 };
    expect(changeFilters(on3, { keyword: 'oil' })).toEqual({ ...defaultFilters, keyword: 'oil' });
    expect(changeFilters(on3, { order: 'oldest' }).page).toBe(1);
    expect(changeFilters(on3, { page: 4 }).page).toBe(4);
  });

  it('tell whether anything narrows the list', () => {
    expect(hasFilters(defaultFilters)).toBe(false);
    expect(hasFilters({ ...defaultFilters, order: 'title', page: 2 })).toBe(false);
    expect(hasFilters({ ...defaultFilters, status: 'PUBLISH' })).toBe(true);
    expect(hasFilters({ ...defaultFilters, keyword: 'x' })).toBe(true);
    expect(hasFilters({ ...defaultFilters, category: 'music' })).toBe(true);
  });
});

describe('loading a list', () => {
  beforeEach(() => {
    api.fetchItems.mockReset();
    itemListLoader.reset();
  });

  it('asks for the filters that are set and keeps the answer', async () => {
    api.fetchItems.mockResolvedValue(page(['A', 'B'], 3));
    await loadItemList('ebooks', { ...defaultFilters, status: 'draft', page: 2 });
    expect(api.fetchItems).toHaveBeenCalledWith(
      'ebooks',
      { page: 2, order: 'latest', status: 'draft' },
      expect.any(AbortSignal),
    );
    const state = itemListLoader.$state.get();
    expect(state.status).toBe('ready');
    expect(titles()).toEqual(['A', 'B']);
    expect(state.data?.meta.last_page).toBe(3);
  });

  it('keeps the previous rows while the next page loads, not those of another kind', async () => {
    api.fetchItems.mockResolvedValueOnce(page(['A']));
    await loadItemList('courses', defaultFilters);
    const next = deferred<ItemListResponse>();
    api.fetchItems.mockReturnValueOnce(next.promise);
    const loading = loadItemList('courses', { ...defaultFilters, page: 2 });
    expect(itemListLoader.$state.get().status).toBe('loading');
    expect(titles()).toEqual(['A']);
    next.resolve(page(['B']));
    await loading;
    expect(titles()).toEqual(['B']);

    const other = deferred<ItemListResponse>();
    api.fetchItems.mockReturnValueOnce(other.promise);
    const articles = loadItemList('articles', defaultFilters);
    expect(itemListLoader.$state.get().data).toBeNull();
    other.resolve(page([]));
    await articles;
  });

  it('ignores an older answer that arrives after a newer request', async () => {
    const first = deferred<ItemListResponse>();
    const second = deferred<ItemListResponse>();
    api.fetchItems.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const a = loadItemList('courses', { ...defaultFilters, keyword: 'a' });
    const b = loadItemList('courses', { ...defaultFilters, keyword: 'ab' });
    expect(api.fetchItems.mock.calls[0]?.[2]?.aborted).toBe(true);
    second.resolve(page(['AB']));
    await b;
    first.resolve(page(['A']));
    await a;
    expect(titles()).toEqual(['AB']);
    expect(itemListLoader.$state.get().key?.filters.keyword).toBe('ab');
  });

  it('shows an error, and a cancelled request changes nothing', async () => {
    api.fetchItems.mockRejectedValueOnce(new ApiError(500, {}, 'Server error'));
    await loadItemList('courses', defaultFilters);
    expect(itemListLoader.$state.get()).toMatchObject({ status: 'error', data: null });
    api.fetchItems.mockRejectedValueOnce(new CancelledError('aborted'));
    await loadItemList('courses', defaultFilters);
    expect(itemListLoader.$state.get().status).toBe('loading');
  });
});
