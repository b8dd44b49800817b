/** Dates as the screens write them, in the browser's time zone. */

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * A date-time in the browser's time zone as the screens write dates (`2026/11/25`, with the time
 * `2026/11/25 09:30`); Intl-free and without dayjs, which these screens need nowhere else.
 */
export function formatDay(iso: string, withTime = false): string {
  const date = new Date(iso);
  const day = `${String(date.getFullYear())}/${pad(date.getMonth() + 1)}/${pad(date.getDate())}`;
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}
