import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CalendarEvent, CalendarMonth } from '../../../../src/api/dashboard.ts';

const api = vi.hoisted(() => ({
  fetchFigures: vi.fn(),
  fetchCalendar: vi.fn<(month: string, signal?: AbortSignal) => Promise<CalendarMonth>>(),
}));
vi.mock('../../../../src/api/dashboard.ts', () => api);

const calendar = await import('../../../../src/stores/dashboard/calendar.ts');

// 2026-11-30T17:00Z is already 2026-12-01 in Taipei.
const lateNovemberUtc = new Date('2026-11-30T17:00:00Z');

const event = (over: Partial<CalendarEvent>): CalendarEvent => ({
  type: 'PUBLICATION',
  at: '2026-11-26T02:00:00.000Z',
  item: { id: 7, kind: 'courses', title: 'TypeScript' },
  announcement: null,
  price: null,
  ...over,
});

describe('the month in the address', () => {
  it('reads a valid month and falls back to the Taipei month of now', () => {
    expect(calendar.monthFromQuery(new URLSearchParams('month=2027-02'), lateNovemberUtc)).toBe(
      '2027-02',
    );
    for (const bad of ['', 'month=2027-13', 'month=2027-2', 'month=nope'])
      expect(calendar.monthFromQuery(new URLSearchParams(bad), lateNovemberUtc)).toBe('2026-12');
  });

  it('links the previous, next and current months, across years, in the locale', () => {
    expect(calendar.monthLinks('zh-TW', '2026-01', lateNovemberUtc)).toEqual({
      previous: '/calendars?month=2025-12',
      next: '/calendars?month=2026-02',
      today: '/calendars?month=2026-12',
    });
    expect(calendar.monthLinks('en', '2026-12', lateNovemberUtc).next).toBe(
      '/en/calendars?month=2027-01',
    );
  });

  it('loads the month it is given, once', async () => {
    api.fetchCalendar.mockResolvedValue({ month: '2026-11', data: [event({})] });
    await calendar.loadCalendar('2026-11');
    await calendar.loadCalendar('2026-11');
    expect(api.fetchCalendar).toHaveBeenCalledTimes(1);
    expect(api.fetchCalendar).toHaveBeenCalledWith('2026-11', expect.any(AbortSignal));
    expect(calendar.calendarLoader.dataFor('2026-11')?.data).toHaveLength(1);
  });
});

describe('the month grid', () => {
  beforeEach(() => calendar.calendarLoader.reset());

  it('starts weeks on Sunday in zh-TW and en, on Monday in zh-CN', () => {
    expect(calendar.weekStartOf('zh-TW')).toBe(0);
    expect(calendar.weekStartOf('en')).toBe(0);
    expect(calendar.weekStartOf('zh-CN')).toBe(1);
    expect(calendar.weekdayNames('en', 0)[0]).toBe('Sun');
    expect(calendar.weekdayNames('en', 1)[0]).toBe('Mon');
  });

  it('leads with the previous month and trails with the next to fill whole weeks', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const sunday = calendar.monthGrid('2026-11', 0);
    expect(sunday).toHaveLength(5);
    expect(sunday[0]?.[0]).toEqual({ day: '2026-11-01', inMonth: true });
    expect(sunday[4]?.map((cell) => cell.day)).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(sunday[4]?.filter((cell) => !cell.inMonth)).toHaveLength(5);

    const monday = calendar.monthGrid('2026-11', 1);
    expect(monday).toHaveLength(6);
    expect(monday[0]?.slice(0, 7).map((cell) => cell.inMonth)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(monday[0]?.[0]?.day).toBe('2026-10-26');
    expect(monday[5]?.[0]).toEqual({ day: '2026-11-30', inMonth: true });
    expect(monday[5]?.[6]).toEqual({ day: '2026-12-06', inMonth: false });
  });

  it('has exactly four weeks for a February that fits them', () => {
    // February 2026 starts on a Sunday and has 28 days.
    const weeks = calendar.monthGrid('2026-02', 0);
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((cell) => cell.inMonth)).toBe(true);
  });
});

describe('events', () => {
  it('fall on their Asia/Taipei day', () => {
    const late = event({ at: '2026-11-26T16:30:00.000Z' });
    const days = calendar.eventsByDay([event({}), late]);
    expect(days.get('2026-11-26')).toHaveLength(1);
    expect(days.get('2026-11-27')).toEqual([late]);
  });

  it('lead to their item or their announcement', () => {
    expect(calendar.eventHref('zh-TW', event({}))).toBe('/courses/7/infos/basic');
    expect(
      calendar.eventHref('en', event({ item: { id: 3, kind: 'ebooks', title: 'Book' } })),
    ).toBe('/en/ebooks/3/infos/basic');
    expect(
      calendar.eventHref(
        'zh-TW',
        event({ type: 'ANNOUNCEMENT', announcement: { id: 12, title: 'Hello' } }),
      ),
    ).toBe('/interactions/announcements/12/edit/view');
  });
});
