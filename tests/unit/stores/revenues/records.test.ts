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
  beforeEach(() => {
    for (const fn of Object.values(api)) fn.mockReset();
    api.fetchRecords.mockResolvedValue({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
    });
    store.recordListLoader.reset();
  });

  it('reads the filters from the address with the API names, and writes them back', () => {
    const filters = store.recordFiltersFromQuery(
      new URLSearchParams('month=2026-11&course_id=12&status=AVAILABLE&page=2'),
    );
    expect(filters).toEqual({ month: '2026-11', courseId: 12, status: 'AVAILABLE', page: 2 });
    expect(store.queryOfRecordFilters(filters)).toEqual({
      month: '2026-11',
      course_id: 12,
      status: 'AVAILABLE',
      page: 2,
    });
    expect(
      store.recordFiltersFromQuery(new URLSearchParams('month=11&course_id=x&status=NOPE')),
    ).toEqual(store.defaultRecordFilters);
  });

  it('asks for the page of the filters; a changed filter goes back to page 1', async () => {
    const filters = store.changeRecordFilters(
      { ...store.defaultRecordFilters, page: 4 },
      { month: '2026-11' },
    );
    expect(filters.page).toBe(1);
    await store.loadRecords(filters);
    expect(api.fetchRecords).toHaveBeenCalledWith(
      { month: '2026-11', page: 1 },
      expect.any(AbortSignal),
    );
  });

  it('exports exactly the filters, without the page', async () => {
    const signal = new AbortController().signal;
    const progress = vi.fn();
    await store.recordExport({ month: '2026-11', courseId: 12, status: 'PAID', page: 3 })(
      signal,
      progress,
    );
    expect(api.exportRecords).toHaveBeenCalledWith(
      { month: '2026-11', course_id: 12, status: 'PAID' },
      signal,
      progress,
    );
  });
});
