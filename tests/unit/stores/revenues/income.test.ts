import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IncomeResponse } from '../../../../server/src/contract/finances.ts';
import { income } from '../finances/fixtures.ts';

const api = vi.hoisted(() => ({
  fetchIncome: vi.fn<(query: object, signal?: AbortSignal) => Promise<IncomeResponse>>(),
}));
vi.mock('../../../../src/api/revenues.ts', () => api);

const store = await import('../../../../src/stores/revenues/income.ts');

describe('the income screen', () => {
  beforeEach(() => {
    api.fetchIncome.mockReset();
    api.fetchIncome.mockResolvedValue(income());
    store.incomeLoader.reset();
  });

  it('the chart has the twelve months of the year, the missing ones at zero', () => {
    const months = store.incomeChartData(income());
    expect(months.map((month) => month.month)).toEqual(store.monthsOfYear(2026));
    expect(months[2]?.income).toBe(700);
    expect(months[10]).toEqual({
      month: '2026-11',
      sales: 2000,
      refunds: 500,
      platform_fee: 450,
      income: 1050,
    });
    expect(months[0]).toEqual({
      month: '2026-01',
      sales: 0,
      refunds: 0,
      platform_fee: 0,
      income: 0,
    });
  });

  it('reads the year and the month from the address; a month outside the year is dropped', () => {
    const read = (text: string) => store.incomeFiltersFromQuery(new URLSearchParams(text), 2026);
    expect(read('')).toEqual({ year: 2026, month: '' });
    expect(read('year=2025&month=2025-04')).toEqual({ year: 2025, month: '2025-04' });
    expect(read('month=2024-02')).toEqual({ year: 2024, month: '2024-02' });
    expect(read('year=2025&month=2026-04')).toEqual({ year: 2025, month: '' });
    expect(read('year=2099&month=13')).toEqual({ year: 2026, month: '' });
    expect(store.queryOfIncomeFilters({ year: 2026, month: '' })).toEqual({
      year: 2026,
      month: undefined,
    });
  });

  it('choosing a month asks for that month; choosing it again goes back to the year', async () => {
    const chosen = store.chooseIncomeMonth({ year: 2026, month: '' }, '2026-11');
    expect(chosen).toEqual({ year: 2026, month: '2026-11' });
    expect(store.chooseIncomeMonth(chosen, '2026-11')).toEqual({ year: 2026, month: '' });
    await store.loadIncome(chosen);
    expect(api.fetchIncome).toHaveBeenCalledWith(
      { year: 2026, month: '2026-11' },
      expect.any(AbortSignal),
    );
    await store.loadIncome({ year: 2026, month: '' });
    expect(api.fetchIncome).toHaveBeenLastCalledWith({ year: 2026 }, expect.any(AbortSignal));
  });

  it('offers this year and the four before it', () => {
    expect(store.incomeYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022]);
  });
});
