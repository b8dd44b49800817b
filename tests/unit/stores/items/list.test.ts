import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../support/deferred.ts';
import type { ItemListResponse } from '../../../../server/src/contract/items.ts';
import { ApiError, CancelledError } from '../../../../src/api/client.ts';

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
vi.mock('../../../../src/api/items.ts', () => api);

const { itemLists } = await import('../../../../src/stores/items/list.ts');
const courses = itemLists.courses;
const { defaults } = courses.query;

/** The titles of the rows a list shows. */
function titles(list = courses): string[] {
  return list.loader.$state.get().data?.data.map((item) => item.title) ?? [];
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
      type: 'COURSE' as const,
    })),
    meta: { current_page: 1, last_page: lastPage, per_page: 20, total: titles.length },
  };
}

describe('list filters in the address', () => {
  it('read the query, falling back to defaults for malformed or unknown values', () => {
    expect(
      courses.query.fromQuery(
        new URLSearchParams('category=design&keyword=%20paint%20&status=DRAFT&order=title&page=3'),
      ),
    ).toEqual({
      category: 'design',
      keyword: 'paint',
      status: 'DRAFT',
      order: 'title',
      type: '',
      page: 3,
    });
    expect(courses.query.fromQuery(new URLSearchParams('order=random&page=-2'))).toEqual(defaults);
    // Categories are data settings manage: any key is asked for (an unknown one matches nothing).
    expect(courses.query.fromQuery(new URLSearchParams('category=custom-1234')).category).toBe(
      'custom-1234',
    );
    expect(courses.query.fromQuery(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('know only the statuses of their kind, as the API spells them', () => {
    const query = new URLSearchParams('status=draft');
    expect(itemLists.ebooks.query.fromQuery(query).status).toBe('draft');
    expect(itemLists.articles.query.fromQuery(query).status).toBe('draft');
    expect(courses.query.fromQuery(query).status).toBe('');
    expect(itemLists.ebooks.query.fromQuery(new URLSearchParams('status=DRAFT')).status).toBe('');
  });

  it('write only what differs from the defaults, and read back the same filters', () => {
    expect(courses.query.toQuery(defaults)).toEqual({
      category: undefined,
      keyword: undefined,
      status: undefined,
      order: undefined,
      type: undefined,
      page: undefined,
    });
    const filters = {
      category: 'music',
      keyword: 'piano',
      status: 'draft',
      order: 'price_desc',
      type: '',
      page: 2,
    } as const;
    const ebooks = itemLists.ebooks.query;
    const query = new URLSearchParams(
      Object.entries(ebooks.toQuery(filters)).flatMap(([key, value]) =>
        value === undefined ? [] : [[key, String(value)]],
      ),
    );
    expect(query.toString()).toBe(
      'category=music&keyword=piano&status=draft&order=price_desc&page=2',
    );
    expect(ebooks.fromQuery(query)).toEqual(filters);
  });

  it('go back to page 1 on any change but the page', () => {
    const on3 = { ...defaults, page: 3 };
    expect(courses.query.change(on3, { keyword: 'oil' })).toEqual({ ...defaults, keyword: 'oil' });
    expect(courses.query.change(on3, { order: 'oldest' }).page).toBe(1);
    expect(courses.query.change(on3, { page: 4 }).page).toBe(4);
  });

  it('tell whether anything narrows the list (the order and the page do not)', () => {
    const narrows = (filters: typeof defaults) => courses.query.narrows(filters);
    expect(narrows(defaults)).toBe(false);
    expect(narrows({ ...defaults, order: 'title', page: 2 })).toBe(false);
    expect(narrows({ ...defaults, status: 'PUBLISH' })).toBe(true);
    expect(narrows({ ...defaults, keyword: 'x' })).toBe(true);
    expect(narrows({ ...defaults, category: 'music' })).toBe(true);
  });
});

describe('the type filter (courses and single lectures)', () => {
  it('reads and writes the type of courses in the address; other kinds have none', () => {
    expect(courses.query.fromQuery(new URLSearchParams('type=SINGLE')).type).toBe('SINGLE');
    expect(courses.query.fromQuery(new URLSearchParams('type=COURSE')).type).toBe('COURSE');
    expect(courses.query.fromQuery(new URLSearchParams('type=single')).type).toBe('');
    expect(courses.query.toQuery({ ...defaults, type: 'SINGLE' })).toMatchObject({
      type: 'SINGLE',
    });
    expect(courses.query.toQuery(defaults).type).toBeUndefined();
    const ebooks = itemLists.ebooks.query;
    expect(ebooks.fromQuery(new URLSearchParams('type=SINGLE')).type).toBe('');
  });

  it('narrows the list, and a change of type goes back to page 1', () => {
    expect(courses.query.narrows({ ...defaults, type: 'SINGLE' })).toBe(true);
    expect(courses.query.change({ ...defaults, page: 3 }, { type: 'SINGLE' })).toEqual({
      ...defaults,
      type: 'SINGLE',
    });
  });

  it('asks the API for the type only when it is set', async () => {
    api.fetchItems.mockReset();
    api.fetchItems.mockResolvedValue(page(['Solo']));
    await courses.load({ ...defaults, type: 'SINGLE', status: 'DRAFT' });
    expect(api.fetchItems).toHaveBeenLastCalledWith(
      'courses',
      { page: 1, order: 'latest', status: 'DRAFT', type: 'SINGLE' },
      expect.any(AbortSignal),
    );
    await courses.load(defaults);
    expect(api.fetchItems).toHaveBeenLastCalledWith(
      'courses',
      { page: 1, order: 'latest' },
      expect.any(AbortSignal),
    );
  });
});

describe('loading a list', () => {
  beforeEach(() => {
    api.fetchItems.mockReset();
    for (const list of Object.values(itemLists)) list.loader.reset();
  });

  it('asks its kind for the filters that are set and keeps the answer', async () => {
    api.fetchItems.mockResolvedValue(page(['A', 'B'], 3));
    await itemLists.ebooks.load({ ...itemLists.ebooks.query.defaults, status: 'draft', page: 2 });
    expect(api.fetchItems).toHaveBeenCalledWith(
      'ebooks',
      { page: 2, order: 'latest', status: 'draft' },
      expect.any(AbortSignal),
    );
    const state = itemLists.ebooks.loader.$state.get();
    expect(state.status).toBe('ready');
    expect(titles(itemLists.ebooks)).toEqual(['A', 'B']);
    expect(state.data?.meta.last_page).toBe(3);
  });

  it('keeps the previous rows while the next page loads; another kind shows none of them', async () => {
    api.fetchItems.mockResolvedValueOnce(page(['A']));
    await courses.load(defaults);
    const next = deferred<ItemListResponse>();
    api.fetchItems.mockReturnValueOnce(next.promise);
    const loading = courses.load({ ...defaults, page: 2 });
    expect(courses.loader.$state.get().status).toBe('loading');
    expect(titles()).toEqual(['A']);
    next.resolve(page(['B']));
    await loading;
    expect(titles()).toEqual(['B']);

    const other = deferred<ItemListResponse>();
    api.fetchItems.mockReturnValueOnce(other.promise);
    const articles = itemLists.articles.load(itemLists.articles.query.defaults);
    expect(itemLists.articles.loader.$state.get().data).toBeNull();
    other.resolve(page([]));
    await articles;
    expect(titles()).toEqual(['B']);
  });

  it('ignores an older answer that arrives after a newer request', async () => {
    const first = deferred<ItemListResponse>();
    const second = deferred<ItemListResponse>();
    api.fetchItems.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const a = courses.load({ ...defaults, keyword: 'a' });
    const b = courses.load({ ...defaults, keyword: 'ab' });
    expect(api.fetchItems.mock.calls[0]?.[2]?.aborted).toBe(true);
    second.resolve(page(['AB']));
    await b;
    first.resolve(page(['A']));
    await a;
    expect(titles()).toEqual(['AB']);
    expect(courses.filters()?.keyword).toBe('ab');
  });

  it('shows an error, and a cancelled request changes nothing', async () => {
    api.fetchItems.mockRejectedValueOnce(new ApiError(500, {}, 'Server error'));
    await courses.load(defaults);
    expect(courses.loader.$state.get()).toMatchObject({ status: 'error', data: null });
    api.fetchItems.mockRejectedValueOnce(new CancelledError('aborted'));
    await courses.load(defaults);
    expect(courses.loader.$state.get().status).toBe('loading');
  });
});
