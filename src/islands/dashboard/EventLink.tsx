import type { CalendarEventType } from '../../../server/src/contract/dashboard.ts';
import type { CalendarEvent } from '../../api/dashboard.ts';
import { formatPrice } from '../../i18n/format.ts';
import type { Locale } from '../../i18n/locales.ts';
import { eventHref } from '../../stores/dashboard/calendar.ts';
import { taipeiTime } from '../../stores/dashboard/months.ts';
import { useT } from '../use-t.ts';

/** The badge's colour of each type. */
const badges: Readonly<Record<CalendarEventType, string>> = {
  PUBLICATION: 'calendar-event__badge--publication',
  PRESALE_END: 'calendar-event__badge--presale-end',
  TICKET: 'calendar-event__badge--ticket',
  ANNOUNCEMENT: 'calendar-event__badge--announcement',
};

/** One calendar event: its time, a badge of its type, and a link to its item or announcement. */
export function EventLink({
  event,
  locale,
}: {
  readonly event: CalendarEvent;
  readonly locale: Locale;
}) {
  const t = useT();
  const title = event.announcement?.title ?? event.item.title;
  return (
    <a className="calendar-event" href={eventHref(locale, event)} data-event={event.type}>
      <span className={`calendar-event__badge ${badges[event.type]}`}>
        {t('calendar.type', { type: event.type })}
      </span>
      <time className="calendar-event__time" dateTime={event.at}>
        {taipeiTime(event.at)}
      </time>
      <span className="calendar-event__title">{title}</span>
      {event.type === 'TICKET' && event.price !== null && (
        <span className="calendar-event__price">
          {t('calendar.ticketPrice', { price: formatPrice(event.price, 'TWD') })}
        </span>
      )}
    </a>
  );
}
