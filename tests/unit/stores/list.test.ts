import { describe, expect, it, vi } from 'vitest';
import { choiceFilter, defineListQuery, textFilter } from '../../../src/lib/list-query.ts';
import { createAnswerCache } from '../../../src/api/answer-cache.ts';
import { ApiError } from '../../../src/api/client.ts';
import { createList, type ListPage } from '../../../src/stores/list.ts';
import { $session, type SessionState } from '../../../src/stores/session.ts';
import { deferred } from '../support/deferred.ts';

const page = (ids: number[], last = 1): ListPage<{ id: number }> => ({
  data: ids.map((id) => ({ id })),
  meta: { last_page: last },
});

describe('lists', () => {
  it('load the page of the filters and the route parameters, keeping the previous page shown', async () => {
    const fetch = vi.fn((filters: { page: number }) => Promise.resolve(page([filters.page], 2)));
    const list = createList('test', defineListQuery({ s: choiceFilter(['a', 'b'], 'a') }), fetch);
    await list.load({ s: 'b', page: 1 }, { member_id: '4' });
    expect(fetch).toHaveBeenCalledWith({ s: 'b', page: 1 }, expect.any(AbortSignal), {
      member_id: '4',
    });
    const next = deferred<ListPage<{ id: number }>>();
    fetch.mockReturnValueOnce(next.promise);
    const loading = list.load({ s: 'b', page: 2 }, { member_id: '4' });
    expect(list.loader.$state.get()).toMatchObject({ status: 'loading', data: page([1], 2) });
    expect(list.filters()).toEqual({ s: 'b', page: 2 });
    next.resolve(page([2], 2));
    await loading;
    expect(list.loader.$state.get().data).toEqual(page([2], 2));
  });

  it("do not show another route parameter's rows while the next list loads", async () => {
    const fetch = vi.fn((_: { page: number }, __: AbortSignal, params: Record<string, string>) =>
      Promise.resolve(page([Number(params['member_id'])])),
    );
    const list = createList('test', defineListQuery({}), fetch);
    await list.load({ page: 1 }, { member_id: '4' });
    const next = deferred<ListPage<{ id: number }>>();
    fetch.mockReturnValueOnce(next.promise);
    const loading = list.load({ page: 1 }, { member_id: '5' });
    expect(list.loader.$state.get()).toMatchObject({ status: 'loading', data: null });
    next.resolve(page([5]));
    await loading;
    expect(list.loader.$state.get().data).toEqual(page([5]));
  });

  it('select rows for a bulk action, and forget the selection on every load', async () => {
    const list = createList('test', defineListQuery({}), () => Promise.resolve(page([1, 2])));
    await list.load({ page: 1 });
    list.toggle(1, true);
    list.toggle(2, true);
    list.toggle(1, false);
    expect(list.$selected.get()).toEqual([2]);
    list.selectAll([1, 2], true);
    expect(list.$selected.get()).toEqual([1, 2]);
    await list.reload();
    expect(list.$selected.get()).toEqual([]);
  });

  it('key the rows by the path parameters they depend on, when told which', async () => {
    const fetch = vi.fn(() => Promise.resolve(page([1])));
    const list = createList('test', defineListQuery({}), fetch, { params: ['member_id'] });
    const params = { member_id: '4', comment_id: '9' };
    expect(list.paramsOf(params)).toEqual({ member_id: '4' });
    await list.load({ page: 1 }, params);
    expect(fetch).toHaveBeenCalledWith({ page: 1 }, expect.any(AbortSignal), { member_id: '4' });
    expect(list.loader.$state.get().key).toEqual({
      filters: { page: 1 },
      params: { member_id: '4' },
    });
    expect(createList('test', defineListQuery({}), fetch).paramsOf(params)).toEqual(params);
  });

  it('tell the addresses whose rows differ: not by an open row’s id or another query', () => {
    const list = createList(
      'test',
      defineListQuery({ s: choiceFilter(['a', 'b'], 'a', { always: true }) }),
      () => Promise.resolve(page([1])),
      { params: ['member_id'] },
    );
    const key = (query: string, params: Record<string, string> = { member_id: '4' }) =>
      list.keyOf(new URLSearchParams(query), params);
    expect(key('s=b')).toBe(key('s=b&thread=comments-3', { member_id: '4', comment_id: '9' }));
    expect(key('s=b')).not.toBe(key('s=a'));
    expect(key('s=b')).not.toBe(key('s=b', { member_id: '5' }));
    expect(key('s=b&page=2')).not.toBe(key('s=b'));
    // An address completed with the filter that always shows loads (it is another key).
    expect(key('')).not.toBe(key('s=a'));
  });

  it('load their page again once a session is ready when it was refused for want of one', async () => {
    $session.set({ status: 'anonymous' });
    const fetch = vi
      .fn<(filters: { page: number }) => Promise<ListPage<{ id: number }>>>()
      .mockRejectedValueOnce(new ApiError(403, {}, 'Forbidden'))
      .mockResolvedValueOnce(page([3]));
    const list = createList('test', defineListQuery({ s: choiceFilter(['a', 'b'], 'a') }), fetch);
    await list.load({ s: 'b', page: 2 });
    expect(list.loader.$state.get().status).toBe('error');
    $session.set({ status: 'ready', persona: 'lecturer', sections: [] } as unknown as SessionState);
    await vi.waitFor(() => {
      expect(list.loader.$state.get()).toMatchObject({ status: 'ready', data: page([3]) });
    });
    expect(fetch).toHaveBeenLastCalledWith({ s: 'b', page: 2 }, expect.any(AbortSignal), {});
  });

  it('do not ask the API for a search longer than it takes, and say which field is too long', async () => {
    const fetch = vi.fn(() => Promise.resolve(page([1])));
    const list = createList('test', defineListQuery({ keyword: textFilter() }), fetch);
    await list.load({ keyword: 'x'.repeat(500), page: 1 });
    expect(fetch).not.toHaveBeenCalled();
    expect(list.$tooLong.get()).toEqual({ keyword: 100 });
    expect(list.loader.$state.get().status).not.toBe('error');
    await list.load({ keyword: 'x'.repeat(100), page: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(list.$tooLong.get()).toEqual({});
    expect(list.loader.$state.get().status).toBe('ready');
  });

  it('show their kept page at once on a revisit, then the fresh one, with the rows that changed', async () => {
    const kept = createAnswerCache({
      login: () => 'alice',
      locale: () => 'en',
      storage: () => null,
      later: (task) => task(),
    });
    const fetch = vi.fn(() => Promise.resolve(page([1, 2])));
    const make = () => createList('orders', defineListQuery({}), fetch, { kept });
    await make().load({ page: 1 });

    // The next visit (a new page): the kept rows show while the list asks again.
    const list = make();
    const fresh = deferred<ListPage<{ id: number; title?: string }>>();
    fetch.mockReturnValueOnce(fresh.promise);
    const loading = list.load({ page: 1 });
    expect(list.loader.$state.get()).toMatchObject({ status: 'loading', stale: true });
    expect(list.loader.$state.get().data).toEqual(page([1, 2]));
    fresh.resolve({
      data: [{ id: 1 }, { id: 2, title: 'renamed' }, { id: 3 }],
      meta: { last_page: 1 },
    });
    await loading;
    expect([...list.$changed.get()]).toEqual([
      JSON.stringify({ id: 2, title: 'renamed' }),
      JSON.stringify({ id: 3 }),
    ]);
    // The next load is no revisit: nothing is marked.
    await list.reload();
    expect(list.$changed.get().size).toBe(0);
  });
});
