import { useRef, useState, type KeyboardEvent } from 'react';
import type { CalendarEvent } from '../../api/dashboard.ts';
import type { Locale } from '../../i18n/locales.ts';
import { monthGrid, weekdayNames, weekStartOf } from '../../stores/dashboard/calendar.ts';
import { shiftDay } from '../../stores/dashboard/months.ts';
import { EventLink } from './EventLink.tsx';

const moves: Readonly<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

interface Props {
  readonly month: string;
  readonly locale: Locale;
  readonly title: string;
  /** The Asia/Taipei day today. */
  readonly today: string;
  readonly days: ReadonlyMap<string, CalendarEvent[]>;
}

/**
 * The month as a grid of weeks (Sunday or Monday first by locale), each day with its events. One
 * day is in the tab order; arrow keys move between the month's days.
 */
export function MonthGrid({ month, locale, title, today, days }: Props) {
  const start = today.startsWith(month) ? today : `${month}-01`;
  const weekStart = weekStartOf(locale);
  const [focused, setFocused] = useState(start);
  const table = useRef<HTMLTableElement>(null);
  const current = focused.startsWith(month) ? focused : start;

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const delta = moves[event.key];
    if (delta === undefined || !(event.target instanceof HTMLTableCellElement)) return;
    const next = shiftDay(current, delta);
    if (!next.startsWith(month)) return;
    event.preventDefault();
    setFocused(next);
    table.current?.querySelector<HTMLElement>(`[data-day="${next}"]`)?.focus();
  }

  return (
    <table ref={table} className="month-grid" onKeyDown={onKeyDown}>
      <caption className="visually-hidden">{title}</caption>
      <thead>
        <tr>
          {weekdayNames(locale, weekStart).map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthGrid(month, weekStart).map((week) => (
          <tr key={week[0]?.day}>
            {week.map(({ day, inMonth }) =>
              inMonth ? (
                <td
                  key={day}
                  data-day={day}
                  tabIndex={day === current ? 0 : -1}
                  aria-current={day === today ? 'date' : undefined}
                  className="month-grid__day"
                  onFocus={() => setFocused(day)}
                >
                  <span className="month-grid__number">{Number(day.slice(8))}</span>
                  {(days.get(day) ?? []).length > 0 && (
                    <ul className="month-grid__events">
                      {(days.get(day) ?? []).map((event, index) => (
                        <li key={index}>
                          <EventLink event={event} locale={locale} />
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              ) : (
                <td key={day} className="month-grid__day month-grid__day--outside">
                  <span className="month-grid__number" aria-hidden="true">
                    {Number(day.slice(8))}
                  </span>
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
