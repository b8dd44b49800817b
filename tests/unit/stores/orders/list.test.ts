import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderListQuery } from '../../../../server/src/contract/orders.ts';
import type { OrderExportQuery, OrderList } from '../../../../src/api/orders.ts';
import type { SessionState } from '../../../../src/stores/session.ts';
import { urlFor } from '../../../../src/routes/urls.ts';

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
  beforeEach(() => {
    api.fetchOrders.mockReset();
    api.exportOrders.mockReset();
    api.fetchOrders.mockResolvedValue(empty);
    list.orderListLoader.reset();
  });

  it('the status starts at ALL and stays in the address; other defaults are left out', () => {
    const filters = list.orderFiltersFromQuery(new URLSearchParams(''));
    expect(filters).toEqual(list.defaultOrderFilters);
    expect(urlFor('zh-TW', 'orders', {}, list.queryOfOrderFilters(filters))).toBe(
      '/orders?status=ALL',
    );
  });

  it('reads every filter of the URL contract, the filter values repeated, in the contract order', () => {
    expect(list.orderFiltersFromQuery(new URLSearchParams(address))).toEqual({
      status: 'PAID',
      filters: ['COURSE', 'PAID'],
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
      list.orderFiltersFromQuery(
        new URLSearchParams(
          'status=NOPE&filter=X&payment_method=CASH&from=2026-13-01&to=yesterday&sort=x&page=-1',
        ),
      ),
    ).toEqual({ ...list.defaultOrderFilters });
  });

  it('filters written to the address read back the same (filter ⇄ address)', () => {
    const filters = list.orderFiltersFromQuery(new URLSearchParams(address));
    const url = urlFor('en', 'orders', {}, list.queryOfOrderFilters(filters));
    expect(url).toBe(
      '/en/orders?status=PAID&filter=COURSE&filter=PAID&keyword=student%40example.com&payment_method=ATM&from=2026-11-01&to=2026-11-30&sort=oldest&page=2',
    );
    expect(list.orderFiltersFromQuery(new URL(url, 'http://x').searchParams)).toEqual(filters);
  });

  it('a changed filter goes back to page 1; toggles keep the contract order; the order narrows nothing', () => {
    const on3 = { ...list.defaultOrderFilters, page: 3 };
    expect(list.changeOrderFilters(on3, { status: 'PAID' }).page).toBe(1);
    expect(list.changeOrderFilters(on3, { page: 4 }).page).toBe(4);
    const paid = { ...on3, filters: list.toggledFilters(on3, 'PAID', true) };
    expect(list.toggledFilters(paid, 'LEARNED', true)).toEqual(['LEARNED', 'PAID']);
    expect(list.toggledFilters(paid, 'PAID', false)).toEqual([]);
    expect(list.hasOrderFilters({ ...on3, sort: 'amount' })).toBe(false);
    expect(list.hasOrderFilters({ ...on3, from: '2026-11-01' })).toBe(true);
    expect(list.hasOrderFilters(paid)).toBe(true);
  });

  it('asks the API with the filters and the page, leaving out empty ones', async () => {
    await list.loadOrderList({ ...list.defaultOrderFilters, filters: ['PAID'], page: 2 });
    expect(api.fetchOrders).toHaveBeenCalledWith(
      { status: 'ALL', sort: 'latest', filter: ['PAID'], page: 2 },
      expect.any(AbortSignal),
    );
  });

  it('exports exactly the list query without the page', async () => {
    const filters = list.orderFiltersFromQuery(new URLSearchParams(address));
    await list.loadOrderList(filters);
    list.exportOrderList(filters);
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

  it('only a viewer with the export permission may export', () => {
    expect(list.canExportOrders(admin(['v2_order.*', 'export.*']))).toBe(true);
    expect(list.canExportOrders(admin(['v2_order.*', 'v2_member.*']))).toBe(false);
    expect(list.canExportOrders({ status: 'loading' })).toBe(false);
  });
});
