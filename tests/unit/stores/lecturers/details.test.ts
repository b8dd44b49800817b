import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  fetchLecturerCourses: vi.fn((_id: number, page: number) =>
    Promise.resolve({
      data: [],
      meta: { current_page: page, last_page: 1, per_page: 20, total: 0 },
    }),
  ),
  fetchLecturerIncomes: vi.fn(),
}));
vi.mock('../../../../src/api/lecturer-profiles.ts', () => api);

const details = await import('../../../../src/stores/lecturers/details.ts');

describe("a lecturer's courses tab", () => {
  beforeEach(() => {
    api.fetchLecturerCourses.mockClear();
    details.lecturerCourseList.loader.reset();
  });

  it('keeps the tab in the address beside the page', () => {
    const { query } = details.lecturerCourseList;
    expect(query.fromQuery(new URLSearchParams('tab=courses&page=3'))).toEqual({
      tab: 'courses',
      page: 3,
    });
    expect(query.toQuery({ tab: 'courses', page: 1 })).toEqual({ tab: 'courses', page: undefined });
    expect(query.complete(new URLSearchParams('page=2'))).toBe(false);
    expect(query.narrows({ tab: 'courses', page: 2 })).toBe(false);
  });

  it("asks for the page of the route's lecturer", async () => {
    await details.lecturerCourseList.load({ tab: 'courses', page: 2 }, { lecturer_id: '7' });
    expect(api.fetchLecturerCourses).toHaveBeenCalledWith(7, 2, expect.any(AbortSignal));
  });
});

describe("a lecturer's incomes tab", () => {
  it('offers this year and the four before it, in Taipei', () => {
    expect(details.incomeYears(new Date('2026-12-31T17:00:00Z'))).toEqual([
      '2027',
      '2026',
      '2025',
      '2024',
      '2023',
    ]);
  });

  it('reads a year it offers (this one otherwise) and a month from the address', () => {
    const [thisYear = '', lastYear = ''] = details.incomeYears();
    const fromQuery = (query: URLSearchParams) => details.incomeQuery.fromQuery(query);
    expect(fromQuery(new URLSearchParams(`tab=incomes&year=${lastYear}`)).year).toBe(lastYear);
    expect(fromQuery(new URLSearchParams('tab=incomes&year=1999')).year).toBe(thisYear);
    expect(fromQuery(new URLSearchParams('tab=incomes&month=2026-03')).month).toBe('2026-03');
    expect(fromQuery(new URLSearchParams('tab=incomes&month=2026-3')).month).toBe('');
  });
});
