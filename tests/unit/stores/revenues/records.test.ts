import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordList } from '../../../../src/api/revenues.ts';

const api = vi.hoisted(() => ({
  fetchRecords: vi.fn<(query: object, signal?: AbortSignal) => Promise<RecordList>>(),
  fetchIncome: vi.fn(),
  exportRecords:
    vi.fn<(query: object, signal: AbortSignal, onProgress: unknown) => Promise<unknown>>(),
}));
vi.mock('../../../../src/api/revenues.ts', () => api);

const store = await import('../../../../src/stores/revenues/records.ts');

describe('the income records', () => {
  const { recordList } = store;
  const { query } = recordList;

  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.fetchRecords.mockResolvedValue({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
    });
    api.fetchIncome.mockResolvedValue({ year: 2025, months: [], courses: [], total: {} });
    recordList.loader.reset();
    store.recordCoursesLoader.reset();
  });

  it('reads the filters from the address with the API names, and writes them back', () => {
    const filters = query.fromQuery(
      new URLSearchParams('month=2026-11&course_id=12&status=AVAILABLE&page=2'),
    );
    expect(filters).toEqual({ month: '2026-11', courseId: 12, status: 'AVAILABLE', page: 2 });
    expect(query.toQuery(filters)).toEqual({
      month: '2026-11',
      course_id: 12,
      status: 'AVAILABLE',
      page: '2',
    });
    expect(query.fromQuery(new URLSearchParams('month=11&course_id=x&status=NOPE'))).toEqual(
      query.defaults,
    );
  });

  it("asks for the page of the filters and the course choices of the month's year", async () => {
    const filters = query.change({ ...query.defaults, page: 4 }, { month: '2025-11' });
    expect(filters.page).toBe(1);
    await recordList.load(filters);
    expect(api.fetchRecords).toHaveBeenCalledWith(
      { month: '2025-11', page: 1 },
      expect.any(AbortSignal),
    );
    expect(api.fetchIncome).toHaveBeenCalledWith({ year: 2025 }, expect.any(AbortSignal));
  });

  it('exports exactly the filters of the list shown, without the page', async () => {
    await recordList.load({ month: '2026-11', courseId: 12, status: 'PAID', page: 3 });
    const signal = new AbortController().signal;
    const progress = vi.fn();
    await store.recordExport(signal, progress);
    expect(api.exportRecords).toHaveBeenCalledWith(
      { month: '2026-11', course_id: 12, status: 'PAID' },
      signal,
      progress,
    );
  });
});
