import type { CalendarEvent } from '../../api/dashboard.ts';
import type { Locale } from '../../i18n/locales.ts';
import { useT } from '../use-t.ts';
import { EventLink } from './EventLink.tsx';

/** The month's days that have events, as a list (narrow screens). */
export function MonthAgenda({
  locale,
  days,
}: {
  readonly locale: Locale;
  readonly days: ReadonlyMap<string, CalendarEvent[]>;
}) {
  const t = useT();
  const format = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    timeZone: 'UTC',
  });
  return (
    <ol className="month-agenda" aria-label={t('calendar.agenda')}>
      {[...days.entries()].map(([day, events]) => (
        <li key={day} className="month-agenda__day">
          <h3 className="month-agenda__date">
            <time dateTime={day}>{format.format(new Date(`${day}T00:00:00Z`))}</time>
          </h3>
          <ul className="month-agenda__events">
            {events.map((event, index) => (
              <li key={index}>
                <EventLink event={event} locale={locale} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
