import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Figures } from '../../../../src/api/dashboard.ts';

const api = vi.hoisted(() => ({
  fetchFigures: vi.fn<(signal?: AbortSignal) => Promise<Figures>>(),
  fetchCalendar: vi.fn(),
}));
vi.mock('../../../../src/api/dashboard.ts', () => api);

const figures = await import('../../../../src/stores/dashboard/figures.ts');

const admin: Figures = {
  role: 'ADMIN',
  sales_today: { orders: 3, amount: 4500 },
  sales_month: { orders: 40, amount: 123456 },
  items_in_review: 2,
  applies_pending: 1,
  interactions_waiting: 9,
};

const lecturer: Figures = {
  role: 'TEACHER',
  income_month: 8800,
  items_in_review: 1,
  questions_waiting: 4,
};

// 2027-01-31T16:30Z is 2027-02-01 00:30 in Taipei.
const now = new Date('2027-01-31T16:30:00Z');

describe('who sees figures', () => {
  it('lecturers, and administrators with the dashboard permission only', () => {
    expect(figures.seesFigures('lecturer', [])).toBe(true);
    expect(figures.seesFigures('admin', ['dashboard.*'])).toBe(true);
    expect(figures.seesFigures('admin', ['v2_order.*', 'v2_member.*'])).toBe(false);
    expect(figures.seesFigures('neither', ['dashboard.*'])).toBe(false);
  });
});

describe('loading', () => {
  beforeEach(() => {
    api.fetchFigures.mockReset();
    figures.figuresLoader.reset();
  });

  it('shows a failure, then the figures after a retry', async () => {
    const { ApiError } = await import('../../../../src/api/client.ts');
    api.fetchFigures.mockRejectedValueOnce(new ApiError(500, {}, 'Server error'));
    await figures.loadFigures();
    expect(figures.figuresLoader.$state.get().status).toBe('error');
    api.fetchFigures.mockResolvedValueOnce(admin);
    await figures.figuresLoader.retry();
    expect(figures.figuresLoader.dataFor()).toEqual(admin);
  });
});

describe('the cards link to their filtered lists', () => {
  it("an administrator's: Taipei today and month of paid orders, review, applies, inbox", () => {
    const cards = figures.figureCards(admin, 'zh-TW', now);
    expect(cards.map((card) => [card.key, card.value, card.href])).toEqual([
      ['salesToday', 4500, '/orders?filter=PAID&from=2027-02-01&to=2027-02-01'],
      ['salesMonth', 123456, '/orders?filter=PAID&from=2027-02-01&to=2027-02-28'],
      ['itemsInReview', 2, '/courses?status=REVIEW'],
      ['appliesPending', 1, '/finances/applies?status=PENDING'],
      ['interactionsWaiting', 9, '/interactions'],
    ]);
    expect(cards[0]).toMatchObject({ money: true, orders: 3 });
    expect(cards[2]?.money).toBe(false);
  });

  it("a lecturer's: the month's income records, review, waiting questions; in the locale", () => {
    const cards = figures.figureCards(lecturer, 'en', now);
    expect(cards.map((card) => [card.key, card.value, card.href])).toEqual([
      ['incomeMonth', 8800, '/en/revenues/record?month=2027-02'],
      ['itemsInReview', 1, '/en/courses?status=REVIEW'],
      ['questionsWaiting', 4, '/en/interactions?type=comments'],
    ]);
  });
});
