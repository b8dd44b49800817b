import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderListQuery } from '../../../../server/src/contract/orders.ts';
import type { OrderExportQuery, OrderList } from '../../../../src/api/orders.ts';
import type { SessionState } from '../../../../src/stores/session.ts';
import { urlFor } from '../../../../src/routes/urls.ts';
import { ApiError } from '../../../../src/api/client.ts';

const api = vi.hoisted(() => ({
  fetchOrders: vi.fn<(query: OrderListQuery, signal?: AbortSignal) => Promise<OrderList>>(),
  exportOrders: vi.fn<(query: OrderExportQuery) => () => Promise<never>>(),
}));
vi.mock('../../../../src/api/orders.ts', () => api);

const list = await import('../../../../src/stores/orders/list.ts');

const empty: OrderList = {
  data: [],
  meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
};

/** An admin session with these permission keys. */
function admin(permissions: string[]): SessionState {
  return {
    status: 'ready',
    me: {} as Extract<SessionState, { status: 'ready' }>['me'],
    persona: 'admin',
    permissions,
    sections: ['orders'],
  };
}

const address =
  'status=PAID&filter=PAID&filter=COURSE&keyword=%20student%40example.com%20&payment_method=ATM&from=2026-11-01&to=2026-11-30&sort=oldest&page=2';

describe('the orders list', () => {
  const { query } = list.orderList;

  beforeEach(() => {
    api.fetchOrders.mockReset();
    api.exportOrders.mockReset();
    api.fetchOrders.mockResolvedValue(empty);
    list.orderList.loader.reset();
  });

  it('the status starts at ALL and stays in the address; other defaults are left out', () => {
    const filters = query.fromQuery(new URLSearchParams(''));
    expect(filters).toEqual(query.defaults);
    expect(query.complete(new URLSearchParams(''))).toBe(false);
    expect(urlFor('zh-TW', 'orders', {}, query.toQuery(filters))).toBe('/orders?status=ALL');
    expect(query.complete(new URLSearchParams('status=ALL'))).toBe(true);
  });

  it('reads every filter of the URL contract, the filter values repeated, in the contract order', () => {
    expect(query.fromQuery(new URLSearchParams(address))).toEqual({
      status: 'PAID',
      filter: ['COURSE', 'PAID'],
      keyword: 'student@example.com',
      paymentMethod: 'ATM',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: 'oldest',
      page: 2,
    });
  });

  it('unknown or malformed values fall back to the defaults', () => {
    expect(
      query.fromQuery(
        new URLSearchParams(
          'status=NOPE&filter=X&payment_method=CASH&from=2026-13-01&to=yesterday&sort=x&page=-1',
        ),
      ),
    ).toEqual(query.defaults);
  });

  it('filters written to the address read back the same (filter ⇄ address)', () => {
    const filters = query.fromQuery(new URLSearchParams(address));
    const url = urlFor('en', 'orders', {}, query.toQuery(filters));
    expect(url).toBe(
      '/en/orders?status=PAID&filter=COURSE&filter=PAID&keyword=student%40example.com&payment_method=ATM&from=2026-11-01&to=2026-11-30&sort=oldest&page=2',
    );
    expect(query.fromQuery(new URL(url, 'http://x').searchParams)).toEqual(filters);
  });

  it('a changed filter goes back to page 1; the order narrows nothing', () => {
    const on3 = { ...query.defaults, page: 3 };
    expect(query.change(on3, { status: 'PAID' }).page).toBe(1);
    expect(query.change(on3, { page: 4 }).page).toBe(4);
    expect(query.narrows({ ...on3, sort: 'amount' })).toBe(false);
    expect(query.narrows({ ...on3, from: '2026-11-01' })).toBe(true);
    expect(query.narrows({ ...on3, filter: ['PAID'] })).toBe(true);
  });

  it('asks the API with the filters and the page, leaving out empty ones', async () => {
    await list.orderList.load({ ...query.defaults, filter: ['PAID'], page: 2 });
    expect(api.fetchOrders).toHaveBeenCalledWith(
      { status: 'ALL', sort: 'latest', filter: ['PAID'], page: 2 },
      expect.any(AbortSignal),
    );
  });

  it('exports exactly the query of the list shown, without the page', async () => {
    api.exportOrders.mockReturnValue(() => Promise.reject(new Error('not downloaded here')));
    await list.orderList.load(query.fromQuery(new URLSearchParams(address)));
    const signal = new AbortController().signal;
    await expect(list.exportOrderList(signal, () => undefined)).rejects.toThrow();
    const [listed] = api.fetchOrders.mock.calls[0] ?? [];
    const [exported] = api.exportOrders.mock.calls[0] ?? [];
    const { page, ...withoutPage } = listed ?? {};
    expect(page).toBe(2);
    expect(exported).toEqual(withoutPage);
    expect(exported).toEqual({
      status: 'PAID',
      sort: 'oldest',
      filter: ['COURSE', 'PAID'],
      keyword: 'student@example.com',
      payment_method: 'ATM',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('exports the selected orders only, with the filters and order, and reloads nothing', async () => {
    // The download fails here (no file to save in Node): said in a toast, nothing thrown.
    api.exportOrders.mockReturnValue(() => Promise.reject(new ApiError(500, {}, 'Server error')));
    await list.orderList.load(query.fromQuery(new URLSearchParams('status=ALL&sort=oldest')));
    await expect(list.exportSelectedOrders([7, 3])).resolves.toBe(false);
    expect(api.exportOrders).toHaveBeenLastCalledWith({
      status: 'ALL',
      sort: 'oldest',
      ids: [7, 3],
    });
  });

  it('only a viewer with the export permission may export', () => {
    expect(list.canExportOrders(admin(['v2_order.*', 'export.*']))).toBe(true);
    expect(list.canExportOrders(admin(['v2_order.*', 'v2_member.*']))).toBe(false);
    expect(list.canExportOrders({ status: 'loading' })).toBe(false);
  });
});
