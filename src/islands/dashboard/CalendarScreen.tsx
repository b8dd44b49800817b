import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import {
  calendarLoader,
  eventsByDay,
  loadCalendar,
  monthFromQuery,
  monthLinks,
} from '../../stores/dashboard/calendar.ts';
import { taipeiDay } from '../../stores/dashboard/months.ts';
import { $page } from '../../stores/page.ts';
import { EmptyState, LoadState } from '../ui/LoadState.tsx';
import { useT } from '../use-t.ts';
import { MonthAgenda } from './MonthAgenda.tsx';
import { MonthGrid } from './MonthGrid.tsx';

/**
 * The administrators' calendar: the month the address names as a grid of days with their dated
 * events (an agenda of the days with events on narrow screens), previous, next and this month. A
 * month without events still shows its grid, under a note that nothing is scheduled.
 */
export default function CalendarScreen() {
  const t = useT();
  const page = useStore($page);
  const loaded = useStore(calendarLoader.$state);
  const onCalendar = page.route?.name === 'calendars';
  const now = new Date();
  const month = monthFromQuery(page.query, now);
  const links = monthLinks(page.locale, month, now);
  // Another month's answer never shows under this month's title.
  const state = loaded.key === month ? loaded : { status: 'loading' as const, data: null };
  const title = new Intl.DateTimeFormat(page.locale, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

  useEffect(() => {
    if (onCalendar) void loadCalendar(month);
  }, [onCalendar, month]);

  return (
    <section className="calendar" aria-labelledby="calendar-month">
      <header className="calendar__header">
        <h2 id="calendar-month" className="calendar__month" aria-live="polite">
          {title}
        </h2>
        <nav className="calendar__nav" aria-label={t('calendar.monthNav')}>
          <a className="button" href={links.previous} rel="prev">
            {t('calendar.previous')}
          </a>
          <a className="button" href={links.today}>
            {t('calendar.today')}
          </a>
          <a className="button" href={links.next} rel="next">
            {t('calendar.next')}
          </a>
        </nav>
      </header>
      <LoadState state={state} onRetry={() => void loadCalendar(month, true)} skeleton="table">
        {(answer) => {
          const days = eventsByDay(answer.data);
          return (
            <>
              {answer.data.length === 0 && (
                <EmptyState title={t('calendar.empty.title')} text={t('calendar.empty.text')} />
              )}
              <MonthGrid
                month={month}
                locale={page.locale}
                title={title}
                today={taipeiDay(now)}
                days={days}
              />
              <MonthAgenda locale={page.locale} days={days} />
            </>
          );
        }}
      </LoadState>
    </section>
  );
}
