import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Sales } from '../../../../src/api/dashboard.ts';

const api = vi.hoisted(() => ({
  fetchSales: vi.fn<(signal?: AbortSignal) => Promise<Sales>>(),
  fetchFigures: vi.fn(),
  fetchCalendar: vi.fn(),
}));
vi.mock('../../../../src/api/dashboard.ts', () => api);

const store = await import('../../../../src/stores/dashboard/sales.ts');

/** Thirty days ending on `last` with the amounts given (the rest zero). */
function days(last: string, amounts: Record<number, number>): Sales['current'] {
  const end = new Date(`${last}T00:00:00Z`).getTime();
  return Array.from({ length: 30 }, (_, index) => ({
    day: new Date(end - (29 - index) * 86_400_000).toISOString().slice(0, 10),
    amount: amounts[index] ?? 0,
    orders: amounts[index] ? 1 : 0,
  }));
}

const sales: Sales = {
  role: 'ADMIN',
  current: days('2027-03-01', { 0: 500, 29: 1000 }),
  previous: days('2027-01-30', { 10: 1200 }),
  top_items: [
    { id: 7, kind: 'courses', title: 'Best course', amount: 900, orders: 2 },
    { id: 9, kind: 'ebooks', title: 'An ebook', amount: 600, orders: 1 },
  ],
};

describe('loading', () => {
  beforeEach(() => {
    api.fetchSales.mockReset();
    store.salesLoader.reset();
  });

  it('shows a failure, then the sales after a retry', async () => {
    const { ApiError } = await import('../../../../src/api/client.ts');
    api.fetchSales.mockRejectedValueOnce(new ApiError(500, {}, 'Server error'));
    await store.loadSales();
    expect(store.salesLoader.$state.get().status).toBe('error');
    api.fetchSales.mockResolvedValueOnce(sales);
    await store.salesLoader.retry();
    expect(store.salesLoader.dataFor()).toEqual(sales);
  });
});

describe('totals', () => {
  it('adds each period and gives the change in percent, one decimal', () => {
    expect(store.salesTotals(sales)).toEqual({ current: 1500, previous: 1200, change: 25 });
    const down = { ...sales, current: days('2027-03-01', { 3: 400 }) };
    expect(store.salesTotals(down).change).toBe(-66.7);
  });

  it('has no change when the previous period sold nothing', () => {
    const none = { ...sales, previous: days('2027-01-30', {}) };
    expect(store.salesTotals(none)).toEqual({ current: 1500, previous: 0, change: null });
  });
});

describe('the chart', () => {
  it('draws both periods day by day on one scale, the highest day at the top', () => {
    const lines = store.chartLines(sales, 290, 100);
    const current = lines.current.split(' ');
    expect(current).toHaveLength(30);
    expect(current[0]).toBe('0,58.3');
    expect(current[1]).toBe('10,100');
    expect(current[29]).toBe('290,16.7');
    expect(lines.previous.split(' ')[10]).toBe('100,0');
    expect(lines.top).toBe(1200);
  });

  it('keeps a period with no sales on the bottom line', () => {
    const none = { ...sales, current: days('2027-03-01', {}), previous: days('2027-01-30', {}) };
    const lines = store.chartLines(none, 290, 100);
    expect(new Set(lines.current.split(' ').map((point) => point.split(',')[1]))).toEqual(
      new Set(['100']),
    );
    expect(lines.top).toBe(1);
  });
});

describe('the best sellers', () => {
  it("link to each item's screen in the locale", () => {
    expect(store.topItemRows(sales, 'en')).toEqual([
      { id: 7, title: 'Best course', amount: 900, orders: 2, href: '/en/courses/7/infos/basic' },
      { id: 9, title: 'An ebook', amount: 600, orders: 1, href: '/en/ebooks/9/infos/basic' },
    ]);
    expect(store.topItemRows(sales, 'zh-TW')[0]?.href).toBe('/courses/7/infos/basic');
  });
});
