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
  oldest: {
    // Three days and a bit before `now`.
    items_in_review: '2027-01-28T10:00:00.000Z',
    applies_pending: null,
    // Less than a day.
    interactions_waiting: '2027-01-31T10:00:00.000Z',
  },
};

const lecturer: Figures = {
  role: 'TEACHER',
  income_month: 8800,
  items_in_review: 1,
  questions_waiting: 4,
  oldest: { items_in_review: null, questions_waiting: '2027-01-21T16:30:00.000Z' },
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

describe('whose figures the home page draws', () => {
  const ready = (persona: 'admin' | 'lecturer', permissions: string[]) =>
    ({ status: 'ready', persona, permissions }) as unknown as Parameters<
      typeof figures.figuresPersona
    >[0];
  it("the session's when it sees figures, none when it does not", () => {
    expect(figures.figuresPersona(ready('lecturer', []), 'lecturer')).toBe('lecturer');
    expect(figures.figuresPersona(ready('admin', ['dashboard.*']), 'admin')).toBe('admin');
    expect(figures.figuresPersona(ready('admin', ['v2_order.*']), 'admin')).toBeNull();
    expect(figures.figuresPersona({ status: 'anonymous' }, 'admin')).toBeNull();
  });
  it("the host's persona's while the session is not known, so the figures keep their place", () => {
    expect(figures.figuresPersona({ status: 'loading' }, 'admin')).toBe('admin');
    expect(figures.figuresPersona({ status: 'unknown' }, 'lecturer')).toBe('lecturer');
    expect(figures.figuresPersona({ status: 'loading' }, 'unknown')).toBeNull();
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

describe('what waits, and for how long', () => {
  it('counts whole days the oldest has waited, none when nothing waits', () => {
    expect(figures.waitingDays(null, now)).toBeNull();
    expect(figures.waitingDays('2027-01-31T10:00:00Z', now)).toBe(0);
    expect(figures.waitingDays('2027-01-28T16:30:00Z', now)).toBe(3);
    expect(figures.waitingDays('2027-01-28T16:30:01Z', now)).toBe(2);
    // A clock behind the server never says "-1 days".
    expect(figures.waitingDays('2027-02-01T00:00:00Z', now)).toBe(0);
  });

  it("puts the oldest's age on each waiting card, none on sales", () => {
    const ages = figures
      .figureCards(admin, 'zh-TW', now)
      .map((card) => [card.key, card.oldestDays]);
    expect(ages).toEqual([
      ['salesToday', undefined],
      ['salesMonth', undefined],
      ['itemsInReview', 3],
      ['appliesPending', null],
      ['interactionsWaiting', 0],
    ]);
    expect(
      figures.figureCards(lecturer, 'en', now).map((card) => [card.key, card.oldestDays]),
    ).toEqual([
      ['incomeMonth', undefined],
      ['itemsInReview', null],
      ['questionsWaiting', 10],
    ]);
  });

  it('reserves as many cards as the role gets', () => {
    expect(figures.figureKeysOf('admin')).toEqual(
      figures.figureCards(admin, 'zh-TW', now).map((card) => card.key),
    );
    expect(figures.figureKeysOf('lecturer')).toEqual(
      figures.figureCards(lecturer, 'zh-TW', now).map((card) => card.key),
    );
  });
});
